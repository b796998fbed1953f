import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { envelope, listEnvelope } from '@creditdesk/domain/shared/envelope.schemas';
import {
  groupBodySchema,
  groupBranchesSchema,
  groupListQuerySchema,
  groupSchema,
} from '@creditdesk/domain/groups/groups.schemas';
import { exportFormatSchema, idParamsSchema } from '@creditdesk/domain/shared/list-query.schemas';
import { actorOf } from '../../lib/actor';
import { exportQuery } from '../../lib/list-query';
import { bearer, protectedErrors } from '../../lib/route-schemas';
import { numberColumn, sendTableExport } from '../../lib/table-export';
import { permission } from '../../plugins/auth';
import { createGroupsService } from './groups.service';

const tags = ['groups'];
const can = (access: 'Read' | 'Create' | 'Update' | 'Delete') =>
  permission(SUB_MENUS.group, access);

export const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const groups = createGroupsService(app.db);

  app.get(
    '/groups',
    {
      config: can('Read'),
      schema: {
        tags,
        security: bearer,
        querystring: groupListQuerySchema,
        response: { 200: listEnvelope(groupSchema), ...protectedErrors },
      },
    },
    async (request) => ({ message: 'Groups', response: await groups.list(request.query) }),
  );

  app.get(
    '/groups/export',
    {
      config: can('Read'),
      schema: {
        tags,
        security: bearer,
        summary: 'The filtered list, all pages, as XLSX or CSV',
        querystring: groupListQuerySchema.extend(exportFormatSchema.shape),
      },
    },
    async (request, reply) => {
      const { data } = await groups.list(exportQuery(request.query));
      return sendTableExport(reply, {
        name: 'groups',
        sheetName: 'Groups',
        format: request.query.format,
        rows: data,
        columns: [
          numberColumn(),
          { header: 'Group Name', value: (row) => row.groupName, width: 30 },
          { header: 'Description', value: (row) => row.description ?? '-', width: 50 },
        ],
      });
    },
  );

  app.get(
    '/group/:id',
    {
      config: can('Read'),
      schema: {
        tags,
        security: bearer,
        params: idParamsSchema,
        response: { 200: envelope(groupSchema), ...protectedErrors },
      },
    },
    async (request) => ({ message: 'Group', response: await groups.get(request.params.id) }),
  );

  app.get(
    '/group/:id/branches',
    {
      config: can('Read'),
      schema: {
        tags,
        security: bearer,
        params: idParamsSchema,
        querystring: groupListQuerySchema,
        response: { 200: envelope(groupBranchesSchema), ...protectedErrors },
      },
    },
    async (request) => ({
      message: 'Branches of the group',
      response: await groups.branches(request.params.id, request.query),
    }),
  );

  app.post(
    '/group',
    {
      config: can('Create'),
      schema: {
        tags,
        security: bearer,
        body: groupBodySchema,
        response: { 201: envelope(groupSchema), ...protectedErrors },
      },
    },
    async (request, reply) => {
      const group = await groups.create(request.body, actorOf(request));
      return reply.code(201).send({ message: 'Group created', response: group });
    },
  );

  app.put(
    '/group/:id',
    {
      config: can('Update'),
      schema: {
        tags,
        security: bearer,
        params: idParamsSchema,
        body: groupBodySchema,
        response: { 200: envelope(groupSchema), ...protectedErrors },
      },
    },
    async (request) => ({
      message: 'Group updated',
      response: await groups.update(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.delete(
    '/group/:id',
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
      await groups.remove(request.params.id, actorOf(request));
      return { message: 'Group deleted', response: null };
    },
  );
};
