import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { dashboardSchema } from '@creditdesk/domain/dashboard/dashboard.schemas';
import { envelope } from '@creditdesk/domain/shared/envelope.schemas';
import { actorOf } from '../../lib/actor';
import { bearer, protectedErrors } from '../../lib/route-schemas';
import { permission } from '../../plugins/auth';
import { createDashboardService } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = createDashboardService({ db: app.db, now: app.now });

  app.get(
    '/dashboard',
    {
      config: permission(SUB_MENUS.dashboard, 'Access'),
      schema: {
        tags: ['dashboard'],
        security: bearer,
        summary:
          'Applications per status, the approval queue and the due counts of each report, in the user’s scope',
        response: { 200: envelope(dashboardSchema), ...protectedErrors },
      },
    },
    async (request) => ({
      message: 'Dashboard',
      response: await dashboard.summary(actorOf(request)),
    }),
  );
};
