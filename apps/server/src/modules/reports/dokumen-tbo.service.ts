import type { DeferralStatus } from '@creditdesk/domain/documents/document-deferrals';
import { daysLeft, reportBadge } from '@creditdesk/domain/reports/report-badges';
import {
  DEFERRAL_DUE_RULE,
  type DokumenTboListQuery,
  type DokumenTboRow,
} from '@creditdesk/domain/reports/dokumen-tbo.schemas';
import { businessToday } from '@creditdesk/domain/shared/dates';
import type { Database } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import type { BranchScope } from '../../core/branch-scope';
import {
  countDeferralsOfBadge,
  listOpenDeferrals,
  type DeferralRecord,
} from './dokumen-tbo.repository';

const toRow = (record: DeferralRecord, today: string): DokumenTboRow => ({
  _id: record.id,
  application: {
    _id: record.applicationId,
    creditAppNo: record.creditAppNo,
    status: record.applicationStatus,
  },
  debitur: record.debiturId ? { _id: record.debiturId, name: record.debiturName ?? '' } : null,
  branch: record.branchId ? { _id: record.branchId, name: record.branchName ?? '' } : null,
  documentType: {
    _id: record.typeId,
    code: record.typeCode,
    title: record.typeTitle,
    category: record.category,
  },
  status: record.status as Extract<DeferralStatus, 'Requested' | 'Granted'>,
  promisedDate: record.promisedDate,
  daysLeft: daysLeft(record.promisedDate, today),
  // An open deferral is never done: receiving the document closes it and it leaves the page.
  badge: reportBadge(
    DEFERRAL_DUE_RULE,
    { dueDate: record.promisedDate, done: false },
    today,
  ) as DokumenTboRow['badge'],
  reason: record.reason,
  createdBy: { _id: record.createdById, name: record.createdByName },
});

/**
 * The Dokumen TBO page: open deferrals of applications in the actor's area, on the bank's
 * `today` (the clock tests pin, as the other report pages).
 */
export const createDokumenTboService = ({ db, now }: { db: Database; now: () => Date }) => {
  const today = () => businessToday(undefined, now());
  return {
    today,
    async list(query: DokumenTboListQuery, actor: Actor) {
      const date = today();
      const { rows, total, totalCapped } = await listOpenDeferrals(
        db,
        query,
        await actor.branchScope(db),
        date,
      );
      return { data: rows.map((record) => toRow(record, date)), total, totalCapped };
    },
    /** Overdue and due-in-30-days open deferrals in a scope: the dashboard's TBO figure. */
    async dueCounts(scope: BranchScope, date: string) {
      const [overdue, dueIn30] = await Promise.all([
        countDeferralsOfBadge(db, scope, 'overdue', date),
        countDeferralsOfBadge(db, scope, 'due-30', date),
      ]);
      return {
        overdue: overdue.total,
        overdueCapped: overdue.totalCapped,
        dueIn30: dueIn30.total,
        dueIn30Capped: dueIn30.totalCapped,
      };
    },
  };
};
