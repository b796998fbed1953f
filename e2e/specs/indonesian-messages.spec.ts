import { mandatoryTypeCodes } from '@creditdesk/domain/documents/document-catalogue';
import { expect, test, type Page } from '@playwright/test';
import { unique } from '../support/admin';
import {
  adminWithArea,
  bearerOf,
  creditApplicationsApi,
  setLanguage,
  uploadDocumentsThroughApi,
} from '../support/api';
import { typeTitleOf } from '../support/credit-applications';

/**
 * The server answers a refusal with a code and the web words it in the user's language: these are
 * the refusals whose English once reached Indonesian users as it came. What each needs is made
 * through the API; the screens are shown in Indonesian.
 */

const MANDATORY = mandatoryTypeCodes({ type: 'Enterprise' });

/** Runs `visit` with the administrator's language set to Indonesian, then gives English back. */
const inIndonesian = async (page: Page, visit: () => Promise<void>) => {
  await setLanguage(page, 'id');
  try {
    await visit();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  } finally {
    await setLanguage(page, 'en');
  }
};

test('in Indonesian, a refused delete and a stale edit read in Indonesian', async ({ page }) => {
  const { area, groupName } = await adminWithArea(page, {
    group: 'Sumatera Utara',
    branch: 'Medan',
  });
  await inIndonesian(page, async () => {
    // The group has a branch: the server refuses its delete.
    await page.goto(`/master-data/group/detail/${area.groupId}`);
    await page.getByRole('button', { name: 'Hapus Grup' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
    const refusal = page.getByRole('dialog', { name: 'Data Tidak Dapat Dihapus' });
    await expect(refusal).toContainText(
      'Anda tidak dapat menghapus data. Data telah digunakan di modul lain.',
    );
    await refusal.getByRole('button', { name: 'Ok' }).click();

    // Someone else saves the group while its form is open: this save is refused as stale.
    await page.goto(`/master-data/group/edit/${area.groupId}`);
    await expect(page.getByLabel(/^Nama Grup/)).toHaveValue(groupName);
    const changed = await page.request.put(`/api/v1/master-data/group/${area.groupId}`, {
      headers: await bearerOf(page),
      data: { groupName: `${groupName} (lama)`, version: 1 },
    });
    expect(changed.status()).toBe(200);
    await page.getByLabel(/^Deskripsi/).fill('Wilayah Sumatera bagian utara');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(
      page.getByText('Data ini telah diubah oleh orang lain. Muat ulang dan coba lagi.'),
    ).toBeVisible();
  });
});

test('in Indonesian, missing documents and the four-eyes rule read in Indonesian', async ({
  page,
}) => {
  const { api, area } = await adminWithArea(page, { group: 'Sulawesi', branch: 'Makassar' });
  const facility = await api.createFacility(unique('Kredit Usaha'));
  const debitur = await api.createEnterpriseDebitur(unique('PT Sinar Makassar'), area);
  const applications = await creditApplicationsApi(page);
  const { _id: id } = await applications.create({
    type: 'Enterprise',
    joinType: 'Existing Debitur',
    debitur: debitur._id,
    creditType: await api.idOf('/creditapps', 'Kredit Modal Kerja'),
    plafond: '450000000',
    facilities: [facility._id],
    tenorStartDate: '2027-01-01',
    tenorEndDate: '2029-12-31',
    creditDesc: 'Modal kerja',
  });
  await applications.moveToCreditApproved(id);
  const [lastCode, ...firstCodes] = [...MANDATORY].reverse();
  await uploadDocumentsThroughApi(page, id, firstCodes);

  await inIndonesian(page, async () => {
    // Submit waits for the one mandatory document still missing, and says so.
    await page.goto(`/credit-application/detail/${id}`);
    await expect(page.getByRole('button', { name: 'Kirim' })).toBeDisabled();
    await expect(page.getByText(/^Unggah dokumen wajib sebelum mengirim:/)).toContainText(
      typeTitleOf(lastCode!),
    );

    // Complete and submitted, the administrator who made it may not decide it (four eyes).
    await uploadDocumentsThroughApi(page, id, [lastCode!]);
    await (await creditApplicationsApi(page)).submit(id);
    await page.reload();
    await expect(
      page.getByText('Pembuat pengajuan kredit tidak dapat menyetujui atau menolaknya.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Setujui' })).toHaveCount(0);
  });
});
