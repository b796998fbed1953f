import {
  DOCUMENT_TYPES_BY_CODE,
  mandatoryTypeCodes,
} from '@creditdesk/domain/documents/document-catalogue';
import { expect, test, type Page } from '@playwright/test';
import { unique } from '../support/admin';
import { accessTokenOf, adminWithArea, setLanguage } from '../support/api';
import {
  fillNewPersonalDebitur,
  next,
  pdfFile,
  requiredMetadataOf,
  signToCreditApproved,
  submitAndOpen,
} from '../support/credit-applications';

/**
 * The server answers a refusal with a code and the web words it in the user's language: these are
 * the refusals whose English once reached Indonesian users as it came.
 */

const MANDATORY = mandatoryTypeCodes({ type: 'Personal', maritalStatus: 'Single' });

const bearer = async (page: Page) => ({ Authorization: `Bearer ${await accessTokenOf(page)}` });

const uploadMandatory = async (page: Page, applicationId: string, codes: readonly string[]) => {
  const headers = await bearer(page);
  for (const code of codes) {
    const uploaded = await page.request.post('/api/v1/document-credit-application', {
      headers,
      multipart: {
        data: JSON.stringify({
          creditApplication: applicationId,
          category: DOCUMENT_TYPES_BY_CODE.get(code)!.category,
          documents: [{ code, uploadedDocuments: [{ metadata: requiredMetadataOf(code) }] }],
        }),
        file: pdfFile(`${code}.pdf`),
      },
    });
    expect(uploaded.status(), code).toBe(201);
  }
};

test('in Indonesian, a refused delete, a stale edit, missing documents and the four-eyes rule read in Indonesian', async ({
  page,
}) => {
  const { api, area, groupName, branchName } = await adminWithArea(page, {
    group: 'Sumatera Utara',
    branch: 'Medan',
  });
  const facility = unique('Kredit Usaha');
  await api.createFacility(facility);
  // The application is made in English with the journeys' helpers; the checks below are not.
  await page.goto('/credit-application/add');
  await fillNewPersonalDebitur(page, {
    name: unique('Siti Rahma'),
    maritalStatus: 'Single',
    group: groupName,
    branch: branchName,
  });
  await next(page);
  await submitAndOpen(page, { facility, plafond: '450000000', description: unique('Modal') });
  const applicationUrl = page.url();
  const applicationId = new URL(applicationUrl).pathname.split('/').pop()!;
  await signToCreditApproved(page);
  const [lastCode, ...firstCodes] = [...MANDATORY].reverse();
  await uploadMandatory(page, applicationId, firstCodes);

  await setLanguage(page, 'id');
  try {
    // Submit waits for the one mandatory document still missing, and says so.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('button', { name: 'Kirim' })).toBeDisabled();
    await expect(page.getByText(/^Unggah dokumen wajib sebelum mengirim:/)).toContainText(
      DOCUMENT_TYPES_BY_CODE.get(lastCode!)!.title,
    );

    // Complete and submitted, the administrator who made it may not decide it (four eyes).
    await uploadMandatory(page, applicationId, [lastCode!]);
    const submitted = await page.request.post(
      `/api/v1/credit-application/${applicationId}/submit-document`,
      { headers: await bearer(page) },
    );
    expect(submitted.status()).toBe(200);
    await page.reload();
    await expect(
      page.getByText('Pembuat pengajuan kredit tidak dapat menyetujui atau menolaknya.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Setujui' })).toHaveCount(0);

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
    const group = await page.request.get(`/api/v1/master-data/group/${area.groupId}`, {
      headers: await bearer(page),
    });
    const { version } = ((await group.json()) as { response: { version: number } }).response;
    const changed = await page.request.put(`/api/v1/master-data/group/${area.groupId}`, {
      headers: await bearer(page),
      data: { groupName: `${groupName} (lama)`, version },
    });
    expect(changed.status()).toBe(200);
    await page.getByLabel(/^Deskripsi/).fill('Wilayah Sumatera bagian utara');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(
      page.getByText('Data ini telah diubah oleh orang lain. Muat ulang dan coba lagi.'),
    ).toBeVisible();
  } finally {
    await setLanguage(page, 'en');
  }
});
