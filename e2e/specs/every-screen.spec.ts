import { MODULES } from '@creditdesk/domain/modules/module-list';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { signInAsAdmin } from '../support/admin';
import { setLanguage } from '../support/api';
import { openScreen } from '../support/navigation';

/**
 * Every page of the menu as the administrator sees it, at a desk and on a phone, in English and
 * in Indonesian: no WCAG 2.1 A/AA violation, no sideways scroll of the page, no text missing from
 * the catalogue; each list with its Filter drawer open, each form after an empty Save. The
 * name/description modules' pages come from their definitions.
 */

const LISTS = [
  '/',
  '/credit-application',
  '/approval',
  '/master-data/group?tab=group-list',
  '/master-data/branch?tab=branch-list',
  '/master-data/role?tab=role-list',
  '/master-data/user-management?tab=user-list',
  '/master-data/debitur-management?tab=personal-list',
  '/master-data/debitur-management?tab=enterprise-list',
  '/master-data/debitur-management?tab=audit-trail',
  ...MODULES.map((module) => `${module.page.path}?tab=${module.page.listTab}`),
  '/master-data/approval-authority?tab=approval-authority-list',
  '/master-data/document-catalogue',
  '/report/bank-garansi',
  '/report/covernote-notaris',
  '/report/jatuh-tempo-shgb',
  '/report/master-document-jaminan',
  '/report/logbook-incoming-call',
  '/profile',
];

/** A form's address; a form in a modal names the button of its page that opens it. */
interface FormScreen {
  path: string;
  opens?: RegExp;
}

const FORMS: (string | FormScreen)[] = [
  '/credit-application/add',
  '/master-data/group/add',
  '/master-data/branch/add',
  '/master-data/role/add',
  '/master-data/user-management/add',
  '/master-data/debitur-management/add',
  ...MODULES.map((module) => `${module.page.path}/add`),
  '/master-data/approval-authority/add',
  '/master-data/document-catalogue/type/add',
  { path: '/master-data/document-catalogue', opens: /^(Add Category|Tambah Kategori)$/ },
  '/report/logbook-incoming-call/add',
];

/** The first button that checks a form: Save, or Next on a wizard's first step. */
const CHECK_FORM = /^(Save|Next|Simpan|Berikutnya)$/;

const expectWholePage = async (page: Page, state: string) => {
  await expectAccessible(page, state);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(sideways, `${state} scrolls sideways`).toBeLessThanOrEqual(0);
  // A list's headers and cells wrap between words or fit: none is cut short by its column.
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll('.cd-data-table th, .cd-data-table td *')]
      .filter(
        (element) =>
          !element.children.length &&
          element.textContent?.trim() &&
          getComputedStyle(element).display !== 'inline' &&
          element.scrollWidth > element.clientWidth + 1,
      )
      .map((element) => element.textContent),
  );
  expect(cut, `${state} cuts list cells`).toEqual([]);
};

/**
 * Signs in, shows the app in `language`, runs `visit`, then gives the administrator English back
 * for the other journeys; fails on a text missing from the catalogue.
 */
const inLanguage = async (page: Page, language: 'en' | 'id', visit: () => Promise<void>) => {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('CreditDesk: no text for')) missing.push(message.text());
  });
  await signInAsAdmin(page);
  await setLanguage(page, language);
  try {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await visit();
  } finally {
    await setLanguage(page, 'en');
  }
  expect(missing).toEqual([]);
};

const visitLists = async (page: Page) => {
  for (const list of LISTS) {
    await openScreen(page, list);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/^(Loading data|Memuat data)/)).toHaveCount(0);
    await expectWholePage(page, list);
    const filter = page.getByRole('button', { name: 'Filter', exact: true });
    if (await filter.count()) {
      await filter.click();
      await expect(page.getByRole('dialog', { name: 'Filter' })).toBeVisible();
      await expectWholePage(page, `${list} with its Filter drawer`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Filter' })).toBeHidden();
    }
  }
};

const visitForms = async (page: Page) => {
  for (const screen of FORMS) {
    const { path, opens } = typeof screen === 'string' ? { path: screen } : screen;
    const form = opens ? `${path} (${opens.source})` : path;
    await openScreen(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (opens) {
      await page.getByRole('button', { name: opens }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    }
    await expectWholePage(page, form);
    await page.getByRole('button', { name: CHECK_FORM }).first().click();
    await expect(page.getByText(/must be|harus/).first()).toBeVisible();
    await expectWholePage(page, `${form} with its errors`);
  }
};

// Each page and state is checked by axe: a minute or two a walk on a shared machine.
test.describe.configure({ timeout: 240_000 });

const VIEWS = [
  { name: 'at 1440 x 900 in English', width: 1440, height: 900, language: 'en' },
  { name: 'on a phone (390 x 844) in Indonesian', width: 390, height: 844, language: 'id' },
] as const;

for (const view of VIEWS) {
  test(`every list and its Filter drawer ${view.name}`, async ({ page }) => {
    await page.setViewportSize({ width: view.width, height: view.height });
    await inLanguage(page, view.language, () => visitLists(page));
  });

  test(`every form and its errors ${view.name}`, async ({ page }) => {
    await page.setViewportSize({ width: view.width, height: view.height });
    await inLanguage(page, view.language, () => visitForms(page));
  });
}
