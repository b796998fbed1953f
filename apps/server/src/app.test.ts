import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app';
import { createTestApp, type TestContext } from './testing/test-app';
import { copyTemplateDatabase } from './testing/test-database';

const BROTLI_OF_ASSET = brotliCompressSync('console.log(1)');

let context: TestContext;
let withWeb: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  context = await createTestApp();
  const webRoot = path.join(context.config.dataDir, 'web');
  await mkdir(path.join(webRoot, 'assets'), { recursive: true });
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>CreditDesk</title>');
  await writeFile(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
  await writeFile(path.join(webRoot, 'assets', 'app-abc123.js.br'), BROTLI_OF_ASSET);
  withWeb = await buildApp({
    config: context.config,
    database: await copyTemplateDatabase(inject('templateDatabase')),
    webRoot,
  });
});
afterAll(async () => {
  await withWeb.close();
  await context.close();
});

describe('the HTTP shell', () => {
  it('serves the web app for page routes, the spec sign-in route included', async () => {
    for (const url of ['/api/auth/signin?callbackUrl=%2F', '/', '/master-data/role']) {
      const response = await withWeb.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>CreditDesk</title>');
    }
    const asset = await withWeb.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it("sends the build's precompressed file to a browser that accepts it", async () => {
    const compressed = await withWeb.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload).toEqual(BROTLI_OF_ASSET);
    const plain = await withWeb.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers unknown API paths with a 404 in the error contract', async () => {
    const response = await withWeb.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it("answers a build file that is not there (another build's chunk) 404, not the page", async () => {
    for (const url of ['/assets/app-0ld0ne.js', '/assets/app-0ld0ne.css']) {
      const response = await withWeb.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).not.toContain('text/html');
    }
  });

  it('publishes the OpenAPI description generated from the route schemas', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/captcha',
        '/api/v1/auth/login',
        '/api/v1/auth/refresh-token',
        '/api/v1/auth/logout',
        '/api/v1/auth/me',
        '/api/v1/auth/forgot-password',
        '/api/v1/auth/forgot-password/sync',
        '/api/v1/auth/change-password',
      ]),
    );
    const ui = await context.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('sends security headers and a request id on the API, the web app and the API description', async () => {
    for (const url of ['/api/v1/auth/captcha', '/', '/assets/app-abc123.js', '/api/docs/json']) {
      const response = await withWeb.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy']).not.toContain(
        "script-src 'self' 'unsafe",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('marks every route with a permission, or as public or signed-in on purpose', () => {
    const undeclared = withWeb.routeTable
      .filter((route) => !route.config?.permission && !route.config?.access)
      .map((route) => `${String(route.method)} ${route.url}`);
    expect(undeclared).toEqual([]);
    const publicRoutes = withWeb.routeTable
      .filter((route) => route.config?.access === 'public' && route.url.startsWith('/api/v1'))
      .map((route) => `${String(route.method)} ${route.url}`);
    expect(publicRoutes.sort()).toEqual(
      [
        'GET /api/v1/auth/captcha',
        'GET /api/v1/auth/forgot-password/sync',
        'HEAD /api/v1/auth/captcha',
        'HEAD /api/v1/auth/forgot-password/sync',
        'POST /api/v1/auth/change-password',
        'POST /api/v1/auth/forgot-password',
        'POST /api/v1/auth/login',
        'POST /api/v1/auth/refresh-token',
        'GET /api/v1/settings',
        'HEAD /api/v1/settings',
      ].sort(),
    );
  });

  it('answers malformed JSON with 400 in the error contract', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});
