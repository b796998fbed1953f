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
