import { expect, type Page } from '@playwright/test';

/**
 * The sign-in page's captcha image once it shows. The captcha is rate-limited per address (20 a
 * minute): after a run of sign-ins the page waits for the window to pass, refreshing the captcha
 * as a user would.
 */
export const waitForCaptcha = async (page: Page) => {
  const captcha = page.getByRole('img', { name: /captcha/i });
  await expect(async () => {
    if (!(await captcha.isVisible()))
      await page.getByRole('button', { name: 'Refresh captcha' }).click();
    await expect(captcha).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 120_000 });
  return captcha;
};

/** Fills the sign-in form as a user would; the e2e server runs with CAPTCHA=off. */
export const fillSignIn = async (page: Page, user: { email: string; password: string }) => {
  await waitForCaptcha(page);
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
