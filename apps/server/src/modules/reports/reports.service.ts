import { businessToday } from '@creditdesk/domain/shared/dates';
import type { ReportDefinition } from '@creditdesk/domain/reports/report-definition';
import { daysLeft, endsBeforeTenor, reportBadge } from '@creditdesk/domain/reports/report-badges';
import { reportFilterOptions } from '@creditdesk/domain/reports/report-filter-options';
import type { ReportListQuery, ReportRow } from '@creditdesk/domain/reports/reports.schemas';
import type { Database } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import type { BranchScope } from '../../core/branch-scope';
import { EXPORT_BATCH_ROWS, type ExportRows } from '../../kit/table-export';
import { currentCatalogue } from '../document-catalogue/document-catalogue.service';
import {
  countDueItems,
  listReport,
  reportRecordsByIds,
  wholeReportIds,
  type ReportRead,
  type ReportRecord,
} from './reports.repository';

const toRow = (definition: ReportDefinition, record: ReportRecord, today: string): ReportRow => ({
  _id: record.id,
  application: {
    _id: record.applicationId,
    creditAppNo: record.creditAppNo,
    status: record.status,
    tenorEndDate: record.tenorEndDate,
  },
  debitur: record.debiturId ? { _id: record.debiturId, name: record.debiturName ?? '' } : null,
  group: record.groupId ? { _id: record.groupId, name: record.groupName ?? '' } : null,
  branch: record.branchId ? { _id: record.branchId, name: record.branchName ?? '' } : null,
  document: { typeCode: record.typeCode, typeTitle: record.typeTitle, category: record.category },
  metadata: record.metadata,
  dueDate: record.dueDate,
  daysLeft: record.dueDate ? daysLeft(record.dueDate, today) : null,
  badge: reportBadge(
    definition,
    { dueDate: record.dueDate, done: record.done, graceDays: record.graceDays },
    today,
  ),
  endsBeforeTenor:
    Boolean(definition.tenorFlag) && endsBeforeTenor(record.dueDate, record.tenorEndDate),
  createdBy: { _id: record.createdById, name: record.createdByName },
});

/**
 * The report pages built from documents. `now` is the clock (tests pin it); 'today' is its date
 * on the bank's calendar, so an item due today in Jakarta is due today while UTC is still
 * yesterday.
 */
export const createReportsService = ({ db, now }: { db: Database; now: () => Date }) => {
  const today = () => businessToday(undefined, now());

  /** What the page's option and type filters offer today: the newest catalogue's. */
  const filterOptions = async (definition: ReportDefinition) =>
    reportFilterOptions(definition, (await currentCatalogue(db)).snapshot);

  /** A read of the report as the actor sees it today. */
  const readFor = async (
    definition: ReportDefinition,
    query: ReportListQuery,
    actor: Actor,
  ): Promise<ReportRead> => ({
    definition,
    query,
    today: today(),
    scope: await actor.branchScope(db),
  });
  return {
    today,
    filterOptions,
    async list(definition: ReportDefinition, query: ReportListQuery, actor: Actor) {
      const read = await readFor(definition, query, actor);
      const { rows, total, totalCapped } = await listReport(db, read);
      return {
        data: rows.map((record) => toRow(definition, record, read.today)),
        total,
        totalCapped,
      };
    },
    /**
     * The rows of an export: every id first (refused past the cap before any row is read), then
     * their rows EXPORT_BATCH_ROWS at a time while the file is written.
     */
    async exportRows(
      definition: ReportDefinition,
      query: ReportListQuery,
      actor: Actor,
    ): Promise<ExportRows<ReportRow>> {
      const read = await readFor(definition, query, actor);
      const ids = await wholeReportIds(db, read);
      return {
        count: ids.length,
        batches: (async function* () {
          for (let start = 0; start < ids.length; start += EXPORT_BATCH_ROWS) {
            const records = await reportRecordsByIds(
              db,
              definition,
              ids.slice(start, start + EXPORT_BATCH_ROWS),
            );
            yield records.map((record) => toRow(definition, record, read.today));
          }
        })(),
      };
    },
    /** Overdue and due-in-30-days items of a report in a scope, on the bank's `today`. */
    dueCounts: (definition: ReportDefinition, scope: BranchScope, date: string) =>
      countDueItems(db, definition, scope, date),
  };
};
