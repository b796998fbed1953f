import { expect, type Locator, type Page } from '@playwright/test';

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab until `target` has focus, as a keyboard user moves through the page; fails when it is
 * not reached within `limit` presses (a control the keyboard cannot reach).
 */
export const tabTo = async (
  page: Page,
  target: Locator,
  { limit = 40, backwards = false }: { limit?: number; backwards?: boolean } = {},
) => {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
};

/** The page's heading has focus after a navigation, and the browser tab names the page. */
export const expectArrivedAt = async (page: Page, heading: string | RegExp, title: string) => {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  await expect(page).toHaveTitle(`${title} · CreditDesk`);
};
