import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isAuditAnchorKey } from '../plugins/audit/audit-anchor';
import { createFsStorage } from '../plugins/storage';
import { multipart } from '../testing/http';
import { PDF } from '../testing/master-data';
import { createRecords } from '../testing/records';
import { createTestApp, type TestContext } from '../testing/test-app';
import { closeWithin } from './graceful-shutdown';

const MB = 1048576;
let context: TestContext;
let records: Awaited<ReturnType<typeof createRecords>>;

// Each test closes its app, so each has its own, made before the test as setup.
beforeEach(async () => {
  context = await createTestApp();
  records = await createRecords(context);
  await context.app.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(() => context.close());

/**
 * Starts an upload of a 4 MB document and sends only its first half; resolves once the server has
 * the request, with a way to send the rest and the answer's status.
 */
const startUpload = async (app: TestContext['app'], debiturId: string, headers: object) => {
  const document = Buffer.concat([PDF, Buffer.alloc(4 * MB, 0x20)]);
  const body = await multipart({}, [{ key: 'npwp', data: document, name: 'npwp.pdf' }]);
  const { port } = app.server.address() as AddressInfo;
  const received = new Promise((resolve) => app.server.once('request', resolve));
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'PUT',
    path: `/api/v1/master-data/debitur/${debiturId}/files`,
    headers: { ...headers, ...body.headers, 'content-length': body.payload.length },
  });
  const status = new Promise<number | string>((resolve) => {
    request.once('response', (response) => {
      response.resume();
      resolve(response.statusCode!);
    });
    request.once('error', () => resolve('connection lost'));
  });
  const half = body.payload.length / 2;
  request.write(body.payload.subarray(0, half));
  await received;
  return { finish: () => request.end(body.payload.subarray(half)), status };
};

const refusesNewConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = http.get({ host: '127.0.0.1', port, path: '/api/health/live' }, (response) => {
      response.resume();
      resolve(false);
    });
    probe.once('error', () => resolve(true));
  });

describe('shutdown (SIGTERM)', () => {
  it('refuses new connections but finishes an upload in flight, then closes', async () => {
    const { port } = context.app.server.address() as AddressInfo;
    const storage = createFsStorage(path.join(context.config.dataDir, 'files'));
    // Uploaded files only: the audit log's anchors come and go with listening and closing.
    const uploaded = async () => {
      const keys = [];
      for await (const file of storage.list()) if (!isAuditAnchorKey(file.key)) keys.push(file.key);
      return keys;
    };
    const before = await uploaded();

    const upload = await startUpload(context.app, records.debiturId, records.headers);
    const closing = closeWithin(context.app, 120_000);
    expect(await refusesNewConnections(port)).toBe(true);
    upload.finish();

    expect(await upload.status).toBe(200);
    expect(await closing).toBe('drained');
    expect(await uploaded()).toHaveLength(before.length + 1);
  });

  it('cuts off what is still running when the grace period is over', async () => {
    const upload = await startUpload(context.app, records.debiturId, records.headers);
    expect(await closeWithin(context.app, 100)).toBe('cut');
    expect(await upload.status).toBe('connection lost');
  });
});
