import { DOCUMENT_TYPES_BY_CODE } from '@creditdesk/domain/documents/document-catalogue';
import { expect, test, type Locator } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { setLanguage } from '../support/api';
import {
  AFTER_SAVE,
  categoryTitleOf,
  confirmIn,
  expectDetailStatus,
  fillRequiredMetadata,
  openCategoryCards,
  pdfFile,
} from '../support/credit-applications';
import { E2E_KEPALA_CABANG } from '../support/environment';
import { ENTERPRISE_MANDATORY, officerApplication } from '../support/officer-application';
import { signIn } from '../support/sign-in';

/** A phone's screen, the iPhone 12-14 size the staff's phones come closest to. */
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** The least target a finger is promised (WCAG 2.5.8). */
const TARGET = 24;

/** A control a thumb can hit on the phone's screen: 24 px square and inside the screen's width. */
const expectReachable = async (control: Locator) => {
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  expect(box.width, 'its width').toBeGreaterThanOrEqual(TARGET);
  expect(box.height, 'its height').toBeGreaterThanOrEqual(TARGET);
  expect(box.x, 'its left edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'its right edge').toBeLessThanOrEqual(PHONE.width);
};

test('on a phone: the officer uploads the last mandatory document through its card and submits; the Kepala Cabang approves', async ({
  page,
  browser,
}) => {
  // Two users, an upload, a submission and a decision, each a round trip on a shared machine.
  test.setTimeout(300_000);
  const held = ENTERPRISE_MANDATORY.at(-1)!;
  const type = DOCUMENT_TYPES_BY_CODE.get(held)!;
  const category = categoryTitleOf(held);
  const application = await officerApplication(
    page,
    { group: 'Jawa Barat', branch: 'Cianjur', debitur: 'CV Phone Makmur' },
    '300000000',
    [held],
  );

  // The officer's dashboard: both due counts of each report in view, each a thumb's target.
  await page.goto('/');
  const due = page.getByRole('table', { name: 'Due items per report' });
  await expect(due.getByRole('columnheader', { name: 'Due in 30 days' })).toBeInViewport();
  const counts = due.getByRole('link');
  await expect(counts.first()).toBeVisible();
  for (const count of await counts.all()) await expectReachable(count);

  // The credit file: the tree first, then the chosen category's documents as cards.
  await page.goto(application.url);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  const list = await openCategoryCards(page, category, `Documents of ${category}`);
  const documentCardOf = list.getByRole('listitem').filter({ hasText: type.title });
  await expect(documentCardOf).toContainText('No file');
  const upload = documentCardOf.getByRole('button', { name: `Upload ${type.title}`, exact: true });
  await expectReachable(upload);
  await expectAccessible(page, 'the document cards on a phone');
  await upload.click();
  const dialog = page.getByRole('dialog', { name: `Upload ${type.title}` });
  await fillRequiredMetadata(dialog, type.formMetaData);
  await dialog.locator('input[type="file"]').setInputFiles(pdfFile(`${held}.pdf`));
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toHaveCount(0, AFTER_SAVE);
  // The new file in its card, each of its actions in reach.
  await expect(
    documentCardOf.getByRole('button', { name: `${held}.pdf`, exact: true }),
  ).toBeVisible();
  for (const name of [`Download ${held}.pdf`, `Edit ${held}.pdf`, `Delete ${held}.pdf`])
    await expectReachable(documentCardOf.getByRole('button', { name, exact: true }));
  await expectAccessible(page, 'a document card with its file on a phone');

  // The same cards in Indonesian.
  await setLanguage(page, 'id');
  await page.reload();
  await openCategoryCards(page, category, `Dokumen ${category}`);
  await expectAccessible(page, 'the document cards on a phone in Indonesian');
  await setLanguage(page, 'en');
  await page.reload();

  await page.getByRole('button', { name: 'Submit' }).click();
  await confirmIn(page, 'Submit for Review', 'Submit');
  await expectDetailStatus(page, 'Waiting for Review');

  // The Kepala Cabang decides on his phone: one approval is all Rp 300.000.000 needs.
  const context = await browser.newContext({ viewport: PHONE });
  const approver = await context.newPage();
  await signIn(approver, E2E_KEPALA_CABANG);
  await approver.goto(application.url);
  const approve = approver.getByRole('button', { name: 'Approve' });
  await expectReachable(approve);
  await approve.click();
  await confirmIn(approver, 'Approve Credit Application', 'Approve');
  await expectDetailStatus(approver, 'Completed');
  await context.close();

  await page.reload();
  await expectDetailStatus(page, 'Completed');
});
