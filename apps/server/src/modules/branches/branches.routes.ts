import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import {
  branchBodySchema,
  branchListItemSchema,
  branchListQuerySchema,
  branchSchema,
} from '@creditdesk/domain/branches/branches.schemas';
import { crudRoutes } from '../../kit/crud-module';
import { createBranchesService } from './branches.service';

export const branchesRoutes: FastifyPluginAsyncZod = async (app) => {
  crudRoutes(
    app,
    { subMenu: SUB_MENUS.branch, tags: ['branches'] },
    {
      paths: { list: '/branches', item: '/branch' },
      listSummary: 'Branches; search covers branch name, description and group name',
      schemas: {
        query: branchListQuerySchema,
        listItem: branchListItemSchema,
        item: branchSchema,
        body: branchBodySchema,
      },
      noun: { one: 'Branch', many: 'Branches' },
      export: {
        name: 'branches',
        sheetName: { en: 'Branches', id: 'Cabang' },
        columns: [
          {
            header: { en: 'Branch Name', id: 'Nama Cabang' },
            value: (row) => row.branchName,
            width: 30,
          },
          {
            header: { en: 'Description', id: 'Deskripsi' },
            value: (row) => row.description,
            width: 50,
          },
          {
            header: { en: 'Group', id: 'Grup' },
            value: (row) => row.relatedGroups.map((group) => group.groupName).join(', '),
            width: 40,
          },
        ],
      },
      service: createBranchesService(app.db),
    },
  );
};
