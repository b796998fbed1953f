import { expect, test } from '@playwright/test';
import { unique } from '../support/admin';
import {
  applicationNumberOf,
  CREDIT_APPLICATION_LIST,
  fillPersonalDebitur,
  findRow,
  next,
  submitCredit,
  pdfFile,
} from '../support/credit-applications';
import { expectAccessible } from '../support/accessibility';
import { adminWithArea } from '../support/api';
import { E2E_REVIEWER } from '../support/environment';
import { signIn } from '../support/sign-in';

const LIST = CREDIT_APPLICATION_LIST;

// A journey here is a wizard, the signing steps and a second user: about 35 s on a quiet machine,
// over a minute while the machine is shared (the setup already goes through the API).
test.describe.configure({ timeout: 180_000 });

test('New Debitur: wizard to Open, signing by the creator only, while a reviewer only watches', async ({
  page,
  browser,
}) => {
  const { api, groupName, branchName } = await adminWithArea(page, {
    group: 'Jawa Barat',
    branch: 'Bandung',
  });
  const facility = unique('Overdraft');
  const debiturName = unique('Sari Wulandari');
  // The facility comes through the API: its forms have journeys of their own.
  await api.createFacility(facility);

  await page.goto(LIST);
  await page.getByRole('link', { name: 'Add New Credit' }).click();
  await expect(page.getByRole('heading', { name: 'Add New Credit' })).toBeVisible();
  // Next checks the first step before moving on.
  await next(page);
  await expect(page.getByText('Type must be selected', { exact: true })).toBeVisible();
  await expect(page.getByText('Join Type must be selected')).toBeVisible();
  await expectAccessible(page, 'the first step of the wizard with its errors');
  await page.getByRole('radio', { name: 'Personal' }).click();
  await page.getByRole('radio', { name: 'New Debitur' }).click();
  await expectAccessible(page, 'the new personal debitur in the wizard');
  await fillPersonalDebitur(page, {
    name: debiturName,
    maritalStatus: 'Single',
    group: groupName,
    branch: branchName,
  });
  // The new debitur's documents travel with the application.
  await page.getByLabel('Upload KTP').setInputFiles(pdfFile('ktp-sari.pdf'));
  await next(page);
  // Submit shows every message of the empty fields, and asks nothing while they are wrong.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Credit Type must be selected')).toBeVisible();
  await expect(page.getByText('Credit Description must be filled')).toBeVisible();
  await expectAccessible(page, 'the credit step of the wizard with its errors');
  await expect(page.getByRole('dialog', { name: 'Submit' })).toHaveCount(0);
  await submitCredit(page, {
    facility,
    plafond: '1250000000',
    description: `Working capital for ${debiturName}`,
  });

  const row = await findRow(page, debiturName);
  await expect(row).toContainText('Open');
  await expect(row).toContainText('Rp 1.250.000.000');
  await expect(row).toContainText(branchName);
  const number = await applicationNumberOf(row);
  await row.getByRole('link', { name: number, exact: true }).click();

  // The detail: the debitur and the credit, then the signing steps.
  await expect(page.getByRole('heading', { name: number })).toBeVisible();
  await expect(page.getByText(debiturName).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Detail Debitur' })).toBeVisible();
  await expectAccessible(page, 'the detail of an Open application');
  const detailUrl = page.url();

  // Another user sees the same steps, but none of them can be clicked.
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await signIn(reviewer, E2E_REVIEWER);
  await reviewer.goto(detailUrl);
  await expect(reviewer.getByRole('heading', { name: number })).toBeVisible();
  await expect(reviewer.getByText('Debitur Created', { exact: true })).toBeVisible();
  await expect(
    reviewer.getByRole('button', { name: /move the application to this step/ }),
  ).toHaveCount(0);
  await expect(reviewer.getByRole('button', { name: 'Edit Application' })).toHaveCount(0);

  // The creator moves it on, one step at a time, each after a confirmation.
  await expect(
    page.getByRole('button', { name: /Waiting Approval \(move the application to this step\)/ }),
  ).toHaveCount(0);
  await page
    .getByRole('button', { name: /Signing Process \(move the application to this step\)/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Signing Process' })).toBeVisible();
  await expectAccessible(page, 'the signing confirmation');
  await page
    .getByRole('dialog', { name: 'Signing Process' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(
    page.getByRole('button', { name: /Waiting Approval \(move the application to this step\)/ }),
  ).toBeVisible();
  await page
    .getByRole('button', { name: /Waiting Approval \(move the application to this step\)/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Waiting Approval' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByRole('button', { name: /move the application to this step/ })).toHaveCount(
    0,
  );

  // The reviewer sees who signed each step, still without a step to click.
  await reviewer.reload();
  await expect(reviewer.getByText('Waiting Approval', { exact: true })).toBeVisible();
  await expect(reviewer.getByText('Administrator', { exact: true }).first()).toBeVisible();
  await expect(
    reviewer.getByRole('button', { name: /move the application to this step/ }),
  ).toHaveCount(0);
  await reviewerContext.close();

  await page.goto(LIST);
  await expect(await findRow(page, debiturName)).toContainText('Credit Approved');

  // The debitur was created with its document.
  await page.goto(detailUrl);
  await page.getByRole('link', { name: 'View Detail Debitur' }).click();
  await expect(page.getByRole('heading', { name: 'Detail Debitur' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download ktp-sari.pdf' })).toBeVisible();
});

test('Existing Debitur: save a draft, resume it as Existing Debitur, submit; archive, unarchive; delete a draft', async ({
  page,
}) => {
  const { api, area, groupName, branchName } = await adminWithArea(page, {
    group: 'Jawa Timur',
    branch: 'Surabaya',
  });
  const facility = unique('Bank Garansi');
  const companyName = unique('PT Tunjungan');
  // The debitur comes through the API: its forms have journeys of their own.
  await api.createFacility(facility);
  await api.createEnterpriseDebitur(companyName, area);

  // Existing Debitur fills group and branch from the debitur; Save as Draft keeps it unfinished.
  await page.goto(`${LIST}/add`);
  await page.getByRole('radio', { name: 'Enterprise' }).click();
  await page.getByRole('radio', { name: 'Existing Debitur' }).click();
  await page.getByRole('combobox', { name: 'Debitur' }).fill(companyName);
  await page.getByRole('option', { name: companyName, exact: true }).click();
  await expect(page.getByLabel('Group', { exact: true })).toHaveValue(groupName);
  await expect(page.getByLabel('Branch', { exact: true })).toHaveValue(branchName);
  await next(page);
  await page.getByLabel(/^Plafond/).fill('500000000');
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page).toHaveURL(/\/credit-application(\?.*)?$/);

  // The draft is listed without a link, and reopens as Existing Debitur with what was saved.
  const draft = await findRow(page, companyName);
  await expect(draft).toContainText('Draft');
  const number = await applicationNumberOf(draft);
  await expect(draft.getByRole('link', { name: number, exact: true })).toHaveCount(0);
  await draft.getByRole('link', { name: `Edit ${number}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Credit' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Existing Debitur' })).toBeChecked();
  await expect(page.getByLabel('Branch', { exact: true })).toHaveValue(branchName);
  await expectAccessible(page, 'a draft resumed as Existing Debitur');
  await next(page);
  await expect(page.getByLabel(/^Plafond/)).toHaveValue(/500\.000\.000/);
  await submitCredit(page, {
    facility,
    plafond: '750000000',
    description: 'Trade finance for the Tunjungan warehouse',
  });
  const submitted = await findRow(page, companyName);
  await expect(submitted).toContainText('Open');
  await expect(submitted.getByRole('link', { name: number, exact: true })).toBeVisible();

  // Archive moves it to the Archive tab; Unarchive brings it back.
  await submitted.getByRole('button', { name: `Archive ${number}` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'the archive confirmation');
  await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
  await expect(
    page.getByRole('table', { name: 'Credit applications' }).getByText(number),
  ).toHaveCount(0);
  const archived = await findRow(page, companyName, 'archive-list');
  await archived.getByRole('button', { name: `Unarchive ${number}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unarchive' }).click();
  await expect(
    page.getByRole('table', { name: 'Credit applications' }).getByText(number),
  ).toHaveCount(0);
  await expect(await findRow(page, companyName)).toContainText(number);

  // A second draft can be deleted; the submitted application offers no Delete.
  await page.goto(`${LIST}/add`);
  await page.getByRole('radio', { name: 'Enterprise' }).click();
  await page.getByRole('radio', { name: 'Existing Debitur' }).click();
  await page.getByRole('combobox', { name: 'Debitur' }).fill(companyName);
  await page.getByRole('option', { name: companyName, exact: true }).click();
  await next(page);
  await page.getByLabel(/^Credit Description/).fill('Draft to throw away');
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  const throwaway = await findRow(page, 'Draft to throw away');
  const throwawayNumber = await applicationNumberOf(throwaway);
  await throwaway.getByRole('button', { name: `Delete ${throwawayNumber}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await page.getByPlaceholder(/^Search/).fill(companyName);
  const table = page.getByRole('table', { name: 'Credit applications' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(number);
  await expect(table.getByRole('button', { name: `Delete ${number}` })).toHaveCount(0);
  await expectAccessible(page, 'the credit application list');
});

test('the approval queue asks only for Waiting for Review, the longest waiting first', async ({
  page,
}) => {
  await signIn(page, E2E_REVIEWER);
  const firstList = page.waitForRequest(/\/credit-application\/paged/);
  await page.goto('/approval');
  await expect(page.getByRole('heading', { name: 'Approval' })).toBeVisible();
  const query = new URL((await firstList).url()).searchParams;
  expect(query.getAll('status')).toEqual(['Waiting for Review']);
  expect(query.get('sortBy')).toBe('statusChanged');
  expect(query.get('sortOrder')).toBe('asc');
  await expect(page.getByRole('tab', { name: 'Archive' })).toHaveCount(0);
  await page.getByRole('button', { name: /Filter/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter' });
  await expect(drawer.getByText('Branch', { exact: true })).toBeVisible();
  await expect(drawer.getByText('Status', { exact: true })).toHaveCount(0);
});
