import type { REPORT_PAGES } from '../access/access-catalogue';
import type { DueRule } from './report-badges';

/** The shape of a report page's definition; report-catalogue.ts holds the nine pages. */

/** When an item is closed and leaves the due buckets. */
export type DoneRule =
  | { kind: 'equals'; field: string; value: string }
  | { kind: 'filled'; field: string }
  /** A newer document of the same type on the same application replaces this one. */
  | { kind: 'replaced' };

/**
 * A filter of one page beside the common ones, named by its query key. An 'option' filter offers
 * the options its field has on the report's types, a 'type' filter the report's types: both read
 * the bank's catalogue (report-filter-options.ts), never a list written here.
 */
export type PageFilter =
  | { key: string; label: string; kind: 'contains'; field: string }
  | { key: string; label: string; kind: 'option'; field: string }
  | { key: string; label: string; kind: 'type' }
  | { key: string; label: string; kind: 'filled'; field: string };

/** A page filter whose choices come from the catalogue. */
export type ChoiceFilter = Extract<PageFilter, { kind: 'option' | 'type' }>;

/** What a report row holds, as the API sends it (reports.schemas.ts has its zod schema). */
export interface ReportRowValues {
  document: { typeCode: string; typeTitle: string };
  metadata: Record<string, string>;
  dueDate: string | null;
  endsBeforeTenor: boolean;
}

export interface ReportColumn {
  header: string;
  value: (row: ReportRowValues) => string;
  /**
   * On screen, a second line under the page's column of this header, so Due Date, Days Left and
   * the badge stay in view; the export keeps it a column of its own.
   */
  under?: string;
  /** Left off the screen, where it would repeat the Due Date; the export keeps it. */
  exportOnly?: boolean;
}

export interface ReportDefinition extends DueRule {
  slug: ReportSlug;
  /** The sub menu whose Read shows the page and whose Export allows its export. */
  subMenu: string;
  title: string;
  /**
   * The report whose types this one lists, narrowed by `match` (SHGB among the collateral
   * certificates); none: the types whose catalogue entry names this report.
   */
  typesOf?: ReportSlug;
  /** Only documents whose metadata field holds this value (SHGB among the certificates). */
  match?: { field: string; value: string };
  done?: DoneRule;
  /** Shows whether the item ends before the credit's tenor end. */
  tenorFlag?: boolean;
  /** Metadata fields the search looks in, beside the application number and the debitur. */
  searchFields: readonly string[];
  columns: readonly ReportColumn[];
  pageFilters: readonly PageFilter[];
}

/** The document reports: the call logbook and Dokumen TBO (deferrals) are pages of their own. */
export type ReportSlug = Exclude<
  (typeof REPORT_PAGES)[number]['slug'],
  'logbook-incoming-call' | 'dokumen-tbo'
>;
