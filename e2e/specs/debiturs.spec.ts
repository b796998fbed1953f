import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { choose, unique } from '../support/admin';
import { adminWithArea } from '../support/api';
import { expectAccessible } from '../support/accessibility';
import { fillDebiturArea, next, pdfFile } from '../support/credit-applications';

const PDF = (text: string) => pdfFile(`${text}.pdf`);
// A 1x1 transparent PNG.
const PHOTO = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
};

const submit = async (page: Page) => {
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('dialog', { name: 'Submit Debitur' })
    .getByRole('button', { name: 'Submit' })
    .click();
};

const search = (page: Page, term: string) =>
  page
    .getByPlaceholder(/^Search/)
    .first()
    .fill(term);

/** Archives or unarchives the debitur from the list tab it is on, after the confirmation. */
const moveFromTab = async (
  page: Page,
  tab: string,
  action: 'Archive' | 'Unarchive',
  name: string,
) => {
  await page.goto(`/master-data/debitur-management?tab=${tab}`);
  await search(page, name);
  await page.getByRole('button', { name: `${action} ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: action }).click();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
};

// Two wizards with files, an edit, an archive and the audit trail: 35 s on a quiet machine, over a
// minute while it is shared (the area already comes through the API).
test.describe.configure({ timeout: 180_000 });

test('Personal and Enterprise debiturs: wizard with files, detail, download, edit, archive and the audit trail', async ({
  page,
}) => {
  const { groupName, branchName } = await adminWithArea(page, {
    group: 'Nusa Tenggara',
    branch: 'Mataram',
  });
  const areaNames = { group: groupName, branch: branchName };
  const personName = unique('Ni Luh Putu');
  const companyName = unique('PT Sinar Lombok');
  const idNumber = `5271${Date.now().toString().slice(-12)}`;

  // A Personal debitur with a KTP and a photo.
  await page.goto('/master-data/debitur-management/add?tab=personal-list');
  await page.getByRole('radio', { name: 'Personal' }).click();
  await next(page);
  await next(page);
  await expect(page.getByText('Debitur Name must be filled')).toBeVisible();
  await expectAccessible(page, 'the personal debitur step with its errors');
  await page.getByLabel(/^Debitur Name/).fill(personName);
  await page.getByLabel(/^Date of Birth/).fill('1990-05-17');
  await page.keyboard.press('Escape');
  await page.getByLabel(/^Phone Number/).fill('+62812345678');
  await choose(page, /^Marital Status/, 'Married');
  await page.getByLabel(/^ID Number/).fill(idNumber);
  await page.getByLabel(/^Email/).fill('Ni.Luh@Bank.Example');
  await fillDebiturArea(page, areaNames, 'Jl. Pejanggik 10, Mataram');
  await next(page);
  await page.getByLabel('Upload KTP').setInputFiles(PDF('ktp'));
  await page.getByLabel('Upload Debitur Photo').setInputFiles(PHOTO);
  await expectAccessible(page, 'the documents step with files chosen');
  await submit(page);
  await expect(page).toHaveURL(/\/master-data\/debitur-management\?tab=debitur-list$/);

  // Its detail, and the KTP downloads with its name.
  await search(page, personName);
  await page.getByRole('link', { name: personName, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Detail Debitur' })).toBeVisible();
  await expect(page.getByText(idNumber)).toBeVisible();
  await expect(page.getByText('ni.luh@bank.example')).toBeVisible();
  await expectAccessible(page, 'the detail of a personal debitur');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download ktp.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('ktp.pdf');
  expect(await readFile((await download.path())!, 'utf8')).toContain('% ktp');

  // Edit: remove the KTP, restore it, add an NPWP.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Enterprise' })).toBeDisabled();
  await next(page);
  await page.getByLabel(/^Phone Number/).fill('+62812999000');
  await next(page);
  await page.getByRole('button', { name: 'Remove ktp.pdf' }).click();
  await page.getByRole('button', { name: 'Restore ktp.pdf' }).click();
  await page.getByLabel('Upload NPWP').setInputFiles(PDF('npwp'));
  await submit(page);
  await expect(page.getByRole('heading', { name: 'Detail Debitur' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download ktp.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download npwp.pdf' })).toBeVisible();
  await expect(page.getByText('+62812999000')).toBeVisible();

  // An Enterprise debitur.
  await page.goto('/master-data/debitur-management/add?tab=enterprise-list');
  await page.getByRole('radio', { name: 'Enterprise' }).click();
  await next(page);
  await page.getByLabel(/^Company Name/).fill(companyName);
  await page.getByLabel(/^Organizer Name/).fill('I Made Wirawan');
  await page.getByLabel(/^Telephone Number/).fill('+62 370 (631) 234');
  await expect(page.getByLabel(/^Telephone Number/)).toHaveValue('+62370631234');
  await page.getByLabel(/^Budget/).fill('1500000000');
  await page.getByLabel(/^NPWP/).fill('01.234.567.8-901.234');
  await page.getByLabel(/^NIB/).fill('1234567890123');
  await page.getByLabel(/^Share Holder/).fill('I Made Wirawan 100%');
  await page.getByLabel(/^Permit/).fill('SIUP 503/2020');
  await fillDebiturArea(page, areaNames, 'Jl. Langko 5, Mataram');
  await next(page);
  await page.getByLabel('Upload NIB').setInputFiles(PDF('nib'));
  await submit(page);

  // Archive it, find it on the Archive tab, unarchive it.
  await moveFromTab(page, 'enterprise-list', 'Archive', companyName);
  await moveFromTab(page, 'archive-list', 'Unarchive', companyName);

  // The changes in the audit trail.
  await page.goto('/master-data/debitur-management?tab=audit-trail');
  await search(page, personName);
  const personTrail = page.getByRole('table');
  await expect(personTrail).toContainText('Created');
  await expect(personTrail).toContainText('Uploaded KTP');
  await expect(personTrail).toContainText('Uploaded NPWP');
  await expect(personTrail).toContainText('Updated Phone Number');
  await search(page, companyName);
  await expect(page.getByRole('table')).toContainText('Archived');
  await expect(page.getByRole('table')).toContainText('Unarchived');
});
