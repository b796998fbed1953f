import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { dashboardSchema } from '@creditdesk/domain/dashboard/dashboard.schemas';
import {
  dashboardChartsQuerySchema,
  dashboardChartsSchema,
} from '@creditdesk/domain/dashboard/dashboard-charts.schemas';
import { envelope } from '@creditdesk/domain/shared/envelope.schemas';
import { answerRoute } from '../../kit/answer-route';
import { permission } from '../../plugins/auth';
import { createDashboardService } from './dashboard.service';
import { createDashboardChartsService } from './dashboard-charts.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = createDashboardService({ db: app.db, now: app.now });
  const charts = createDashboardChartsService({ db: app.db, now: app.now });

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

  // Its own route, so the numbers answer at once and the charts load with their own chunk.
  answerRoute(app, {
    method: 'GET',
    url: '/dashboard/charts',
    config: permission(SUB_MENUS.dashboard, 'Access'),
    tags: ['dashboard'],
    summary:
      'Applications per week and status, decisions and their median days per month and open report items per week ahead, in the user’s scope or one branch of it (a branch outside it answers empty charts)',
    querystring: dashboardChartsQuerySchema,
    answer: envelope(dashboardChartsSchema),
    message: 'Dashboard charts',
    handle: ({ query }, actor) => charts.charts(actor, query),
  });
};
