import { and, arrayOverlaps, inArray, sql } from 'drizzle-orm';
import type { CreditApplicationListQuery } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import {
  canonicalStatus,
  CREDIT_APPLICATION_STATUSES,
} from '@creditdesk/domain/credit-applications/credit-application-status';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, requiredReference, versionColumns } from '../../db/columns';
import { linkKeys } from '../../db/link-keys';
import { approvalAuthorities } from '../approval-authorities/approval-authorities.table';
import { branches } from '../branches/branches.table';
import { creditTypes } from '../credit-types/credit-types.table';
import { catalogueVersions } from '../document-catalogue/catalogue-versions.table';
import { debiturs } from '../debiturs/debiturs.table';
import { facilities } from '../facilities/facilities.table';
import { groups } from '../groups/groups.table';
import { createdByColumn, writtenByColumns } from '../users/users.table';

/**
 * The list's other sortable columns, each with an index of its own like the default order's, so
 * that a sort reads its ten rows from an index instead of sorting the whole tab.
 */
const SORTED_BY = [
  ['updated', 'updatedAt'],
  ['number', 'creditAppNo'],
  ['date', 'creditAppDate'],
  ['tenor_start', 'tenorStartDate'],
  ['tenor_end', 'tenorEndDate'],
  ['description', 'creditDesc'],
] as const;

/** A credit application; a Draft may leave the credit fields empty. */
export const creditApplications = pgTable(
  'credit_applications',
  {
    id: idColumn(),
    creditAppNo: text('credit_app_no').notNull().unique(),
    creditAppDate: date('credit_app_date', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    joinType: text('join_type').notNull(),
    status: text('status').notNull(),
    isArchive: boolean('is_archive').notNull().default(false),
    debiturId: uuid('debitur_id').references(() => debiturs.id, { onDelete: 'restrict' }),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'restrict' }),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'restrict' }),
    creditTypeId: uuid('credit_type_id').references(() => creditTypes.id, { onDelete: 'restrict' }),
    plafond: numeric('plafond', { precision: 20, scale: 2 }),
    tenorStartDate: date('tenor_start_date', { mode: 'string' }),
    tenorEndDate: date('tenor_end_date', { mode: 'string' }),
    creditDesc: text('credit_desc'),
    /**
     * The debitur's name (full or company), copied by triggers (migration 0010) when the debitur
     * is set or renamed: the list's search then reads one table's indexes instead of handing the
     * ids of thousands of matching debiturs from one query to the next.
     */
    debiturName: text('debitur_name'),
    /**
     * The ids of its facilities, copied from credit_application_facilities by triggers
     * (migration 0017): the list's facility filter then reads this table's own index, for its page
     * and its total, instead of joining a million and a half links.
     */
    facilityIds: uuid('facility_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** The reason of the last decision (Approved or Rejected); empty is allowed. */
    decisionReason: text('decision_reason'),
    /**
     * The approval tier resolved at Submit, frozen with what it required then (name, count, roles),
     * so a later change of the tiers does not move an application already waiting.
     */
    approvalTierId: uuid('approval_tier_id').references(() => approvalAuthorities.id, {
      onDelete: 'set null',
    }),
    approvalTierName: text('approval_tier_name'),
    approvalsRequired: integer('approvals_required'),
    approverRoleIds: uuid('approver_role_ids').array(),
    /** Distinct approvals given since the last Submit, counted under the row's lock. */
    approvalsGiven: integer('approvals_given').notNull().default(0),
    /** When the status last changed: how long an application has waited in the approval queue. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it last went to Waiting for Review: the start of the time to its decision. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The document catalogue version it was first submitted with; its file keeps that shape. */
    catalogueVersionId: integer('catalogue_version_id').references(() => catalogueVersions.id, {
      onDelete: 'restrict',
    }),
    createdBy: createdByColumn(),
    ...versionColumns(),
  },
  (table) => {
    // The approval queue in a tab, oldest waiting first, then the columns its filters read
    // (creator, tier roles, branch), so that a page and its count up to 10,001 are read from an
    // index alone.
    const queueColumns = [
      table.isArchive,
      table.statusChangedAt,
      table.id,
      table.createdBy,
      table.approverRoleIds,
      table.branchId,
    ] as const;
    return [
      // The list's order within its tab (archived or not), read forwards or backwards: a sort
      // breaks ties by the id in its own direction, so one index serves both directions, and a
      // page near the end is read from the end (see the list query).
      index('credit_applications_created_idx').on(table.isArchive, table.createdAt, table.id),
      index('credit_applications_plafond_idx').on(table.isArchive, table.plafond, table.id),
      ...SORTED_BY.map(([name, column]) =>
        index(`credit_applications_${name}_sort_idx`).on(table.isArchive, table[column], table.id),
      ),
      // Exact totals of a tab, whole or by status, are counted from this index alone; it is also
      // the order of a sort by status.
      index('credit_applications_status_idx').on(table.isArchive, table.status, table.id),
      // The approval queue: one status, oldest waiting first. Its last columns let the dashboard's
      // median time to decision read the month's decisions in scope from this index alone.
      index('credit_applications_queue_idx').on(
        table.status,
        table.statusChangedAt,
        table.id,
        table.submittedAt,
        table.branchId,
        table.createdBy,
      ),
      // The approval queue of one tier, and 'I can decide' over the whole queue; the whole queue's
      // also holds the tier, for the dashboard's count per tier.
      index('credit_applications_queue_tier_idx')
        .on(table.approvalTierId, ...queueColumns)
        .where(sql`${table.status} = 'Waiting for Review'`),
      index('credit_applications_queue_decider_idx')
        .on(...queueColumns, table.approvalTierId, table.approvalTierName)
        .where(sql`${table.status} = 'Waiting for Review'`),
      // The tenor filter: start from, end until, within a tab.
      index('credit_applications_tenor_idx').on(
        table.isArchive,
        table.tenorStartDate,
        table.tenorEndDate,
      ),
      index('credit_applications_debitur_idx').on(table.debiturId),
      index('credit_applications_branch_idx').on(table.branchId),
      index('credit_applications_group_idx').on(table.groupId),
      index('credit_applications_credit_type_idx').on(table.creditTypeId),
      index('credit_applications_created_by_idx').on(table.createdBy),
      // The list's search is a contains-match (ILIKE '%term%'), which only trigram indexes serve.
      index('credit_applications_no_trgm_idx').using('gin', table.creditAppNo.op('gin_trgm_ops')),
      index('credit_applications_desc_trgm_idx').using('gin', table.creditDesc.op('gin_trgm_ops')),
      // Terms of one or two letters have no trigram: they match the start of the text instead.
      index('credit_applications_no_prefix_idx').on(
        sql`lower(${table.creditAppNo}) text_pattern_ops`,
      ),
      index('credit_applications_desc_prefix_idx').on(
        sql`lower(${table.creditDesc}) text_pattern_ops`,
      ),
      index('credit_applications_debitur_name_trgm_idx').using(
        'gin',
        table.debiturName.op('gin_trgm_ops'),
      ),
      // A name search within one status reads only that status's matches from the table: half the
      // book is Completed, and testing the other half's matches row by row doubled the search.
      ...CREDIT_APPLICATION_STATUSES.map((status) =>
        index(`credit_applications_name_trgm_${status.toLowerCase().replaceAll(' ', '_')}_idx`)
          .using('gin', table.debiturName.op('gin_trgm_ops'))
          .where(sql`${table.status} = ${sql.raw(`'${status}'`)}`),
      ),
      index('credit_applications_facility_ids_idx').using('gin', table.facilityIds),
      index('credit_applications_debitur_name_prefix_idx').on(
        sql`lower(${table.debiturName}) text_pattern_ops`,
      ),
    ];
  },
);

/** The application a row belongs to, and goes with. */
export const applicationIdColumn = () =>
  requiredReference('application_id', () => creditApplications.id, 'cascade');

/**
 * How many applications each (tab, status, branch) holds, kept by statement triggers on
 * credit_applications (migration 0010), so a list's total without a search or other filter is a
 * sum over a few hundred rows instead of a count of a million. A Draft without a branch is seen
 * by its creator only, so those are counted per creator (`draftOwner`).
 */
export const creditApplicationCounts = pgTable(
  'credit_application_counts',
  {
    isArchive: boolean('is_archive').notNull(),
    status: text('status').notNull(),
    branchId: uuid('branch_id'),
    draftOwner: uuid('draft_owner'),
    applications: bigint('applications', { mode: 'number' }).notNull(),
  },
  (table) => [
    unique('credit_application_counts_key')
      .on(table.isArchive, table.status, table.branchId, table.draftOwner)
      .nullsNotDistinct(),
  ],
);

export const creditApplicationFacilities = pgTable(
  'credit_application_facilities',
  {
    applicationId: applicationIdColumn(),
    facilityId: requiredReference('facility_id', () => facilities.id, 'restrict'),
  },
  // The index serves the facilities filter, and the restrict check when a facility is deleted.
  (table) =>
    linkKeys(table.applicationId, table.facilityId, 'credit_application_facilities_facility_idx'),
);

/** Every status an application reached, who moved it and when (the spec's signingHistory). */
export const creditApplicationSigning = pgTable(
  'credit_application_signing',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    status: text('status').notNull(),
    ...writtenByColumns(),
  },
  (table) => [
    // An application's history in order, and the dashboard's last move to the queue before each
    // decision, read from the index alone.
    index('credit_application_signing_history_idx').on(
      table.applicationId,
      table.status,
      table.createdAt,
    ),
    index('credit_application_signing_created_by_idx').on(table.createdBy),
  ],
);

/**
 * One approver's decision at the application's tier since its last Submit: one per approver, so a
 * repeated or concurrent approval by the same user counts once.
 */
export const creditApplicationApprovals = pgTable(
  'credit_application_approvals',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    /** 'Approved' or 'Rejected'. */
    action: text('action').notNull(),
    reason: text('reason'),
    /** The approver's role when he decided, whose name the approvals block shows. */
    roleId: uuid('role_id'),
    ...writtenByColumns(),
  },
  (table) => [
    unique('credit_application_approvals_approver_key').on(table.applicationId, table.createdBy),
    index('credit_application_approvals_created_by_idx').on(table.createdBy),
  ],
);

/**
 * The last application number of each year. Incremented inside the creating transaction, so
 * numbers have no gaps: a rolled-back creation gives its number back.
 */
export const creditApplicationSequences = pgTable('credit_application_sequences', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

type ApplicationFilters = Pick<
  CreditApplicationListQuery,
  'branchId' | 'debitur' | 'creditType' | 'status' | 'facilities'
>;

/** The statuses asked for, each old name read as the status it stands for now. */
export const statusesOf = (query: Pick<ApplicationFilters, 'status'>) =>
  query.status?.map((name) => canonicalStatus(name) ?? name);

/**
 * The filters of an application's own columns that the credit application list and the reports
 * both offer: branch, debitur, credit type, status and facilities.
 */
export const applicationFilterConditions = (query: ApplicationFilters) => {
  const statuses = statusesOf(query);
  return and(
    query.branchId?.length ? inArray(creditApplications.branchId, query.branchId) : undefined,
    query.debitur?.length ? inArray(creditApplications.debiturId, query.debitur) : undefined,
    query.creditType?.length
      ? inArray(creditApplications.creditTypeId, query.creditType)
      : undefined,
    statuses?.length ? inArray(creditApplications.status, statuses) : undefined,
    query.facilities?.length
      ? arrayOverlaps(creditApplications.facilityIds, query.facilities)
      : undefined,
  );
};
