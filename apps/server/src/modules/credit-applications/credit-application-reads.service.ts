import type { CreditApplicationStatus } from '@creditdesk/domain/credit-applications/credit-application-status';
import { APPROVAL_QUEUE_STATUS } from '@creditdesk/domain/credit-applications/credit-application-rules';
import type {
  ApprovalQueueQuery,
  CreditApplication,
  CreditApplicationListQuery,
  CreditApplicationRow,
} from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import type { Database } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { listenToCounterChanges } from '../../plugins/counter-changes';
import { NotFound } from '../../core/errors';
import { exportQuery } from '../../core/list-query';
import { EXPORT_BATCH_ROWS, type ExportRows } from '../../kit/table-export';
import { applicationDocuments } from '../documents/application-documents.service';
import { listCreditApplications, wholeListIds } from './credit-application-list.repository';
import {
  findCreditApplicationRecord,
  recordsByIds,
  signingHistory,
} from './credit-application-records.repository';
import { approvalBlockOf, approvalQueueFilter } from './credit-authority.service';
import { approvalTierOptions } from './credit-authority.repository';
import { toRow } from './credit-applications.mapper';
import { createCounterTotalsCache } from './counter-totals-cache';

/** The list, the export and the detail: what the application's answers read. */
export const createCreditApplicationReads = ({ db }: { db: Database }) => {
  const totals = createCounterTotalsCache();
  listenToCounterChanges(db, totals.listener);

  /** Outside the actor's area an application does not exist: 404 like an unknown id. */
  const get = async (id: string, actor: Actor): Promise<CreditApplication> => {
    const record = await findCreditApplicationRecord(db, id, await actor.branchScope(db));
    if (!record) throw new NotFound();
    const [history, documents, approval] = await Promise.all([
      signingHistory(db, id),
      applicationDocuments(db, id),
      approvalBlockOf(db, record.application, record.approvers, actor),
    ]);
    return {
      ...toRow(record),
      signingHistory: history.map((step) => ({
        status: step.status as CreditApplicationStatus,
        createdBy: { _id: step.createdBy, name: step.createdByName },
        created: step.createdAt.toISOString(),
      })),
      decisionReason: record.application.decisionReason,
      approval,
      documents,
    };
  };

  const list = async (query: CreditApplicationListQuery, actor: Actor) => {
    const scope = await actor.branchScope(db);
    const { rows, total, totalCapped } = await listCreditApplications(db, query, scope, {
      totals,
    });
    return { data: rows.map(toRow), total, totalCapped };
  };

  /** The approval queue: Waiting for Review in the actor's area, by tier and 'I can decide'. */
  const queue = async ({ tier, canDecide, ...query }: ApprovalQueueQuery, actor: Actor) => {
    const scope = await actor.branchScope(db);
    const narrowed = await approvalQueueFilter(db, { tier, canDecide }, actor);
    const { rows, total, totalCapped } = await listCreditApplications(
      db,
      { ...query, status: [APPROVAL_QUEUE_STATUS] },
      scope,
      { narrowed },
    );
    return { data: rows.map(toRow), total, totalCapped };
  };

  /**
   * The rows of an export: the ids of the whole list first (refused past the cap before any
   * record is read), then their records EXPORT_BATCH_ROWS at a time while the file is written.
   */
  const exportRows = async (
    query: CreditApplicationListQuery,
    actor: Actor,
  ): Promise<ExportRows<CreditApplicationRow>> => {
    const ids = await wholeListIds(db, exportQuery(query), await actor.branchScope(db));
    return {
      count: ids.length,
      batches: (async function* () {
        for (let start = 0; start < ids.length; start += EXPORT_BATCH_ROWS)
          yield (await recordsByIds(db, ids.slice(start, start + EXPORT_BATCH_ROWS))).map(toRow);
      })(),
    };
  };

  /** The tiers the queue filters by. */
  const approvalTiers = async () => {
    const data = await approvalTierOptions(db);
    return { data, total: data.length };
  };

  return { get, list, queue, approvalTiers, exportRows };
};
