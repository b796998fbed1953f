import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { creditApplicationsApi } from '../support/api';
import {
  AFTER_SAVE,
  categoryTitleOf,
  confirmIn,
  expectDetailStatus,
  openCategory,
  typeTitleOf,
  uploadThroughCard,
} from '../support/credit-applications';
import { E2E_KEPALA_CABANG, E2E_KEPALA_WILAYAH, E2E_KOMITE } from '../support/environment';
import { ENTERPRISE_MANDATORY, officerApplication } from '../support/officer-application';
import { signIn } from '../support/sign-in';

/**
 * The demo ladder (SEED_DEMO): up to Rp 500.000.000 one approval, up to Rp 5.000.000.000 two
 * (Kepala Cabang and Kepala Wilayah), above that three of the Komite Kredit. The officer's
 * applications are made through the API; the decisions and the deferral through the screens.
 */

/** The detail's approvals block, beside the signing steps. */
const approvals = (page: Page) =>
  page.locator('.mantine-Card-root').filter({
    has: page.getByRole('heading', { name: 'Approvals' }),
  });

/** A date `days` after today, yyyy-MM-dd (well inside the tenor, away from the day's edges). */
const daysAhead = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const signedIn = async (browser: Browser, user: { email: string; password: string }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user);
  return { page, close: () => context.close() };
};

test('credit authority: two approvals at the Kepala Wilayah tier, with a deferred document that leaves Dokumen TBO when it arrives', async ({
  page,
  browser,
}) => {
  // Four users, a deferral, two approvals and an upload, each a round trip on a shared machine.
  test.setTimeout(300_000);
  const deferred = ENTERPRISE_MANDATORY.at(-1)!;
  const deferredTitle = typeTitleOf(deferred);
  const application = await officerApplication(
    page,
    { group: 'Jawa Timur', branch: 'Malang', debitur: 'PT Arema Logam' },
    '2000000000',
    [deferred],
  );

  // The officer defers the one document he will only receive after signing.
  await page.goto(application.url);
  const number = (await page.locator('h1').textContent())!.trim();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  const category = await openCategory(page, categoryTitleOf(deferred));
  await category.getByRole('button', { name: `Defer (TBO): ${deferredTitle}` }).click();
  const defer = page.getByRole('dialog', { name: 'Defer Document (TBO)' });
  const promised = daysAhead(60);
  await defer.getByLabel(/^Promised date/).fill(promised);
  await page.keyboard.press('Escape');
  await defer.getByRole('textbox', { name: /^Reason/ }).fill('Polis asuransi terbit setelah akad');
  await expectAccessible(page, 'the deferral form');
  await defer.getByRole('button', { name: 'Request Deferral' }).click();
  await expect(defer).toHaveCount(0, AFTER_SAVE);
  await expect(category.getByText('TBO requested')).toBeVisible();
  // Requested is not yet granted: Submit still waits.
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();

  // The Kepala Cabang grants it; the document now counts as present.
  const cabang = await signedIn(browser, E2E_KEPALA_CABANG);
  await cabang.page.goto(application.url);
  const cabangCategory = await openCategory(cabang.page, categoryTitleOf(deferred));
  await cabangCategory
    .getByRole('button', { name: `Grant the deferral of ${deferredTitle}` })
    .click();
  await confirmIn(cabang.page, 'Grant Deferral', 'Grant');
  await expect(cabangCategory.getByText(`TBO until ${promised}`)).toBeVisible();
  await expectAccessible(cabang.page, 'a granted deferral in the credit file');

  // The officer submits; the tier is frozen on the application.
  await page.reload();
  await page.getByRole('button', { name: 'Submit' }).click();
  await confirmIn(page, 'Submit for Review', 'Submit');
  await expectDetailStatus(page, 'Waiting for Review');

  // The Kepala Cabang finds it in his queue at its tier, and gives the first of two approvals.
  await cabang.page.goto('/approval');
  await cabang.page.getByPlaceholder(/^Search/).fill(number);
  const queue = cabang.page.getByRole('table', {
    name: 'Credit applications waiting for review',
  });
  await expect(queue.getByRole('row')).toHaveCount(2);
  await expect(queue.getByRole('row').nth(1)).toContainText('Wewenang Kepala Wilayah');
  await expect(queue.getByRole('row').nth(1)).toContainText('0 of 2');
  await expectAccessible(cabang.page, 'the approval queue with tiers');
  await cabang.page.goto(application.url);
  await cabang.page.getByRole('button', { name: 'Approve' }).click();
  await expect(cabang.page.getByRole('dialog')).toContainText('Your approval is 1 of 2');
  await confirmIn(cabang.page, 'Approve Credit Application', 'Approve');
  await expect(approvals(cabang.page)).toContainText('1 of 2', AFTER_SAVE);
  await expect(approvals(cabang.page)).toContainText(E2E_KEPALA_CABANG.name);
  await expectDetailStatus(cabang.page, 'Waiting for Review');
  // He has decided: the buttons are gone, and the block says who is still needed.
  await expect(cabang.page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(approvals(cabang.page)).toContainText('Needs 1 more approval');
  await expectAccessible(cabang.page, 'an application with one of two approvals');
  await cabang.close();

  // The Kepala Wilayah gives the second: Completed.
  const wilayah = await signedIn(browser, E2E_KEPALA_WILAYAH);
  await wilayah.page.goto(application.url);
  await wilayah.page.getByRole('button', { name: 'Approve' }).click();
  await confirmIn(wilayah.page, 'Approve Credit Application', 'Approve');
  await expectDetailStatus(wilayah.page, 'Completed');
  await expect(approvals(wilayah.page)).toContainText('2 of 2');
  await wilayah.close();

  // The deferral outlives the decision: it is on Dokumen TBO until the document arrives.
  const report = async () => {
    await page.goto('/report/dokumen-tbo');
    await page.getByPlaceholder(/^Search/).fill(number);
    return page.getByRole('table').first();
  };
  const open = await report();
  await expect(open.getByRole('row').filter({ hasText: number })).toHaveCount(1);
  await expect(open.getByRole('row').filter({ hasText: number })).toContainText(promised);
  await expectAccessible(page, 'the Dokumen TBO report');

  await page.goto(application.url);
  await expectDetailStatus(page, 'Completed');
  await uploadThroughCard(page, deferred);
  const closed = await report();
  await expect(closed.getByRole('row').filter({ hasText: number })).toHaveCount(0);
});

test('credit authority: one committee member rejects an application above Rp 5.000.000.000', async ({
  page,
  browser,
}) => {
  const application = await officerApplication(
    page,
    { group: 'Bali Nusra', branch: 'Denpasar', debitur: 'PT Bali Semesta' },
    '7500000000',
    [],
  );
  await (await creditApplicationsApi(page)).submit(application.id);

  const member = await signedIn(browser, E2E_KOMITE);
  await member.page.goto(application.url);
  await expect(approvals(member.page)).toContainText('Komite Kredit');
  await expect(approvals(member.page)).toContainText('0 of 3');
  const reason = 'Rasio utang terhadap modal di atas batas kebijakan';
  await member.page.getByRole('button', { name: 'Reject' }).click();
  const reject = member.page.getByRole('dialog', { name: 'Reject Credit Application' });
  await reject.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject).toHaveCount(0, AFTER_SAVE);
  await expectDetailStatus(member.page, 'Rejected');
  await expect(member.page.getByText(reason).first()).toBeVisible();
  await member.close();
});
