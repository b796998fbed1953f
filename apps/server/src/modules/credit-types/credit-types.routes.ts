import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import {
  creditTypeBodySchema,
  creditTypeListQuerySchema,
  creditTypeSchema,
} from '@creditdesk/domain/credit-types/credit-types.schemas';
import { envelope, listEnvelope } from '@creditdesk/domain/shared/envelope.schemas';
import { exportFormatSchema, idParamsSchema } from '@creditdesk/domain/shared/list-query.schemas';
import { actorOf } from '../../lib/actor';
import { exportQuery } from '../../lib/list-query';
import { bearer, protectedErrors } from '../../lib/route-schemas';
import { numberColumn, sendTableExport } from '../../lib/table-export';
import { permission } from '../../plugins/auth';
import { createCreditTypesService } from './credit-types.service';

const tags = ['credit-types'];
/** The catalogue has no sub menu of its own for credit types: the facility master governs them. */
const can = (access: 'Read' | 'Create' | 'Update' | 'Delete') =>
  permission(SUB_MENUS.facility, access);

export const creditTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const creditTypes = createCreditTypesService(app.db);

  app.get(
    '/creditapps',
    {
      config: can('Read'),
      schema: {
        tags,
        security: bearer,
        querystring: creditTypeListQuerySchema,
        response: { 200: listEnvelope(creditTypeSchema), ...protectedErrors },
      },
    },
    async (request) => ({
      message: 'Credit types',
      response: await creditTypes.list(request.query),
    }),
  );

  app.get(
    '/creditapps/export',
    {
      config: can('Read'),
      schema: {
        tags,
        security: bearer,
        summary: 'The filtered list, all pages, as XLSX or CSV',
        querystring: creditTypeListQuerySchema.extend(exportFormatSchema.shape),
      },
    },
    async (request, reply) => {
      const { data } = await creditTypes.list(exportQuery(request.query));
      return sendTableExport(reply, {
        name: 'credit-types',
        sheetName: 'Credit Types',
        format: request.query.format,
        rows: data,
        columns: [
          numberColumn(),
          { header: 'CreditApp Name', value: (row) => row.creditappName, width: 30 },
          { header: 'Description', value: (row) => row.description, width: 50 },
        ],
      });
    },
  );

  app.get(
    '/creditapp/:id',
    {
      config: can('Read'),
      schema: {
        tags,
        security: bearer,
        params: idParamsSchema,
        response: { 200: envelope(creditTypeSchema), ...protectedErrors },
      },
    },
    async (request) => ({
      message: 'Credit type',
      response: await creditTypes.get(request.params.id),
    }),
  );

  app.post(
    '/creditapp',
    {
      config: can('Create'),
      schema: {
        tags,
        security: bearer,
        body: creditTypeBodySchema,
        response: { 201: envelope(creditTypeSchema), ...protectedErrors },
      },
    },
    async (request, reply) => {
      const creditType = await creditTypes.create(request.body, actorOf(request));
      return reply.code(201).send({ message: 'Credit type created', response: creditType });
    },
  );

  app.put(
    '/creditapp/:id',
    {
      config: can('Update'),
      schema: {
        tags,
        security: bearer,
        params: idParamsSchema,
        body: creditTypeBodySchema,
        response: { 200: envelope(creditTypeSchema), ...protectedErrors },
      },
    },
    async (request) => ({
      message: 'Credit type updated',
      response: await creditTypes.update(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.delete(
    '/creditapp/:id',
    {
      config: can('Delete'),
      schema: {
        tags,
        security: bearer,
        params: idParamsSchema,
        response: { 200: envelope(z.null()), ...protectedErrors },
      },
    },
    async (request) => {
      await creditTypes.remove(request.params.id, actorOf(request));
      return { message: 'Credit type deleted', response: null };
    },
  );
};
