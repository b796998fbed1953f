import { expect, type Page } from '@playwright/test';

/** Fills the sign-in form as a user would; the e2e server runs with CAPTCHA=off. */
export const fillSignIn = async (page: Page, user: { email: string; password: string }) => {
  await expect(page.getByRole('img', { name: /captcha/i })).toBeVisible();
  await page.getByLabel(/^Email/).fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByPlaceholder('Type the characters shown above').fill('abcde');
  await page.getByRole('button', { name: 'Sign in' }).click();
};

export const signIn = async (page: Page, user: { email: string; password: string }) => {
  await page.goto('/api/auth/signin');
  await fillSignIn(page, user);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
};

export const sidebar = (page: Page) => page.getByRole('navigation', { name: /main/i });
