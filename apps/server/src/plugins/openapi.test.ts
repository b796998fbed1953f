import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../testing/http';
import { createRecords, pathWithRecords, type Records } from '../testing/records';
import { createTestApp, type TestContext } from '../testing/test-app';

interface Media {
  schema?: Schema;
  encoding?: Record<string, { contentType: string }>;
}
interface Schema {
  type?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  minItems?: number;
  minimum?: number;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  oneOf?: Schema[];
  anyOf?: Schema[];
}
interface Operation {
  requestBody?: { content: Record<string, Media> };
  parameters?: { in: string; name: string; schema: Schema }[];
  responses: Record<string, { content?: Record<string, Media> }>;
}
type Description = { paths: Record<string, Record<string, Operation>> };

let context: TestContext;
let records: Records;
let description: Description;

beforeAll(async () => {
  context = await createTestApp();
  records = await createRecords(context);
  description = (await context.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => context.close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The API's routes as the description names them: `/api/v1/role/{id}`, method in lower case. */
const apiRoutes = () =>
  context.app.routeTable
    .filter((route) => route.url.startsWith('/api/v1') && route.method !== 'HEAD')
    .map((route) => ({
      route,
      method: String(route.method).toLowerCase(),
      path: route.url.replaceAll(/:(\w+)/g, '{$1}'),
    }));

const operation = (method: string, path: string) => {
  const found = description.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not in the description`);
  return found;
};

const isWrite = (route: RouteOptions) =>
  ['POST', 'PUT', 'PATCH', 'DELETE'].includes(String(route.method));

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
    for (const { method, path } of apiRoutes()) expect(() => operation(method, path)).not.toThrow();
  });

  it('lists on every route each error it can answer, with the error body', () => {
    for (const { route, method, path } of apiRoutes()) {
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
    const refusals = apiRoutes()
      .filter(({ route }) => route.config?.access === 'public')
      .filter(({ method, path }) => operation(method, path).responses[403])
      .map(({ method, path }) => `${method} ${path}`);
    // Sign-in itself refuses a locked or inactive account with 403.
    expect(refusals).toEqual(['post /api/v1/auth/login']);
  });

  it('describes the body of every route that reads one, multipart forms field by field', () => {
    for (const { route, method, path } of apiRoutes()) {
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
    const exports = apiRoutes().filter(({ path }) => path.endsWith('/export'));
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

describe('the description and the server agree', () => {
  const documents = (method: string, path: string, status: number) =>
    Object.keys(operation(method, path).responses).includes(String(status));

  it('lists the statuses the body parser answers on any write', async () => {
    const url = `/api/v1/master-data/group/${records.groupId}`;
    const xml = await context.app.inject({
      method: 'DELETE',
      url,
      headers: { ...records.headers, 'content-type': 'text/xml' },
      payload: '<group/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(documents('delete', '/api/v1/master-data/group/{id}', 415)).toBe(true);
    const nul = await context.app.inject({ method: 'GET', url: '/api/v1/settings?q=%00' });
    expect(nul.statusCode).toBe(400);
    expect(documents('get', '/api/v1/settings', 400)).toBe(true);
  });

  it('sends an export with a content type the description lists', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/master-data/groups/export?format=csv',
      headers: records.headers,
    });
    expect(response.statusCode).toBe(200);
    const listed = Object.keys(
      operation('get', '/api/v1/master-data/groups/export').responses[200]?.content ?? {},
    );
    expect(listed).toContain(String(response.headers['content-type']).split(';')[0]);
  });

  it('states the rules the server keeps, so what it allows is accepted', async () => {
    const query = (path: string, name: string) =>
      operation('get', path).parameters?.find((parameter) => parameter.name === name)?.schema;
    expect(query('/api/v1/credit-application/paged', 'tenorStartDate')).toMatchObject({
      format: 'date',
    });
    expect(query('/api/v1/master-data/users', 'isActive')).toMatchObject({ type: 'boolean' });
    const body = (method: string, path: string) =>
      operation(method, path).requestBody?.content['application/json']?.schema?.properties ?? {};
    expect(body('post', '/api/v1/auth/change-password').newPassword).toMatchObject({
      minLength: 8,
    });
    expect(body('post', '/api/v1/auth/forgot-password').email).toMatchObject({ format: 'email' });
    const access = body('post', '/api/v1/master-data/role').access;
    expect(access?.items?.properties?.subMenu).toMatchObject({ minItems: 1 });

    const listed = await context.app.inject({
      method: 'GET',
      url: '/api/v1/credit-application/paged?tenorStartDate=2026-02-28&tenorEndDate=2026-12-31',
      headers: records.headers,
    });
    expect(listed.statusCode).toBe(200);
    const users = await context.app.inject({
      method: 'GET',
      url: '/api/v1/master-data/users?isActive=false',
      headers: records.headers,
    });
    expect(users.statusCode).toBe(200);
  });

  it('accepts a multipart form sent as described: JSON parts and file parts', async () => {
    const form = await multipart({
      type: 'Personal',
      data: JSON.stringify(records.personal()),
    });
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/v1/master-data/debitur',
      headers: { ...records.headers, ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode).toBe(201);
    const user = await multipart({
      name: 'Described User',
      email: 'described.user@bank.example',
      isActive: 'true',
      roleId: records.roleId,
      area: JSON.stringify([
        { groupId: records.groupId, branch: [{ branchId: records.branchId }] },
      ]),
    });
    const createdUser = await context.app.inject({
      method: 'POST',
      url: '/api/v1/master-data/user',
      headers: { ...records.headers, ...user.headers },
      payload: user.payload,
    });
    expect(createdUser.statusCode).toBe(201);
  });

  it('accepts on every read the query its description allows', async () => {
    /** A value the parameter's schema allows; none for free text the server reads as a key. */
    const sample = (name: string, schema: Schema): string | undefined => {
      if (schema.enum) return String(schema.enum.at(-1));
      if (schema.type === 'array') return schema.items && sample(name, schema.items);
      if (schema.format === 'date') return '2026-02-28';
      if (schema.format === 'uuid') return randomUUID();
      if (schema.type === 'boolean') return 'true';
      if (schema.type === 'integer') return String(schema.minimum ?? 1);
      // sortBy and sort name a column of the list: see docs/decisions.md, API description.
      if (schema.type === 'string' && !schema.pattern && !['sortBy', 'sort'].includes(name))
        return 'a';
      return undefined;
    };
    for (const { route, method, path } of apiRoutes()) {
      // A password link's token is a secret the description cannot hold.
      if (method !== 'get' || path === '/api/v1/auth/forgot-password/sync') continue;
      const query = new URLSearchParams();
      for (const parameter of operation(method, path).parameters ?? []) {
        const value = parameter.in === 'query' && sample(parameter.name, parameter.schema);
        if (value) query.append(parameter.name, value);
      }
      const response = await context.app.inject({
        method: 'GET',
        url: `${pathWithRecords(route.url, records)}?${query}`,
        headers: records.headers,
      });
      expect(response.statusCode, `${path}?${query}: ${response.body}`).not.toBe(400);
      expect(documents(method, path, response.statusCode)).toBe(true);
    }
  });

  it('answers every route of the walk with a status its description lists', async () => {
    for (const { route, method, path } of apiRoutes()) {
      if (isWrite(route)) continue;
      const response = await context.app.inject({
        method: 'GET',
        url: pathWithRecords(route.url, records),
      });
      expect(documents(method, path, response.statusCode), `${method} ${path}`).toBe(true);
    }
  });
});
