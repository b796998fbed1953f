import { beforeAll } from 'vitest';
import { adminTestFile } from '../../testing/admin-test-file';
import type { TestContext } from '../../testing/test-app';
import { type Headers } from '../../testing/http';
import { createArea, debiturPayload } from '../../testing/master-data';

/**
 * What this module's test files share. Importing it gives the importing test file its own app
 * and administrator (each test file has its own module instances); the bindings below are set
 * once its `beforeAll` has run.
 */
const file = adminTestFile('/api/v1/master-data');
export const { call, callMultipart } = file;
export let context: TestContext, headers: Headers, adminId: string;
beforeAll(() => ({ context, headers, adminId } = file.session));

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
