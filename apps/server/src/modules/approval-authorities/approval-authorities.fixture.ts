import { beforeAll } from 'vitest';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { adminTestFile } from '../../testing/admin-test-file';
import { replaceApprovalTiers } from '../../testing/approval-tiers';
import { createRole } from '../../testing/factories';
import { createdRecord, type TestResponse } from '../../testing/http';
import type { TestContext } from '../../testing/test-app';

/**
 * What this module's test files share. Importing it gives the importing test file its own app
 * and administrator; `context` is set once its `beforeAll` has run. The template's tier for every
 * amount is removed: these files build their ladders from nothing.
 */
const file = adminTestFile('/api/v1/master-data');
export const { call } = file;
export let context: TestContext;
beforeAll(async () => {
  ({ context } = file.session);
  await replaceApprovalTiers(context.db, []);
});

/** A role whose members may approve (Approval/Action); answers its id. */
export const approverRole = async (name?: string) =>
  (await createRole(context.db, { [SUB_MENUS.approval]: ['View', 'Action'] }, name)).id;

export interface TierAnswer {
  _id: string;
  name: string;
  version: number;
}

/** A tier's body: `overrides` change the fields a test is about. */
export const tierBody = (roleIds: string[], overrides: Record<string, unknown> = {}) => ({
  name: 'Tier',
  plafondFrom: '0',
  plafondTo: '500000000',
  requiredApprovals: 1,
  roleIds,
  ...overrides,
});

export const createTier = async (roleIds: string[], overrides: Record<string, unknown> = {}) =>
  createdRecord<TierAnswer>(
    await call('POST', '/approval-authority', tierBody(roleIds, overrides)),
  );

export const tierNamesOf = (response: TestResponse) =>
  (response.json().response.data as { name: string }[]).map((row) => row.name);
