import { test } from '@playwright/test';
import { signInAsAdmin } from '../support/admin';

test.use({ viewport: { width: 1440, height: 900 } });

test('screens', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  await page.goto('/master-data/facilities?tab=facilities-list');
  await page.getByRole('link', { name: 'Add New Facility' }).waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shots/facilities-list.png' });
  await page.getByRole('link', { name: 'Add New Facility' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByLabel('Description').fill('x'.repeat(300));
  await page.getByLabel('Description').blur();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/shots/facility-form-errors.png' });
  await page.getByLabel(/^Facility Name/).fill('Screenshot Facility');
  await page.getByLabel('Description').fill('For the screenshot');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('link', { name: 'Screenshot Facility' }).first().click();
  await page.getByText('Facility Information').waitFor();
  await page.screenshot({ path: '/tmp/shots/facility-detail.png' });
  await page.goto('/master-data/facilities/detail/00000000-0000-4000-8000-000000000000');
  await page.getByRole('button', { name: 'Retry' }).waitFor();
  await page.screenshot({ path: '/tmp/shots/page-error.png' });
  await page.goto('/credit-application/add');
  await page.getByRole('radio', { name: 'Personal' }).click();
  await page.getByRole('radio', { name: 'Existing Debitur' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/shots/wizard-step1.png' });
  await page.goto('/master-data/debitur-management?tab=enterprise-list');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shots/debitur-enterprise.png' });
});
