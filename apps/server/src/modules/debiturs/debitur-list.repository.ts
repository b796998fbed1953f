import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  DEBITUR_SORT_KEYS,
  type DebiturListQuery,
} from '@creditdesk/domain/debiturs/debiturs.schemas';
import type { Executor } from '../../db/client';
import { branchScopeCondition, type BranchScope } from '../../core/branch-scope';
import {
  applyPage,
  countRowsAtMost,
  descendingOrder,
  idsOf,
  matches,
  orderBy,
  orderedIds,
  pageWindow,
  readPage,
  searchTerm,
  sortKey,
  summedTotal,
  type ReadWindow,
  type SortColumns,
} from '../../core/list-query';
import { branches } from '../branches/branches.table';
import { groups } from '../groups/groups.table';
import { inScope } from './debiturs.repository';
import { debiturCounts, debiturs } from './debiturs.table';

const listConditions = (query: DebiturListQuery, scope: BranchScope) => {
  const conditions: (SQL | undefined)[] = [eq(debiturs.isArchive, query.isArchive), inScope(scope)];
  if (query.type) conditions.push(eq(debiturs.type, query.type));
  if (query.fullName?.length) conditions.push(inArray(debiturs.fullName, query.fullName));
  if (query.companyName?.length) conditions.push(inArray(debiturs.companyName, query.companyName));
  if (query.maritalStatus?.length)
    conditions.push(inArray(debiturs.maritalStatus, query.maritalStatus));
  // Compared as text so a malformed id matches nothing instead of failing the cast.
  if (query.branchId?.length)
    conditions.push(inArray(sql`${debiturs.relatedBranchId}::text`, query.branchId));
  if (query.search) {
    const term = searchTerm(query.search);
    conditions.push(
      or(
        ...('contains' in term
          ? [matches(debiturs.fullName, term), matches(debiturs.companyName, term)]
          : [matches(sql`coalesce(${debiturs.fullName}, ${debiturs.companyName}, '')`, term)]),
        matches(debiturs.email, term),
        matches(debiturs.idNumber, term),
        matches(debiturs.phoneNumber, term),
        matches(debiturs.telephoneNumber, term),
      ),
    );
  }
  return and(...conditions);
};

/** Whether the list's total counts rows: a search or a filter the counters do not hold. */
const countsRows = (query: DebiturListQuery) =>
  Boolean(
    query.search ||
    query.fullName?.length ||
    query.companyName?.length ||
    query.maritalStatus?.length,
  );

/**
 * The counters the database keeps for (tab, type, branch) that hold the list's rows: their sum is
 * its total when nothing else filters it, else at most COUNTED_TOTAL_MAX rows are counted.
 */
const countersOf = (query: DebiturListQuery, scope: BranchScope) =>
  and(
    eq(debiturCounts.isArchive, query.isArchive),
    branchScopeCondition(scope, debiturCounts.branchId),
    query.type ? eq(debiturCounts.type, query.type) : undefined,
    query.branchId?.length
      ? inArray(sql`${debiturCounts.branchId}::text`, query.branchId)
      : undefined,
  );

const sortable = {
  created: debiturs.createdAt,
  modified: debiturs.updatedAt,
  fullName: debiturs.fullName,
  companyName: debiturs.companyName,
  organizerName: debiturs.organizerName,
  email: debiturs.email,
  idNumber: debiturs.idNumber,
  phoneNumber: debiturs.phoneNumber,
  telephoneNumber: debiturs.telephoneNumber,
  maritalStatus: debiturs.maritalStatus,
  dateOfBirth: debiturs.dateOfBirth,
  budget: debiturs.budget,
  address: debiturs.address,
  relatedBranch: branches.name,
  relatedGroup: groups.name,
} satisfies SortColumns<typeof DEBITUR_SORT_KEYS>;

/**
 * Sort keys on the name of the debitur's branch or group: the owner's table, and the column of
 * debiturs that points to it.
 */
const sortedByOwner = {
  relatedBranch: { owners: branches, ownerId: debiturs.relatedBranchId },
  relatedGroup: { owners: groups, ownerId: debiturs.relatedGroupId },
};

/**
 * The ids of a window of the list's order. A sort by branch or group name takes each branch's (or
 * group's) first debiturs by id (debiturs_branch_sort_idx, debiturs_group_sort_idx), as many as
 * the window reaches, and merges them in name order, instead of joining and sorting every debitur
 * of the type. The inner rows are named `debiturs` so the list's order applies to them.
 */
const pageIds = async (
  executor: Executor,
  query: DebiturListQuery,
  where: SQL | undefined,
  read: ReadWindow,
  backwards: boolean,
) => {
  const order = orderBy(query, sortable, debiturs.id, backwards);
  const key = sortKey(query);
  if (!Object.hasOwn(sortedByOwner, key))
    return orderedIds(executor, debiturs.id, where, order, read);
  const { owners, ownerId } = sortedByOwner[key as keyof typeof sortedByOwner];
  return idsOf(
    executor,
    sql`select ${debiturs.id} from ${owners} cross join lateral (select ${debiturs.id} from ${debiturs} where ${where} and ${ownerId} = ${owners.id} order by ${debiturs.id} ${sql.raw(descendingOrder(query, backwards) ? 'desc' : 'asc')} limit ${read.offset + read.limit}) as ${debiturs} order by ${sql.join(order, sql`, `)} limit ${read.limit} offset ${read.offset}`,
  );
};

/**
 * A page of the list and its total (`readPage`): the page's ids come from debiturs alone, in the
 * order of one of its indexes, and only those rows are read as `records` (the service's, with
 * their files). No page depends on the total but for being read from the end, so a first page is
 * read beside it.
 */
export const listDebiturs = async <R>(
  executor: Executor,
  query: DebiturListQuery,
  scope: BranchScope,
  records: (ids: string[]) => Promise<R[]>,
) => {
  const window = pageWindow(query);
  if (window.cap) {
    const ids = await wholeListIds(executor, query, scope);
    return { rows: await records(ids), total: ids.length, totalCapped: false };
  }
  const where = listConditions(query, scope);
  return readPage(window, {
    total: () =>
      countsRows(query)
        ? countRowsAtMost(executor, debiturs, where)
        : summedTotal(executor, debiturCounts.debiturs, countersOf(query, scope)),
    ids: (read, backwards) => pageIds(executor, query, where, read, backwards),
    records,
    firstPageBesideTotal: true,
  });
};

/**
 * The ids of a whole list (an export) in its order, up to its cap (more is refused before any
 * record is read); the joins are there for a sort by branch or group name.
 */
export const wholeListIds = async (
  executor: Executor,
  query: DebiturListQuery,
  scope: BranchScope,
) =>
  (
    await applyPage(
      executor
        .select({ id: debiturs.id })
        .from(debiturs)
        .innerJoin(groups, eq(groups.id, debiturs.relatedGroupId))
        .innerJoin(branches, eq(branches.id, debiturs.relatedBranchId))
        .where(listConditions(query, scope))
        .orderBy(...orderBy(query, sortable, debiturs.id))
        .$dynamic(),
      pageWindow(query),
    )
  ).map((row) => row.id);
