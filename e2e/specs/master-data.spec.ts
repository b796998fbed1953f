import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { createGroupThroughForm, signInAsAdmin, unique } from '../support/admin';

test('a branch added from a group detail appears there, and the group can no longer be deleted', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const groupName = unique('Jawa Barat');
  const branchName = unique('Bandung');
  await createGroupThroughForm(page, groupName, 'West Java');

  await page.getByPlaceholder('Search by group name').fill(groupName);
  await page.getByRole('link', { name: groupName, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Detail Group' })).toBeVisible();
  await expectAccessible(page, 'the group detail');
  await page.getByRole('link', { name: 'Add New Branch' }).click();
  await expect(page).toHaveURL(/\/master-data\/branch\/add\?tab=.+&groupId=/);
  await page.getByLabel(/^Branch Name/).fill(branchName);
  await page.getByLabel(/^Branch Name/).clear();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectAccessible(page, 'the branch form with its errors');
  await page.getByLabel(/^Branch Name/).fill(branchName);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/master-data\/group\/detail\//);
  await expect(page.getByRole('table', { name: 'Branches of the group' })).toContainText(
    branchName,
  );

  await page.getByRole('button', { name: 'Delete Group' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'the delete confirmation');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  const refusal = page.getByRole('dialog', { name: 'Cannot Delete Data' });
  await expect(refusal).toBeVisible();
  await expectAccessible(page, 'the refusal');
  await expect(refusal).toContainText(
    'You cannot delete data. The data has been used in another module.',
  );
  await refusal.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByRole('heading', { name: 'Detail Group' })).toBeVisible();
});

test('Export downloads the filtered list, all pages', async ({ page }) => {
  await signInAsAdmin(page);
  const prefix = unique('Export');
  for (const suffix of ['A', 'B'])
    await createGroupThroughForm(page, `${prefix} ${suffix}`, `group ${suffix}`);
  await createGroupThroughForm(page, unique('Other'));

  await page.getByPlaceholder('Search by group name').fill(prefix);
  await expect(page.getByRole('table', { name: 'Groups' }).getByRole('row')).toHaveCount(3);
  await expectAccessible(page, 'the group list');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^groups-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  expect(csv.trim().split('\r\n')).toEqual([
    'No,Group Name,Description',
    `1,${prefix} B,group B`,
    `2,${prefix} A,group A`,
  ]);
});
