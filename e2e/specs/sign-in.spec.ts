import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { E2E_ADMIN, E2E_OFFICER } from '../support/environment';
import { fillSignIn, sidebar, signIn, waitForCaptcha } from '../support/sign-in';

test('an administrator signs in, finds the menu, opens a page and signs out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/api\/auth\/signin\?callbackUrl=%2F$/);
  await fillSignIn(page, E2E_ADMIN);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Administrator' })).toBeVisible();
  const menu = sidebar(page);
  for (const item of ['Dashboard', 'Credit Application', 'Master Data', 'Approval', 'Report']) {
    await expect(menu.getByText(item, { exact: true })).toBeVisible();
  }

  await menu.getByText('Master Data', { exact: true }).click();
  await menu.getByRole('link', { name: 'Role' }).click();
  await expect(page).toHaveURL(/\/master-data\/role$/);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb).toContainText('Master Data');
  await expect(breadcrumb).toContainText('Role');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/api\/auth\/signin/);
  await page.goto('/master-data/role');
  await expect(page).toHaveURL(/\/api\/auth\/signin\?callbackUrl=%2Fmaster-data%2Frole$/);
});

test('the menu shows only what the role allows', async ({ page }) => {
  await signIn(page, E2E_OFFICER);
  const menu = sidebar(page);
  await expect(menu.getByText('Credit Application', { exact: true })).toBeVisible();
  await expect(menu.getByText('Approval', { exact: true })).toHaveCount(0);
  // The demo officer reads the reports of his applications' documents.
  await expect(menu.getByText('Report', { exact: true })).toBeVisible();
  await menu.getByText('Master Data', { exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Debitur Management' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Role' })).toHaveCount(0);

  await page.goto('/master-data/role');
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();
});

test('sign-in returns the user to the callbackUrl', async ({ page }) => {
  await page.goto('/master-data/user-management?tab=user-list');
  await expect(page).toHaveURL(/callbackUrl=%2Fmaster-data%2Fuser-management%3Ftab%3Duser-list/);
  await fillSignIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/master-data\/user-management\?tab=user-list$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
    'User Management',
  );
});

test('a failed sign-in shows the spec text, which clears when a field is edited', async ({
  page,
}) => {
  await page.goto('/api/auth/signin');
  await fillSignIn(page, { email: E2E_ADMIN.email, password: 'Wrong.2026' });
  const alert = page.getByRole('alert').filter({
    hasText:
      'Your email or password are invalid. Please try again or contact your administrator to fix it.',
  });
  await expect(alert).toBeVisible();
  await expectAccessible(page, 'a refused sign-in');
  await page.getByLabel(/^Password/).fill('Admin.2026x');
  await expect(alert).toHaveCount(0);
});

test('the captcha can be refreshed', async ({ page }) => {
  await page.goto('/api/auth/signin');
  const image = await waitForCaptcha(page);
  const first = await image.getAttribute('src');
  await page.getByRole('button', { name: 'Refresh captcha' }).click();
  await waitForCaptcha(page);
  await expect(image).not.toHaveAttribute('src', first ?? '');
});

test('a sign-in page opened before a deploy offers the new version, keeping what was typed', async ({
  page,
}) => {
  await page.goto('/api/auth/signin');
  await waitForCaptcha(page);
  // The deploy: from now on the server has none of the build this page was opened with (a
  // missing build file answers 404, as the server's own test shows), and the sign-in rule and the
  // signed-in area are chunks this page has not fetched yet.
  await page.route('**/assets/**', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await fillSignIn(page, E2E_ADMIN);
  const prompt = page.getByRole('alertdialog', {
    name: 'A new version of CreditDesk is available',
  });
  await expect(prompt).toBeVisible();
  await expect(page.getByLabel(/^Email/)).toHaveValue(E2E_ADMIN.email);
  await expectAccessible(page, 'a page of an earlier build');

  await page.unroute('**/assets/**');
  await prompt.getByRole('button', { name: 'Reload page' }).click();
  await fillSignIn(page, E2E_ADMIN);
  await expect(page.getByRole('heading', { name: 'Administrator' })).toBeVisible();
});
