import { beforeAll } from 'vitest';
import { createdRecord } from '../../testing/http';
import { adminTestFile } from '../../testing/admin-test-file';
import { createUser } from '../../testing/factories';
import type { TestResponse } from '../../testing/http';
import { createGroup } from '../../testing/master-data';
import type { TestContext } from '../../testing/test-app';
import { userAreas } from '../users/users.table';

/**
 * What this module's test files share. Importing it gives the importing test file its own app
 * and administrator; `context` is set once its `beforeAll` has run.
 */
const file = adminTestFile('/api/v1/master-data');
export const { call } = file;
export let context: TestContext;
beforeAll(() => ({ context } = file.session));

/** A group made in the table; answers its id. */
export const groupNamed = async (name: string) => (await createGroup(context.db, name)).id;

export const createBranch = async (
  branchName: string,
  relatedGroupId: string[],
  description?: string,
) => {
  return createdRecord<{ _id: string; version: number }>(
    await call('POST', '/branch', { branchName, description, relatedGroupId }),
  );
};

/** A user working in the branch under the group. */
export const assignUser = async (branchId: string, groupId: string, userId?: string) => {
  const id = userId ?? (await createUser(context.db)).id;
  await context.db.insert(userAreas).values({ userId: id, groupId, branchId });
  return id;
};

export const namesOf = (response: TestResponse) =>
  (response.json().response.data as { branchName: string }[]).map((row) => row.branchName);
