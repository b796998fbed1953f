import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CREDIT_TYPE_MESSAGES } from '@creditdesk/domain/credit-types/credit-types.messages';
import { auditLogs } from '../../plugins/audit/audit.table';
import { adminTestFile } from '../../testing/admin-test-file';
import { creditTypes } from './credit-types.table';
import { csvLines, firstSheet, headerLine } from '../../testing/exports';
import { auditOfAction, expectRefusedInUse } from '../../testing/inspect';
import { fieldErrorsOf, onlyListedRow } from '../../testing/http';

const { session, call } = adminTestFile('/api/v1/master-data');

const createCreditType = async (creditappName: string, description?: string) => {
  const response = await call('POST', '/creditapp', { creditappName, description });
  expect(response.statusCode).toBe(201);
  return response.json().response as { _id: string; version: number };
};

const names = (response: Awaited<ReturnType<typeof call>>) =>
  response.json().response.data.map((row: { creditappName: string }) => row.creditappName);

const storedNames = async () =>
  (await session.context.db.select({ name: creditTypes.name }).from(creditTypes)).map(
    (row) => row.name,
  );

describe('credit types', () => {
  it('creates, reads, lists, updates and deletes a credit type, auditing each change', async () => {
    const created = await createCreditType('Kredit Usaha Rakyat', 'Small business credit');
    const detail = await call('GET', `/creditapp/${created._id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().response).toEqual({
      _id: created._id,
      creditappName: 'Kredit Usaha Rakyat',
      description: 'Small business credit',
      version: 1,
      created: expect.any(String),
      modified: expect.any(String),
    });

    expect(onlyListedRow(await call('GET', '/creditapps?search=usaha%20rak'))._id).toBe(
      created._id,
    );
    const byDescription = await call('GET', '/creditapps?search=small%20business');
    expect(names(byDescription)).toEqual(['Kredit Usaha Rakyat']);

    const updated = await call('PUT', `/creditapp/${created._id}`, {
      creditappName: '  Kredit Usaha Rakyat Mikro ',
      description: 'Micro business credit',
      version: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().response).toMatchObject({
      creditappName: 'Kredit Usaha Rakyat Mikro',
      description: 'Micro business credit',
      version: 2,
    });

    const removed = await call('DELETE', `/creditapp/${created._id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `/creditapp/${created._id}`)).statusCode).toBe(404);

    const audit = await session.context.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, created._id));
    expect(audit.map((row) => row.action).sort()).toEqual(['created', 'deleted', 'updated']);
    expect(audit.find((row) => row.action === 'created')?.after).toEqual({
      creditappName: 'Kredit Usaha Rakyat',
      description: 'Small business credit',
    });
    const update = audit.find((row) => row.action === 'updated');
    expect(update?.before).toEqual({
      creditappName: 'Kredit Usaha Rakyat',
      description: 'Small business credit',
    });
    expect(update?.after).toEqual({
      creditappName: 'Kredit Usaha Rakyat Mikro',
      description: 'Micro business credit',
    });
    expect(audit.find((row) => row.action === 'deleted')?.before).toEqual({
      creditappName: 'Kredit Usaha Rakyat Mikro',
      description: 'Micro business credit',
    });
  });

  it('updates without a version, and stores an empty description as none', async () => {
    const created = await createCreditType('Kredit Tanpa Versi', 'to be cleared');
    const updated = await call('PUT', `/creditapp/${created._id}`, {
      creditappName: 'Kredit Tanpa Versi',
      description: '',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().response).toMatchObject({ description: null, version: 2 });
  });

  it('pages, sorts and searches, created descending by default', async () => {
    for (const name of ['Paging A', 'Paging B', 'Paging C']) await createCreditType(name);
    const first = await call('GET', '/creditapps?search=Paging&limit=2&page=1');
    expect(first.json().response.total).toBe(3);
    expect(names(first)).toEqual(['Paging C', 'Paging B']);
    const second = await call('GET', '/creditapps?search=Paging&limit=2&page=2');
    expect(names(second)).toEqual(['Paging A']);
    const sorted = await call(
      'GET',
      '/creditapps?search=Paging&sortBy=creditappName&sortOrder=asc&unpaged=true',
    );
    expect(names(sorted)).toEqual(['Paging A', 'Paging B', 'Paging C']);
    const sortAlias = await call('GET', '/creditapps?search=Paging&sort=-creditappName');
    expect(names(sortAlias)).toEqual(['Paging C', 'Paging B', 'Paging A']);
  });

  it('answers 400 with the spec messages and writes nothing', async () => {
    const before = await storedNames();
    const missing = await call('POST', '/creditapp', { description: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe(CREDIT_TYPE_MESSAGES.creditappNameRequired);
    const blank = await call('POST', '/creditapp', { creditappName: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('CreditApp Name must be filled');
    const long = await call('POST', '/creditapp', { creditappName: 'x'.repeat(76) });
    expect(long.statusCode).toBe(400);
    expect(fieldErrorsOf(long)).toContainEqual({
      path: 'creditappName',
      message: 'Must be 75 characters or less. Now 76 characters',
    });
    const longDescription = await call('POST', '/creditapp', {
      creditappName: 'Long description',
      description: 'x'.repeat(256),
    });
    expect(longDescription.statusCode).toBe(400);
    expect(fieldErrorsOf(longDescription)).toContainEqual({
      path: 'description',
      message: 'Must be 255 characters or less. Now 256 characters',
    });
    expect(await storedNames()).toEqual(before);

    const existing = await createCreditType('Kredit Valid', 'kept');
    const blankUpdate = await call('PUT', `/creditapp/${existing._id}`, { creditappName: '' });
    expect(blankUpdate.statusCode).toBe(400);
    expect(blankUpdate.json().message).toBe('CreditApp Name must be filled');
    expect((await call('GET', `/creditapp/${existing._id}`)).json().response).toMatchObject({
      creditappName: 'Kredit Valid',
      version: 1,
    });
  });

  it('accepts the longest allowed name and description', async () => {
    const response = await call('POST', '/creditapp', {
      creditappName: 'n'.repeat(75),
      description: 'd'.repeat(255),
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers 409 for a duplicate name, case aside, on create and on update', async () => {
    await createCreditType('Kredit Sindikasi');
    const duplicate = await call('POST', '/creditapp', { creditappName: 'KREDIT SINDIKASI' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe(CREDIT_TYPE_MESSAGES.duplicateName);
    expect(duplicate.json().message).toBe('CreditApp Name already exists.');

    const other = await createCreditType('Kredit Ekspor');
    const renamed = await call('PUT', `/creditapp/${other._id}`, {
      creditappName: 'kredit sindikasi',
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe('CreditApp Name already exists.');
    const audit = await auditOfAction(session.context.db, other._id, 'updated');
    expect(audit).toEqual([]);
  });

  it('answers 409 when deleting a credit type that is in use, and keeps it', async () => {
    // Credit applications will reference credit types by a foreign key; a stand-in table with
    // the same kind of key shows the database, not a read before the delete, refuses it.
    await session.context.db.execute(
      sql`CREATE TABLE credit_type_users (credit_type_id uuid NOT NULL REFERENCES credit_types (id))`,
    );
    const creditType = await createCreditType('Kredit Terpakai');
    await session.context.db.execute(
      sql`INSERT INTO credit_type_users (credit_type_id) VALUES (${creditType._id})`,
    );
    const response = await call('DELETE', `/creditapp/${creditType._id}`);
    await expectRefusedInUse(session.context.db, response, creditType._id);
    expect((await call('GET', `/creditapp/${creditType._id}`)).statusCode).toBe(200);
  });

  it('exports the filtered list, all pages, as XLSX and CSV with formulas neutralised', async () => {
    await createCreditType('Export One', '=HYPERLINK("http://evil")');
    await createCreditType('Export Two');
    const csv = await call('GET', '/creditapps/export?format=csv&search=Export&limit=1');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="credit-types-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csvLines(csv.body);
    expect(lines).toEqual([
      'No,CreditApp Name,Description',
      '1,Export Two,',
      `2,Export One,"'=HYPERLINK(""http://evil"")"`,
    ]);

    const xlsx = await call('GET', '/creditapps/export?search=Export');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const sheet = await firstSheet(xlsx);
    expect(sheet.name).toBe('Credit Types');
    expect(headerLine(sheet)).toBe('No,CreditApp Name,Description');
    expect(sheet.rowCount).toBe(3);
    // ExcelJS's streaming writer leaves an empty description's cell out.
    expect(sheet.getRow(2).values).toEqual([undefined, 1, 'Export Two']);
    expect(sheet.getRow(3).getCell(3).value).toBe(`'=HYPERLINK("http://evil")`);
  });
});
