import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import {
  facilityBodySchema,
  facilityListQuerySchema,
  facilitySchema,
} from '@creditdesk/domain/facilities/facilities.schemas';
import { envelope, listEnvelope } from '@creditdesk/domain/shared/envelope.schemas';
import { exportFormatSchema, idParamsSchema } from '@creditdesk/domain/shared/list-query.schemas';
import { actorOf } from '../../lib/actor';
import { exportQuery } from '../../lib/list-query';
import { bearer, protectedErrors } from '../../lib/route-schemas';
import { numberColumn, sendTableExport } from '../../lib/table-export';
import { permission } from '../../plugins/auth';
import { createFacilitiesService } from './facilities.service';

const tags = ['facilities'];
const can = (access: 'Read' | 'Create' | 'Update' | 'Delete') =>
  permission(SUB_MENUS.facility, access);

export const facilitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const facilities = createFacilitiesService(app.db);

  app.get(
    '/facilities',
    {
      config: can('Read'),
      schema: {
        tags,
        security: bearer,
        summary: 'Credit and plafond facilities; unpaged=true for selects',
        querystring: facilityListQuerySchema,
        response: { 200: listEnvelope(facilitySchema), ...protectedErrors },
      },
    },
    async (request) => ({
      message: 'Facilities',
      response: await facilities.list(request.query),
    }),
  );

  app.get(
    '/facilities/export',
    {
      config: can('Read'),
      schema: {
        tags,
        security: bearer,
        summary: 'The filtered list, all pages, as XLSX or CSV',
        querystring: facilityListQuerySchema.extend(exportFormatSchema.shape),
      },
    },
    async (request, reply) => {
      const { data } = await facilities.list(exportQuery(request.query));
      return sendTableExport(reply, {
        name: 'facilities',
        sheetName: 'Facilities',
        format: request.query.format,
        rows: data,
        columns: [
          numberColumn(),
          { header: 'Facility Name', value: (row) => row.facilityName, width: 30 },
          { header: 'Description', value: (row) => row.description, width: 50 },
        ],
      });
    },
  );

  app.get(
    '/facility/:id',
    {
      config: can('Read'),
      schema: {
        tags,
        security: bearer,
        params: idParamsSchema,
        response: { 200: envelope(facilitySchema), ...protectedErrors },
      },
    },
    async (request) => ({
      message: 'Facility',
      response: await facilities.get(request.params.id),
    }),
  );

  app.post(
    '/facility',
    {
      config: can('Create'),
      schema: {
        tags,
        security: bearer,
        body: facilityBodySchema,
        response: { 201: envelope(facilitySchema), ...protectedErrors },
      },
    },
    async (request, reply) => {
      const facility = await facilities.create(request.body, actorOf(request));
      return reply.code(201).send({ message: 'Facility created', response: facility });
    },
  );

  app.put(
    '/facility/:id',
    {
      config: can('Update'),
      schema: {
        tags,
        security: bearer,
        params: idParamsSchema,
        body: facilityBodySchema,
        response: { 200: envelope(facilitySchema), ...protectedErrors },
      },
    },
    async (request) => ({
      message: 'Facility updated',
      response: await facilities.update(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.delete(
    '/facility/:id',
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
      await facilities.remove(request.params.id, actorOf(request));
      return { message: 'Facility deleted', response: null };
    },
  );
};
