import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import {
  creditApplicationOptionsSchema,
  DEBITUR_OPTIONS_LIMIT,
  debiturOptionsQuerySchema,
  debiturOptionsSchema,
} from '@creditdesk/domain/credit-applications/credit-application-options.schemas';
import type { DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { envelope } from '@creditdesk/domain/shared/envelope.schemas';
import { actorOf } from '../../lib/actor';
import { bearer, protectedErrors } from '../../lib/route-schemas';
import { permission } from '../../plugins/auth';
import { listGroupBranchOptions } from '../branches/group-branch-options';
import {
  listCreditTypeOptions,
  listDebiturOptions,
  listFacilityOptions,
} from './credit-application-options.repository';

const tags = ['credit-applications'];

/**
 * The choices of the wizard and the Filter drawer. They need the Credit Application Read right
 * only, as the master-data lists they come from are guarded by Master Data rights that credit
 * staff usually do not hold. A scoped user is offered only what lies in his area.
 */
export const creditApplicationOptionsRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => {
      const [creditTypes, facilities, groups] = await Promise.all([
        listCreditTypeOptions(app.db),
        listFacilityOptions(app.db),
        listGroupBranchOptions(app.db, await actorOf(request).branchScope(app.db)),
      ]);
      return {
        message: 'Credit application options',
        response: {
          creditTypes: creditTypes.map((row) => ({ _id: row.id, creditappName: row.name })),
          facilities: facilities.map((row) => ({ _id: row.id, facilityName: row.name })),
          groups,
        },
      };
    },
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
    async (request) => {
      const rows = await listDebiturOptions(
        app.db,
        request.query,
        await actorOf(request).branchScope(app.db),
      );
      return {
        message: 'Debitur options',
        response: {
          data: rows.slice(0, DEBITUR_OPTIONS_LIMIT).map((row) => ({
            _id: row.id,
            type: row.type as DebiturType,
            name: row.name,
            relatedGroup: { _id: row.groupId, groupName: row.groupName },
            relatedBranch: { _id: row.branchId, branchName: row.branchName },
          })),
          hasMore: rows.length > DEBITUR_OPTIONS_LIMIT,
        },
      };
    },
  );
};
