import { beforeAll } from 'vitest';
import { createdRecord } from '../../testing/http';
import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import { adminTestFile } from '../../testing/admin-test-file';
import { scopedSession } from '../../testing/factories';
import type { Headers } from '../../testing/http';
import { createArea, type Area } from '../../testing/master-data';
import type { TestContext } from '../../testing/test-app';

/**
 * What this module's test files share. Importing it gives the importing test file its own app, an
 * administrator, and a user with every right in each of two areas (north and south); the
 * bindings below are set once its `beforeAll` has run.
 */

const SUB_MENU = 'Logbook Incoming Call';

const file = adminTestFile('/api/v1/report');
export const { call } = file;
export let context: TestContext;
export let adminId: string;
export let north: Headers;
export let south: Headers;
export let northArea: Area;
export let southArea: Area;

export const grants = (...access: AccessType[]) => ({ [SUB_MENU]: access });
export const ALL_RIGHTS = grants('Read', 'Create', 'Update', 'Export');

beforeAll(async () => {
  ({ context, adminId } = file.session);
  northArea = await createArea(context.db, 'Logbook North');
  southArea = await createArea(context.db, 'Logbook South');
  north = (await scopedSession(context, ALL_RIGHTS, [northArea])).headers;
  south = (await scopedSession(context, ALL_RIGHTS, [southArea])).headers;
});

export const PATH = '/logbook-incoming-call';

export const callBody = (overrides: Record<string, unknown> = {}) => ({
  callAt: '2026-11-20T09:15:00+07:00',
  caller: 'Budi Santoso',
  party: 'Notaris',
  phone: '021-5550123',
  topic: 'Covernote APHT',
  summary: 'Asks when the signed deed can be collected.',
  receivedBy: 'Admin Tester',
  followUp: 'Send the deed by courier',
  personInCharge: 'Sari',
  targetDate: '2026-12-01',
  ...overrides,
});

export interface Entry {
  _id: string;
  version: number;
  caller: string;
  status: string;
  targetDate: string;
  branch: { _id: string } | null;
}

export const createCall = async (overrides: Record<string, unknown> = {}, as?: Headers) => {
  return createdRecord<Entry>(await call('POST', PATH, callBody(overrides), as));
};

export const callersIn = (response: { json: () => { response: { data: Entry[] } } }) =>
  response.json().response.data.map((row) => row.caller);
