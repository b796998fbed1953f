import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { choose, signInAsAdmin } from '../support/admin';

const SHOTS = 'test-results/document-catalogue';

/**
 * The administrator adds a document type with two fields and a mandatory rule through the
 * catalogue screen, reordering the fields by keyboard; the list and the form are axe-clean and
 * photographed at a desk and on a phone.
 */
test('a new document type with two fields and a mandatory rule', async ({ page }) => {
  const code = `sku-${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  await page.goto('/master-data/document-catalogue');
  await expect(page.getByRole('heading', { level: 1, name: 'Document Catalogue' })).toBeVisible();
  const categories = page.getByRole('navigation', { name: 'Document categories' });
  await categories.getByRole('button').first().click();
  await expect(page.getByRole('table', { name: /^Document types of/ })).toBeVisible();
  await expectAccessible(page, 'the catalogue');
  await page.screenshot({ path: `${SHOTS}/list-1440.png`, fullPage: true });

  await page.getByRole('link', { name: 'Add Document Type' }).click();
  await page.getByLabel(/^Document Type/).fill('Surat Keterangan Usaha');
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
  await expect(row).toContainText('Surat Keterangan Usaha');
  await expect(row).toContainText('Always');
  await expect(row).toContainText('Tanggal Terbit, Nomor SKU');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'the catalogue on a phone');
  await page.screenshot({ path: `${SHOTS}/list-390.png`, fullPage: true });
});
