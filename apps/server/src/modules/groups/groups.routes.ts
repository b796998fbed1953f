import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { envelope } from '@creditdesk/domain/shared/envelope.schemas';
import {
  groupBodySchema,
  groupBranchesSchema,
  groupBranchesQuerySchema,
  groupListQuerySchema,
  groupSchema,
} from '@creditdesk/domain/groups/groups.schemas';
import { idParamsSchema } from '@creditdesk/domain/shared/list-query.schemas';
import { answerRoute } from '../../kit/answer-route';
import { crudRoutes } from '../../kit/crud-module';
import { can, type Resource } from '../../kit/crud-routes';
import { createGroupsService } from './groups.service';

const resource: Resource = { subMenu: SUB_MENUS.group, tags: ['groups'] };

export const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const groups = createGroupsService(app.db);

  crudRoutes(app, resource, {
    paths: { list: '/groups', item: '/group' },
    schemas: {
      query: groupListQuerySchema,
      listItem: groupSchema,
      item: groupSchema,
      body: groupBodySchema,
    },
    noun: { one: 'Group', many: 'Groups' },
    export: {
      name: 'groups',
      sheetName: { en: 'Groups', id: 'Grup' },
      columns: [
        { header: { en: 'Group Name', id: 'Nama Grup' }, value: (row) => row.groupName, width: 30 },
        {
          header: { en: 'Description', id: 'Deskripsi' },
          value: (row) => row.description ?? '-',
          width: 50,
        },
      ],
    },
    service: groups,
  });

  answerRoute(app, {
    method: 'GET',
    url: '/group/:id/branches',
    config: can(resource, 'Read'),
    tags: resource.tags,
    params: idParamsSchema,
    querystring: groupBranchesQuerySchema,
    answer: envelope(groupBranchesSchema),
    message: 'Branches of the group',
    handle: ({ params, query }) => groups.branches(params.id, query),
  });
};
