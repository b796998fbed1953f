import { DOKUMEN_TBO_SLUG, SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { APPROVAL_QUEUE_STATUS } from '@creditdesk/domain/credit-applications/credit-application-rules';
import { CREDIT_APPLICATION_STATUSES } from '@creditdesk/domain/credit-applications/credit-application-status';
import type { Dashboard } from '@creditdesk/domain/dashboard/dashboard.schemas';
import {
  DOKUMEN_TBO_SUB_MENU,
  DOKUMEN_TBO_TITLE,
} from '@creditdesk/domain/reports/dokumen-tbo.schemas';
import { REPORT_DEFINITIONS } from '@creditdesk/domain/reports/report-catalogue';
import { businessToday } from '@creditdesk/domain/shared/dates';
import type { Database } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { createReportsService } from '../reports/reports.service';
import { createDokumenTboService } from '../reports/dokumen-tbo.service';
import {
  approvalQueueSummary,
  countApplicationsByStatus,
  medianDecisionTime,
  queueByTier,
} from './dashboard.repository';
import { grantsOfActor } from './dashboard-grants';

/** The span the median time to decision looks back on. */
const DECISION_WINDOW_DAYS = 30;
const DECIDED_STATUSES = ['Completed', 'Rejected'] as const;

/** The dashboard's figures, each only for what the actor's role may read, in his branch scope. */
export const createDashboardService = ({ db, now }: { db: Database; now: () => Date }) => {
  const reportsService = createReportsService({ db, now });
  const deferrals = createDokumenTboService({ db, now });
  return {
    async summary(actor: Actor): Promise<Dashboard> {
      const today = businessToday(undefined, now());
      const may = await grantsOfActor(db, actor);
      const scope = await actor.branchScope(db);

      let applications: Dashboard['applications'] = null;
      if (may(SUB_MENUS.creditApplication, 'Read')) {
        const counted = new Map(
          (await countApplicationsByStatus(db, scope)).map((row) => [row.status, row.count]),
        );
        applications = CREDIT_APPLICATION_STATUSES.map((status) => ({
          status,
          count: counted.get(status) ?? 0,
        }));
      }

      let approvalQueue: Dashboard['approvalQueue'] = null;
      if (may(SUB_MENUS.approval, 'View')) {
        const since = new Date(now().getTime() - DECISION_WINDOW_DAYS * 24 * 60 * 60 * 1000);
        const [{ size, oldest }, byTier, decisions] = await Promise.all([
          approvalQueueSummary(db, scope, APPROVAL_QUEUE_STATUS),
          queueByTier(db, scope, APPROVAL_QUEUE_STATUS),
          medianDecisionTime(db, scope, {
            decided: DECIDED_STATUSES,
            since,
          }),
        ]);
        approvalQueue = {
          byTier,
          decided30Days: decisions.decisions,
          medianDecisionSeconds: decisions.seconds,
          size,
          oldest: oldest
            ? {
                _id: oldest.id,
                creditAppNo: oldest.creditAppNo,
                debiturName: oldest.debiturName,
                waitingSince: oldest.waitingSince.toISOString(),
              }
            : null,
        };
      }

      // Each report's figures are index ranges of their own: read side by side on the pool.
      const reports: Dashboard['reports'] = await Promise.all(
        REPORT_DEFINITIONS.filter((report) => may(report.subMenu, 'Read')).map(
          async (definition) => ({
            slug: definition.slug,
            title: definition.title,
            ...(await reportsService.dueCounts(definition, scope, today)),
          }),
        ),
      );
      if (may(DOKUMEN_TBO_SUB_MENU, 'Read'))
        reports.push({
          slug: DOKUMEN_TBO_SLUG,
          title: DOKUMEN_TBO_TITLE,
          ...(await deferrals.dueCounts(scope, today)),
        });
      return { today, applications, approvalQueue, reports };
    },
  };
};
