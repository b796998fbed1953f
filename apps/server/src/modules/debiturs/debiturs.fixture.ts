import { beforeAll } from 'vitest';
import { adminId, adminRequester, context, headers } from '../../testing/file-admin-session';
import { createArea, debiturPayload } from '../../testing/master-data';

/**
 * What this module's test files share, on the test file's own app and administrator
 * (testing/file-admin-session.ts).
 */
export { adminId, context, headers };
export const { call, callMultipart } = adminRequester('/api/v1/master-data');

export let area: { groupId: string; branchId: string };

export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('jpeg body'),
]);
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);

beforeAll(async () => {
  area = await createArea(context.db, 'Debitur Area');
});

export const personal = (overrides: Record<string, unknown> = {}) =>
  debiturPayload(area, overrides);
export const enterprise = (overrides: Record<string, unknown> = {}) =>
  debiturPayload(area, { type: 'Enterprise', ...overrides });
