import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './environment';
import { signIn } from './sign-in';

export const signInAsAdmin = (page: Page) => signIn(page, E2E_ADMIN);

/** A unique suffix, so journeys never collide on unique names. */
export const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

/** Creates a group through its form and returns to the list. */
export const createGroupThroughForm = async (page: Page, name: string, description = '') => {
  await page.goto('/master-data/group?tab=group-list');
  await page.getByRole('link', { name: 'Add New Group' }).click();
  await page.getByLabel(/^Group Name/).fill(name);
  if (description) await page.getByLabel(/^Description/).fill(description);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/master-data\/group\?tab=group-list$/);
};

/** A group with one branch, made through the group detail's 'Add New Branch'. */
export const createGroupWithBranch = async (page: Page, groupName: string, branchName: string) => {
  await createGroupThroughForm(page, groupName);
  await page.getByPlaceholder('Search by group name').fill(groupName);
  await page.getByRole('link', { name: groupName, exact: true }).click();
  await page.getByRole('link', { name: 'Add New Branch' }).click();
  await page.getByLabel(/^Branch Name/).fill(branchName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('table', { name: 'Branches of the group' })).toContainText(
    branchName,
  );
};

/** Picks `option` in the Mantine select labelled `label`. */
export const choose = async (page: Page, label: RegExp, option: string) => {
  await page.getByLabel(label).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
};
