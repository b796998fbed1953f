import { randomUUID } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { copyTemplateDatabase } from '../testing/test-database';
import {
  branchScopeCondition,
  preparedScopeCondition,
  scopeParameters,
  type BranchScope,
} from './branch-scope';

/** A table of its own, so the rule is seen apart from any module's records. */
const probes = pgTable('branch_scope_probe', {
  id: integer('id').primaryKey(),
  branchId: uuid('branch_id'),
  createdBy: uuid('created_by'),
});

const [branchA, branchB, user, otherUser] = [
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
];

// 1: in the area · 2: another branch · 3: the user's Draft without a branch · 4: someone else's
const rows = [
  { id: 1, branchId: branchA, createdBy: otherUser },
  { id: 2, branchId: branchB, createdBy: user },
  { id: 3, branchId: null, createdBy: user },
  { id: 4, branchId: null, createdBy: otherUser },
];

const cases: { name: string; scope: BranchScope; withCreator: number[]; branchOnly: number[] }[] = [
  {
    name: 'every branch',
    scope: { all: true },
    withCreator: [1, 2, 3, 4],
    branchOnly: [1, 2, 3, 4],
  },
  {
    name: 'an area of one branch',
    scope: { all: false, userId: user, branchIds: [branchA] },
    withCreator: [1, 3],
    branchOnly: [1],
  },
  {
    name: 'an empty area',
    scope: { all: false, userId: user, branchIds: [] },
    withCreator: [3],
    branchOnly: [],
  },
];

describe('branch scope: one rule, rendered with values and with placeholders', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await copyTemplateDatabase(inject('templateDatabase'));
    await database.db.execute(
      sql`create table branch_scope_probe (id integer primary key, branch_id uuid, created_by uuid)`,
    );
    await database.db.insert(probes).values(rows);
  });
  afterAll(() => database.close());

  const select = () => database.db.select({ id: probes.id }).from(probes);
  const ids = (found: { id: number }[]) => found.map((row) => row.id);

  it.each(cases)('$name: both renderings keep the same records', async (entry) => {
    const withValues = await select()
      .where(branchScopeCondition(entry.scope, probes.branchId, probes.createdBy))
      .orderBy(asc(probes.id));
    const prepared = await select()
      .where(preparedScopeCondition(probes.branchId, probes.createdBy))
      .orderBy(asc(probes.id))
      .prepare(`branch_scope_probe_${entry.name.replaceAll(' ', '_')}`)
      .execute(scopeParameters(entry.scope));
    const branchOnly = await select()
      .where(branchScopeCondition(entry.scope, probes.branchId))
      .orderBy(asc(probes.id));
    expect(ids(withValues)).toEqual(entry.withCreator);
    expect(ids(prepared)).toEqual(entry.withCreator);
    expect(ids(branchOnly)).toEqual(entry.branchOnly);
  });
});
