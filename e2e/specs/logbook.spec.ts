import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { unique } from '../support/admin';
import { E2E_ADMIN } from '../support/environment';
import { fillSignIn } from '../support/sign-in';

const LOGBOOK = '/report/logbook-incoming-call';

test('a call is recorded, found in the logbook with its badge, and closed', async ({ page }) => {
  // A form of thirteen fields on a shared machine: more than the default minute.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/api/auth/signin');
  await fillSignIn(page, E2E_ADMIN);
  // The first sign-in of a fresh server also loads the dashboard's data.
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 30_000 });
  const caller = unique('Budi');

  await page.goto(LOGBOOK);
  await page.getByRole('link', { name: 'Add New Call' }).click();
  await expect(page.getByRole('heading', { name: 'Add New Call' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Caller must be filled')).toBeVisible();
  await page.screenshot({ path: 'test-results/logbook-form-errors.png', fullPage: true });
  await expectAccessible(page, 'the call form with its errors');

  await page.getByLabel('Caller').fill(caller);
  await page.getByRole('combobox', { name: 'Party' }).click();
  await page.getByRole('option', { name: 'Notaris', exact: true }).dispatchEvent('click');
  await page.getByLabel('Phone Number').fill('021-5550123');
  await page.getByLabel('Topic').fill('Covernote APHT');
  await page.getByLabel('Summary').fill('Asks when the signed deed can be collected.');
  await page.getByLabel('Follow-up', { exact: true }).fill('Send the deed by courier');
  await page.getByLabel('Person in Charge').fill('Sari');
  await page.getByLabel('Target Date').fill('2026-01-05');
  await page.getByLabel('Target Date').press('Tab');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(LOGBOOK);
  const row = page.getByRole('row').filter({ hasText: caller });
  await expect(row.getByText('Overdue')).toBeVisible();
  await page.screenshot({ path: 'test-results/logbook-list.png', fullPage: true });
  await expectAccessible(page, 'the logbook with a call');

  await page.getByRole('button', { name: /^Filter/ }).click();
  await page.screenshot({ path: 'test-results/logbook-filter.png' });
  await expectAccessible(page, 'the Filter drawer of the logbook');
  await page.keyboard.press('Escape');

  // The saved call's notification closes by itself; behind the dialog's overlay it would be read
  // as dimmed text, or half faded if it closed while the check ran.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await row.getByRole('button', { name: `Close call from ${caller}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Close Call' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: 'test-results/logbook-close.png' });
  await expectAccessible(page, 'the close confirmation');
  await dialog.getByRole('button', { name: 'Close Call' }).click();
  await expect(row.getByText('Done')).toBeVisible();
});
