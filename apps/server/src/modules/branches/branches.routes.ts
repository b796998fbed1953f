import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import {
  branchBodySchema,
  branchListItemSchema,
  branchListQuerySchema,
  branchSchema,
} from '@creditdesk/domain/branches/branches.schemas';
import { envelope, listEnvelope } from '@creditdesk/domain/shared/envelope.schemas';
import { exportFormatSchema, idParamsSchema } from '@creditdesk/domain/shared/list-query.schemas';
import { actorOf } from '../../lib/actor';
import { exportQuery } from '../../lib/list-query';
import { bearer, protectedErrors } from '../../lib/route-schemas';
import { numberColumn, sendTableExport } from '../../lib/table-export';
import { permission } from '../../plugins/auth';
import { createBranchesService } from './branches.service';

const tags = ['branches'];
const can = (access: 'Read' | 'Create' | 'Update' | 'Delete') =>
  permission(SUB_MENUS.branch, access);

export const branchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const branches = createBranchesService(app.db);

  app.get(
    '/branches',
    {
      config: can('Read'),
      schema: {
        tags,
        security: bearer,
        summary: 'Branches; search covers branch name, description and group name',
        querystring: branchListQuerySchema,
        response: { 200: listEnvelope(branchListItemSchema), ...protectedErrors },
      },
    },
    async (request) => ({ message: 'Branches', response: await branches.list(request.query) }),
  );

  app.get(
    '/branches/export',
    {
      config: can('Read'),
      schema: {
        tags,
        security: bearer,
        summary: 'The filtered list, all pages, as XLSX or CSV',
        querystring: branchListQuerySchema.extend(exportFormatSchema.shape),
      },
    },
    async (request, reply) => {
      const { data } = await branches.list(exportQuery(request.query));
      return sendTableExport(reply, {
        name: 'branches',
        sheetName: 'Branches',
        format: request.query.format,
        rows: data,
        columns: [
          numberColumn(),
          { header: 'Branch Name', value: (row) => row.branchName, width: 30 },
          { header: 'Description', value: (row) => row.description, width: 50 },
          {
            header: 'Group',
            value: (row) => row.relatedGroups.map((group) => group.groupName).join(', '),
            width: 40,
          },
        ],
      });
    },
  );

  app.get(
    '/branch/:id',
    {
      config: can('Read'),
      schema: {
        tags,
        security: bearer,
        params: idParamsSchema,
        response: { 200: envelope(branchSchema), ...protectedErrors },
      },
    },
    async (request) => ({ message: 'Branch', response: await branches.get(request.params.id) }),
  );

  app.post(
    '/branch',
    {
      config: can('Create'),
      schema: {
        tags,
        security: bearer,
        body: branchBodySchema,
        response: { 201: envelope(branchSchema), ...protectedErrors },
      },
    },
    async (request, reply) => {
      const branch = await branches.create(request.body, actorOf(request));
      return reply.code(201).send({ message: 'Branch created', response: branch });
    },
  );

  app.put(
    '/branch/:id',
    {
      config: can('Update'),
      schema: {
        tags,
        security: bearer,
        params: idParamsSchema,
        body: branchBodySchema,
        response: { 200: envelope(branchSchema), ...protectedErrors },
      },
    },
    async (request) => ({
      message: 'Branch updated',
      response: await branches.update(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.delete(
    '/branch/:id',
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
      await branches.remove(request.params.id, actorOf(request));
      return { message: 'Branch deleted', response: null };
    },
  );
};
