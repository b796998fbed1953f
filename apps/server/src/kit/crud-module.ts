import type { z } from 'zod';
import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';
import type { Actor } from '../plugins/actor';
import type { ExportColumn, ExportText } from './table-export';
import {
  createRoute,
  deleteRoute,
  exportRoute,
  getRoute,
  listRoute,
  updateRoute,
  type App,
  type Resource,
} from './crud-routes';

/**
 * All six routes of a resource: `GET <list>`, `GET <list>/export`, and `GET`, `POST`, `PUT`,
 * `DELETE` on `<item>`, answered with messages made of the record's noun ('Groups', 'Group',
 * 'Group created', 'Group updated', 'Group deleted').
 */
export const crudRoutes = <
  Query extends z.ZodObject & z.ZodType<ListQuery>,
  ListItem extends z.ZodType,
  Item extends z.ZodType,
  Body extends z.ZodType,
>(
  app: App,
  resource: Resource,
  route: {
    paths: { list: string; item: string };
    listSummary?: string;
    schemas: { query: Query; listItem: ListItem; item: Item; body: Body };
    noun: { one: string; many: string };
    export: { name: string; sheetName: ExportText; columns: ExportColumn<z.output<ListItem>>[] };
    service: {
      list: (query: z.output<Query>) => Promise<{ data: z.output<ListItem>[]; total: number }>;
      get: (id: string) => Promise<z.output<Item>>;
      create: (body: z.output<Body>, actor: Actor) => Promise<z.output<Item>>;
      update: (id: string, body: z.output<Body>, actor: Actor) => Promise<z.output<Item>>;
      remove: (id: string, actor: Actor) => Promise<unknown>;
    };
  },
) => {
  const { paths, schemas, noun, service } = route;
  listRoute(app, resource, {
    path: paths.list,
    summary: route.listSummary,
    querystring: schemas.query,
    item: schemas.listItem,
    message: noun.many,
    list: service.list,
  });
  exportRoute(app, resource, {
    path: paths.list,
    querystring: schemas.query,
    ...route.export,
    list: service.list,
  });
  getRoute(app, resource, {
    path: paths.item,
    item: schemas.item,
    message: noun.one,
    get: service.get,
  });
  createRoute(app, resource, {
    path: paths.item,
    body: schemas.body,
    item: schemas.item,
    message: `${noun.one} created`,
    create: service.create,
  });
  updateRoute(app, resource, {
    path: paths.item,
    body: schemas.body,
    item: schemas.item,
    message: `${noun.one} updated`,
    update: service.update,
  });
  deleteRoute(app, resource, {
    path: paths.item,
    message: `${noun.one} deleted`,
    remove: service.remove,
  });
};
