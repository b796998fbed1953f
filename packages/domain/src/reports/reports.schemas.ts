import { z } from 'zod';
import { statusFilter } from '../credit-applications/credit-applications.schemas';
import { dateOnly } from '../shared/dates';
import { TEXT_MAX } from '../shared/limits';
import {
  arrayFilter,
  exportFormatSchema,
  listQuerySchema,
  sortedListQuery,
} from '../shared/list-query.schemas';
import { withParams } from '../shared/message-index';
import { cappedString } from '../shared/text.schemas';
import { namedRecordSchema } from '../shared/record.schemas';
import { badgesOf, REPORT_BADGES } from './report-badges';
import type { PageFilter, ReportDefinition } from './report-definition';
import { REPORT_MESSAGES } from './reports.messages';

export { REPORT_MESSAGES };

const pageFilterSchema = (filter: PageFilter) => {
  switch (filter.kind) {
    case 'contains':
      return cappedString(TEXT_MAX).optional();
    // Their choices are the catalogue's (filter-options), which changes: any value is taken, and
    // one no file carries matches no row, while an option retired since still finds its files.
    case 'option':
    case 'type':
      return arrayFilter(cappedString(TEXT_MAX));
    case 'filled':
      return z
        .enum(['yes', 'no'], {
          error: withParams(REPORT_MESSAGES.accepted, { label: filter.label }),
        })
        .optional();
  }
};

/** The common filters of every report page (design: Shared by every report page). */
const commonFilters = (definition: ReportDefinition) => {
  const badges = badgesOf(definition);
  return {
    groupId: arrayFilter(z.uuid()),
    branchId: arrayFilter(z.uuid()),
    debitur: arrayFilter(z.uuid()),
    creditType: arrayFilter(z.uuid()),
    facilities: arrayFilter(z.uuid()),
    status: arrayFilter(statusFilter),
    dueFrom: dateOnly(REPORT_MESSAGES.dueFrom).optional(),
    dueTo: dateOnly(REPORT_MESSAGES.dueTo).optional(),
    badge: arrayFilter(
      z.enum(badges as [string, ...string[]], {
        error: withParams(REPORT_MESSAGES.badge, { badges: badges.join(', ') }),
      }),
    ),
  };
};

/**
 * The page filters' keys differ per page, so their type is ReportListQuery's index signature
 * rather than the schema's; the schema still checks each of them.
 */
const pageFilterShape = (definition: ReportDefinition) =>
  Object.fromEntries(
    definition.pageFilters.map((filter) => [filter.key, pageFilterSchema(filter)]),
  ) as object;

const dueRangeInOrder = (query: { dueFrom?: string; dueTo?: string }) =>
  !query.dueFrom || !query.dueTo || query.dueFrom <= query.dueTo;
const dueRangeIssue = { message: REPORT_MESSAGES.dueRange, path: ['dueTo'] };

/** The keys a report page sorts by; without one, open items first and the earliest due on top. */
export const REPORT_SORT_KEYS = ['created', 'daysLeft', 'creditAppNo'] as const;
const reportQuery = sortedListQuery(REPORT_SORT_KEYS);

/** The list query of one report page: the shared list query, the common and the page filters. */
export const reportListQuerySchema = (definition: ReportDefinition) =>
  reportQuery
    .extend(commonFilters(definition))
    .extend(pageFilterShape(definition))
    .refine(dueRangeInOrder, dueRangeIssue);

/** The same query with the export's format. */
export const reportExportQuerySchema = (definition: ReportDefinition) =>
  reportQuery
    .extend({ ...commonFilters(definition), ...exportFormatSchema.shape })
    .extend(pageFilterShape(definition))
    .refine(dueRangeInOrder, dueRangeIssue);

/** Every key any report's query may hold, for code that serves every page. */
export interface ReportListQuery extends z.infer<typeof listQuerySchema> {
  groupId?: string[];
  branchId?: string[];
  debitur?: string[];
  creditType?: string[];
  facilities?: string[];
  status?: string[];
  dueFrom?: string;
  dueTo?: string;
  badge?: string[];
  [pageFilter: string]: unknown;
}

export const reportRowSchema = z.object({
  /** The document's id. */
  _id: z.string(),
  application: z.object({
    _id: z.string(),
    creditAppNo: z.string(),
    status: z.string(),
    tenorEndDate: z.string().nullable(),
  }),
  debitur: namedRecordSchema.nullable(),
  group: namedRecordSchema.nullable(),
  branch: namedRecordSchema.nullable(),
  document: z.object({
    typeCode: z.string(),
    typeTitle: z.string(),
    /** The category the application's detail opens. */
    category: z.string(),
  }),
  metadata: z.record(z.string(), z.string()),
  dueDate: z.string().nullable(),
  /** Due date minus today on the bank's calendar; negative when overdue. */
  daysLeft: z.number().int().nullable(),
  badge: z.enum(REPORT_BADGES),
  endsBeforeTenor: z.boolean(),
  createdBy: namedRecordSchema,
});
export type ReportRow = z.infer<typeof reportRowSchema>;

/** `GET /report/<slug>/filter-options`: the choices of each of the page's option and type filters. */
export const reportFilterOptionsSchema = z.record(
  z.string(),
  z.array(z.object({ value: z.string(), label: z.string() })),
);
