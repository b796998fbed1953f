import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import {
  facilityBodySchema,
  facilityListQuerySchema,
  facilitySchema,
} from '@creditdesk/domain/facilities/facilities.schemas';
import { crudRoutes } from '../../kit/crud-module';
import { createFacilitiesService } from './facilities.service';

export const facilitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  crudRoutes(
    app,
    { subMenu: SUB_MENUS.facility, tags: ['facilities'] },
    {
      paths: { list: '/facilities', item: '/facility' },
      listSummary: 'Credit and plafond facilities; unpaged=true for selects',
      schemas: {
        query: facilityListQuerySchema,
        listItem: facilitySchema,
        item: facilitySchema,
        body: facilityBodySchema,
      },
      messages: {
        list: 'Facilities',
        get: 'Facility',
        created: 'Facility created',
        updated: 'Facility updated',
        deleted: 'Facility deleted',
      },
      export: {
        name: 'facilities',
        sheetName: 'Facilities',
        columns: [
          { header: 'Facility Name', value: (row) => row.facilityName, width: 30 },
          { header: 'Description', value: (row) => row.description, width: 50 },
        ],
      },
      service: createFacilitiesService(app.db),
    },
  );
};
