import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEBITUR_MESSAGES } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { expectRefused, fieldCodesOf, fieldErrorsOf, type Method, type TestResponse } from './http';
import { pathWithRecords } from './records';
import { recordsTestFile } from './records-test-file';
import { listRoutes, multipartRoutes, schemaKeys } from './route-table';

const { file, call, callMultipart } = recordsTestFile();

/**
 * The debitur `data` written in every way the API takes one: as JSON and as a form, as the edit
 * of the debitur `existingId`, and as the new debitur of a credit application.
 */
const writeDebiturEveryWay = async (
  data: Record<string, unknown> & { type: string },
  existingId: string,
) => [
  await call('POST', '/api/v1/master-data/debitur', data),
  await callMultipart('POST', '/api/v1/master-data/debitur', {
    type: data.type,
    data: JSON.stringify(data),
  }),
  await call('PUT', `/api/v1/master-data/debitur/${existingId}`, data),
  await call('POST', '/api/v1/credit-application', {
    type: data.type,
    joinType: 'New Debitur',
    status: 'Draft',
    newDebitur: data,
  }),
];

/** A 400 answering the message `code`, both as its own and as the error of the field at `path`. */
const expectFieldRefused = (response: TestResponse, path: string, code: string, what: string) => {
  expectRefused(response, code, what);
  expect(fieldCodesOf(response)).toContainEqual({ path, code });
};

describe('sort keys', () => {
  it('come from the list of sortable columns on every list, 400 otherwise', async () => {
    const sortable = listRoutes(file.context).filter((route) =>
      schemaKeys(route, 'querystring').includes('sortBy'),
    );
    expect(sortable.length).toBeGreaterThanOrEqual(15);
    for (const route of sortable) {
      const url = pathWithRecords(route.url, file.records);
      for (const query of [
        'sort=__proto__',
        'sort=-__proto__',
        'sortBy=constructor',
        'sortBy=toString',
        'sortBy=nope',
      ]) {
        expectRefused(
          await call('GET', `${url}?${query}`),
          // Master data lists offer their creation time first; a report its Days Left.
          /^Sort by must be one of: (created|daysLeft)\b/,
          `${url}?${query}`,
        );
      }
      const known = await call('GET', `${url}?sort=-created`);
      expect(known.statusCode, `${url}?sort=-created`).toBe(200);
    }
  });
});

describe('dates that do not exist', () => {
  const impossible = ['2025-02-29', '2026-13-01', '0000-01-01', '2026-04-31'];

  it('answer the field message in every way a debitur is written', async () => {
    for (const dateOfBirth of impossible) {
      const data = file.records.personal({ dateOfBirth });
      for (const response of await writeDebiturEveryWay(data, file.records.debiturId))
        expectFieldRefused(
          response,
          'dateOfBirth',
          DEBITUR_MESSAGES.dateOfBirthInvalid,
          dateOfBirth,
        );
    }
    const leapDay = await call(
      'POST',
      '/api/v1/master-data/debitur',
      file.records.personal({ dateOfBirth: '2024-02-29' }),
    );
    expect(leapDay.statusCode, leapDay.body).toBe(201);
  });

  it('answer the field message in the credit application dates and filters', async () => {
    const application = await call('POST', '/api/v1/credit-application', {
      type: 'Personal',
      joinType: 'Existing Debitur',
      debitur: file.records.debiturId,
      status: 'Draft',
      tenorStartDate: '2025-02-29',
    });
    expect(application.statusCode).toBe(400);
    expect(fieldErrorsOf(application)).toContainEqual(
      expect.objectContaining({ path: 'tenorStartDate' }),
    );
    const filter = await call('GET', '/api/v1/credit-application/paged?tenorEndDate=2026-13-01');
    expect(filter.statusCode).toBe(400);
  });
});

describe('an Enterprise budget', () => {
  const tooLong = '1234567890123456789';

  it('of 19 digits or more answers the field message in every way a debitur is written', async () => {
    for (const budget of [tooLong, `${tooLong}.50`, '99999999999999999999999']) {
      const data = file.records.enterprise({ budget });
      for (const response of await writeDebiturEveryWay(data, file.records.enterpriseDebiturId))
        expectFieldRefused(response, 'budget', DEBITUR_MESSAGES.budgetPrecision, budget);
    }
    const largest = await call(
      'POST',
      '/api/v1/master-data/debitur',
      file.records.enterprise({ budget: '999999999999999999.99' }),
    );
    expect(largest.statusCode, largest.body).toBe(201);
  });
});

describe('a multipart body the parser cannot read', () => {
  const bodies = [
    {
      what: 'a boundary other than the header says',
      contentType: 'multipart/form-data; boundary=expected',
      payload:
        '--actual\r\nContent-Disposition: form-data; name="type"\r\n\r\nPersonal\r\n--actual--\r\n',
    },
    {
      what: 'a body cut short',
      contentType: 'multipart/form-data; boundary=cut',
      payload: '--cut\r\nContent-Disposition: form-data; name="type"\r\n\r\nPers',
    },
    { what: 'no boundary at all', contentType: 'multipart/form-data', payload: 'garbage' },
  ];

  it('answers 400 on every route that reads a multipart form', async () => {
    for (const route of multipartRoutes(file.context)) {
      const url = pathWithRecords(route.url, file.records);
      for (const body of bodies) {
        const response = await call(route.method as Method, url, body.payload, {
          ...file.records.headers,
          'content-type': body.contentType,
        });
        expect(response.statusCode, `${String(route.method)} ${url}, ${body.what}`).toBe(400);
      }
    }
  });
});

describe('a list without pages and an export', () => {
  const groups = (query: string) => call('GET', `/api/v1/master-data/groups${query}`);

  it('are refused with 400 past their caps, and answer within them', async () => {
    await file.context.db.execute(
      sql`insert into groups (name) select 'Bulk Group ' || n from generate_series(1, 5001) as n`,
    );
    expectRefused(await groups('?unpaged=true'), 'request.unpagedTooLarge', 'unpaged');
    const narrowed = await groups('?unpaged=true&search=Bulk%20Group%2050');
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.json().response.total).toBe(13);
    expect((await groups('/export?format=csv')).statusCode).toBe(200);

    await file.context.db.execute(
      sql`insert into groups (name) select 'More Group ' || n from generate_series(1, 45000) as n`,
    );
    expectRefused(await groups('/export?format=csv'), 'request.exportTooLarge', 'export');
  });
});
