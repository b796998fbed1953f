import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CREDIT_TYPE_SUB_MENU } from '@creditdesk/domain/access/access-catalogue';
import {
  creditTypeBodySchema,
  creditTypeListQuerySchema,
  creditTypeSchema,
} from '@creditdesk/domain/credit-types/credit-types.schemas';
import { crudRoutes } from '../../kit/crud-module';
import { createCreditTypesService } from './credit-types.service';

export const creditTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  crudRoutes(
    app,
    { subMenu: CREDIT_TYPE_SUB_MENU, tags: ['credit-types'] },
    {
      paths: { list: '/creditapps', item: '/creditapp' },
      schemas: {
        query: creditTypeListQuerySchema,
        listItem: creditTypeSchema,
        item: creditTypeSchema,
        body: creditTypeBodySchema,
      },
      messages: {
        list: 'Credit types',
        get: 'Credit type',
        created: 'Credit type created',
        updated: 'Credit type updated',
        deleted: 'Credit type deleted',
      },
      export: {
        name: 'credit-types',
        sheetName: 'Credit Types',
        columns: [
          { header: 'CreditApp Name', value: (row) => row.creditappName, width: 30 },
          { header: 'Description', value: (row) => row.description, width: 50 },
        ],
      },
      service: createCreditTypesService(app.db),
    },
  );
};
