import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { adminTestFile } from '../testing/admin-test-file';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

const { call, session } = adminTestFile('/api/v1/master-data');

/** The roles list: the administrator's role with every grant, well over a kilobyte of JSON. */
const ROLES = '/roles?limit=100';

const asking = (encoding: string) => ({ ...session.headers, 'accept-encoding': encoding });

describe('compressed answers', () => {
  it('compresses a JSON list over 1 KB with gzip when the client asks, to the same JSON', async () => {
    const plain = await call('GET', ROLES);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const zipped = await call('GET', ROLES, undefined, asking('gzip'));
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('prefers gzip when the client takes both, and sends brotli to one that takes only it', async () => {
    const plain = await call('GET', ROLES);
    const both = await call('GET', ROLES, undefined, asking('br, gzip, deflate'));
    expect(both.headers['content-encoding']).toBe('gzip');
    const answer = await call('GET', ROLES, undefined, asking('br'));
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(answer.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends the JSON as it is to a client that does not ask', async () => {
    const answer = await call('GET', ROLES);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json().response.data.length).toBeGreaterThan(0);
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const answer = await session.context.app.inject({
      method: 'GET',
      url: '/api/v1/settings',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json().response).toBeDefined();
  });

  // A stream is compressed whatever its size, and CSV is a type worth compressing: only the
  // route's own rule keeps the download as it is.
  it('sends a download as it is, even a CSV export', async () => {
    const answer = await call('GET', '/roles/export?format=csv', undefined, asking('gzip, br'));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain('attachment');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toContain('Super Admin');
  });
});
