import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { dashboardSchema } from '@creditdesk/domain/dashboard/dashboard.schemas';
import { envelope } from '@creditdesk/domain/shared/envelope.schemas';
import { answerRoute } from '../../kit/answer-route';
import { permission } from '../../plugins/auth';
import { createDashboardService } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = createDashboardService({ db: app.db, now: app.now });

  answerRoute(app, {
    method: 'GET',
    url: '/dashboard',
    config: permission(SUB_MENUS.dashboard, 'Access'),
    tags: ['dashboard'],
    summary:
      'Applications per status, the approval queue and the due counts of each report, in the user’s scope',
    answer: envelope(dashboardSchema),
    message: 'Dashboard',
    handle: (_input, actor) => dashboard.summary(actor),
  });
};
