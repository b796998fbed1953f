import { expect, type Page } from '@playwright/test';

/**
 * Opens `path` through the app's router, as a menu link does: loading and starting the app again
 * for each screen was most of a walk's time. The main area's text changes once the screen is
 * there (the one before was fully loaded, so its text stood still).
 */
export const openScreen = async (page: Page, path: string) => {
  const { pathname, search } = new URL(page.url());
  if (pathname + search === path) return;
  const main = page.locator('#main-content');
  const before = await main.innerText();
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(main).not.toHaveText(before);
};
