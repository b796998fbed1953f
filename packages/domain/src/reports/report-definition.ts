import type { REPORT_PAGES } from '../access/access-catalogue';
import type { DueRule } from './report-badges';

/** The shape of a report page's definition; report-catalogue.ts holds the nine pages. */

/** When an item is closed and leaves the due buckets. */
export type DoneRule =
  | { kind: 'equals'; field: string; value: string }
  | { kind: 'filled'; field: string }
  /** A newer document of the same type on the same application replaces this one. */
  | { kind: 'replaced' };

/** A filter of one page beside the common ones, named by its query key. */
export type PageFilter =
  | { key: string; label: string; kind: 'contains'; field: string }
  | { key: string; label: string; kind: 'option'; field: string; options: readonly string[] }
  | { key: string; label: string; kind: 'type'; options: readonly string[] }
  | { key: string; label: string; kind: 'filled'; field: string };

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
