import { sidebar } from '../support/sign-in';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { createGroupWithBranch, signInAsAdmin, unique } from '../support/admin';
import {
  applicationNumberOf,
  createFacility,
  fillNewPersonalDebitur,
  findRow,
  next,
  submitCredit,
} from '../support/credit-applications';
import { E2E_ADMIN } from '../support/environment';
import { expectArrivedAt, tabTo } from '../support/keyboard';

/**
 * The administrator signs in and makes an Open application of a new debitur, named uniquely after
 * `debiturLabel`, through the wizard; returns the debitur's name and the list row's number.
 */
const givenAnApplication = async (page: Page, debiturLabel: string) => {
  await signInAsAdmin(page);
  const debiturName = unique(debiturLabel);
  const group = unique('Sumatera');
  const branch = unique('Medan');
  const facility = unique('Modal Kerja');
  await createGroupWithBranch(page, group, branch);
  await createFacility(page, facility);
  await page.goto('/credit-application/add');
  await fillNewPersonalDebitur(page, { name: debiturName, maritalStatus: 'Single', group, branch });
  await next(page);
  await submitCredit(page, {
    facility,
    plafond: '1500000000',
    description: `Working capital for ${debiturName}`,
  });
  return { debiturName, number: await applicationNumberOf(await findRow(page, debiturName)) };
};

// Each journey first builds its application through the wizard.
test.describe.configure({ timeout: 240_000 });

/** Nothing is wider than the screen: the page itself never scrolls sideways. */
const expectNoSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

test('keyboard only: sign in, Master Data > Group, create a group, open an application, the Filter drawer and the Export menu', async ({
  page,
}) => {
  const { debiturName, number } = await givenAnApplication(page, 'Dewi Lestari');
  await page.getByRole('button', { name: 'Sign out' }).click();

  // Sign in: every field, the password's eye included, is reached with Tab.
  await page.goto('/api/auth/signin');
  await tabTo(page, page.getByLabel(/^Email/));
  await page.keyboard.type(E2E_ADMIN.email);
  await tabTo(page, page.getByLabel(/^Password/));
  await page.keyboard.type(E2E_ADMIN.password);
  const eye = page.getByRole('button', { name: 'Show password' });
  await tabTo(page, eye);
  await page.keyboard.press('Space');
  await expect(eye).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, page.getByPlaceholder('Type the characters shown above'));
  await page.keyboard.type('abcde');
  await page.keyboard.press('Enter');
  await expectArrivedAt(page, 'Administrator', 'Dashboard');

  // The skip link shows when reached and takes focus past the menu to the page's heading.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to content' });
  // Focus may start at the page's heading; the skip link is the first stop before the menu.
  await tabTo(page, skip, { backwards: true });
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // Master Data opens with Enter and says so; Group opens its list.
  const masterData = page.getByRole('button', { name: 'Master Data' });
  // From the heading back into the menu, which comes before the content.
  await tabTo(page, masterData, { backwards: true });
  await expect(masterData).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(masterData).toHaveAttribute('aria-expanded', 'true');
  // The menu's Group (the dashboard lists one too).
  await tabTo(page, sidebar(page).getByRole('link', { name: 'Group', exact: true }));
  await page.keyboard.press('Enter');
  await expectArrivedAt(page, 'Group', 'Group');

  // Create a group.
  await tabTo(page, page.getByRole('link', { name: 'Add New Group' }));
  await page.keyboard.press('Enter');
  await expectArrivedAt(page, 'Add New Group', 'Add New Group');
  const groupName = unique('Kalimantan');
  await tabTo(page, page.getByLabel(/^Group Name/));
  await page.keyboard.type(groupName);
  await tabTo(page, page.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expectArrivedAt(page, 'Group', 'Group');
  await tabTo(page, page.getByPlaceholder('Search by group name'));
  await page.keyboard.type(groupName);
  await expect(page.getByRole('table', { name: 'Groups' })).toContainText(groupName);

  // Open the credit application from its list.
  await tabTo(page, sidebar(page).getByRole('link', { name: 'Credit Application', exact: true }), {
    backwards: true,
  });
  await page.keyboard.press('Enter');
  await expectArrivedAt(page, 'Credit Application', 'Credit Application');
  await tabTo(page, page.getByPlaceholder(/^Search/));
  await page.keyboard.type(debiturName);
  const link = page.getByRole('link', { name: number, exact: true });
  await expect(link).toBeVisible();
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expectArrivedAt(page, number, number);
  await page.goBack();
  await expectArrivedAt(page, 'Credit Application', 'Credit Application');

  // The Filter drawer opens with Enter and holds focus while Tab walks it, its fields included;
  // Escape closes it and gives focus back to the Filter button.
  const filterButton = page.getByRole('button', { name: 'Filter', exact: true });
  await tabTo(page, filterButton);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Filter' });
  await expect(drawer).toBeVisible();
  await expectAccessible(page, 'the Filter drawer');
  const focusInDrawer = () =>
    drawer.evaluate((element) => element.contains(document.activeElement));
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInDrawer(), `focus after ${press + 1} presses of Tab`).toBe(true);
  }
  await tabTo(page, drawer.getByRole('button', { name: 'Apply' }));
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(filterButton).toBeFocused();

  // The Export menu opens with Enter on its first choice, the arrows move; Escape closes it.
  const exportButton = page.getByRole('button', { name: 'Export', exact: true });
  await tabTo(page, exportButton);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Excel (.xlsx)' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'CSV (.csv)' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(exportButton).toBeFocused();
});

test.describe('on a phone (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the credit application list and detail read without scrolling sideways', async ({
    page,
  }) => {
    const { debiturName, number } = await givenAnApplication(page, 'Putri Ayu');

    // The header keeps who is signed in; the menu opens from the burger.
    await expect(page.getByRole('banner').getByText('Administrator')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Super Admin')).toBeVisible();

    const row = await findRow(page, debiturName);
    await expect(row.getByText('Open', { exact: true })).toBeInViewport();
    await expect(row).toContainText('Rp 1.500.000.000');
    await expect(page.getByRole('tab', { name: 'Archive' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'the list on a phone');

    await row.getByRole('link', { name: number, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible();
    await expect(page.getByText(debiturName).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'the detail on a phone');

    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expectAccessible(page, 'the menu on a phone');
  });

  test('the master-data lists read without scrolling sideways', async ({ page }) => {
    await signInAsAdmin(page);
    for (const list of [
      '/master-data/user-management?tab=user-list',
      '/master-data/group?tab=group-list',
      '/master-data/debitur-management?tab=debitur-list',
    ]) {
      await page.goto(list);
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `${list} on a phone`);
    }
  });
});
