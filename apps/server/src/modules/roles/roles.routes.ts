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
import { envelope } from '@creditdesk/domain/shared/envelope.schemas';
import { crudRoutes } from '../../kit/crud-module';
import type { Resource } from '../../kit/crud-routes';
import { bearer, protectedErrors } from '../../lib/route-schemas';
import { permission } from '../../plugins/auth';
import { createRolesService } from './roles.service';

const resource: Resource = { subMenu: SUB_MENUS.role, tags: ['roles'] };

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const roles = createRolesService(app.db);

  app.get(
    '/access',
    {
      config: permission(resource.subMenu, 'Read'),
      schema: {
        tags: resource.tags,
        security: bearer,
        summary: 'The access catalogue: menus, their sub menus and the access types each offers',
        response: { 200: envelope(z.array(accessMenuSchema)), ...protectedErrors },
      },
    },
    async () => ({ message: 'Access', response: await roles.catalogue() }),
  );

  crudRoutes(app, resource, {
    paths: { list: '/roles', item: '/role' },
    schemas: {
      query: roleListQuerySchema,
      listItem: roleSchema,
      item: roleSchema,
      body: roleBodySchema,
    },
    messages: {
      list: 'Roles',
      get: 'Role',
      created: 'Role created',
      updated: 'Role updated',
      deleted: 'Role deleted',
    },
    export: {
      name: 'roles',
      sheetName: 'Roles',
      columns: [
        { header: 'Role Name', value: (row) => row.name, width: 30 },
        {
          header: 'Role Access',
          value: (row) => roleAccessLines(row.access).join('\n') || '-',
          width: 80,
        },
      ],
    },
    service: roles,
  });
};
