import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import {
  creditApplicationOptionsSchema,
  DEBITUR_OPTIONS_LIMIT,
  debiturOptionsQuerySchema,
  debiturOptionsSchema,
} from '@creditdesk/domain/credit-applications/credit-application-options.schemas';
import { envelope } from '@creditdesk/domain/shared/envelope.schemas';
import { actorOf } from '../../lib/actor';
import { bearer, protectedErrors } from '../../lib/route-schemas';
import { permission } from '../../plugins/auth';
import { createOptionsService } from '../options/options.service';

const tags = ['credit-applications'];

/**
 * The choices of the wizard and the Filter drawer. They need the Credit Application Read right
 * only, as the master-data lists they come from are guarded by Master Data rights that credit
 * staff usually do not hold. A scoped user is offered only what lies in his area.
 */
export const creditApplicationOptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = createOptionsService(app.db);

  app.get(
    '/options',
    {
      config: permission(SUB_MENUS.creditApplication, 'Read'),
      schema: {
        tags,
        security: bearer,
        summary: 'Credit types, facilities and groups with their branches, each sorted by name',
        response: { 200: envelope(creditApplicationOptionsSchema), ...protectedErrors },
      },
    },
    async (request) => ({
      message: 'Credit application options',
      response: await options.creditApplication(actorOf(request)),
    }),
  );

  app.get(
    '/options/debiturs',
    {
      config: permission(SUB_MENUS.creditApplication, 'Read'),
      schema: {
        tags,
        security: bearer,
        summary: `At most ${DEBITUR_OPTIONS_LIMIT} debiturs by name: live ones by type and search, or any by id`,
        querystring: debiturOptionsQuerySchema,
        response: { 200: envelope(debiturOptionsSchema), ...protectedErrors },
      },
    },
    async (request) => ({
      message: 'Debitur options',
      response: await options.debiturs(request.query, actorOf(request)),
    }),
  );
};
