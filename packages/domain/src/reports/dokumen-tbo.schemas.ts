import { z } from 'zod';
import { DOKUMEN_TBO_SLUG, REPORT_PAGES } from '../access/access-catalogue';
import { OPEN_DEFERRAL_STATUSES } from '../documents/document-deferrals';
import { dateOnly } from '../shared/dates';
import { arrayFilter, exportFormatSchema, sortedListQuery } from '../shared/list-query.schemas';
import { withParams } from '../shared/message-index';
import { namedRecordSchema } from '../shared/record.schemas';
import type { Language } from '../preferences/languages';
import { DEFAULT_WINDOWS, REPORT_BADGE_LABELS, REPORT_BADGES, type DueRule } from './report-badges';
import { DEFERRAL_STATUS_LABELS, DOKUMEN_TBO_COLUMN_LABELS } from './reports.labels';
import { DOKUMEN_TBO_MESSAGES } from './dokumen-tbo.messages';

export { DOKUMEN_TBO_MESSAGES };
const M = DOKUMEN_TBO_MESSAGES;

/**
 * The Dokumen TBO report page: the open deferrals of mandatory documents (to be obtained), one
 * row each, by their promised date. Its rows are deferrals, not documents, so it is a page of
 * its own beside the document reports of report-catalogue.ts.
 */
const page = REPORT_PAGES.find((candidate) => candidate.slug === DOKUMEN_TBO_SLUG);
/** The sub menu whose Read shows the page and whose Export allows its export. */
export const DOKUMEN_TBO_SUB_MENU: string = page?.name ?? 'Dokumen TBO';
export const DOKUMEN_TBO_TITLE = DOKUMEN_TBO_SUB_MENU;

/** A promised date falls due as a call's target date does: overdue, 30 and 90 days ahead. */
export const DEFERRAL_DUE_RULE: DueRule = { dueWindows: DEFAULT_WINDOWS };
/** The badges an open deferral may carry (it is never 'done': a closed one leaves the page). */
export const DEFERRAL_BADGES = [
  'overdue',
  'due-30',
  'due-90',
  'active',
] as const satisfies readonly (typeof REPORT_BADGES)[number][];

/** The keys the page sorts by; without one, the earliest promised date (the overdue) on top. */
export const DOKUMEN_TBO_SORT_KEYS = ['created', 'promisedDate', 'creditAppNo'] as const;

const filters = {
  branchId: arrayFilter(z.uuid()),
  status: arrayFilter(
    z.enum(OPEN_DEFERRAL_STATUSES, {
      error: withParams(M.status, { statuses: OPEN_DEFERRAL_STATUSES.join(', ') }),
    }),
  ),
  badge: arrayFilter(
    z.enum(DEFERRAL_BADGES, {
      error: withParams(M.badge, { badges: DEFERRAL_BADGES.join(', ') }),
    }),
  ),
  promisedFrom: dateOnly(M.promisedFrom).optional(),
  promisedTo: dateOnly(M.promisedTo).optional(),
};

const rangeInOrder = (query: { promisedFrom?: string; promisedTo?: string }) =>
  !query.promisedFrom || !query.promisedTo || query.promisedFrom <= query.promisedTo;
const rangeIssue = { message: M.promisedRange, path: ['promisedTo'] };

const listQuery = sortedListQuery(DOKUMEN_TBO_SORT_KEYS).extend(filters);

/** The page's list query: search, paging, the Filter drawer's branch, status, badge and dates. */
export const dokumenTboListQuerySchema = listQuery.refine(rangeInOrder, rangeIssue);
export type DokumenTboListQuery = z.infer<typeof dokumenTboListQuerySchema>;

/** The same query with the export's format. */
export const dokumenTboExportQuerySchema = listQuery
  .extend(exportFormatSchema.shape)
  .refine(rangeInOrder, rangeIssue);

export const dokumenTboRowSchema = z.object({
  /** The deferral's id. */
  _id: z.string(),
  application: z.object({ _id: z.string(), creditAppNo: z.string(), status: z.string() }),
  debitur: namedRecordSchema.nullable(),
  branch: namedRecordSchema.nullable(),
  documentType: z.object({
    _id: z.string(),
    code: z.string(),
    title: z.string(),
    /** The category the application's detail opens. */
    category: z.string(),
  }),
  status: z.enum(OPEN_DEFERRAL_STATUSES),
  promisedDate: z.string().meta({ format: 'date' }),
  /** Promised date minus today on the bank's calendar; negative when overdue. */
  daysLeft: z.number().int(),
  badge: z.enum(DEFERRAL_BADGES),
  reason: z.string(),
  createdBy: namedRecordSchema,
});
export type DokumenTboRow = z.infer<typeof dokumenTboRowSchema>;

/**
 * The page's columns as the export writes them (after 'No'); the screen shows the same. Their
 * names are DOKUMEN_TBO_COLUMN_LABELS'.
 */
export const DOKUMEN_TBO_COLUMNS: readonly {
  key: keyof (typeof DOKUMEN_TBO_COLUMN_LABELS)['en'];
  width: number;
  value: (row: DokumenTboRow) => string;
}[] = [
  {
    key: 'creditAppNo',
    width: 20,
    value: (row) => row.application.creditAppNo,
  },
  { key: 'debitur', width: 28, value: (row) => row.debitur?.name || '-' },
  { key: 'branch', width: 20, value: (row) => row.branch?.name || '-' },
  {
    key: 'documentType',
    width: 28,
    value: (row) => row.documentType.title,
  },
  { key: 'status', width: 16, value: (row) => row.status },
  { key: 'promisedDate', width: 14, value: (row) => row.promisedDate },
  { key: 'daysLeft', width: 10, value: (row) => String(row.daysLeft) },
  { key: 'badge', width: 16, value: (row) => REPORT_BADGE_LABELS.en[row.badge] },
];

type DokumenTboColumn = (typeof DOKUMEN_TBO_COLUMNS)[number];

/** A column's header in `language`, as the page names it. */
export const dokumenTboHeader = (column: DokumenTboColumn, language: Language) =>
  DOKUMEN_TBO_COLUMN_LABELS[language][column.key];

/** A cell in `language`, as the page shows it: the deferral status and badge by their tables. */
export const dokumenTboCell = (column: DokumenTboColumn, row: DokumenTboRow, language: Language) =>
  column.key === 'status'
    ? DEFERRAL_STATUS_LABELS[language][row.status]
    : column.key === 'badge'
      ? REPORT_BADGE_LABELS[language][row.badge]
      : column.value(row);
