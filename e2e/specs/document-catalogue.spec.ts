import { mandatoryTypeCodes } from '@creditdesk/domain/documents/document-catalogue';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { choose, unique } from '../support/admin';
import {
  adminWithArea,
  bearerOf,
  creditApplicationsApi,
  uploadDocumentsThroughApi,
} from '../support/api';
import { openCategory } from '../support/credit-applications';

const SHOTS = 'test-results/document-catalogue';

const CATEGORY = 'Permohonan Kredit';
const TYPE_TITLE = 'Surat Keterangan Usaha';

/** Retires the journey's type, so that the journeys after it do not find it mandatory. */
const retireType = async (page: Page, code: string) => {
  const headers = await bearerOf(page);
  const catalogue = '/api/v1/master-data/document-catalogue';
  const tree = (await (await page.request.get(catalogue, { headers })).json()) as {
    response: { types: { id: string; code: string }[] }[];
  };
  const found = tree.response.flatMap((category) => category.types).find((t) => t.code === code);
  if (!found) throw new Error(`no type ${code}`);
  // The body schema leaves out what the tree adds (id, inUse, codeLocked).
  const answer = await page.request.put(`${catalogue}/type/${found.id}`, {
    headers,
    data: { ...found, retired: true },
  });
  expect(answer.status(), `retire ${code}`).toBe(200);
};

/**
 * The administrator adds a document type with two fields and a mandatory rule through the
 * catalogue screen, reordering the fields by keyboard; the list and the form are axe-clean and
 * photographed at a desk and on a phone. A new application then asks for the type as mandatory,
 * while one submitted before the change keeps its own catalogue version, without it.
 */
test('a new document type with two fields and a mandatory rule', async ({ page }) => {
  // The submitted application's mandatory set is a dozen uploads, as in the other journeys that submit.
  test.setTimeout(180_000);
  const code = `sku-${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  const { api, area } = await adminWithArea(page, { group: 'Katalog', branch: 'Salatiga' });
  const debitur = await api.createEnterpriseDebitur(unique('PT Katalog Dokumen'), area);
  const fields = {
    type: 'Enterprise',
    joinType: 'Existing Debitur',
    debitur: debitur._id,
    creditType: await api.idOf('/creditapps', 'Kredit Modal Kerja'),
    plafond: '250000000',
    facilities: [(await api.createFacility(unique('Kredit Katalog')))._id],
    tenorStartDate: '2027-01-01',
    tenorEndDate: '2029-12-31',
    creditDesc: 'Modal kerja',
  };
  const applications = await creditApplicationsApi(page);
  const submitted = await applications.create(fields);
  await applications.moveToCreditApproved(submitted._id);
  await uploadDocumentsThroughApi(page, submitted._id, mandatoryTypeCodes({ type: 'Enterprise' }));
  await applications.submit(submitted._id);

  await page.goto('/master-data/document-catalogue');
  await expect(page.getByRole('heading', { level: 1, name: 'Document Catalogue' })).toBeVisible();
  const categories = page.getByRole('navigation', { name: 'Document categories' });
  await categories.getByRole('button', { name: new RegExp(`^${CATEGORY}`) }).click();
  await expect(page.getByRole('table', { name: /^Document types of/ })).toBeVisible();
  await expectAccessible(page, 'the catalogue');
  await page.screenshot({ path: `${SHOTS}/list-1440.png`, fullPage: true });

  await page.getByRole('link', { name: 'Add Document Type' }).click();
  await page.getByLabel(/^Document Type/).fill(TYPE_TITLE);
  await page.getByLabel(/^Code/).fill(code);
  await choose(page, /^Mandatory/, 'Always');
  for (const [label, name] of [
    ['Nomor SKU', 'nomorSku'],
    ['Tanggal Terbit', 'tanggalTerbit'],
  ]) {
    await page.getByRole('button', { name: 'Add Field' }).click();
    await page
      .getByLabel(/^Label/)
      .last()
      .fill(label);
    await page.getByLabel(/^Name/).last().fill(name);
  }
  await page.getByRole('button', { name: 'Move Tanggal Terbit up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move Tanggal Terbit down' })).toBeFocused();
  await expectAccessible(page, 'the type form');
  await page.screenshot({ path: `${SHOTS}/type-form-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/type-form-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: 'Save' }).click();
  const table = page.getByRole('table', { name: /^Document types of/ });
  const row = table.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText(TYPE_TITLE);
  await expect(row).toContainText('Always');
  await expect(row).toContainText('Tanggal Terbit, Nomor SKU');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'the catalogue on a phone');
  await page.screenshot({ path: `${SHOTS}/list-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  try {
    const fresh = await applications.create(fields);
    await applications.moveToCreditApproved(fresh._id);
    await page.goto(`/credit-application/detail/${fresh._id}`);
    const freshTable = await openCategory(page, CATEGORY);
    const freshRow = freshTable.getByRole('row').filter({ hasText: TYPE_TITLE });
    await expect(freshRow.getByRole('img', { name: 'mandatory' })).toBeVisible();
    await expect(freshRow).toContainText('No file');

    await page.goto(`/credit-application/detail/${submitted._id}`);
    const keptTable = await openCategory(page, CATEGORY);
    await expect(keptTable.getByRole('row').filter({ hasText: 'BIR' }).first()).toBeVisible();
    await expect(keptTable.getByRole('row').filter({ hasText: TYPE_TITLE })).toHaveCount(0);
  } finally {
    await retireType(page, code);
  }
});
