import type { RouteOptions } from 'fastify';
import { expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import { type Method, multipart } from './http';
import { everyStoredFile, rowCountsOfEveryTable } from './inspect';
import { UNKNOWN_ID } from './master-data';
import { pathWithRecords, type Records } from './records';
import { recordsTestFile } from './records-test-file';
import { apiRoutes, isWrite, schemaShape } from './route-table';
import type { TestContext } from './test-app';

/** What the write-fuzz test files send, and how they check that a refusal wrote nothing. */

export const ONE_MB = 'x'.repeat(1_000_000);
const FUZZ_TIMEOUT_MS = 600_000;

/** Fixed, wrong or hostile values: every field of a body gets the same one. */
export const VALUES: [string, unknown][] = [
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
export const RAW_BODIES = async (): Promise<[string, string, string | Buffer][]> => {
  const nulField = await multipart({ type: 'Personal', name: 'a\u0000b' });
  const junkFile = await multipart({ type: 'Personal', data: '{}' }, [
    { key: 'ktp', data: Buffer.from('MZ not a document'), name: 'ktp.pdf' },
    { key: 'userPhoto', data: Buffer.from('MZ not a photo'), name: 'photo.png' },
    { key: '__proto__', data: Buffer.from('%PDF-1.7'), name: 'x.pdf' },
  ]);
  const deepLists = '['.repeat(5000) + ']'.repeat(5000);
  const deepField = await multipart({ type: 'Personal', data: deepLists, newDebitur: deepLists });
  return [
    ['JSON nested 5000 deep', 'application/json', deepLists],
    [
      'JSON objects nested 5000 deep',
      'application/json',
      `{"name":"x","data":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
    ],
    [
      'multipart with a JSON part nested 5000 deep',
      deepField.headers['content-type'],
      deepField.payload,
    ],
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

/**
 * The write routes: every POST, PUT, PATCH and DELETE of the API but sign-out, which takes no
 * input and would end the session the fuzzing runs in.
 */
export const writeRoutes = (context: Pick<TestContext, 'app'>) =>
  apiRoutes(context)
    .filter(isWrite)
    .filter((route) => route.url !== '/api/v1/auth/logout');

/** The fields the routes read: the keys of their body schemas and of the multipart forms. */
export const fieldNames = (context: Pick<TestContext, 'app'>) => {
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
  for (const route of writeRoutes(context))
    for (const key of Object.keys(schemaShape(route, 'body') ?? {})) names.add(key);
  return [...names];
};

/** The fields of one route: its body schema's keys, or the form fields a multipart route reads. */
export const fieldsOf = (route: RouteOptions) => {
  const shape = schemaShape(route, 'body');
  return shape ? Object.keys(shape) : ['type', 'data', 'name', 'newDebitur', 'area', 'creditDesc'];
};

/**
 * A DELETE's only input is its id: an existing record would simply be deleted, so deletes are
 * fuzzed against ids that exist nowhere. Other writes get the ids of existing records, so that the
 * bad input reaches their rules.
 */
const targetOf = (route: Pick<RouteOptions, 'method' | 'url'>, records: Records) =>
  route.method === 'DELETE'
    ? route.url.replaceAll(/:\w+/g, UNKNOWN_ID)
    : pathWithRecords(route.url, records);

/** The rows of every table and the stored files: what a refused request must leave as it was. */
const storedState = async (context: TestContext) => ({
  rows: await rowCountsOfEveryTable(context.db),
  files: await everyStoredFile(context),
});

/**
 * Sends one request as the records' Super Admin; a refusal must be a 4xx that wrote no row and no
 * file, and must come from the app's own rules: the generic answer to a value only the database
 * refused means a schema let it through. Answers the status.
 * The state after a refusal is the state before the next request (nothing else writes: the test
 * app's audit rows wait for a flush), so it is read again only after a request that succeeded.
 */
export const fuzzer = ({ file, call }: ReturnType<typeof recordsTestFile>) => {
  let known: Awaited<ReturnType<typeof storedState>> | undefined;
  return async (
    route: Pick<RouteOptions, 'method' | 'url'>,
    what: string,
    payload: object | string | Buffer,
    contentType?: string,
    url = targetOf(route, file.records),
  ) => {
    const { context, records } = file;
    const label = `${String(route.method)} ${url} with ${what}`;
    const before = known ?? (await storedState(context));
    known = undefined;
    const response = await call(route.method as Method, url, payload, {
      ...records.headers,
      ...(contentType ? { 'content-type': contentType } : {}),
    });
    expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
    if (response.statusCode >= 400) {
      const after = await storedState(context);
      expect(after.rows, label).toEqual(before.rows);
      expect(after.files, label).toEqual(before.files);
      expect(response.json().code, label).not.toBe(REQUEST_MESSAGES.valueNotStorable);
      known = after;
    }
    return response.statusCode;
  };
};

/** A write-fuzz test file: its app holding one record of every kind, and its `fuzz`. */
export const fuzzTestFile = () => {
  const testFile = recordsTestFile();
  return { ...testFile, fuzz: fuzzer(testFile) };
};

/** A write-fuzz test, given the time its thousands of requests take. */
export const fuzzTest = (name: string, body: () => Promise<void>) =>
  it(name, { timeout: FUZZ_TIMEOUT_MS }, body);
