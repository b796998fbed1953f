import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import {
  creditApplicationOptionsSchema,
  DEBITUR_OPTIONS_LIMIT,
  debiturOptionsQuerySchema,
  debiturOptionsSchema,
} from '@creditdesk/domain/credit-applications/credit-application-options.schemas';
import { envelope } from '@creditdesk/domain/shared/envelope.schemas';
import { answerRoute } from '../../kit/answer-route';
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

  answerRoute(app, {
    method: 'GET',
    url: '/options',
    config: permission(SUB_MENUS.creditApplication, 'Read'),
    tags,
    summary: 'Credit types, facilities and groups with their branches, each sorted by name',
    answer: envelope(creditApplicationOptionsSchema),
    message: 'Credit application options',
    handle: (_input, actor) => options.creditApplication(actor),
  });

  answerRoute(app, {
    method: 'GET',
    url: '/options/debiturs',
    config: permission(SUB_MENUS.creditApplication, 'Read'),
    tags,
    summary: `At most ${DEBITUR_OPTIONS_LIMIT} debiturs by name: live ones by type and search, or any by id`,
    querystring: debiturOptionsQuerySchema,
    answer: envelope(debiturOptionsSchema),
    message: 'Debitur options',
    handle: ({ query }, actor) => options.debiturs(query, actor),
  });
};
