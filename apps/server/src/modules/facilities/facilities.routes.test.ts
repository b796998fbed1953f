import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACILITY_MESSAGES } from '@creditdesk/domain/facilities/facilities.schemas';
import { STALE_RECORD_MESSAGE } from '@creditdesk/domain/shared/list-query.schemas';
import { auditLogs } from '../audit/audit.table';
import { insertCreditApplicationRow } from '../../testing/credit-application-rows';
import { adminSession, authHeaderWithGrants } from '../../testing/factories';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { facilities } from './facilities.table';
import { requester } from '../../testing/http';

let context: TestContext;
let headers: Record<string, string>;
let adminId: string;

beforeAll(async () => {
  context = await createTestApp();
  const session = await adminSession(context);
  headers = session.headers;
  adminId = session.user.id;
});
afterAll(() => context.close());

const { call } = requester(() => context, {
  base: '/api/v1/master-data',
  headers: () => headers,
});

const createFacility = async (facilityName: string, description?: string) => {
  const response = await call('POST', '/facility', { facilityName, description });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().response as { _id: string; version: number };
};

const namesOf = (response: { json: () => { response: { data: { facilityName: string }[] } } }) =>
  response.json().response.data.map((row) => row.facilityName);

describe('facilities', () => {
  it('creates, reads, lists, updates and deletes a facility, auditing each change', async () => {
    const created = await createFacility('Kredit Modal Kerja', 'Working capital');
    expect((await call('GET', `/facility/${created._id}`)).json().response).toEqual({
      _id: created._id,
      facilityName: 'Kredit Modal Kerja',
      description: 'Working capital',
      version: 1,
      created: expect.any(String),
      modified: expect.any(String),
    });

    const list = await call('GET', '/facilities?search=modal%20kerja');
    expect(list.json().response.total).toBe(1);
    expect(list.json().response.data[0]._id).toBe(created._id);

    const updated = await call('PUT', `/facility/${created._id}`, {
      facilityName: 'Kredit Modal Kerja Plus',
      description: 'Working capital',
      version: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().response).toMatchObject({
      facilityName: 'Kredit Modal Kerja Plus',
      version: 2,
    });

    expect((await call('DELETE', `/facility/${created._id}`)).statusCode).toBe(200);
    expect((await call('GET', `/facility/${created._id}`)).statusCode).toBe(404);

    const audit = await context.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, created._id));
    expect(audit.map((row) => row.action).sort()).toEqual(['created', 'deleted', 'updated']);
    const update = audit.find((row) => row.action === 'updated');
    expect(update?.before).toEqual({ facilityName: 'Kredit Modal Kerja' });
    expect(update?.after).toEqual({ facilityName: 'Kredit Modal Kerja Plus' });
    expect(audit.find((row) => row.action === 'deleted')?.before).toEqual({
      facilityName: 'Kredit Modal Kerja Plus',
      description: 'Working capital',
    });
  });

  it('pages, sorts and searches, created descending by default', async () => {
    for (const name of ['Paging A', 'Paging B', 'Paging C']) await createFacility(name);
    const first = await call('GET', '/facilities?search=Paging&limit=2&page=1');
    expect(first.json().response.total).toBe(3);
    expect(namesOf(first)).toEqual(['Paging C', 'Paging B']);
    expect(namesOf(await call('GET', '/facilities?search=Paging&limit=2&page=2'))).toEqual([
      'Paging A',
    ]);
    expect(
      namesOf(await call('GET', '/facilities?search=Paging&sort=facilityName&unpaged=true')),
    ).toEqual(['Paging A', 'Paging B', 'Paging C']);
    expect(
      namesOf(await call('GET', '/facilities?search=Paging&sort=-facilityName&unpaged=true')),
    ).toEqual(['Paging C', 'Paging B', 'Paging A']);
  });

  it('answers 400 with the spec messages and writes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ description: 'x' }, FACILITY_MESSAGES.facilityNameRequired],
      [{ facilityName: '  ' }, 'Facility Name must be filled'],
      [{ facilityName: 'x'.repeat(76) }, 'Must be 75 characters or less. Now 76 characters'],
      [
        { facilityName: 'Invalid', description: 'x'.repeat(256) },
        'Must be 255 characters or less. Now 256 characters',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', '/facility', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect(
      await context.db.select().from(facilities).where(eq(facilities.name, 'Invalid')),
    ).toEqual([]);

    const facility = await createFacility('Validated');
    const blank = await call('PUT', `/facility/${facility._id}`, { facilityName: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toContainEqual({
      path: 'facilityName',
      message: 'Facility Name must be filled',
    });
    expect((await call('GET', `/facility/${facility._id}`)).json().response.version).toBe(1);
  });

  it('answers 409 to a stale version and changes nothing', async () => {
    const facility = await createFacility('KPR');
    const body = { facilityName: 'KPR Syariah', version: 1 };
    expect((await call('PUT', `/facility/${facility._id}`, body)).statusCode).toBe(200);
    const stale = await call('PUT', `/facility/${facility._id}`, {
      ...body,
      facilityName: 'KPR 2',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_RECORD_MESSAGE);
    expect((await call('GET', `/facility/${facility._id}`)).json().response.facilityName).toBe(
      'KPR Syariah',
    );
    const audit = await context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, facility._id), eq(auditLogs.action, 'updated')));
    expect(audit).toHaveLength(1);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', `/facility/${unknown}`],
      ['PUT', `/facility/${unknown}`],
      ['DELETE', `/facility/${unknown}`],
      ['GET', '/facility/not-an-id'],
    ] as const) {
      const payload = method === 'PUT' ? { facilityName: 'x' } : undefined;
      expect((await call(method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('answers 401 without a token and 403 without the access type', async () => {
    expect((await call('GET', '/facilities', undefined, {})).statusCode).toBe(401);
    const readOnly = await authHeaderWithGrants(context, {
      'Master Data Credit and Plafond Facility': ['Read'],
    });
    expect((await call('GET', '/facilities', undefined, readOnly)).statusCode).toBe(200);
    expect((await call('POST', '/facility', { facilityName: 'Nope' }, readOnly)).statusCode).toBe(
      403,
    );
    const branchOnly = await authHeaderWithGrants(context, { 'Master Data Branch': ['Read'] });
    expect((await call('GET', '/facilities', undefined, branchOnly)).statusCode).toBe(403);
  });

  it('exports the filtered list, all pages, as XLSX and CSV with formulas neutralised', async () => {
    await createFacility('Export One', '+SUM(A1)');
    await createFacility('Export Two');
    const csv = await call('GET', '/facilities/export?format=csv&search=Export&limit=1');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="facilities-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual(['No,Facility Name,Description', '1,Export Two,', `2,Export One,'+SUM(A1)`]);

    const xlsx = await call('GET', '/facilities/export?search=Export');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'No', 'Facility Name', 'Description']);
    expect(sheet.rowCount).toBe(3);
  });

  it('refuses to delete a facility a credit application uses', async () => {
    const facility = await createFacility('In Use Facility');
    await insertCreditApplicationRow(context.db, { createdBy: adminId, facilityId: facility._id });
    const response = await call('DELETE', `/facility/${facility._id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'You cannot delete data. The data has been used in another module.',
    );
    expect((await call('GET', `/facility/${facility._id}`)).statusCode).toBe(200);
  });
});
