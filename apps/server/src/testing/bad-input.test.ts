import type { RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEBITUR_MESSAGES } from '@creditdesk/domain/debiturs/debiturs.schemas';
import {
  EXPORT_TOO_LARGE_MESSAGE,
  UNPAGED_TOO_LARGE_MESSAGE,
} from '@creditdesk/domain/shared/list-query.schemas';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import { fieldErrorsOf, type Method, requester } from './http';
import { createRecords, pathWithRecords, type Records } from './records';
import { createTestApp, type TestContext } from './test-app';

let context: TestContext;
let records: Records;

beforeAll(async () => {
  context = await createTestApp();
  records = await createRecords(context);
});
afterAll(() => context.close());

const { call, callMultipart } = requester(() => context, {
  base: '',
  headers: () => records.headers,
});

const schemaKeys = (route: RouteOptions, part: 'querystring' | 'body') => {
  const schema = route.schema?.[part] as { shape?: Record<string, unknown> } | undefined;
  return Object.keys(schema?.shape ?? {});
};

const apiRoutes = () =>
  context.app.routeTable.filter(
    (route) => route.url.startsWith('/api/v1') && route.method !== 'HEAD',
  );

/** Every list of the API: the GET routes whose query takes a search. */
const listRoutes = () =>
  apiRoutes().filter(
    (route) => route.method === 'GET' && schemaKeys(route, 'querystring').includes('search'),
  );

/** Every route that writes. */
const writeRoutes = () =>
  apiRoutes().filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(String(route.method)));

/** Routes that read a multipart form (their OpenAPI description says they consume it). */
const multipartRoutes = () =>
  writeRoutes().filter((route) =>
    ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes(
      'multipart/form-data',
    ),
  );

const expectRefused = (
  response: { statusCode: number; body: string; json: () => { message: string } },
  message: string | RegExp,
  what: string,
) => {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
  if (typeof message === 'string') expect(response.json().message, what).toBe(message);
  else expect(response.json().message, what).toMatch(message);
};

describe('a NUL character', () => {
  it('is refused in the search of every list', async () => {
    expect(listRoutes().length).toBeGreaterThanOrEqual(15);
    for (const route of listRoutes()) {
      const url = pathWithRecords(route.url, records);
      for (const query of ['search=%00', 'search=a%00b']) {
        expectRefused(
          await call('GET', `${url}?${query}`),
          REQUEST_MESSAGES.nulCharacter,
          `${url}?${query}`,
        );
      }
    }
  });

  it("is refused in the debitur list's name and branch filters and in a path", async () => {
    for (const url of [
      '/api/v1/master-data/debiturs?fullName=%00',
      '/api/v1/master-data/debiturs?companyName=PT%00',
      '/api/v1/master-data/debiturs?branchId=%00',
      '/api/v1/master-data/debiturs?branchId[]=%00',
      '/api/v1/master-data/group/%00',
    ])
      expectRefused(await call('GET', url), REQUEST_MESSAGES.nulCharacter, url);
  });

  it('is refused in any field of a JSON body, on every write route', async () => {
    const text = 'a\u0000b';
    const payload = {
      groupName: text,
      branchName: text,
      name: text,
      facilityName: text,
      creditappName: text,
      description: text,
      fullName: text,
      companyName: text,
      creditDesc: text,
      email: text,
      nested: { deeper: [text] },
    };
    for (const route of writeRoutes()) {
      const url = pathWithRecords(route.url, records);
      expectRefused(
        await call(route.method as Method, url, payload),
        REQUEST_MESSAGES.nulCharacter,
        `${String(route.method)} ${url}`,
      );
    }
  });

  it('is refused in a key of a JSON body', async () => {
    expectRefused(
      await call('POST', '/api/v1/master-data/group', { 'group\u0000Name': 'Valid' }),
      REQUEST_MESSAGES.nulCharacter,
      'key',
    );
  });

  it('is refused in every multipart field, and in JSON carried inside one', async () => {
    expect(multipartRoutes().length).toBeGreaterThanOrEqual(6);
    for (const route of multipartRoutes()) {
      const url = pathWithRecords(route.url, records);
      const what = `${String(route.method)} ${url}`;
      expectRefused(
        await callMultipart(route.method as Method, url, { name: 'a\u0000b', type: 'Personal' }),
        REQUEST_MESSAGES.nulCharacter,
        what,
      );
    }
    const escaped = JSON.stringify(records.personal({ fullName: 'a\u0000b' }));
    expect(escaped).toContain('\\u0000');
    expectRefused(
      await callMultipart('POST', '/api/v1/master-data/debitur', {
        type: 'Personal',
        data: escaped,
      }),
      REQUEST_MESSAGES.nulCharacter,
      'debitur data',
    );
    expectRefused(
      await callMultipart('POST', '/api/v1/credit-application', {
        type: 'Personal',
        joinType: 'New Debitur',
        status: 'Draft',
        newDebitur: escaped,
      }),
      REQUEST_MESSAGES.nulCharacter,
      'newDebitur',
    );
  });
});

describe('sort keys', () => {
  it('come from the list of sortable columns on every list, 400 otherwise', async () => {
    const sortable = listRoutes().filter((route) =>
      schemaKeys(route, 'querystring').includes('sortBy'),
    );
    expect(sortable.length).toBeGreaterThanOrEqual(15);
    for (const route of sortable) {
      const url = pathWithRecords(route.url, records);
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
      const data = records.personal({ dateOfBirth });
      const attempts = [
        await call('POST', '/api/v1/master-data/debitur', data),
        await callMultipart('POST', '/api/v1/master-data/debitur', {
          type: 'Personal',
          data: JSON.stringify(data),
        }),
        await call('PUT', `/api/v1/master-data/debitur/${records.debiturId}`, data),
        await call('POST', '/api/v1/credit-application', {
          type: 'Personal',
          joinType: 'New Debitur',
          status: 'Draft',
          newDebitur: data,
        }),
      ];
      for (const response of attempts) {
        expectRefused(response, DEBITUR_MESSAGES.dateOfBirthInvalid, dateOfBirth);
        expect(fieldErrorsOf(response)).toContainEqual({
          path: 'dateOfBirth',
          message: DEBITUR_MESSAGES.dateOfBirthInvalid,
        });
      }
    }
    const leapDay = await call(
      'POST',
      '/api/v1/master-data/debitur',
      records.personal({ dateOfBirth: '2024-02-29' }),
    );
    expect(leapDay.statusCode, leapDay.body).toBe(201);
  });

  it('answer the field message in the credit application dates and filters', async () => {
    const application = await call('POST', '/api/v1/credit-application', {
      type: 'Personal',
      joinType: 'Existing Debitur',
      debitur: records.debiturId,
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
      const data = records.enterprise({ budget });
      const attempts = [
        await call('POST', '/api/v1/master-data/debitur', data),
        await callMultipart('POST', '/api/v1/master-data/debitur', {
          type: 'Enterprise',
          data: JSON.stringify(data),
        }),
        await call('PUT', `/api/v1/master-data/debitur/${records.enterpriseDebiturId}`, data),
        await call('POST', '/api/v1/credit-application', {
          type: 'Enterprise',
          joinType: 'New Debitur',
          status: 'Draft',
          newDebitur: data,
        }),
      ];
      for (const response of attempts) {
        expectRefused(response, DEBITUR_MESSAGES.budgetPrecision, budget);
        expect(fieldErrorsOf(response)).toContainEqual({
          path: 'budget',
          message: DEBITUR_MESSAGES.budgetPrecision,
        });
      }
    }
    const largest = await call(
      'POST',
      '/api/v1/master-data/debitur',
      records.enterprise({ budget: '999999999999999999.99' }),
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
    for (const route of multipartRoutes()) {
      const url = pathWithRecords(route.url, records);
      for (const body of bodies) {
        const response = await call(route.method as Method, url, body.payload, {
          ...records.headers,
          'content-type': body.contentType,
        });
        expect(response.statusCode, `${String(route.method)} ${url}, ${body.what}`).toBe(400);
      }
    }
  });
});

describe('a list without pages and an export', () => {
  it('are refused with 400 past their caps, and answer within them', async () => {
    await context.db.execute(
      sql`insert into groups (name) select 'Bulk Group ' || n from generate_series(1, 5001) as n`,
    );
    expectRefused(
      await call('GET', '/api/v1/master-data/groups?unpaged=true'),
      UNPAGED_TOO_LARGE_MESSAGE,
      'unpaged',
    );
    const narrowed = await call(
      'GET',
      '/api/v1/master-data/groups?unpaged=true&search=Bulk%20Group%2050',
    );
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.json().response.total).toBe(13);
    const exported = await call('GET', '/api/v1/master-data/groups/export?format=csv');
    expect(exported.statusCode).toBe(200);

    await context.db.execute(
      sql`insert into groups (name) select 'More Group ' || n from generate_series(1, 45000) as n`,
    );
    expectRefused(
      await call('GET', '/api/v1/master-data/groups/export?format=csv'),
      EXPORT_TOO_LARGE_MESSAGE,
      'export',
    );
  });
});
