import {
  DOCUMENT_TYPES_BY_CODE,
  mandatoryTypeCodes,
} from '@creditdesk/domain/documents/document-catalogue';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin, unique } from '../support/admin';
import {
  AFTER_SAVE,
  categoryTitleOf,
  confirmIn,
  createAreaThroughForms,
  documentCard,
  expectDetailStatus,
  fillNewPersonalDebitur,
  fillRequiredMetadata,
  next,
  openCategory,
  pdfFile,
  signToCreditApproved,
  submitAndOpen,
  submitWizard,
  uploadThroughCard,
} from '../support/credit-applications';
import { expectAccessible } from '../support/accessibility';
import { debiturIdentityOf, uploadDocumentsThroughApi } from '../support/api';
import { E2E_OFFICER, E2E_REVIEWER } from '../support/environment';
import { signIn } from '../support/sign-in';

/** A Personal debitur who is not married: the personal set without spouse documents. */
const MANDATORY = mandatoryTypeCodes({ type: 'Personal', maritalStatus: 'Single' });

/** The officer's access token, for the uploads this journey does not need to show again. */
/**
 * The officer creates an application for a Personal debitur, new (not married) or existing, and
 * opens its detail.
 */
const createApplication = async (
  page: Page,
  area: { group: string; branch: string; facility: string },
  debitur: { new: string } | { existing: string },
) => {
  await page.goto('/credit-application/add');
  if ('new' in debitur)
    await fillNewPersonalDebitur(page, { name: debitur.new, maritalStatus: 'Single', ...area });
  else {
    await page.getByRole('radio', { name: 'Personal' }).click();
    await page.getByRole('radio', { name: 'Existing Debitur' }).click();
    await page.getByRole('combobox', { name: 'Debitur' }).fill(debitur.existing);
    await page.getByRole('option', { name: debitur.existing, exact: true }).click();
  }
  await next(page);
  const description = `Working capital ${Date.now().toString(36)}`;
  const number = await submitAndOpen(page, {
    facility: area.facility,
    plafond: '450000000',
    description,
  });
  await expect(page.getByRole('heading', { name: number })).toBeVisible();
  return { number, url: page.url(), id: new URL(page.url()).pathname.split('/').pop()! };
};

test('documents to decision: the officer fills the mandatory set and submits, a reviewer approves one and rejects another, the officer revises it', async ({
  page,
  browser,
}) => {
  // A whole credit file through the browser: a dozen uploads, two decisions and the decided
  // file's delete and later upload; on a shared machine under load this takes minutes.
  test.setTimeout(600_000);
  await signInAsAdmin(page);
  const area = await createAreaThroughForms(page, {
    group: 'Jawa Tengah',
    branch: 'Semarang',
    facility: 'Kredit Rekening Koran',
  });
  await page.context().clearCookies();
  await page.evaluate(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  // The officer: a new application, signed by its creator up to Credit Approved.
  await signIn(page, E2E_OFFICER);
  const debiturName = unique('Dewi Lestari');
  const first = await createApplication(page, area, { new: debiturName });
  await expectDetailStatus(page, 'Open');
  await expect(documentCard(page)).toHaveCount(0);
  await signToCreditApproved(page);
  await expectDetailStatus(page, 'Credit Approved');

  // The card appears; Submit waits for the mandatory set and says what is missing.
  const card = documentCard(page);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Pilih menu di sebelah kiri untuk menampilkan konten.');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expect(page.getByText(/^Upload the mandatory documents before submitting:/)).toContainText(
    'KTP',
  );
  // Single: no spouse documents are asked for, but the personal set is.
  const personal = await openCategory(page, 'Data Debitur Perorangan');
  await expect(personal.getByRole('row').filter({ hasText: 'KTP Pasangan Kawin' })).toHaveCount(1);
  await expect(
    personal.getByRole('row').filter({ hasText: 'Kartu Keluarga' }).getByRole('img', {
      name: 'mandatory',
    }),
  ).toBeVisible();
  await expect(
    personal.getByRole('row').filter({ hasText: 'Buku Nikah' }).getByRole('img', {
      name: 'mandatory',
    }),
  ).toHaveCount(0);
  await expectAccessible(page, 'the document card with a category open');

  // The form refuses what the rules refuse, with the spec's messages.
  const ktp = DOCUMENT_TYPES_BY_CODE.get('ktp')!;
  await personal.getByRole('button', { name: 'Upload KTP', exact: true }).click();
  const ktpForm = page.getByRole('dialog', { name: 'Upload KTP' });
  await ktpForm.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(ktpForm.getByText('NIK must be filled')).toBeVisible();
  await expect(ktpForm.getByText('Upload Document must be selected')).toBeVisible();
  await expectAccessible(page, 'the upload form with its errors');
  await ktpForm.locator('input[type="file"]').setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await expect(ktpForm.getByRole('alert')).toContainText('Only file types allowed:');
  await fillRequiredMetadata(ktpForm, ktp.formMetaData);
  // The debitur's own NIK and name: this file has nothing that differs from the debitur.
  const { idNumber } = await debiturIdentityOf(page, first.id);
  await ktpForm.getByRole('textbox', { name: 'NIK', exact: true }).fill(idNumber!);
  await ktpForm.getByRole('textbox', { name: 'Atas Nama', exact: true }).fill(debiturName);
  await ktpForm.locator('input[type="file"]').setInputFiles(pdfFile('ktp.pdf'));
  await ktpForm.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(ktpForm).toHaveCount(0, AFTER_SAVE);

  // Every other mandatory type through the card; the dots turn green as types fill.
  for (const code of MANDATORY.filter((candidate) => candidate !== 'ktp'))
    await uploadThroughCard(page, code);
  const sidebar = card.getByRole('navigation', { name: 'Document categories' });
  await expect(
    sidebar.getByRole('button', { name: /Data Debitur Perorangan/ }).getByRole('img', {
      name: 'Filled',
    }),
  ).toBeVisible();

  // A replaced file keeps its earlier bytes as a version.
  const table = await openCategory(page, categoryTitleOf('bir'));
  await table.getByRole('button', { name: 'Edit bir.pdf' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit BIR' });
  await edit.locator('input[type="file"]').setInputFiles(pdfFile('bir-signed.pdf'));
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0, AFTER_SAVE);
  await expect(table.getByRole('button', { name: 'Versions (1)' })).toBeVisible();
  await expectAccessible(page, 'a category with a replaced file');

  // Complete: Submit, after its confirmation.
  await expect(page.getByText(/^Upload the mandatory documents/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await confirmIn(page, 'Submit for Review', 'Submit');
  await expectDetailStatus(page, 'Waiting for Review');
  // The creator may not decide on their own application, nor change its documents now.
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Other Document' })).toHaveCount(0);

  // The reviewer finds it in the approval queue and approves it.
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await signIn(reviewer, E2E_REVIEWER);
  await reviewer.goto('/approval');
  await expect(reviewer.getByRole('heading', { name: 'Approval' })).toBeVisible();
  await expect(reviewer.getByRole('link', { name: 'Add New Credit' })).toHaveCount(0);
  await reviewer.getByPlaceholder(/^Search/).fill(debiturName);
  const queue = reviewer.getByRole('table', { name: 'Credit applications waiting for review' });
  await expect(queue.getByRole('row')).toHaveCount(2);
  await expect(queue.getByRole('row').nth(1)).toContainText(/a few seconds|a minute|minutes/);
  await expectAccessible(reviewer, 'the approval queue');
  await queue.getByRole('link', { name: `Review ${first.number}` }).click();
  await expect(reviewer.getByRole('heading', { name: first.number })).toBeVisible();
  await expect(
    documentCard(reviewer).getByRole('button', { name: 'Add Other Document' }),
  ).toHaveCount(0);
  await expectAccessible(reviewer, 'an application waiting for review');
  await reviewer.getByRole('button', { name: 'Approve' }).click();
  await confirmIn(reviewer, 'Approve Credit Application', 'Approve');
  await expectDetailStatus(reviewer, 'Completed');

  // The approved file is frozen: a delete keeps the version the decision saw, listed with who
  // and when, and a file uploaded now is marked as added after the decision.
  await page.goto(first.url);
  await expectDetailStatus(page, 'Completed');
  const decided = await openCategory(page, 'Data Debitur Perorangan');
  await expect(
    documentCard(page).getByText(new RegExp(`^Approved on .* by ${E2E_REVIEWER.name}\\.`)),
  ).toBeVisible();
  const ktpRow = decided.getByRole('row').filter({ hasText: 'ktp.pdf' });
  await expect(ktpRow.getByText('Decided version')).toBeVisible();
  await decided.getByRole('button', { name: 'Delete ktp.pdf' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Document' })).toContainText(
    'stays listed with every version',
  );
  await confirmIn(page, 'Delete Document', 'Delete');
  await expect(ktpRow.getByText('Removed', { exact: true })).toBeVisible();
  await expect(
    ktpRow.getByText(
      new RegExp(`^Removed \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d · ${E2E_OFFICER.name}$`),
    ),
  ).toBeVisible();
  await expect(ktpRow.getByText('Decided version')).toBeVisible();
  await expect(ktpRow.getByRole('button', { name: 'Delete ktp.pdf' })).toHaveCount(0);
  // Its bytes are still there to download.
  const [kept] = await Promise.all([
    page.waitForEvent('download'),
    ktpRow.getByRole('button', { name: 'Download ktp.pdf' }).click(),
  ]);
  expect(kept.suggestedFilename()).toBe('ktp.pdf');
  await uploadThroughCard(page, 'nota-analisa');
  const late = (await openCategory(page, categoryTitleOf('nota-analisa')))
    .getByRole('row')
    .filter({ hasText: 'nota-analisa.pdf' });
  await expect(late.getByText('Added after the decision')).toBeVisible();
  await expectAccessible(page, 'a decided credit file with a later file');

  // A second application for the same debitur: rejected with a reason.
  const second = await createApplication(page, area, { existing: debiturName });
  await signToCreditApproved(page);
  // One type reuses a file of the debitur's first application instead of a new upload...
  const earlier = await openCategory(page, categoryTitleOf('bir'));
  await earlier.getByRole('button', { name: 'Upload BIR', exact: true }).click();
  const reuse = page.getByRole('dialog', { name: 'Upload BIR' });
  await reuse.getByText('Use an earlier file').click();
  await reuse.getByRole('combobox', { name: 'Earlier file' }).click();
  await reuse.getByRole('option', { name: /^bir-signed\.pdf/ }).click();
  await reuse.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(reuse).toHaveCount(0, AFTER_SAVE);
  await expect(earlier.getByRole('button', { name: 'bir-signed.pdf', exact: true })).toBeVisible();
  // ...the rest goes straight to the API: the card was shown above.
  await uploadDocumentsThroughApi(
    page,
    second.id,
    MANDATORY.filter((candidate) => candidate !== 'bir'),
  );
  await page.reload();
  await page.getByRole('button', { name: 'Submit' }).click();
  await confirmIn(page, 'Submit for Review', 'Submit');
  await expectDetailStatus(page, 'Waiting for Review');

  const reason = 'The collateral valuation is older than six months';
  await reviewer.goto(second.url);
  await reviewer.getByRole('button', { name: 'Reject' }).click();
  const reject = reviewer.getByRole('dialog', { name: 'Reject Credit Application' });
  await expectAccessible(reviewer, 'the reject confirmation');
  await reject.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject).toHaveCount(0, AFTER_SAVE);
  await expectDetailStatus(reviewer, 'Rejected');
  await reviewerContext.close();

  // The officer reads the reason on the timeline, edits, and the application is Open again.
  await page.reload();
  await expectDetailStatus(page, 'Rejected');
  const timeline = page.locator('.mantine-Card-root').filter({
    has: page.getByRole('heading', { name: 'Timeline' }),
  });
  await expect(timeline).toContainText(`Reason: ${reason}`);
  await expect(timeline).toContainText(E2E_REVIEWER.name);
  await expectAccessible(page, 'a rejected application with its timeline');
  await page.getByRole('button', { name: 'Edit Application' }).click();
  const editing = page.getByRole('dialog', { name: 'Edit Application' });
  await expect(editing).toContainText('the signing steps start over');
  await editing.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Credit' })).toBeVisible();
  await next(page);
  await submitWizard(page);
  await expect(page).toHaveURL(new RegExp(`/credit-application/detail/${second.id}`));
  await expectDetailStatus(page, 'Open');
  await expect(documentCard(page)).toHaveCount(0);
});
