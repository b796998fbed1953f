import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { accessMenuSchema } from '@creditdesk/domain/access/access.schemas';
import { roleAccessLines } from '@creditdesk/domain/roles/role-access-text';
import {
  roleBodySchema,
  roleListQuerySchema,
  roleSchema,
} from '@creditdesk/domain/roles/roles.schemas';
import { envelope, listEnvelope } from '@creditdesk/domain/shared/envelope.schemas';
import { exportFormatSchema, idParamsSchema } from '@creditdesk/domain/shared/list-query.schemas';
import { actorOf } from '../../lib/actor';
import { exportQuery } from '../../lib/list-query';
import { bearer, protectedErrors } from '../../lib/route-schemas';
import { numberColumn, sendTableExport } from '../../lib/table-export';
import { permission } from '../../plugins/auth';
import { createRolesService } from './roles.service';

const tags = ['roles'];
const can = (access: 'Read' | 'Create' | 'Update' | 'Delete') => permission(SUB_MENUS.role, access);

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const roles = createRolesService(app.db);

  app.get(
    '/access',
    {
      config: can('Read'),
      schema: {
        tags,
        security: bearer,
        summary: 'The access catalogue: menus, their sub menus and the access types each offers',
        response: { 200: envelope(z.array(accessMenuSchema)), ...protectedErrors },
      },
    },
    async () => ({ message: 'Access', response: await roles.catalogue() }),
  );

  app.get(
    '/roles',
    {
      config: can('Read'),
      schema: {
        tags,
        security: bearer,
        querystring: roleListQuerySchema,
        response: { 200: listEnvelope(roleSchema), ...protectedErrors },
      },
    },
    async (request) => ({ message: 'Roles', response: await roles.list(request.query) }),
  );

  app.get(
    '/roles/export',
    {
      config: can('Read'),
      schema: {
        tags,
        security: bearer,
        summary: 'The filtered list, all pages, as XLSX or CSV',
        querystring: roleListQuerySchema.extend(exportFormatSchema.shape),
      },
    },
    async (request, reply) => {
      const { data } = await roles.list(exportQuery(request.query));
      return sendTableExport(reply, {
        name: 'roles',
        sheetName: 'Roles',
        format: request.query.format,
        rows: data,
        columns: [
          numberColumn(),
          { header: 'Role Name', value: (row) => row.name, width: 30 },
          {
            header: 'Role Access',
            value: (row) => roleAccessLines(row.access).join('\n') || '-',
            width: 80,
          },
        ],
      });
    },
  );

  app.get(
    '/role/:id',
    {
      config: can('Read'),
      schema: {
        tags,
        security: bearer,
        params: idParamsSchema,
        response: { 200: envelope(roleSchema), ...protectedErrors },
      },
    },
    async (request) => ({ message: 'Role', response: await roles.get(request.params.id) }),
  );

  app.post(
    '/role',
    {
      config: can('Create'),
      schema: {
        tags,
        security: bearer,
        body: roleBodySchema,
        response: { 201: envelope(roleSchema), ...protectedErrors },
      },
    },
    async (request, reply) => {
      const role = await roles.create(request.body, actorOf(request));
      return reply.code(201).send({ message: 'Role created', response: role });
    },
  );

  app.put(
    '/role/:id',
    {
      config: can('Update'),
      schema: {
        tags,
        security: bearer,
        params: idParamsSchema,
        body: roleBodySchema,
        response: { 200: envelope(roleSchema), ...protectedErrors },
      },
    },
    async (request) => ({
      message: 'Role updated',
      response: await roles.update(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.delete(
    '/role/:id',
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
      await roles.remove(request.params.id, actorOf(request));
      return { message: 'Role deleted', response: null };
    },
  );
};
