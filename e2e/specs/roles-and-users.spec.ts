import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { latestPasswordLink } from '../../apps/server/src/testing/outbox';
import { signInAsAdmin, unique } from '../support/admin';
import { adminWithArea } from '../support/api';
import { E2E_DATA_DIR } from '../support/environment';
import { fillSignIn, sidebar } from '../support/sign-in';

const PASSWORD = 'Clerk.2026';

const tick = (page: Page, label: string) =>
  page.getByRole('checkbox', { name: label, exact: true }).check();

test('a role with chosen access, a user with it and an area, the invitation, and what the user then sees', async ({
  page,
}) => {
  // The whole life of an account, lockout and unlock included: longer than one journey's minute.
  test.slow();
  // A group with a branch, so the user can be given an area.
  const { groupName, branchName } = await adminWithArea(page, {
    group: 'Bali',
    branch: 'Denpasar',
  });
  const roleName = unique('Branch Clerk');
  const email = `clerk-${Date.now().toString(36)}@bank.example`;

  // The role: dashboard, read groups, read and create branches.
  await page.goto('/master-data/role/add');
  await expect(page.getByRole('heading', { name: 'Add New Role' })).toBeVisible();
  await page.getByLabel(/^Role Name/).fill(roleName);
  await tick(page, 'Dashboard Access');
  await tick(page, 'Master Data Group Read');
  await tick(page, 'Master Data Branch Read');
  await tick(page, 'Master Data Branch Create');
  await expect(
    page.getByRole('cell', { name: 'Master Data Group Report not available' }),
  ).toBeVisible();
  await expectAccessible(page, 'the role form with access chosen');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/master-data\/role\?tab=role-list$/);
  await page.getByPlaceholder('Search by role name').fill(roleName);
  await expect(page.getByRole('row', { name: new RegExp(roleName) })).toContainText(
    'Master Data Group: Read | Master Data Branch: Read, Create',
  );

  // The user, with that role and the new branch as area.
  await page.goto('/master-data/user-management/add');
  await page.getByLabel(/^Full Name/).fill('Kadek Clerk');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Role/).first().click();
  await page.getByRole('option', { name: roleName }).click();
  await page.getByRole('button', { name: `Show branches of ${groupName}` }).click();
  await tick(page, `${branchName} (${groupName})`);
  await expectAccessible(page, 'the user form with a role and an area');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/master-data\/user-management\?tab=user-list$/);
  await page.getByRole('button', { name: 'Sign out' }).click();

  // The invitation from the outbox: create a password, then sign in as the new user.
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  await expect.poll(() => latestPasswordLink(outbox, email)).toBeTruthy();
  await page.goto((await latestPasswordLink(outbox, email))!);
  await page.getByLabel(/^New Password/).fill(PASSWORD);
  await page.getByLabel(/^Re-enter Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await expectAccessible(page, 'the password set');
  await page.goto('/api/auth/signin');
  await fillSignIn(page, { email, password: PASSWORD });
  await expect(page.getByRole('heading', { name: 'Kadek Clerk' })).toBeVisible();

  // The menu and the actions match the role.
  const menu = sidebar(page);
  await expect(menu.getByText('Credit Application', { exact: true })).toHaveCount(0);
  await menu.getByText('Master Data', { exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Group' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Branch' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Role' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'User Management' })).toHaveCount(0);

  await menu.getByRole('link', { name: 'Group' }).click();
  await expect(page.getByRole('table', { name: 'Groups' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add New Group' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Action' })).toHaveCount(0);

  await menu.getByRole('link', { name: 'Branch' }).click();
  await expect(page.getByRole('link', { name: 'Add New Branch' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Action' })).toHaveCount(0);

  await page.goto('/master-data/role');
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();

  // Five wrong passwords lock the account; the sign-in page says until when, on the bank's clock.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/api\/auth\/signin/);
  for (let attempt = 1; attempt <= 5; attempt++) {
    await fillSignIn(page, { email, password: 'Wrong.2026' });
    await expect(page.getByRole('alert')).toBeVisible();
  }
  await expect(page.getByRole('alert')).toContainText(
    /locked after too many failed sign-in attempts\. Please try again after \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Asia\/Jakarta\)/,
  );

  // The administrator sees the lock on the user detail and lifts it after the question.
  await signInAsAdmin(page);
  await page.goto('/master-data/user-management');
  await page.getByRole('link', { name: 'Kadek Clerk' }).first().click();
  await expect(page.getByText('Locked', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/After failed sign-in attempts, until .* \(Asia\/Jakarta\)/),
  ).toBeVisible();
  await expectAccessible(page, 'the detail of a locked user');
  await page.getByRole('button', { name: 'Unlock' }).click();
  const question = page.getByRole('dialog', { name: 'Unlock Account' });
  await expectAccessible(page, 'the unlock question');
  await question.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('Not locked', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();

  // The clerk signs in again at once.
  await expect(page).toHaveURL(/\/api\/auth\/signin/);
  await fillSignIn(page, { email, password: PASSWORD });
  await expect(page.getByRole('heading', { name: 'Kadek Clerk' })).toBeVisible();
});
