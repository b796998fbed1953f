import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { latestPasswordLink } from '../../apps/server/src/testing/outbox';
import { E2E_DATA_DIR, E2E_REVIEWER } from '../support/environment';
import { fillSignIn } from '../support/sign-in';

const NEW_PASSWORD = 'Reset.2026';

test('forgot password, the mailed link, a new password with the live checklist, then sign in', async ({
  page,
}) => {
  await page.goto('/api/auth/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await page.getByLabel(/^Email/).fill(E2E_REVIEWER.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();

  await expect(page).toHaveURL(/\/auth\/forgot-password\/submit\?email=.+&token=.+/);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(E2E_REVIEWER.email)).toBeVisible();
  await expectAccessible(page, 'the reset link sent');

  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  await expect.poll(() => latestPasswordLink(outbox, E2E_REVIEWER.email)).toBeTruthy();
  const link = (await latestPasswordLink(outbox, E2E_REVIEWER.email))!;
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();

  const checklist = page.getByRole('list', { name: 'Password requirements' }).getByRole('listitem');
  await expect(checklist).toHaveCount(4);
  await expect(checklist.filter({ hasText: '(met)' })).toHaveCount(0);
  const newPassword = page.getByLabel(/^New Password/);
  await newPassword.pressSequentially('reset');
  await expect(checklist.filter({ hasText: '(met)' })).toHaveCount(0);
  await newPassword.pressSequentially('R1');
  await expect(checklist.filter({ hasText: 'At least include 1 number (met)' })).toHaveCount(1);
  await newPassword.fill(NEW_PASSWORD);
  await expect(checklist.filter({ hasText: '(not met)' })).toHaveCount(0);

  await page.getByLabel(/^Re-enter Password/).fill('Reset.2027');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText("Password didn't match, please try again")).toBeVisible();
  await expectAccessible(page, 'the new password with its error and checklist');
  await page.getByLabel(/^Re-enter Password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();

  await expect(page).toHaveURL(/\/auth\/change-password\/submit\?token=.+/);
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await page.getByRole('link', { name: /sign in/i }).click();
  await fillSignIn(page, { email: E2E_REVIEWER.email, password: NEW_PASSWORD });
  await expect(page.getByRole('heading', { name: E2E_REVIEWER.name })).toBeVisible();

  // The link works once: opening it again sends the user back to request a new one.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
});
