import { describe, expect, it } from 'vitest';
import { adminTestFile } from '../testing/admin-test-file';
import { csvLines, firstSheet, headerLine } from '../testing/exports';

const { call } = adminTestFile();

/** The groups list's export as CSV and XLSX: the CSV's header line, the sheet's name and header. */
const exported = async () => {
  const csv = await call('GET', '/master-data/groups/export?format=csv');
  expect(csv.statusCode, csv.body).toBe(200);
  const xlsx = await call('GET', '/master-data/groups/export');
  expect(xlsx.statusCode).toBe(200);
  const sheet = await firstSheet(xlsx);
  return { csv: csvLines(csv.body)[0], sheet: sheet.name, xlsx: headerLine(sheet) };
};

const setLanguage = async (language: string) => {
  const response = await call('PUT', '/auth/me/language', { language });
  expect(response.statusCode, response.body).toBe(200);
};

describe("exports in the requester's language", () => {
  it('writes the headers and the sheet name in the language the user saved', async () => {
    await call('POST', '/master-data/group', { groupName: 'Bahasa Export' });

    await setLanguage('en');
    expect(await exported()).toEqual({
      csv: 'No,Group Name,Description',
      sheet: 'Groups',
      xlsx: 'No,Group Name,Description',
    });

    await setLanguage('id');
    expect(await exported()).toEqual({
      csv: 'No,Nama Grup,Deskripsi',
      sheet: 'Grup',
      xlsx: 'No,Nama Grup,Deskripsi',
    });
  });
});
