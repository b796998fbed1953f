import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEBITUR_FILE_MAX_BYTES,
  DEBITUR_MESSAGES,
} from '@creditdesk/domain/debiturs/debiturs.schemas';
import {
  CREDIT_APPLICATION_MESSAGES,
  NEW_DEBITUR_FILE_MAX_BYTES,
} from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { USER_MESSAGES, USER_PHOTO_MAX_BYTES } from '@creditdesk/domain/users/users.schemas';
import { adminSession } from './factories';
import { createArea, insertDebitur } from './master-data';
import { closedByServer, sendOversizedUpload } from './raw-http';
import { createTestApp, type TestContext } from './test-app';

let context: TestContext;
let port: number;
let headers: Record<string, string>;
let debiturId: string;

beforeAll(async () => {
  context = await createTestApp();
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  port = (context.app.server.address() as AddressInfo).port;
  ({ headers } = await adminSession(context));
  const area = await createArea(context.db, 'Upload Group', ['Upload Branch']);
  debiturId = await insertDebitur(context.db, area, {
    fullName: 'Sari Wulandari',
    address: 'Jl. Braga 10, Bandung',
  });
});
afterAll(() => context.close());

/** Every upload route, each with a file one megabyte over its limit. */
const uploads = () => [
  {
    route: 'users photo',
    method: 'POST' as const,
    path: '/api/v1/master-data/user',
    field: 'userPhoto',
    size: USER_PHOTO_MAX_BYTES + 1048576,
    message: USER_MESSAGES.photoTooLarge,
  },
  {
    route: 'debitur files',
    method: 'PUT' as const,
    path: `/api/v1/master-data/debitur/${debiturId}/files`,
    field: 'ktp',
    size: DEBITUR_FILE_MAX_BYTES + 1048576,
    message: DEBITUR_MESSAGES.fileTooLarge,
  },
  {
    route: 'credit application create',
    method: 'POST' as const,
    path: '/api/v1/credit-application',
    field: 'ktp',
    size: NEW_DEBITUR_FILE_MAX_BYTES + 1048576,
    message: CREDIT_APPLICATION_MESSAGES.fileTooLarge,
  },
];

describe('an upload refused for its size', () => {
  it('closes its connection, so the next request does not wait behind the unread body', async () => {
    for (const upload of uploads()) {
      const { response, socket } = await sendOversizedUpload({ port, headers, ...upload });
      try {
        expect(response.status, upload.route).toBe(413);
        expect(JSON.parse(response.body).code, upload.route).toBe(upload.message);
        expect(response.headers.connection, upload.route).toBe('close');
        // Without the close the socket would stay open, stuck on the rest of the body.
        await closedByServer(socket);
      } finally {
        socket.destroy();
      }

      const next = await fetch(`http://127.0.0.1:${port}/api/v1/settings`);
      expect(next.status, upload.route).toBe(200);
    }
  });
});
