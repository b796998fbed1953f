import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app';

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp();
});

afterAll(async () => {
  vi.restoreAllMocks();
  await context.close();
});

describe('GET /api/health/live', () => {
  it('answers ok without a token', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/health/ready', () => {
  it('answers ready without a token when the database and the storage answer', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'up', storage: 'up' },
    });
  });

  it('answers 503 and names the storage when it cannot be written', async () => {
    const check = vi
      .spyOn(context.app.storage, 'check')
      .mockRejectedValueOnce(new Error('bucket unreachable'));
    const response = await context.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(check).toHaveBeenCalled();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'not ready',
      checks: { database: 'up', storage: 'down' },
    });
  });

  it('answers 503 and names the database when it does not answer', async () => {
    const execute = vi
      .spyOn(context.db, 'execute')
      .mockRejectedValueOnce(new Error('connection refused'));
    const response = await context.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(execute).toHaveBeenCalled();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ checks: { database: 'down', storage: 'up' } });
  });

  it('is in the OpenAPI description with both answers', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json().paths as Record<string, { get: { responses: object } }>;
    // 400: a NUL in the URL is refused on every route, these included.
    expect(Object.keys(paths['/api/health/live']!.get.responses).sort()).toEqual(['200', '400']);
    expect(Object.keys(paths['/api/health/ready']!.get.responses).sort()).toEqual([
      '200',
      '400',
      '503',
    ]);
  });
});
