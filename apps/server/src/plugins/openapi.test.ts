import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isWrite } from '../testing/route-table';
import { describedRoutes, operation } from './openapi.fixture';

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
