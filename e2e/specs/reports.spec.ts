import { readFile } from 'node:fs/promises';
import { mandatoryTypeCodes } from '@creditdesk/domain/documents/document-catalogue';
import { REPORT_DEFINITIONS } from '@creditdesk/domain/reports/report-catalogue';
import { businessToday } from '@creditdesk/domain/shared/dates';
import { expect, test, type Page } from '@playwright/test';
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
  signToCreditApproved,
  submitAndOpen,
} from '../support/credit-applications';
import { E2E_ADMIN, E2E_OFFICER } from '../support/environment';
import { openScreen } from '../support/navigation';
import { expectBadgesWhole, inDays, uploadReportDocuments } from '../support/reports';
import { fillSignIn } from '../support/sign-in';

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
  await uploadReportDocuments(page, application._id);
  const { creditAppNo } = (
    (await (
      await page.request.get(`/api/v1/credit-application/${application._id}`, {
        headers: await bearerOf(page),
      })
    ).json()) as { response: { creditAppNo: string } }
  ).response;

  const texts = {
    en: { dueDate: 'Due Date', daysLeft: 'Days Left' },
    id: { dueDate: 'Jatuh Tempo', daysLeft: 'Sisa Hari' },
  };
  for (const language of ['en', 'id'] as const) {
    await setLanguage(page, language);
    try {
      // The app reads the saved language when it starts; the pages after open through its router.
      await page.goto('/');
      for (const definition of REPORT_DEFINITIONS) {
        const where = `${definition.slug} (${language})`;
        await openScreen(page, `/report/${definition.slug}?search=${creditAppNo}`);
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
      await openScreen(page, '/credit-application');
      const list = page.getByRole('table').first();
      await expect(list.locator('.mantine-Badge-root').first()).toBeVisible();
      await expectBadgesWhole(list, `the credit application list (${language})`);
      await page.screenshot({ path: `test-results/credit-applications-${language}-1440.png` });

      // A phone: the rows are cards, nothing wider than the screen.
      await page.setViewportSize({ width: 390, height: 844 });
      for (const slug of ['bank-garansi', 'jatuh-tempo-shgb', 'master-document-jaminan']) {
        await openScreen(page, `/report/${slug}?search=${creditAppNo}`);
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
      await openScreen(page, '/credit-application');
      await expectBadgesWhole(page.getByRole('table').first(), `credit list at 390 (${language})`);
      await page.screenshot({ path: `test-results/credit-applications-${language}-390.png` });
      await page.setViewportSize({ width: 1440, height: 900 });
    } finally {
      await setLanguage(page, 'en');
    }
  }
});
