import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import { accessMenus, accessSubMenus } from '../modules/access/access.table';
import { multipart } from './http';
import { createRecords, pathWithRecords, type Records } from './records';
import { createTestApp, type TestContext } from './test-app';

let context: TestContext;
let records: Records;

beforeAll(async () => {
  context = await createTestApp();
  records = await createRecords(context);
});
afterAll(() => context.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const ONE_MB = 'x'.repeat(1_000_000);

/**
 * The write routes: every POST, PUT, PATCH and DELETE of the API but sign-out, which takes no
 * input and would end the session the fuzzing runs in.
 */
const writeRoutes = () =>
  context.app.routeTable.filter(
    (route) =>
      route.url.startsWith('/api/v1') &&
      ['POST', 'PUT', 'PATCH', 'DELETE'].includes(String(route.method)) &&
      route.url !== '/api/v1/auth/logout',
  );

/**
 * A DELETE's only input is its id: an existing record would simply be deleted, so deletes are
 * fuzzed against ids that exist nowhere. Other writes get the ids of existing records, so that the
 * bad input reaches their rules.
 */
const targetOf = (route: RouteOptions) =>
  route.method === 'DELETE'
    ? route.url.replaceAll(/:\w+/g, UNKNOWN)
    : pathWithRecords(route.url, records);

/** The fields the routes read: the keys of their body schemas and of the multipart forms. */
const fieldNames = () => {
  const names = new Set([
    'type',
    'data',
    'name',
    'email',
    'roleId',
    'status',
    'area',
    'userPhoto',
    'joinType',
    'newDebitur',
    'facilities',
    'version',
  ]);
  for (const route of writeRoutes()) {
    const shape = (route.schema?.body as { shape?: Record<string, unknown> } | undefined)?.shape;
    for (const key of Object.keys(shape ?? {})) names.add(key);
  }
  return [...names];
};

/** The fields of one route: its body schema's keys, or the form fields a multipart route reads. */
const fieldsOf = (route: RouteOptions) => {
  const shape = (route.schema?.body as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : ['type', 'data', 'name', 'newDebitur', 'area', 'creditDesc'];
};

/** Fixed, wrong or hostile values: every field of a body gets the same one. */
const VALUES: [string, unknown][] = [
  ['a number', 12345],
  ['a negative number', -1],
  ['a huge number', 1e308],
  ['a boolean', true],
  ['null', null],
  ['an empty list', []],
  ['a list of junk', [1, {}, null]],
  ['an operator object', { $gt: '' }],
  ['an empty string', ''],
  ['blanks', '   '],
  ['unicode', '𝔘ñíçødé 😀 \u202e مرحبا 中文'],
  ['a NUL', 'a\u0000b'],
  ['an impossible date', '2025-02-29'],
  ['a long number', '12345678901234567890123'],
];

/** Bodies as raw text with their content type. */
const RAW_BODIES = async (): Promise<[string, string, string | Buffer][]> => {
  const nulField = await multipart({ type: 'Personal', name: 'a\u0000b' });
  const junkFile = await multipart({ type: 'Personal', data: '{}' }, [
    { key: 'ktp', data: Buffer.from('MZ not a document'), name: 'ktp.pdf' },
    { key: 'userPhoto', data: Buffer.from('MZ not a photo'), name: 'photo.png' },
    { key: '__proto__', data: Buffer.from('%PDF-1.7'), name: 'x.pdf' },
  ]);
  return [
    ['a __proto__ key', 'application/json', '{"__proto__":{"polluted":true},"name":"x"}'],
    ['a constructor key', 'application/json', '{"constructor":{"prototype":{"polluted":true}}}'],
    ['malformed JSON', 'application/json', '{"name": '],
    ['a JSON list', 'application/json', '[1,2,3]'],
    ['a JSON string', 'application/json', '"text"'],
    ['JSON null', 'application/json', 'null'],
    ['plain text', 'text/plain', 'not json'],
    ['an unknown type', 'application/xml', '<a/>'],
    [
      'multipart with a boundary other than its header',
      'multipart/form-data; boundary=expected',
      '--actual\r\nContent-Disposition: form-data; name="type"\r\n\r\nPersonal\r\n--actual--\r\n',
    ],
    [
      'multipart cut short',
      'multipart/form-data; boundary=cut',
      '--cut\r\nContent-Disposition: form-data; name="type"\r\n\r\nPers',
    ],
    ['multipart without a boundary', 'multipart/form-data', 'garbage'],
    [
      'multipart with a __proto__ field',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--b--\r\n',
    ],
    ['multipart with a NUL field', nulField.headers['content-type'], nulField.payload],
    [
      'multipart with files that are no documents',
      junkFile.headers['content-type'],
      junkFile.payload,
    ],
  ];
};

let countEveryTable: ReturnType<typeof sql.raw> | undefined;

/** A refused request still counts against its rate limit: that row is the limit's, not a write. */
const BOOKKEEPING_TABLES = new Set(['rate_limit_counters']);

/** Rows of every table but the rate limit's, in one statement. */
const rowCounts = async () => {
  if (!countEveryTable) {
    const tables = await context.db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    countEveryTable = sql.raw(
      tables.rows
        .filter(({ name }) => !BOOKKEEPING_TABLES.has(name))
        .map(({ name }) => `select '${name}' as name, count(*)::text as rows from "${name}"`)
        .join(' union all '),
    );
  }
  const counts = await context.db.execute<{ name: string; rows: string }>(countEveryTable);
  return Object.fromEntries(counts.rows.map((row) => [row.name, Number(row.rows)]));
};

/** Every file in storage. */
const storedFiles = async () =>
  (
    await readdir(path.join(context.config.dataDir, 'files'), {
      recursive: true,
      withFileTypes: true,
    }).catch(() => [])
  )
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();

/**
 * Sends one request; a refusal must be a 4xx that wrote no row and no file, and must come from
 * the app's own rules: the generic answer to a value only the database refused means a schema
 * let it through.
 */
const fuzz = async (
  route: Pick<RouteOptions, 'method' | 'url'>,
  what: string,
  payload: object | string | Buffer,
  contentType?: string,
  url = targetOf(route as RouteOptions),
) => {
  const label = `${String(route.method)} ${url} with ${what}`;
  const [rowsBefore, filesBefore] = [await rowCounts(), await storedFiles()];
  const response = await context.app.inject({
    method: route.method as 'POST',
    url,
    headers: { ...records.headers, ...(contentType ? { 'content-type': contentType } : {}) },
    payload: payload as string,
  });
  expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(await rowCounts(), label).toEqual(rowsBefore);
    expect(await storedFiles(), label).toEqual(filesBefore);
    expect(response.json().message, label).not.toBe(REQUEST_MESSAGES.valueNotStorable);
  }
  return response.statusCode;
};

const FUZZ_TIMEOUT_MS = 600_000;

describe('every write route, as a Super Admin', () => {
  it(
    'answers wrong types and hostile values in every field without a 5xx or a partial write',
    { timeout: FUZZ_TIMEOUT_MS },
    async () => {
      const routes = writeRoutes();
      expect(routes.length).toBeGreaterThanOrEqual(25);
      const fields = fieldNames();
      for (const route of routes) {
        for (const [what, value] of VALUES)
          await fuzz(route, what, Object.fromEntries(fields.map((field) => [field, value])));
      }
    },
  );

  it(
    'answers a 1 MB string in any of its fields without a 5xx or a partial write',
    { timeout: FUZZ_TIMEOUT_MS },
    async () => {
      for (const route of writeRoutes()) {
        for (const field of fieldsOf(route))
          await fuzz(route, `1 MB in ${field}`, { [field]: ONE_MB });
      }
    },
  );

  it(
    'answers malformed and hostile bodies without a 5xx or a partial write',
    { timeout: FUZZ_TIMEOUT_MS },
    async () => {
      const bodies = await RAW_BODIES();
      for (const route of writeRoutes()) {
        for (const [what, contentType, payload] of bodies) {
          const status = await fuzz(route, what, payload, contentType);
          if (what.includes('__proto__') || what.includes('constructor') || what.includes('NUL'))
            expect(
              status,
              `${String(route.method)} ${route.url} with ${what}`,
            ).toBeGreaterThanOrEqual(400);
        }
      }
    },
  );

  it(
    'answers each field of a valid body turned wrong or hostile, one at a time, without a 5xx or a partial write',
    { timeout: FUZZ_TIMEOUT_MS },
    async () => {
      const [menu] = await context.db
        .select()
        .from(accessMenus)
        .where(eq(accessMenus.name, 'Master Data'));
      const [subMenu] = await context.db
        .select()
        .from(accessSubMenus)
        .where(eq(accessSubMenus.name, 'Master Data Group'));
      // The earlier tests may have archived or changed the shared debitur: the valid body gets its own.
      const borrower = await context.app.inject({
        method: 'POST',
        url: '/api/v1/master-data/debitur',
        headers: records.headers,
        payload: records.personal({ idNumber: '3174999999999997' }),
      });
      expect(borrower.statusCode, borrower.body).toBe(201);
      const application = {
        type: 'Personal',
        joinType: 'Existing Debitur',
        debitur: borrower.json().response._id as string,
        creditType: records.creditTypeId,
        plafond: '150000000.00',
        facilities: [records.facilityId],
        tenorStartDate: '2026-01-01',
        tenorEndDate: '2026-12-31',
        creditDesc: 'Working capital',
        creditAppDate: '2026-01-01',
        status: 'Open',
      };
      const bodies: [string, string, Record<string, unknown>][] = [
        ['POST', '/master-data/group', { groupName: 'Fuzz Group', description: 'd' }],
        [
          'POST',
          '/master-data/branch',
          { branchName: 'Fuzz Branch', description: 'd', relatedGroupId: [records.groupId] },
        ],
        ['POST', '/master-data/facility', { facilityName: 'Fuzz Facility', description: 'd' }],
        ['POST', '/master-data/creditapp', { creditappName: 'Fuzz Credit', description: 'd' }],
        [
          'POST',
          '/master-data/role',
          {
            name: 'Fuzz Role',
            access: [
              { accessId: menu!.id, subMenu: [{ subMenuId: subMenu!.id, access: ['Read'] }] },
            ],
          },
        ],
        [
          'POST',
          '/master-data/user',
          {
            name: 'Fuzz User',
            email: 'fuzz.user@bank.example',
            roleId: records.roleId,
            status: 'active',
            phoneNumber: '081234567890',
            area: [{ groupId: records.groupId, branch: [{ branchId: records.branchId }] }],
          },
        ],
        ['POST', '/master-data/debitur', records.personal({ idNumber: '3174999999999999' })],
        ['POST', '/master-data/debitur', records.enterprise()],
        ['PUT', `/master-data/debitur/${records.debiturId}`, records.personal()],
        ['POST', '/credit-application', application],
        [
          'POST',
          '/credit-application',
          {
            ...application,
            joinType: 'New Debitur',
            debitur: undefined,
            newDebitur: records.personal({ idNumber: '3174999999999998' }),
          },
        ],
        ['PUT', `/credit-application/${records.applicationId}`, application],
      ];
      const values = [...VALUES, ['1 MB', ONE_MB] as [string, unknown]];
      for (const [method, url, body] of bodies) {
        const route = { method, url: `/api/v1${url}` };
        // The body itself is valid: each change below is the only thing wrong with it.
        expect(await fuzz(route, 'the valid body', body, undefined, route.url), url).toBeLessThan(
          300,
        );
        for (const field of Object.keys(body)) {
          for (const [what, value] of values) {
            await fuzz(
              route,
              `${field} as ${what}`,
              { ...body, [field]: value },
              undefined,
              route.url,
            );
            const nested = body[field];
            if (nested && typeof nested === 'object' && !Array.isArray(nested))
              for (const inner of Object.keys(nested))
                await fuzz(
                  route,
                  `${field}.${inner} as ${what}`,
                  { ...body, [field]: { ...nested, [inner]: value } },
                  undefined,
                  route.url,
                );
          }
        }
      }
    },
  );
});
