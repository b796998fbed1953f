import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { ACCESS_TYPE_LABELS } from '@creditdesk/domain/access/access.labels';
import { accessMenuSchema } from '@creditdesk/domain/access/access.schemas';
import { roleAccessLines } from '@creditdesk/domain/roles/role-access-text';
import {
  roleBodySchema,
  roleListQuerySchema,
  roleSchema,
} from '@creditdesk/domain/roles/roles.schemas';
import { envelope } from '@creditdesk/domain/shared/envelope.schemas';
import { answerRoute } from '../../kit/answer-route';
import { crudRoutes } from '../../kit/crud-module';
import { can, type Resource } from '../../kit/crud-routes';
import { createRolesService } from './roles.service';

const resource: Resource = { subMenu: SUB_MENUS.role, tags: ['roles'] };

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const roles = createRolesService(app.db, app.principalChanges);

  answerRoute(app, {
    method: 'GET',
    url: '/access',
    config: can(resource, 'Read'),
    tags: resource.tags,
    summary: 'The access catalogue: menus, their sub menus and the access types each offers',
    answer: envelope(z.array(accessMenuSchema)),
    message: 'Access',
    handle: () => roles.catalogue(),
  });

  crudRoutes(app, resource, {
    paths: { list: '/roles', item: '/role' },
    schemas: {
      query: roleListQuerySchema,
      listItem: roleSchema,
      item: roleSchema,
      body: roleBodySchema,
    },
    noun: { one: 'Role', many: 'Roles' },
    export: {
      name: 'roles',
      sheetName: { en: 'Roles', id: 'Peran' },
      columns: [
        { header: { en: 'Role Name', id: 'Nama Peran' }, value: (row) => row.name, width: 30 },
        {
          header: { en: 'Role Access', id: 'Akses Peran' },
          value: (row, _index, language) =>
            roleAccessLines(row.access, (type) => ACCESS_TYPE_LABELS[language][type]).join('\n') ||
            '-',
          width: 80,
        },
      ],
    },
    service: roles,
  });
};
