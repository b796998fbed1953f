import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { DEBITUR_PHOTO_CATEGORY } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-statement';
import { preparedScopeCondition, scopeParameters, type BranchScope } from '../../core/branch-scope';
import { anyOfPlaceholder } from '../../core/list-query';
import { branches } from '../branches/branches.table';
import { creditTypes } from '../credit-types/credit-types.table';
import { debiturFiles, debiturs } from '../debiturs/debiturs.table';
import { facilities } from '../facilities/facilities.table';
import { groups } from '../groups/groups.table';
import { users } from '../users/users.table';
import type { CreditApplicationRecordRow } from './credit-applications.repository';
import {
  creditApplicationApprovals,
  creditApplicationFacilities,
  creditApplicationSigning,
  creditApplications,
} from './credit-applications.table';
import { groupedByOwnerStatement } from '../../core/grouped-rows';

const debiturGroups = alias(groups, 'debitur_group');
const debiturBranches = alias(branches, 'debitur_branch');
const approverUsers = alias(users, 'approver');

/** A facility or a photo as its record shows it. */
interface NamedItem {
  id: string;
  name: string;
}

/**
 * An application with the names its answer shows, its facilities (by name) and its debitur's
 * photos (oldest first): a list page reads its ten records in one statement, not three.
 */
const recordSelection = {
  application: creditApplications,
  creditTypeName: creditTypes.name,
  groupName: groups.name,
  branchName: branches.name,
  createdByName: users.name,
  debitur: {
    id: debiturs.id,
    type: debiturs.type,
    fullName: debiturs.fullName,
    companyName: debiturs.companyName,
    email: debiturs.email,
    relatedGroupId: debiturs.relatedGroupId,
    relatedBranchId: debiturs.relatedBranchId,
  },
  debiturGroupName: debiturGroups.name,
  debiturBranchName: debiturBranches.name,
  facilities: sql<
    NamedItem[]
  >`(select coalesce(json_agg(json_build_object('id', ${facilities.id}, 'name', ${facilities.name}) order by ${facilities.name}), '[]'::json) from ${facilities} where ${facilities.id} = any(${creditApplications.facilityIds}))`,
  debiturPhotos: sql<
    NamedItem[]
  >`(select coalesce(json_agg(json_build_object('id', ${debiturFiles.id}, 'name', ${debiturFiles.name}) order by ${debiturFiles.createdAt}, ${debiturFiles.id}), '[]'::json) from ${debiturFiles} where ${debiturFiles.debiturId} = ${creditApplications.debiturId} and ${debiturFiles.category} = ${DEBITUR_PHOTO_CATEGORY})`,
  // Read from the approvals' (application, approver) key: a queue page's ten rows, ten probes.
  approvers: sql<
    string[]
  >`(select coalesce(json_agg(${approverUsers.name} order by ${creditApplicationApprovals.createdAt}, ${creditApplicationApprovals.id}), '[]'::json) from ${creditApplicationApprovals} join ${users} as ${approverUsers} on ${approverUsers.id} = ${creditApplicationApprovals.createdBy} where ${creditApplicationApprovals.applicationId} = ${creditApplications.id} and ${creditApplicationApprovals.action} = 'Approved')`,
};
export interface CreditApplicationRecord {
  application: CreditApplicationRecordRow;
  creditTypeName: string | null;
  groupName: string | null;
  branchName: string | null;
  createdByName: string | null;
  debitur: {
    id: string;
    type: string;
    fullName: string | null;
    companyName: string | null;
    email: string | null;
    relatedGroupId: string;
    relatedBranchId: string;
  } | null;
  debiturGroupName: string | null;
  debiturBranchName: string | null;
  facilities: NamedItem[];
  debiturPhotos: NamedItem[];
  approvers: string[];
}

const selectRecords = (executor: Executor) =>
  executor
    .select(recordSelection)
    .from(creditApplications)
    .leftJoin(creditTypes, eq(creditTypes.id, creditApplications.creditTypeId))
    .leftJoin(groups, eq(groups.id, creditApplications.groupId))
    .leftJoin(branches, eq(branches.id, creditApplications.branchId))
    .leftJoin(users, eq(users.id, creditApplications.createdBy))
    .leftJoin(debiturs, eq(debiturs.id, creditApplications.debiturId))
    .leftJoin(debiturGroups, eq(debiturGroups.id, debiturs.relatedGroupId))
    .leftJoin(debiturBranches, eq(debiturBranches.id, debiturs.relatedBranchId));

/**
 * The records of the given ids with their names. Every list page asks for it with ten ids, so it
 * is built and planned once per database (a prepared statement) instead of on each request.
 */
const recordsByIdsStatement = preparedPerDatabase((executor) =>
  selectRecords(executor)
    .where(sql`${creditApplications.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('credit_application_records_by_ids'),
);

export const recordsByIds = async (executor: Executor, ids: string[]) => {
  const position = new Map(ids.map((id, index) => [id, index]));
  const rows = (await recordsByIdsStatement(executor).execute({
    ids,
  })) as CreditApplicationRecord[];
  return rows.sort(
    (a, b) => (position.get(a.application.id) ?? 0) - (position.get(b.application.id) ?? 0),
  );
};

/**
 * The records of a window of the list read with their ids in one statement: `ids` selects the
 * window's ids (planned once, as the subquery of `any(array(...))`, before the joins), `order` is
 * the window's order. It is prepared by its caller, since only a window of fixed shape plans well
 * once for every call.
 */
export const recordsOfWindow = (executor: Executor, ids: SQL, order: SQL[]) =>
  selectRecords(executor)
    .where(sql`${creditApplications.id} = any(array(${ids}))`)
    .orderBy(...order);

/** Every detail page reads its record: built and planned once per database. */
const recordInScopeStatement = preparedPerDatabase((executor) =>
  selectRecords(executor)
    .where(
      and(
        eq(creditApplications.id, sql.placeholder('id')),
        preparedScopeCondition(creditApplications.branchId, creditApplications.createdBy),
      ),
    )
    .prepare('credit_application_record_in_scope'),
);

export const findCreditApplicationRecord = async (
  executor: Executor,
  id: string,
  scope: BranchScope,
) => {
  const [row] = await recordInScopeStatement(executor).execute({ id, ...scopeParameters(scope) });
  return row as CreditApplicationRecord | undefined;
};

/** The facilities of applications, for the audit of a change. */
export const facilitiesOfApplications = groupedByOwnerStatement(
  (executor) =>
    executor
      .select({
        applicationId: creditApplicationFacilities.applicationId,
        id: facilities.id,
        name: facilities.name,
      })
      .from(creditApplicationFacilities)
      .innerJoin(facilities, eq(facilities.id, creditApplicationFacilities.facilityId))
      .where(anyOfPlaceholder(creditApplicationFacilities.applicationId, 'ownerIds'))
      .orderBy(asc(facilities.name))
      .prepare('credit_application_facilities'),
  (row) => row.applicationId,
  (row): NamedItem => ({ id: row.id, name: row.name }),
);

const signingHistoryStatement = preparedPerDatabase((executor) =>
  executor
    .select({
      status: creditApplicationSigning.status,
      createdBy: creditApplicationSigning.createdBy,
      createdByName: users.name,
      createdAt: creditApplicationSigning.createdAt,
    })
    .from(creditApplicationSigning)
    .innerJoin(users, eq(users.id, creditApplicationSigning.createdBy))
    .where(eq(creditApplicationSigning.applicationId, sql.placeholder('applicationId')))
    .orderBy(asc(creditApplicationSigning.createdAt), asc(creditApplicationSigning.id))
    .prepare('credit_application_signing_history'),
);

export const signingHistory = (executor: Executor, applicationId: string) =>
  signingHistoryStatement(executor).execute({ applicationId });
