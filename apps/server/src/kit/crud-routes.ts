import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelope, listEnvelope } from '@creditdesk/domain/shared/envelope.schemas';
import {
  exportFormatSchema,
  idParamsSchema,
  type ListQuery,
} from '@creditdesk/domain/shared/list-query.schemas';
import { actorOf, type Actor } from '../plugins/actor';
import { auditRead, type ReadEntry } from './audited-write';
import { exportQuery } from '../core/list-query';
import { bearer, protectedErrors } from '../core/route-schemas';
import {
  numberColumn,
  sendTableExport,
  type ExportColumn,
  type ExportRows,
  type ExportText,
} from './table-export';
import { permission, type RoutePermission } from '../plugins/auth';

/**
 * The routes master-data resources share: list, export, read, create, update and delete, each
 * one call with the resource's path, schemas, message and service function. A module registers
 * the ones it has and writes by hand only the routes that differ.
 */

/**
 * The app of a routes plugin. The schemas validate at run time whatever the type provider; here
 * the route's types come from the resource's own schemas instead, which generic code can name.
 */
export type App = Pick<FastifyInstance, 'get' | 'post' | 'put' | 'delete' | 'route'>;

/** Who may call a resource's routes: its sub menu of the access catalogue, and its tags. */
export interface Resource {
  subMenu: string;
  tags: string[];
}

/** The permission a resource's route needs: an access type on the resource's sub menu. */
export const can = (
  resource: Resource,
  access: 'Read' | 'Create' | 'Update' | 'Delete' | 'Export',
) => permission(resource.subMenu, access);

/** What a route answering records names: its path, a record's schema and the answer's message. */
interface RecordRoute<Item extends z.ZodType> {
  path: string;
  item: Item;
  message: string;
}

/** `GET <path>`: a page of the list, `{ data, total }`. */
export const listRoute = <Query extends z.ZodType<ListQuery>, Item extends z.ZodType>(
  app: App,
  resource: Resource,
  route: RecordRoute<Item> & {
    summary?: string;
    querystring: Query;
    /** `actor` is for lists scoped to the signed-in user's area; others ignore it. */
    list: (
      query: z.output<Query>,
      actor: Actor,
    ) => Promise<{ data: z.output<Item>[]; total: number }>;
  },
) =>
  app.get(
    route.path,
    {
      config: can(resource, 'Read'),
      schema: {
        tags: resource.tags,
        security: bearer,
        ...(route.summary ? { summary: route.summary } : {}),
        querystring: route.querystring,
        response: { 200: listEnvelope(route.item), ...protectedErrors },
      },
    },
    async (request) => ({
      message: route.message,
      response: await route.list(request.query as z.output<Query>, actorOf(request)),
    }),
  );

/**
 * `GET <path>/export`: the filtered list, all pages, as XLSX or CSV, with a 'No' column first;
 * `columns` may depend on the query (the list tab the export comes from). Master data lists
 * export with Read (spec section 6); a report page asks for its Export right.
 */
export const exportRoute = <Query extends z.ZodObject, Row>(
  app: App,
  resource: Resource,
  route: {
    path: string;
    summary?: string;
    querystring: Query;
    name: string;
    sheetName: ExportText;
    columns: ExportColumn<Row>[] | ((query: z.output<Query>) => ExportColumn<Row>[]);
    /**
     * The right the export needs on the resource's sub menu: Read for master data, Export for a
     * report, Report for the debitur list; or `permission` names another sub menu's right.
     */
    access?: 'Read' | 'Export' | 'Report';
    permission?: RoutePermission;
  } & (
    | { list: (query: z.output<Query>, actor: Actor) => Promise<{ data: Row[] }> }
    /** A list too large to hold in memory: its rows a batch at a time (export query given). */
    | { rows: (query: z.output<Query>, actor: Actor) => Promise<ExportRows<Row>> }
  ),
) => {
  const querystring = route.querystring.extend(exportFormatSchema.shape);
  app.get(
    `${route.path}/export`,
    {
      config: route.permission
        ? { permission: route.permission }
        : permission(resource.subMenu, route.access ?? 'Read'),
      schema: {
        tags: resource.tags,
        security: bearer,
        summary: route.summary ?? 'The filtered list, all pages, as XLSX or CSV',
        querystring,
      },
    },
    async (request, reply) => {
      const query = request.query as z.output<Query> &
        ListQuery &
        z.output<typeof exportFormatSchema>;
      const rows =
        'rows' in route
          ? await route.rows(exportQuery(query), actorOf(request))
          : (await route.list(exportQuery(query), actorOf(request))).data;
      const columns = typeof route.columns === 'function' ? route.columns(query) : route.columns;
      return sendTableExport(reply, {
        name: route.name,
        sheetName: route.sheetName,
        format: query.format,
        rows,
        columns: [numberColumn(), ...columns],
      });
    },
  );
};

/**
 * `GET <path>/:id`: one record. With `readAudit`, each answer is recorded as a read of the
 * record (a debitur's or an application's personal data), in the audit queue's next batch.
 */
export const getRoute = <Item extends z.ZodType>(
  app: App,
  resource: Resource,
  route: RecordRoute<Item> & {
    get: (id: string, actor: Actor) => Promise<z.output<Item>>;
    readAudit?: (record: z.output<Item>) => ReadEntry;
  },
) =>
  app.get(
    `${route.path}/:id`,
    {
      config: can(resource, 'Read'),
      schema: {
        tags: resource.tags,
        security: bearer,
        params: idParamsSchema,
        response: { 200: envelope(route.item), ...protectedErrors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const record = await route.get((request.params as { id: string }).id, actor);
      if (route.readAudit) auditRead(request.server.auditQueue, actor, route.readAudit(record));
      return { message: route.message, response: record };
    },
  );

/** `POST <path>`: creates a record from a JSON body, answering 201 with it. */
export const createRoute = <Body extends z.ZodType, Item extends z.ZodType>(
  app: App,
  resource: Resource,
  route: RecordRoute<Item> & {
    body: Body;
    create: (body: z.output<Body>, actor: Actor) => Promise<z.output<Item>>;
  },
) =>
  app.post(
    route.path,
    {
      config: can(resource, 'Create'),
      schema: {
        tags: resource.tags,
        security: bearer,
        body: route.body,
        response: { 201: envelope(route.item), ...protectedErrors },
      },
    },
    async (request, reply) => {
      const created = await route.create(request.body as z.output<Body>, actorOf(request));
      return reply.code(201).send({ message: route.message, response: created });
    },
  );

/** `PUT <path>/:id`: replaces a record's fields from a JSON body. */
export const updateRoute = <Body extends z.ZodType, Item extends z.ZodType>(
  app: App,
  resource: Resource,
  route: RecordRoute<Item> & {
    body: Body;
    update: (id: string, body: z.output<Body>, actor: Actor) => Promise<z.output<Item>>;
  },
) =>
  app.put(
    `${route.path}/:id`,
    {
      config: can(resource, 'Update'),
      schema: {
        tags: resource.tags,
        security: bearer,
        params: idParamsSchema,
        body: route.body,
        response: { 200: envelope(route.item), ...protectedErrors },
      },
    },
    async (request) => ({
      message: route.message,
      response: await route.update(
        (request.params as { id: string }).id,
        request.body as z.output<Body>,
        actorOf(request),
      ),
    }),
  );

/** `DELETE <path>/:id`: removes a record, answering its message and a null response. */
export const deleteRoute = (
  app: App,
  resource: Resource,
  route: { path: string; message: string; remove: (id: string, actor: Actor) => Promise<unknown> },
) =>
  app.delete(
    `${route.path}/:id`,
    {
      config: can(resource, 'Delete'),
      schema: {
        tags: resource.tags,
        security: bearer,
        params: idParamsSchema,
        response: { 200: envelope(z.null()), ...protectedErrors },
      },
    },
    async (request) => {
      await route.remove((request.params as { id: string }).id, actorOf(request));
      return { message: route.message, response: null };
    },
  );
