import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  approvalAuthorities,
  approvalAuthorityCreditTypes,
  approvalAuthorityRoles,
} from '../approval-authorities/approval-authorities.table';
import { roles } from '../roles/roles.table';
import { users } from '../users/users.table';
import { creditApplicationApprovals, creditApplications } from './credit-applications.table';

export interface ResolvedTier {
  id: string;
  name: string;
  requiredApprovals: number;
  roleIds: string[];
}

/**
 * The tier that decides `plafond` of `creditTypeId`: one naming the credit type before one for
 * every type. A tier covers plafond_from < p <= plafond_to (from 0 it also covers 0; no upper
 * bound when plafond_to is null).
 */
export const resolveApprovalTier = async (
  executor: Executor,
  plafond: string,
  creditTypeId: string | null,
): Promise<ResolvedTier | undefined> => {
  const tier = approvalAuthorities;
  const links = approvalAuthorityCreditTypes;
  const namesType = sql`exists (select 1 from ${links} where ${links.authorityId} = ${tier.id} and ${links.creditTypeId} = ${creditTypeId})`;
  const namesNone = sql`not exists (select 1 from ${links} where ${links.authorityId} = ${tier.id})`;
  const { rows } = await executor.execute<{
    id: string;
    name: string;
    required_approvals: number;
    role_ids: string[] | null;
  }>(sql`
    select ${tier.id} as id, ${tier.name} as name, ${tier.requiredApprovals} as required_approvals,
      array(select ${approvalAuthorityRoles.roleId} from ${approvalAuthorityRoles}
        where ${approvalAuthorityRoles.authorityId} = ${tier.id}
        order by ${approvalAuthorityRoles.roleId}) as role_ids
    from ${tier}
    where (${tier.plafondFrom} < ${plafond}::numeric or (${tier.plafondFrom} = 0 and ${plafond}::numeric = 0))
      and (${tier.plafondTo} is null or ${plafond}::numeric <= ${tier.plafondTo})
      and (${creditTypeId === null ? sql`false` : namesType} or ${namesNone})
    order by ${creditTypeId === null ? sql`0` : namesType} desc, ${tier.plafondFrom} desc, ${tier.id}
    limit 1`);
  const row = rows[0];
  return row
    ? {
        id: row.id,
        name: row.name,
        requiredApprovals: Number(row.required_approvals),
        roleIds: row.role_ids ?? [],
      }
    : undefined;
};

/** Every tier by name, in the ladder's order: the approval queue's tier filter. */
export const approvalTierOptions = (executor: Executor) =>
  executor
    .select({ _id: approvalAuthorities.id, name: approvalAuthorities.name })
    .from(approvalAuthorities)
    .orderBy(approvalAuthorities.plafondFrom, approvalAuthorities.name);

/** A new round of approvals starts at Submit: the decisions of an earlier one stay on the timeline. */
export const deleteApprovalsOf = async (executor: Executor, applicationId: string) => {
  await executor
    .delete(creditApplicationApprovals)
    .where(eq(creditApplicationApprovals.applicationId, applicationId));
};

export const insertApproval = async (
  executor: Executor,
  values: typeof creditApplicationApprovals.$inferInsert,
) => {
  await executor.insert(creditApplicationApprovals).values(values);
};

/** Counts an approval on the locked application and answers the new count. */
export const countApproval = async (executor: Executor, applicationId: string) => {
  const [row] = await executor
    .update(creditApplications)
    .set({ approvalsGiven: sql`${creditApplications.approvalsGiven} + 1` })
    .where(eq(creditApplications.id, applicationId))
    .returning({ given: creditApplications.approvalsGiven });
  if (!row) throw new Error('the locked credit application was not found');
  return row.given;
};

export interface StoredApproval {
  userId: string;
  userName: string;
  role: string | null;
  action: string;
  reason: string | null;
  created: string;
}

/**
 * The decisions of the current round with the approvers' and roles' names, and the names of the
 * tier's roles: one statement for the detail's approvals block and the decision's checks.
 */
export const approvalsOfApplication = async (executor: Executor, applicationId: string) => {
  const a = creditApplicationApprovals;
  const { rows } = await executor.execute<{
    approvals: StoredApproval[] | null;
    role_names: string[] | null;
  }>(sql`
    select
      (select json_agg(json_build_object('userId', ${a.createdBy}, 'userName', ${users.name},
          'role', ${roles.name}, 'action', ${a.action}, 'reason', ${a.reason},
          'created', ${a.createdAt}) order by ${a.createdAt}, ${a.id})
        from ${a} join ${users} on ${users.id} = ${a.createdBy}
        left join ${roles} on ${roles.id} = ${a.roleId}
        where ${a.applicationId} = ${creditApplications.id}) as approvals,
      (select json_agg(${roles.name} order by ${roles.name}) from ${roles}
        where ${roles.id} = any(${creditApplications.approverRoleIds})) as role_names
    from ${creditApplications} where ${eq(creditApplications.id, applicationId)}`);
  const row = rows[0];
  return {
    approvals: (row?.approvals ?? []).map((approval) => ({
      ...approval,
      created: new Date(approval.created).toISOString(),
    })),
    roleNames: row?.role_names ?? [],
  };
};

/**
 * The approval queue's own filters: the frozen tier, and the applications `approver` may decide
 * (his role among the tier's, or any role for a tier naming none; not his own; not yet decided
 * by him). `mayAct` is whether he holds Approval/Action at all.
 */
export const approvalQueueCondition = (
  filters: { tier?: string[]; canDecide: boolean },
  approver: { userId: string; roleId: string | null; mayAct: boolean },
) => {
  const conditions = [];
  if (filters.tier?.length)
    conditions.push(inArray(creditApplications.approvalTierId, filters.tier));
  if (filters.canDecide) {
    if (!approver.mayAct) return sql`false`;
    const a = creditApplicationApprovals;
    conditions.push(
      sql`(${creditApplications.approverRoleIds} is null or ${approver.roleId}::uuid = any(${creditApplications.approverRoleIds}))`,
      ne(creditApplications.createdBy, approver.userId),
      sql`not exists (select 1 from ${a} where ${a.applicationId} = ${creditApplications.id} and ${a.createdBy} = ${approver.userId})`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
};
