import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { debiturAuditActionsSaying } from '@creditdesk/domain/debiturs/debitur-audit.labels';
import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import type { BranchScope } from '../../core/branch-scope';
import {
  anyOf,
  applyPage,
  containsPattern,
  countAtMost,
  orderBy,
  pageWindow,
} from '../../core/list-query';
import { auditLogs } from '../../plugins/audit/audit.table';
import { users } from '../users/users.table';
import { inScope } from './debiturs.repository';
import { debiturs } from './debiturs.table';

const auditSearch = (executor: Executor, search: string | undefined) => {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const nameOf = (column: typeof auditLogs.before | typeof auditLogs.after) =>
    or(ilike(sql`${column}->>'fullName'`, pattern), ilike(sql`${column}->>'companyName'`, pattern));
  // A debitur matches by any name it had: created rows hold the first name, updates the later ones.
  const matchingIds = executor
    .select({ id: auditLogs.entityId })
    .from(auditLogs)
    .where(
      and(eq(auditLogs.entity, 'debitur'), or(nameOf(auditLogs.after), nameOf(auditLogs.before))),
    );
  const saidBy = debiturAuditActionsSaying(search);
  return or(
    inArray(auditLogs.entityId, matchingIds),
    ilike(auditLogs.action, pattern),
    saidBy.length ? inArray(auditLogs.action, saidBy) : undefined,
  );
};

/**
 * The audit rows a scoped user sees: those of the debiturs in his area, and of deleted debiturs
 * whose last branch was in it (the delete row keeps the branch).
 */
const auditScope = (executor: Executor, scope: BranchScope) => {
  if (scope.all) return undefined;
  const deletedAudit = alias(auditLogs, 'deleted_audit');
  return or(
    inArray(
      auditLogs.entityId,
      // entity_id is text (it names records of every kind), so the ids are compared as text.
      executor
        .select({ id: sql<string>`${debiturs.id}::text` })
        .from(debiturs)
        .where(inScope(scope)),
    ),
    inArray(
      auditLogs.entityId,
      executor
        .select({ id: deletedAudit.entityId })
        .from(deletedAudit)
        .where(
          and(
            eq(deletedAudit.entity, 'debitur'),
            eq(deletedAudit.action, 'deleted'),
            sql`(${deletedAudit.before}->>'relatedBranch') = any(${sql.param(scope.branchIds)}::text[])`,
          ),
        ),
    ),
  );
};

export const listDebiturAudit = async (
  executor: Executor,
  query: ListQuery,
  scope: BranchScope,
) => {
  const where = and(
    eq(auditLogs.entity, 'debitur'),
    auditScope(executor, scope),
    auditSearch(executor, query.search),
  );
  // The page does not depend on the total: the two are read side by side.
  const [rows, total] = await Promise.all([
    applyPage(
      executor
        .select({ log: auditLogs, actorName: users.name })
        .from(auditLogs)
        .leftJoin(users, eq(users.id, auditLogs.actorId))
        .where(where)
        .orderBy(...orderBy(query, { created: auditLogs.createdAt }, auditLogs.id))
        .$dynamic(),
      pageWindow(query),
    ),
    countAtMost(
      executor,
      executor.select({ id: auditLogs.id }).from(auditLogs).where(where).$dynamic(),
    ),
  ]);
  return { rows, ...total };
};

/** Every audit row of the given debiturs that may carry a name, oldest first. */
export const nameHistory = async (executor: Executor, debiturIds: string[]) => {
  if (debiturIds.length === 0) return [];
  return executor
    .select({
      entityId: auditLogs.entityId,
      before: auditLogs.before,
      after: auditLogs.after,
      createdAt: auditLogs.createdAt,
      id: auditLogs.id,
    })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.entity, 'debitur'),
        anyOf(auditLogs.entityId, debiturIds),
        inArray(auditLogs.action, ['created', 'updated', 'deleted']),
      ),
    )
    .orderBy(asc(auditLogs.createdAt), asc(auditLogs.id));
};
