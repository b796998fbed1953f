import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { GROUP_BRANCH_SORT_KEYS } from '@creditdesk/domain/groups/groups.schemas';
import { LOGBOOK_SORT_KEYS } from '@creditdesk/domain/logbook/logbook.schemas';
import { REPORT_SORT_KEYS } from '@creditdesk/domain/reports/reports.schemas';
import { businessToday } from '@creditdesk/domain/shared/dates';
import { USER_SORT_KEYS } from '@creditdesk/domain/users/users.schemas';
import { isWrite } from '../testing/route-table';
import { describedRoutes, operation, referredOperation, type Schema } from './openapi.fixture';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What a client must be told a route can answer, from what the route is (not from the helper). */
const expectedErrors = (route: RouteOptions, path: string) => {
  const { permission, access, rateLimit } = route.config ?? {};
  return [
    400,
    ...(permission || access === 'signed-in' ? [401] : []),
    ...(permission ? [403] : []),
    ...(path.includes('{') ? [404] : []),
    ...(permission && isWrite(route) ? [404, 409] : []),
    ...(isWrite(route) ? [413, 415] : []),
    ...(rateLimit ? [429] : []),
  ];
};

const MULTIPART_ROUTES = [
  'post /api/v1/master-data/user',
  'put /api/v1/master-data/user/{id}',
  'post /api/v1/master-data/debitur',
  'put /api/v1/master-data/debitur/{id}',
  'put /api/v1/master-data/debitur/{id}/files',
  'post /api/v1/credit-application/',
  'put /api/v1/credit-application/{id}',
  'post /api/v1/document-credit-application',
  'put /api/v1/document-credit-application/{id}',
];

const FILE_ROUTES: Record<string, string[]> = {
  '/api/v1/master-data/user/photo-user/{photoId}': ['image/jpeg', 'image/png'],
  '/api/v1/master-data/debitur/file/{id}': ['application/pdf', 'image/jpeg', 'image/png'],
  '/api/v1/master-data/debitur/{id}/debitur-photo': ['image/jpeg', 'image/png'],
  '/api/v1/document-credit-application/file/{fileId}': ['application/pdf', 'text/csv', XLSX],
};

describe('the API description', () => {
  it('names every API route', () => {
    for (const { method, path } of describedRoutes())
      expect(() => operation(method, path)).not.toThrow();
  });

  it('lists on every route each error it can answer, with the error body', () => {
    for (const { route, method, path } of describedRoutes()) {
      const { responses } = operation(method, path);
      for (const status of expectedErrors(route, path)) {
        const schema = responses[status]?.content?.['application/json']?.schema;
        expect(schema?.properties, `${method} ${path} answers ${status}`).toMatchObject({
          statusCode: { type: 'integer' },
          message: { type: 'string' },
        });
      }
    }
  });

  it('gives no public route a 401 or 403 it cannot answer', () => {
    const refusals = describedRoutes()
      .filter(({ route }) => route.config?.access === 'public')
      .filter(({ method, path }) => operation(method, path).responses[403])
      .map(({ method, path }) => `${method} ${path}`);
    // Sign-in itself refuses a locked or inactive account with 403.
    expect(refusals).toEqual(['post /api/v1/auth/login']);
  });

  it('describes the body of every route that reads one, multipart forms field by field', () => {
    for (const { route, method, path } of describedRoutes()) {
      const readsBody = route.schema?.body || MULTIPART_ROUTES.includes(`${method} ${path}`);
      if (!readsBody) continue;
      const content = operation(method, path).requestBody?.content;
      expect(content, `${method} ${path}`).toBeDefined();
      for (const [type, media] of Object.entries(content ?? {})) {
        const fields = media.schema?.properties ?? media.schema?.anyOf?.[0]?.properties ?? {};
        expect(Object.keys(fields).length, `${method} ${path} ${type}`).toBeGreaterThan(0);
      }
    }
    for (const key of MULTIPART_ROUTES) {
      const [method, path] = key.split(' ') as [string, string];
      const form = operation(method, path).requestBody?.content['multipart/form-data'];
      expect(form, key).toBeDefined();
      const parts = Object.values(form?.schema?.properties ?? {});
      expect(parts.some((part) => part.format === 'binary') || key.endsWith('debitur/{id}')).toBe(
        true,
      );
    }
  });

  it('marks the multipart parts that hold JSON', () => {
    const encoding = (key: string) => {
      const [method, path] = key.split(' ') as [string, string];
      return operation(method, path).requestBody?.content['multipart/form-data']?.encoding;
    };
    const userForm = operation('post', '/api/v1/master-data/user').requestBody?.content[
      'multipart/form-data'
    ]?.schema;
    expect(userForm?.anyOf).toEqual([{ required: ['status'] }, { required: ['isActive'] }]);
    expect(encoding('post /api/v1/master-data/user')).toEqual({
      area: { contentType: 'application/json' },
    });
    expect(encoding('post /api/v1/master-data/debitur')).toEqual({
      data: { contentType: 'application/json' },
    });
    expect(encoding('post /api/v1/document-credit-application')).toEqual({
      data: { contentType: 'application/json' },
    });
    expect(encoding('put /api/v1/document-credit-application/{id}')).toEqual({
      updates: { contentType: 'application/json' },
    });
    expect(encoding('post /api/v1/credit-application/')).toEqual({
      newDebitur: { contentType: 'application/json' },
      facilities: { contentType: 'application/json' },
    });
  });

  it('gives exports and file downloads their content types, as binary', () => {
    const exports = describedRoutes().filter(({ path }) => path.endsWith('/export'));
    expect(exports.length).toBeGreaterThanOrEqual(8);
    for (const { method, path } of exports) {
      const content = operation(method, path).responses[200]?.content ?? {};
      expect(Object.keys(content), path).toEqual([XLSX, 'text/csv']);
      expect(content[XLSX]?.schema).toMatchObject({ type: 'string', format: 'binary' });
    }
    for (const [path, types] of Object.entries(FILE_ROUTES)) {
      const content = operation('get', path).responses[200]?.content ?? {};
      expect(Object.keys(content), path).toEqual(expect.arrayContaining(types));
      expect(content['application/json']).toBeUndefined();
      for (const media of Object.values(content))
        expect(media.schema).toMatchObject({ type: 'string', format: 'binary' });
    }
  });
});

/** Every schema inside `schema` (itself included), each with the property name it is under. */
const schemasIn = (schema: Schema | undefined, name = ''): { name: string; schema: Schema }[] => {
  if (!schema) return [];
  const inside = [
    ...Object.entries(schema.properties ?? {}).flatMap(([key, nested]) => schemasIn(nested, key)),
    ...[schema.items, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((nested) =>
      schemasIn(nested, name),
    ),
  ];
  return [{ name, schema }, ...inside];
};

/** Every schema a request of the description holds: its parameters and its bodies. */
const requestSchemas = () =>
  describedRoutes().flatMap(({ method, path }) => {
    const { parameters = [], requestBody } = operation(method, path);
    return [
      ...parameters.flatMap((parameter) => schemasIn(parameter.schema, parameter.name)),
      ...Object.values(requestBody?.content ?? {}).flatMap((media) => schemasIn(media.schema)),
    ].map((found) => ({ ...found, at: `${method} ${path} ${found.name}` }));
  });

const matches = (schema: Schema | undefined, value: string) =>
  new RegExp(schema?.pattern ?? '(?!)').test(value);

describe('the API description states the rules of the domain schemas', () => {
  const query = (path: string, name: string) =>
    operation('get', path).parameters?.find((parameter) => parameter.name === name)?.schema;
  const descending = (keys: readonly string[]) => [...keys, ...keys.map((key) => `-${key}`)];

  it("gives every list's sort keys as an enum of the keys its server reads", () => {
    const lists = describedRoutes().filter(
      ({ method, path }) => method === 'get' && query(path, 'sortBy'),
    );
    expect(lists.length).toBeGreaterThanOrEqual(15);
    for (const { path } of lists) {
      expect(query(path, 'sortBy')?.enum, path).toContain('created');
      expect(query(path, 'sort')?.enum, path).toEqual(
        descending(query(path, 'sortBy')?.enum as string[]),
      );
    }
    expect(query('/api/v1/master-data/users', 'sortBy')?.enum).toEqual([...USER_SORT_KEYS]);
    expect(query('/api/v1/master-data/group/{id}/branches', 'sortBy')?.enum).toEqual([
      ...GROUP_BRANCH_SORT_KEYS,
    ]);
    expect(query('/api/v1/report/logbook-incoming-call', 'sortBy')?.enum).toEqual([
      ...LOGBOOK_SORT_KEYS,
    ]);
    expect(query('/api/v1/report/sdk/export', 'sort')?.enum).toEqual(descending(REPORT_SORT_KEYS));
  });

  it('holds every email, moment and date of birth to the pattern the server checks', () => {
    const found = requestSchemas();
    const named = (name: string) => found.filter((entry) => entry.name === name);
    expect(named('email').length).toBeGreaterThanOrEqual(6);
    for (const { at, schema } of named('email')) {
      expect(schema.format, at).toBe('email');
      expect(matches(schema, 'budi.santoso@bank.example'), at).toBe(true);
      expect(matches(schema, '0@com'), at).toBe(false);
    }
    expect(named('callAt').length).toBe(2);
    for (const { at, schema } of named('callAt')) {
      expect(schema.format, at).toBe('date-time');
      expect(matches(schema, '2026-02-01T09:30:00+07:00'), at).toBe(true);
      expect(matches(schema, '2026-02-30T09:30:00Z'), at).toBe(false);
    }
    const year = Number(businessToday().slice(0, 4));
    expect(named('dateOfBirth').length).toBeGreaterThanOrEqual(3);
    for (const { at, schema } of named('dateOfBirth')) {
      expect(schema.format, at).toBe('date');
      expect(matches(schema, `${year - 1}-12-31`), at).toBe(true);
      expect(matches(schema, `${year + 1}-01-01`), at).toBe(false);
      expect(matches(schema, `${year - 1}-13-01`), at).toBe(false);
    }
  });

  it('refuses a NUL in every text of a request, as the server does', () => {
    const texts = requestSchemas().filter(
      ({ schema }) => schema.type === 'string' && !schema.enum && schema.format !== 'binary',
    );
    expect(texts.length).toBeGreaterThan(200);
    for (const { at, schema } of texts) {
      expect(schema.pattern, at).toMatch(/^\^.*\$$/);
      expect(matches(schema, '\u0000'), at).toBe(false);
      expect(matches(schema, 'a\u0000'), at).toBe(false);
    }
  });

  it('links each create to the read, update and delete of the record it made', () => {
    const creates = describedRoutes().filter(
      ({ method, path }) =>
        method === 'post' &&
        operation(method, path).responses[201] &&
        !path.includes('document-credit-application'),
    );
    expect(creates.length).toBeGreaterThanOrEqual(9);
    for (const { path } of creates) {
      const links = operation('post', path).responses[201]?.links ?? {};
      // The document catalogue's records are read in its tree: no read of one record to link.
      const expected = path.includes('document-catalogue') ? ['update'] : ['read', 'update'];
      expect(Object.keys(links), path).toEqual(expect.arrayContaining(expected));
      for (const [name, link] of Object.entries(links)) {
        expect(referredOperation(link.operationRef), `${path} ${name}`).toBeDefined();
        expect(Object.values(link.parameters), `${path} ${name}`).toEqual([
          expect.stringMatching(/^\$response\.body#\/response\/(_id|id|code)$/),
        ]);
      }
    }
    const category = operation('post', '/api/v1/master-data/document-catalogue/category')
      .responses[201]?.links;
    expect(category?.update?.parameters).toEqual({ code: '$response.body#/response/code' });
    const group = operation('post', '/api/v1/master-data/group').responses[201]?.links;
    expect(group?.read?.parameters).toEqual({ id: '$response.body#/response/_id' });
    expect(group?.delete?.operationRef).toBe('#/paths/~1api~1v1~1master-data~1group~1{id}/delete');
  });
});
