import { and, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  CREDIT_APPLICATION_SORT_KEYS,
  type CreditApplicationListQuery,
} from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { COUNTED_TOTAL_MAX, DEFAULT_LIMIT } from '@creditdesk/domain/shared/limits';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-statement';
import { branchScopeCondition, type BranchScope } from '../../core/branch-scope';
import {
  applyPage,
  countPrefixMatchesAtMost,
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
import {
  recordsByIds,
  recordsOfWindow,
  type CreditApplicationRecord,
} from './credit-application-records.repository';
import type { CounterTotalsCache } from './counter-totals-cache';
import { inScope } from './credit-applications.repository';
import {
  applicationFilterConditions,
  creditApplicationCounts,
  creditApplications,
  statusesOf,
} from './credit-applications.table';

/**
 * The search: the number, the description or the debitur's name, all columns of
 * credit_applications (the name is copied there by a trigger), so each reads its own index and
 * the matches are combined, or a page walks the list's order and tests each row.
 */
const searchCondition = (search: string) => {
  const term = searchTerm(search);
  return or(
    matches(creditApplications.creditAppNo, term),
    matches(creditApplications.creditDesc, term),
    matches(creditApplications.debiturName, term),
  );
};

/** The list's filters, on credit_applications alone so that the page and its total need no join. */
const listConditions = (query: CreditApplicationListQuery, scope: BranchScope) =>
  and(
    eq(creditApplications.isArchive, query.isArchive),
    inScope(scope),
    query.search ? searchCondition(query.search) : undefined,
    applicationFilterConditions(query),
    query.tenorStartDate ? gte(creditApplications.tenorStartDate, query.tenorStartDate) : undefined,
    query.tenorEndDate ? lte(creditApplications.tenorEndDate, query.tenorEndDate) : undefined,
  );

const sortable = {
  created: creditApplications.createdAt,
  modified: creditApplications.updatedAt,
  creditAppNo: creditApplications.creditAppNo,
  creditAppDate: creditApplications.creditAppDate,
  status: creditApplications.status,
  plafond: creditApplications.plafond,
  tenorStartDate: creditApplications.tenorStartDate,
  tenorEndDate: creditApplications.tenorEndDate,
  creditDesc: creditApplications.creditDesc,
  // The approval queue: oldest waiting first, read from credit_applications_queue_idx.
  statusChanged: creditApplications.statusChangedAt,
} satisfies SortColumns<typeof CREDIT_APPLICATION_SORT_KEYS>;

/** Whether the list's total counts rows: a search or a filter the counters do not hold. */
const countsRows = (query: CreditApplicationListQuery) =>
  Boolean(
    query.search ||
    query.debitur?.length ||
    query.creditType?.length ||
    query.tenorStartDate ||
    query.tenorEndDate ||
    query.facilities?.length,
  );

/**
 * The counters of the list's rows when nothing the counters do not hold filters it (the tab, the
 * statuses, the branches and the user's area are their keys): their sum is the exact total, and a
 * few hundred rows to read whatever the size of the book. Otherwise the rows are counted, at most
 * COUNTED_TOTAL_MAX of them.
 */
const countersOf = (query: CreditApplicationListQuery, scope: BranchScope) => {
  const statuses = statusesOf(query);
  return and(
    eq(creditApplicationCounts.isArchive, query.isArchive),
    branchScopeCondition(
      scope,
      creditApplicationCounts.branchId,
      creditApplicationCounts.draftOwner,
    ),
    statuses?.length ? inArray(creditApplicationCounts.status, statuses) : undefined,
    query.branchId?.length ? inArray(creditApplicationCounts.branchId, query.branchId) : undefined,
  );
};

/**
 * What the counters' sum of `countersOf` depends on, as the key of its cache: the same filters
 * in any order ask for the same sum.
 */
const countersKey = (query: CreditApplicationListQuery, scope: BranchScope) =>
  JSON.stringify([
    query.isArchive,
    [...(statusesOf(query) ?? [])].sort(),
    [...(query.branchId ?? [])].sort(),
    scope.all ? 'all' : [scope.userId, [...scope.branchIds].sort()],
  ]);

/** The list's own order: created, newest first. */
const defaultOrder = orderBy({}, sortable, creditApplications.id);

/**
 * The default page (a tab's first DEFAULT_LIMIT applications, newest first, for a user who sees
 * every branch) in one statement, prepared once per database. Its limit is written in: PostgreSQL
 * plans a LIMIT given as a parameter for a tenth of the table and then plans the statement afresh
 * on every call (17 ms for its eight joins). An area is left to the two statements for the same
 * reason: as parameters its branches could not be weighed by a plan made once.
 */
const defaultPageStatement = preparedPerDatabase((executor) =>
  recordsOfWindow(
    executor,
    sql`select ${creditApplications.id} from ${creditApplications} where ${creditApplications.isArchive} = ${sql.placeholder('isArchive')} order by ${sql.join(defaultOrder, sql`, `)} limit ${sql.raw(String(DEFAULT_LIMIT))}`,
    defaultOrder,
  ).prepare('credit_application_default_page'),
);

const isDefaultPage = (
  query: CreditApplicationListQuery,
  scope: BranchScope,
  window: { limit: number; offset: number },
) =>
  scope.all &&
  window.offset === 0 &&
  window.limit === DEFAULT_LIMIT &&
  !countsRows(query) &&
  !statusesOf(query)?.length &&
  !query.branchId?.length &&
  sortKey(query) === 'created' &&
  descendingOrder(query);

/**
 * The ids of a window of the list's order. When the rows were counted and are few, the window
 * sorts those rows (`offset 0` keeps the planner from walking the order's index in the hope of
 * meeting them, which for a rare search means reading the whole book); many rows are met soon on
 * that walk.
 */
const pageIds = async (
  executor: Executor,
  query: CreditApplicationListQuery,
  where: SQL | undefined,
  read: ReadWindow,
  backwards: boolean,
  fewRows: boolean,
) => {
  const order = orderBy(query, sortable, creditApplications.id, backwards);
  if (!fewRows) return orderedIds(executor, creditApplications.id, where, order, read);
  return idsOf(
    executor,
    sql`select ${creditApplications.id} from (select * from ${creditApplications} where ${where} offset 0) as ${creditApplications} order by ${sql.join(order, sql`, `)} limit ${read.limit} offset ${read.offset}`,
  );
};

/**
 * The matches of a search of three letters or more, counted and sorted for the window in one
 * statement: each match is read from the table to test its text (trigram indexes only point at
 * candidates), so counting them and then sorting them would read them twice. The page's ids are
 * undefined when the matches are more than COUNTED_TOTAL_MAX: those were only the first ones met.
 */
const countedSearchPage = async (
  executor: Executor,
  query: CreditApplicationListQuery,
  where: SQL | undefined,
  read: ReadWindow,
) => {
  const order = orderBy(query, sortable, creditApplications.id);
  const sortColumn = sortable[sortKey(query) as keyof typeof sortable];
  const { rows } = await executor.execute<{ total: number; id: string | null }>(sql`
    with matched as materialized (
      select ${creditApplications.id}, ${sortColumn} from ${creditApplications} where ${where}
      limit ${COUNTED_TOTAL_MAX + 1}
    )
    select (select count(*) from matched)::int as total, page.id
    from (select 1) as one
    left join lateral (
      select ${creditApplications.id} from matched as ${creditApplications}
      order by ${sql.join(order, sql`, `)} limit ${read.limit} offset ${read.offset}
    ) as page on true`);
  const total = Number(rows[0]?.total ?? 0);
  if (total > COUNTED_TOTAL_MAX) return { total: COUNTED_TOTAL_MAX, totalCapped: true };
  const ids = rows.flatMap((row) => (row.id === null ? [] : [row.id]));
  return { total, totalCapped: false, ids };
};

/**
 * A page of the list and its total (`readPage`). A total summed from the counters leaves the
 * first page free to be read beside it; a counted one decides whether the page sorts few rows. A
 * search of three letters or more counts and sorts its matches at once, and walks the list's
 * order only when they are too many to count.
 */
export const listCreditApplications = async (
  executor: Executor,
  query: CreditApplicationListQuery,
  scope: BranchScope,
  {
    narrowed,
    totals,
  }: {
    /** A condition the counters do not hold (the approval queue's tier and 'I can decide'). */
    narrowed?: SQL;
    /** Where the counters' sums are kept between requests. */
    totals?: CounterTotalsCache;
  } = {},
) => {
  const window = pageWindow(query);
  if (window.cap) {
    const ids = await wholeListIds(executor, query, scope, narrowed);
    return { rows: await recordsByIds(executor, ids), total: ids.length, totalCapped: false };
  }
  const where = and(listConditions(query, scope), narrowed);
  const counted = countsRows(query) || narrowed !== undefined;
  const term = query.search ? searchTerm(query.search) : undefined;
  const searched =
    term && 'contains' in term
      ? await countedSearchPage(executor, query, where, window)
      : undefined;
  if (searched?.ids)
    return {
      rows: await recordsByIds(executor, searched.ids),
      total: searched.total,
      totalCapped: false,
    };
  return readPage(window, {
    total: async () => {
      if (searched) return searched;
      if (!counted) {
        const sum = () =>
          summedTotal(executor, creditApplicationCounts.applications, countersOf(query, scope));
        return totals ? totals.total(countersKey(query, scope), sum) : sum();
      }
      return term && 'startsWith' in term
        ? countPrefixMatchesAtMost(executor, creditApplications, where)
        : countRowsAtMost(executor, creditApplications, where);
    },
    ids: (read, backwards, total) =>
      pageIds(executor, query, where, read, backwards, counted && total?.totalCapped === false),
    records: (ids) => recordsByIds(executor, ids),
    firstPageBesideTotal: !counted,
    firstPage:
      narrowed === undefined && isDefaultPage(query, scope, window)
        ? async () =>
            (await defaultPageStatement(executor).execute({
              isArchive: query.isArchive,
            })) as CreditApplicationRecord[]
        : undefined,
  });
};

/**
 * The ids of a whole list (unpaged, or an export) in its order, up to its cap (more is refused
 * before any record is read). An export then reads their records a batch at a time while it
 * writes the file.
 */
export const wholeListIds = async (
  executor: Executor,
  query: CreditApplicationListQuery,
  scope: BranchScope,
  narrowed?: SQL,
) =>
  (
    await applyPage(
      executor
        .select({ id: creditApplications.id })
        .from(creditApplications)
        .where(and(listConditions(query, scope), narrowed))
        .orderBy(...orderBy(query, sortable, creditApplications.id))
        .$dynamic(),
      pageWindow(query),
    )
  ).map((row) => row.id);
