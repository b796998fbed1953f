import { readFile } from 'node:fs/promises';
import {
  DOCUMENT_TYPES_BY_CODE,
  mandatoryTypeCodes,
} from '@creditdesk/domain/documents/document-catalogue';
import { REPORT_DEFINITIONS } from '@creditdesk/domain/reports/report-catalogue';
import { businessToday } from '@creditdesk/domain/shared/dates';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { unique } from '../support/admin';
import {
  adminWithArea,
  bearerOf,
  creditApplicationsApi,
  setLanguage,
  uploadDocumentsThroughApi,
} from '../support/api';
import {
  AFTER_SAVE,
  createAreaThroughForms,
  fillNewPersonalDebitur,
  next,
  openCategory,
  pdfFile,
  requiredMetadataOf,
  signToCreditApproved,
  submitAndOpen,
} from '../support/credit-applications';
import { E2E_ADMIN, E2E_OFFICER } from '../support/environment';
import { fillSignIn } from '../support/sign-in';

/** The bank's today (Asia/Jakarta) plus `days`, as the report counts it. */
const inDays = (days: number) =>
  new Date(Date.parse(`${businessToday()}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);

/** Uploads a file of `title` in `category` through the card, with the given metadata. */
const uploadWith = async (
  page: Page,
  category: string,
  title: string,
  fields: { text?: Record<string, string>; options?: Record<string, string> },
) => {
  const table = await openCategory(page, category);
  await table.getByRole('button', { name: `Upload ${title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Upload ${title}` });
  for (const [label, option] of Object.entries(fields.options ?? {})) {
    await dialog.getByRole('combobox', { name: label, exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  for (const [label, value] of Object.entries(fields.text ?? {})) {
    await dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
    // A date field's calendar would cover the fields under it; elsewhere Escape closes the form.
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) await page.keyboard.press('Escape');
  }
  await dialog.locator('input[type="file"]').setInputFiles(pdfFile(`${title}.pdf`));
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toHaveCount(0, AFTER_SAVE);
};

/** Signs in; the landing page's figures may take a while on a busy machine. */
const signIn = async (page: Page, user: { email: string; password: string }) => {
  await page.goto('/api/auth/signin');
  await fillSignIn(page, user);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible(AFTER_SAVE);
};

/** The report page searched for one application: its table and its single row. */
const reportRow = async (page: Page, slug: string, title: string, number: string) => {
  await page.goto(`/report/${slug}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByPlaceholder(/^Search/).fill(number);
  // The search is applied once the address holds it and the rows have loaded again: a page with
  // one item shows one row before the search too.
  await expect(page).toHaveURL(new RegExp(`search=${number}`));
  const table = page.getByRole('table', { name: title });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(table.getByRole('row')).toHaveCount(2);
  return table.getByRole('row').nth(1);
};

test('reports: a covernote due in 10 days and an SHGB ending before the tenor end show on their pages, the dashboard and the export', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, E2E_ADMIN);
  const area = await createAreaThroughForms(page, {
    group: 'Jawa Barat',
    branch: 'Bogor',
    facility: 'Kredit Investasi',
  });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // The officer: a new application (tenor to 2029-12-31), signed up to Credit Approved.
  await signIn(page, E2E_OFFICER);
  await page.goto('/credit-application/add');
  await fillNewPersonalDebitur(page, {
    name: unique('Sari Wulandari'),
    maritalStatus: 'Single',
    ...area,
  });
  await next(page);
  const description = `Housing ${Date.now().toString(36)}`;
  const number = await submitAndOpen(page, {
    facility: area.facility,
    plafond: '650000000',
    description,
  });
  await signToCreditApproved(page);

  const covernoteDue = inDays(10);
  await uploadWith(page, 'Covernote', 'Covernote Notaris', {
    text: {
      'Nomor Covernote': `CN-${number}`,
      'Tanggal Mulai': inDays(-20),
      'Tanggal Akhir': covernoteDue,
      'Nama Notaris': 'Notaris Hadi Susanto',
    },
  });
  // The right to the land ends in mid 2028, before the credit's tenor end (2029-12-31).
  await uploadWith(page, 'Agunan', 'Dokumen Sertifikat', {
    options: { 'Jenis Sertifikat': 'SHGB' },
    text: {
      'Nomor Sertifikat': `SHGB-${number}`,
      'Atas Nama': 'Sari Wulandari',
      'Berlaku Mulai': '2008-06-30',
      'Berlaku Akhir': '2028-06-30',
    },
  });

  // The covernote: 10 days left, due in 30 days.
  const covernote = await reportRow(page, 'covernote-notaris', 'Covernote Notaris', number);
  await expect(covernote).toContainText(`CN-${number}`);
  await expect(covernote).toContainText(covernoteDue);
  await expect(covernote.getByRole('cell', { name: '10', exact: true })).toBeVisible();
  await expect(covernote.getByText('Due in 30 days', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/reports-covernote-notaris.png' });
  await expectAccessible(page, 'a report page with its rows');

  // The export holds exactly the filtered rows: this application's covernote.
  await page.getByRole('button', { name: /export/i }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, 'the Export menu');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: /csv/i }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`laporan-covernote-notaris-${businessToday()}.csv`);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(number);
  expect(lines[1]).toContain('Due in 30 days');

  // The SHGB: its own page, flagged as ending before the tenor end.
  const shgb = await reportRow(page, 'jatuh-tempo-shgb', 'Jatuh Tempo SHGB', number);
  await expect(shgb).toContainText(`SHGB-${number}`);
  await expect(shgb.getByText('Due in 24 months', { exact: true })).toBeVisible();
  await expect(shgb.getByRole('cell', { name: 'Yes', exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/reports-jatuh-tempo-shgb.png' });

  // The row opens its application at the document's category.
  await shgb.getByRole('link', { name: number, exact: true }).click();
  await expect(page).toHaveURL(/category=agunan/);
  await expect(page.getByRole('table', { name: 'Documents of Agunan' })).toBeVisible();

  // The dashboard counts it, and its count opens the report filtered that way.
  await page.goto('/');
  const dueSoon = page.getByRole('link', { name: /^Covernote Notaris: \d+ due in 30 days$/ });
  await expect(dueSoon).toBeVisible();
  expect(Number((await dueSoon.textContent()) ?? '0')).toBeGreaterThanOrEqual(1);
  await page.screenshot({ path: 'test-results/reports-dashboard.png', fullPage: true });
  await expectAccessible(page, 'the dashboard with its figures');
  await dueSoon.click();
  await expect(page).toHaveURL(/\/report\/covernote-notaris\?badge=due-30/);
  await expect(page.getByRole('table', { name: 'Covernote Notaris' })).toContainText(
    `CN-${number}`,
  );
});

/** One document of each report page's kind, due in 10 days (an SHGB right in 400), long names. */
const DUE_SOON = inDays(10);
const REPORT_DOCUMENTS: { code: string; metadata: Record<string, string> }[] = [
  {
    code: 'bank-garansi',
    metadata: {
      penerimaJaminan: 'Dinas Pekerjaan Umum dan Penataan Ruang Provinsi Jawa Barat',
      nilai: '1250000000',
      berlakuMulai: inDays(-200),
      berlakuAkhir: DUE_SOON,
      masaKlaimHari: '30',
    },
  },
  {
    code: 'covernote-notaris',
    metadata: {
      tanggalAkhir: DUE_SOON,
      status: 'Proses',
      namaNotaris: 'Notaris Hadi Susanto, S.H., M.Kn.',
      pekerjaan: 'Pengikatan APHT dan balik nama sertifikat',
    },
  },
  {
    code: 'covernote-developer',
    metadata: {
      tanggalAkhir: DUE_SOON,
      status: 'Diperpanjang',
      developer: 'PT Graha Permai Nusantara',
      proyek: 'Bukit Permai Residence',
      unit: 'Blok C-12',
      dokumenDijanjikan: 'Sertifikat induk dan IMB',
    },
  },
  {
    code: 'covernote-dealer',
    metadata: {
      tanggalAkhir: DUE_SOON,
      dealer: 'Astra Motor Sudirman',
      kendaraan: 'Toyota Innova Zenix 2.0 Q HV',
      nomorRangka: 'MHFAB8GS0P0123456',
    },
  },
  {
    code: 'polis-kerugian',
    metadata: {
      perusahaanAsuransi: 'PT Asuransi Jasa Indonesia (Persero)',
      objek: 'Ruko 3 lantai Jl. Pajajaran 21',
      nilaiPertanggungan: '2500000000',
      periodeMulai: inDays(-355),
      periodeAkhir: DUE_SOON,
    },
  },
  {
    code: 'covernote-asuransi',
    metadata: {
      tanggalAkhir: DUE_SOON,
      perusahaanAsuransi: 'PT Asuransi Sinar Mas',
      nilaiPertanggungan: '850000000',
    },
  },
  {
    code: 'dokumen-sertifikat',
    metadata: {
      jenisSertifikat: 'SHGB',
      atasNama: 'PT Sinar Jaya Makmur Sentosa',
      lokasi: 'Jl. Raya Pajajaran No. 21, Bogor Tengah, Kota Bogor',
      luas: '240',
      berlakuMulai: '2008-06-30',
      berlakuAkhir: inDays(400),
    },
  },
  {
    code: 'dokumen-sertifikat',
    metadata: {
      jenisSertifikat: 'SHM',
      atasNama: 'Hendra Wijaya',
      berlakuMulai: '2016-01-04',
      berlakuAkhir: DUE_SOON,
      lokasiSimpan: 'Khazanah Cabang Bogor',
      statusSimpan: 'Di Khazanah',
    },
  },
  {
    code: 'sdk',
    metadata: {
      pemutus: 'Komite Kredit Wilayah Jawa Barat',
      plafond: '650000000',
      tenorBulan: '36',
      berlakuMulai: inDays(-20),
      berlakuAkhir: DUE_SOON,
    },
  },
];

/** The badges of a table, each whole: its word inside its box, its box inside its cell. */
const expectBadgesWhole = async (table: Locator, where: string) => {
  const badges = table.locator('.mantine-Badge-root');
  await expect(badges.first(), where).toBeVisible();
  const cut = await badges.evaluateAll((elements) =>
    elements
      .filter((badge) => {
        const label = badge.querySelector('.mantine-Badge-label') ?? badge;
        const box = badge.getBoundingClientRect();
        const cell = badge.closest('td')?.getBoundingClientRect() ?? box;
        return (
          label.scrollWidth > label.clientWidth ||
          badge.scrollWidth > badge.clientWidth ||
          box.right > cell.right + 0.5
        );
      })
      .map((badge) => badge.textContent),
  );
  expect(cut, where).toEqual([]);
};

test('reports: at 1440 x 900 every report page shows Due Date, Days Left and a whole badge without scrolling, in English and Indonesian', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const { api, area } = await adminWithArea(page, { group: 'Jawa Barat', branch: 'Bogor Tengah' });
  const facility = await api.createFacility(unique('Kredit Investasi'));
  const debitur = await api.createEnterpriseDebitur(
    unique('PT Sinar Jaya Makmur Sentosa Abadi'),
    area,
  );
  const applications = await creditApplicationsApi(page);
  const fields = {
    type: 'Enterprise',
    joinType: 'Existing Debitur',
    debitur: debitur._id,
    creditType: await api.idOf('/creditapps', 'Kredit Modal Kerja'),
    plafond: '650000000',
    facilities: [facility._id],
    tenorStartDate: '2026-01-01',
    tenorEndDate: '2029-12-31',
    creditDesc: 'Modal kerja',
  };
  const application = await applications.create(fields);
  await applications.moveToCreditApproved(application._id);
  // The credit list's longest status in Indonesian: 'Menunggu Peninjauan'.
  const submitted = await applications.create(fields);
  await applications.moveToCreditApproved(submitted._id);
  await uploadDocumentsThroughApi(page, submitted._id, mandatoryTypeCodes({ type: 'Enterprise' }));
  await applications.submit(submitted._id);
  const headers = await bearerOf(page);
  for (const [index, { code, metadata }] of REPORT_DOCUMENTS.entries()) {
    const uploaded = await page.request.post('/api/v1/document-credit-application', {
      headers,
      multipart: {
        data: JSON.stringify({
          creditApplication: application._id,
          category: DOCUMENT_TYPES_BY_CODE.get(code)!.category,
          documents: [
            {
              code,
              uploadedDocuments: [
                {
                  metadata: {
                    ...requiredMetadataOf(code),
                    ...Object.fromEntries(
                      ['nomorBg', 'nomorCovernote', 'nomorPolis', 'nomorSertifikat', 'nomorSdk']
                        .filter((field) => requiredMetadataOf(code)[field])
                        .map((field) => [field, `${field.slice(5).toUpperCase()}/${index}/2026`]),
                    ),
                    ...metadata,
                  },
                },
              ],
            },
          ],
        }),
        file: pdfFile(`${code}-${index}.pdf`),
      },
    });
    expect(uploaded.status(), `${code}: ${await uploaded.text()}`).toBe(201);
  }
  const { creditAppNo } = (
    (await (
      await page.request.get(`/api/v1/credit-application/${application._id}`, { headers })
    ).json()) as { response: { creditAppNo: string } }
  ).response;

  const texts = {
    en: { dueDate: 'Due Date', daysLeft: 'Days Left' },
    id: { dueDate: 'Jatuh Tempo', daysLeft: 'Sisa Hari' },
  };
  for (const language of ['en', 'id'] as const) {
    await setLanguage(page, language);
    try {
      for (const definition of REPORT_DEFINITIONS) {
        const where = `${definition.slug} (${language})`;
        await page.goto(`/report/${definition.slug}?search=${creditAppNo}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const table = page.getByRole('table', { name: definition.title });
        await expect(table.getByRole('row').nth(1)).toContainText(creditAppNo);
        await expect(
          table.getByRole('columnheader', { name: texts[language].dueDate, exact: true }),
          where,
        ).toBeInViewport({ ratio: 1 });
        await expect(
          table.getByRole('columnheader', { name: texts[language].daysLeft, exact: true }),
          where,
        ).toBeInViewport({ ratio: 1 });
        await expect(table.locator('.mantine-Badge-root').first(), where).toBeInViewport({
          ratio: 1,
        });
        await expectBadgesWhole(table, where);
        if (
          ['bank-garansi', 'jatuh-tempo-shgb', 'master-document-jaminan'].includes(definition.slug)
        )
          await page.screenshot({
            path: `test-results/report-${definition.slug}-${language}-1440.png`,
          });
      }
      await page.goto('/credit-application');
      const list = page.getByRole('table').first();
      await expect(list.locator('.mantine-Badge-root').first()).toBeVisible();
      await expectBadgesWhole(list, `the credit application list (${language})`);
      await page.screenshot({ path: `test-results/credit-applications-${language}-1440.png` });

      // A phone: the rows are cards, nothing wider than the screen.
      await page.setViewportSize({ width: 390, height: 844 });
      for (const slug of ['bank-garansi', 'jatuh-tempo-shgb', 'master-document-jaminan']) {
        await page.goto(`/report/${slug}?search=${creditAppNo}`);
        await expect(page.getByRole('row').nth(1)).toContainText(creditAppNo);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
        await expectBadgesWhole(page.getByRole('table'), `${slug} at 390 px (${language})`);
        await page.screenshot({
          path: `test-results/report-${slug}-${language}-390.png`,
          fullPage: true,
        });
      }
      await page.goto('/credit-application');
      await expectBadgesWhole(page.getByRole('table').first(), `credit list at 390 (${language})`);
      await page.screenshot({ path: `test-results/credit-applications-${language}-390.png` });
      await page.setViewportSize({ width: 1440, height: 900 });
    } finally {
      await setLanguage(page, 'en');
    }
  }
});
