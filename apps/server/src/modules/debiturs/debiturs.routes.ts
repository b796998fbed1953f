import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import {
  archiveBodySchema,
  DEBITUR_MESSAGES,
  debiturAuditEntrySchema,
  debiturAuditQuerySchema,
  debiturDataSchema,
  debiturFormOptionsSchema,
  debiturListQuerySchema,
  debiturSchema,
  DEBITUR_TYPES,
} from '@creditdesk/domain/debiturs/debiturs.schemas';
import { envelope, listEnvelope } from '@creditdesk/domain/shared/envelope.schemas';
import { idParamsSchema } from '@creditdesk/domain/shared/list-query.schemas';
import {
  can,
  deleteRoute,
  exportRoute,
  getRoute,
  listRoute,
  type Resource,
} from '../../kit/crud-routes';
import { answerRoute } from '../../kit/answer-route';
import { actorOf } from '../../plugins/actor';
import { Invalid } from '../../core/errors';
import { bearer, protectedErrors, uploadErrors, formRouteSchema } from '../../core/route-schemas';
import { createOptionsService } from '../options/options.service';
import {
  DEBITUR_FILE_FORM_TYPES,
  DEBITUR_FILE_RULES,
  debiturFileParts,
  withDebiturForm,
} from './debitur-files';
import { debiturFilesRoutes } from './debitur-files.routes';
import { auditTrailColumns, exportColumns } from './debiturs.export';
import { dataObject, parseDebiturData } from './debiturs.mapper';
import { createDebitursService } from './debiturs.service';

const resource: Resource = { subMenu: SUB_MENUS.debiturManagement, tags: ['debiturs'] };
const tags = resource.tags;

/** The multipart forms, for the API description: `data` is a part holding the form as JSON. */
const createForm = z.object({
  type: z.enum(DEBITUR_TYPES).optional(),
  data: debiturDataSchema,
  ...debiturFileParts(DEBITUR_FILE_FORM_TYPES),
});
const updateForm = z.object({ data: debiturDataSchema });

export const debitursRoutes: FastifyPluginAsyncZod = async (app) => {
  const debiturs = createDebitursService({ db: app.db, storage: app.storage, log: app.log });
  const options = createOptionsService(app.db);
  await app.register(debiturFilesRoutes, { debiturs });

  listRoute(app, resource, {
    path: '/debiturs',
    querystring: debiturListQuerySchema,
    item: debiturSchema,
    message: 'Debiturs',
    list: debiturs.list,
  });

  exportRoute(app, resource, {
    path: '/debiturs',
    querystring: debiturListQuerySchema,
    name: 'debiturs',
    sheetName: { en: 'Debiturs', id: 'Debitur' },
    columns: (query) => exportColumns(query.type),
    rows: debiturs.exportRows,
    // The debitur report: up to 50,000 debiturs' personal data, not every reader's to take.
    access: 'Report',
  });

  answerRoute(app, {
    method: 'GET',
    url: '/debiturs/audit-trail',
    config: can(resource, 'Read'),
    tags,
    summary: 'Changes to debiturs, newest first',
    querystring: debiturAuditQuerySchema,
    answer: listEnvelope(debiturAuditEntrySchema),
    message: 'Debitur audit trail',
    handle: ({ query }, actor) => debiturs.auditTrail(query, actor),
  });

  exportRoute(app, resource, {
    path: '/debiturs/audit-trail',
    summary: 'The filtered audit trail, all pages, as XLSX or CSV',
    querystring: debiturAuditQuerySchema,
    name: 'debitur-audit-trail',
    sheetName: { en: 'Audit Trail', id: 'Jejak Audit' },
    columns: auditTrailColumns,
    list: debiturs.auditTrail,
  });

  answerRoute(app, {
    method: 'GET',
    url: '/debitur/options',
    config: can(resource, 'Read'),
    tags,
    summary: 'Groups with their branches for the debitur form and filter, within your area',
    answer: envelope(debiturFormOptionsSchema),
    message: 'Debitur options',
    handle: async (_input, actor) => ({ groups: await options.groupsWithBranches(actor) }),
  });

  getRoute(app, resource, {
    path: '/debitur',
    item: debiturSchema,
    message: 'Debitur',
    get: debiturs.get,
    readAudit: (debitur) => ({ entity: 'debitur-detail', entityId: debitur._id }),
  });

  app.post(
    '/debitur',
    {
      config: { ...can(resource, 'Create'), multipartBody: createForm },
      schema: {
        tags,
        ...formRouteSchema,
        description:
          'multipart/form-data: type, data (JSON of the debitur form) and files keyed by document ' +
          'category (Personal also debiturPhoto); PDF, JPEG or PNG, 10 MB each at most.',
        response: { 201: envelope(debiturSchema), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const debitur = await withDebiturForm(
        request,
        app.storage,
        DEBITUR_FILE_RULES,
        ({ fields, files }) => {
          const data = parseDebiturData(dataObject(fields.data ?? fields), fields.type);
          return debiturs.create(data, files, actorOf(request));
        },
      );
      return reply.code(201).send({ message: 'Debitur created', response: debitur });
    },
  );

  app.put(
    '/debitur/:id',
    {
      config: { ...can(resource, 'Update'), multipartBody: updateForm },
      schema: {
        tags,
        ...formRouteSchema,
        description: 'multipart/form-data with data (JSON), or the data itself as JSON; no files.',
        params: idParamsSchema,
        response: { 200: envelope(debiturSchema), ...protectedErrors },
      },
    },
    async (request) => {
      const updated = await withDebiturForm(
        request,
        app.storage,
        DEBITUR_FILE_RULES,
        ({ fields, files }) => {
          if (files.length > 0)
            throw new Invalid(DEBITUR_MESSAGES.filesElsewhere, [
              { path: 'files', message: DEBITUR_MESSAGES.filesElsewhere },
            ]);
          return debiturs.update(request.params.id, fields.data ?? fields, actorOf(request));
        },
      );
      return { message: 'Debitur updated', response: updated };
    },
  );

  app.put(
    '/debitur/:id/archive',
    {
      config: can(resource, 'Update'),
      schema: {
        tags,
        security: bearer,
        params: idParamsSchema,
        body: archiveBodySchema,
        response: { 200: envelope(debiturSchema), ...protectedErrors },
      },
    },
    async (request) => ({
      message: request.body.isArchive ? 'Debitur archived' : 'Debitur unarchived',
      response: await debiturs.archive(request.params.id, request.body.isArchive, actorOf(request)),
    }),
  );

  deleteRoute(app, resource, {
    path: '/debitur',
    message: 'Debitur deleted',
    remove: debiturs.remove,
  });
};
