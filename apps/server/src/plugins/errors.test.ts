import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import { buildApp } from '../app';
import { groups } from '../modules/groups/groups.table';
import { branchGroups, branches } from '../modules/branches/branches.table';
import { createTestApp, type TestContext } from '../testing/test-app';
import { copyTemplateDatabase } from '../testing/test-database';
import { publicRoute } from './auth';

let context: TestContext;
let app: Awaited<ReturnType<typeof buildApp>>;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/**
 * Probe routes that run the database into each refusal directly, as a race would (the record
 * deleted between the service's check and its insert).
 */
beforeAll(async () => {
  context = await createTestApp();
  app = await buildApp({
    config: context.config,
    database: await copyTemplateDatabase(inject('templateDatabase')),
  });
  app.post('/probe/link-missing-group', { config: publicRoute }, async () => {
    const [branch] = await app.db.insert(branches).values({ name: 'Probe' }).returning();
    await app.db.insert(branchGroups).values({ branchId: branch!.id, groupId: UNKNOWN });
    return { message: 'linked', response: null };
  });
  app.delete('/probe/group-in-use', { config: publicRoute }, async () => {
    const [group] = await app.db.insert(groups).values({ name: 'In Use' }).returning();
    const [branch] = await app.db.insert(branches).values({ name: 'User' }).returning();
    await app.db.insert(branchGroups).values({ branchId: branch!.id, groupId: group!.id });
    await app.db.delete(groups).where(eq(groups.id, group!.id));
    return { message: 'deleted', response: null };
  });
  app.post('/probe/date-out-of-range', { config: publicRoute }, async () => {
    await app.db.execute(sql`select '2025-02-29'::date`);
    return { message: 'read', response: null };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await context.close();
});

describe('database refusals', () => {
  it('answer an insert naming a record that does not exist with 400, not "in use"', async () => {
    const response = await app.inject({ method: 'POST', url: '/probe/link-missing-group' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(REQUEST_MESSAGES.referenceMissing);
  });

  it('answer a delete of a record in use with 409 and the spec text', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/probe/group-in-use' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('request.inUse');
  });

  it('answer a value the database cannot hold with 400, never 500', async () => {
    const response = await app.inject({ method: 'POST', url: '/probe/date-out-of-range' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(REQUEST_MESSAGES.valueNotStorable);
  });
});
