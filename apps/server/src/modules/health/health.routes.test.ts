import { afterAll, describe, expect, it, vi } from 'vitest';
import { testAppFile } from '../../testing/test-app-file';

const file = testAppFile();
afterAll(() => vi.restoreAllMocks());

describe('GET /api/health/live', () => {
  it('answers ok without a token', async () => {
    const response = await file.context.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/health/ready', () => {
  it('answers ready without a token when the database and the storage answer', async () => {
    const response = await file.context.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'up', storage: 'up' },
    });
  });

  it.each([
    {
      part: 'the storage when it cannot be written',
      fail: () => vi.spyOn(file.context.app.storage, 'check'),
      error: 'bucket unreachable',
      checks: { database: 'up', storage: 'down' },
    },
    {
      part: 'the database when it does not answer',
      fail: () => vi.spyOn(file.context.db, 'execute'),
      error: 'connection refused',
      checks: { database: 'down', storage: 'up' },
    },
  ])('answers 503 and names $part', async ({ fail, error, checks }) => {
    const failing = fail().mockRejectedValueOnce(new Error(error));
    const response = await file.context.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(failing).toHaveBeenCalled();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not ready', checks });
  });

  it('is in the OpenAPI description with both answers', async () => {
    const response = await file.context.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json().paths as Record<string, { get: { responses: object } }>;
    // 400: a NUL in the URL is refused on every route, these included; 503: while the server stops.
    expect(Object.keys(paths['/api/health/live']!.get.responses).sort()).toEqual([
      '200',
      '400',
      '503',
    ]);
    expect(Object.keys(paths['/api/health/ready']!.get.responses).sort()).toEqual([
      '200',
      '400',
      '503',
    ]);
  });
});
