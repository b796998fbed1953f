import { DEBITUR_MESSAGES } from '@creditdesk/domain/debiturs/debiturs.schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import {
  archiveBodySchema,
  debiturAuditEntrySchema,
  debiturFormOptionsSchema,
  debiturListQuerySchema,
  debiturSchema,
  type Debitur,
} from '@creditdesk/domain/debiturs/debiturs.schemas';
import { envelope, listEnvelope } from '@creditdesk/domain/shared/envelope.schemas';
import {
  exportFormatSchema,
  idParamsSchema,
  listQuerySchema,
} from '@creditdesk/domain/shared/list-query.schemas';
import { deleteRoute, exportRoute, listRoute, type Resource } from '../../kit/crud-routes';
import { actorOf } from '../../lib/actor';
import { Invalid } from '../../lib/errors';
import { exportQuery } from '../../lib/list-query';
import { bearer, protectedErrors } from '../../lib/route-schemas';
import { numberColumn, sendTableExport, type ExportColumn } from '../../lib/table-export';
import { permission } from '../../plugins/auth';
import { keepIfCommitted } from '../../lib/streamed-upload';
import { attachmentHeader, DEBITUR_FILE_RULES, readDebiturForm } from './debitur-files';
import { createOptionsService } from '../options/options.service';
import type { DebiturFileRow } from './debiturs.repository';
import { createDebiturFilesService } from './debitur-files.service';
import { dataObject, parseDebiturData } from './debiturs.mapper';
import { createDebitursService } from './debiturs.service';

const resource: Resource = { subMenu: SUB_MENUS.debiturManagement, tags: ['debiturs'] };
const tags = resource.tags;
const can = (access: 'Read' | 'Create' | 'Update' | 'Delete') =>
  permission(resource.subMenu, access);

const uploadErrors = {
  ...protectedErrors,
  413: protectedErrors[400],
  415: protectedErrors[400],
};

const fileParamsSchema = z.object({ id: z.uuid(), fileId: z.uuid() });

const dash = (value: string | null | undefined) => value || '-';

/** The columns (after 'No') of the list tab the export comes from: Personal, Enterprise or both. */
const exportColumns = (type: Debitur['type'] | undefined): ExportColumn<Debitur>[] => {
  const branch: ExportColumn<Debitur> = {
    header: 'Branch',
    value: (row) => row.relatedBranch.branchName,
    width: 24,
  };
  const email: ExportColumn<Debitur> = { header: 'Email', value: (row) => dash(row.email) };
  if (type === 'Personal')
    return [
      { header: 'Debitur Name', value: (row) => dash(row.fullName), width: 30 },
      { header: 'ID Number', value: (row) => dash(row.idNumber), width: 20 },
      { header: 'Phone Number', value: (row) => dash(row.phoneNumber), width: 18 },
      { ...email, width: 30 },
      { header: 'Marital Status', value: (row) => dash(row.maritalStatus), width: 16 },
      branch,
    ];
  if (type === 'Enterprise')
    return [
      { header: 'Company Name', value: (row) => dash(row.companyName), width: 30 },
      { header: 'Organizer Name', value: (row) => dash(row.organizerName), width: 24 },
      { header: 'Telephone Number', value: (row) => dash(row.telephoneNumber), width: 18 },
      { ...email, width: 30 },
      { header: 'Budget', value: (row) => dash(row.budget?.$numberDecimal), width: 18 },
      branch,
    ];
  return [
    { header: 'Type', value: (row) => row.type, width: 12 },
    { header: 'Debitur Name', value: (row) => dash(row.fullName ?? row.companyName), width: 30 },
    { ...email, width: 30 },
    {
      header: 'Phone Number',
      value: (row) => dash(row.phoneNumber ?? row.telephoneNumber),
      width: 18,
    },
    branch,
  ];
};

const sendFile = (
  reply: FastifyReply,
  file: { row: DebiturFileRow; stream: NodeJS.ReadableStream },
) =>
  reply
    .type(file.row.contentType)
    .header('content-length', file.row.size)
    .header('content-disposition', attachmentHeader(file.row.name))
    .header('cache-control', 'private, no-store')
    .send(file.stream);

export const debitursRoutes: FastifyPluginAsyncZod = async (app) => {
  const debiturs = createDebitursService({ db: app.db, storage: app.storage, log: app.log });
  const options = createOptionsService(app.db);
  const debiturFiles = createDebiturFilesService({
    db: app.db,
    storage: app.storage,
    log: app.log,
    getDebitur: debiturs.get,
  });

  /**
   * Reads the form of a create or update (its files streamed into storage) and runs `use`; the
   * files are removed again if `use` refuses them or does not commit.
   */
  const withForm = async <T>(
    request: FastifyRequest,
    use: (form: Awaited<ReturnType<typeof readDebiturForm>>) => Promise<T>,
  ) => {
    const form = await readDebiturForm(request, app.storage, DEBITUR_FILE_RULES);
    return keepIfCommitted(app.storage, request.log, form.files, () => use(form));
  };

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
    sheetName: 'Debiturs',
    columns: (query) => exportColumns(query.type),
    list: debiturs.list,
  });

  app.get(
    '/debiturs/audit-trail',
    {
      config: can('Read'),
      schema: {
        tags,
        security: bearer,
        summary: 'Changes to debiturs, newest first',
        querystring: listQuerySchema,
        response: { 200: listEnvelope(debiturAuditEntrySchema), ...protectedErrors },
      },
    },
    async (request) => ({
      message: 'Debitur audit trail',
      response: await debiturs.auditTrail(request.query, actorOf(request)),
    }),
  );

  app.get(
    '/debiturs/audit-trail/export',
    {
      config: can('Read'),
      schema: {
        tags,
        security: bearer,
        summary: 'The filtered audit trail, all pages, as XLSX or CSV',
        querystring: listQuerySchema.extend(exportFormatSchema.shape),
      },
    },
    async (request, reply) => {
      const { data } = await debiturs.auditTrail(exportQuery(request.query), actorOf(request));
      return sendTableExport(reply, {
        name: 'debitur-audit-trail',
        sheetName: 'Audit Trail',
        format: request.query.format,
        rows: data,
        columns: [
          numberColumn(),
          { header: 'Debitur Name', value: (row) => row.debiturName, width: 30 },
          { header: 'Description', value: (row) => row.description, width: 40 },
          { header: 'Changed By', value: (row) => row.actor?.name ?? '-', width: 24 },
          {
            header: 'Date (UTC)',
            value: (row) => row.created.slice(0, 16).replace('T', ' '),
            width: 18,
          },
        ],
      });
    },
  );

  app.get(
    '/debitur/options',
    {
      config: can('Read'),
      schema: {
        tags,
        security: bearer,
        summary: 'Groups with their branches for the debitur form and filter, within your area',
        response: { 200: envelope(debiturFormOptionsSchema), ...protectedErrors },
      },
    },
    async (request) => ({
      message: 'Debitur options',
      response: { groups: await options.groupsWithBranches(actorOf(request)) },
    }),
  );

  app.get(
    '/debitur/file/:id',
    {
      config: can('Read'),
      schema: {
        tags,
        security: bearer,
        summary: 'A debitur file as an attachment with its original name',
        params: idParamsSchema,
      },
    },
    async (request, reply) =>
      sendFile(reply, await debiturFiles.file(request.params.id, actorOf(request))),
  );

  app.get(
    '/debitur/:id',
    {
      config: can('Read'),
      schema: {
        tags,
        security: bearer,
        params: idParamsSchema,
        response: { 200: envelope(debiturSchema), ...protectedErrors },
      },
    },
    async (request) => ({
      message: 'Debitur',
      response: await debiturs.get(request.params.id, actorOf(request)),
    }),
  );

  app.get(
    '/debitur/:id/debitur-photo',
    {
      config: can('Read'),
      schema: {
        tags,
        security: bearer,
        summary: "The debitur's newest photo",
        params: idParamsSchema,
      },
    },
    async (request, reply) =>
      sendFile(reply, await debiturFiles.photo(request.params.id, actorOf(request))),
  );

  app.post(
    '/debitur',
    {
      config: can('Create'),
      schema: {
        tags,
        security: bearer,
        description:
          'multipart/form-data: type, data (JSON of the debitur form) and files keyed by document ' +
          'category (Personal also debiturPhoto); PDF, JPEG or PNG, 10 MB each at most.',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: envelope(debiturSchema), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const debitur = await withForm(request, ({ fields, files }) => {
        const data = parseDebiturData(dataObject(fields.data ?? fields), fields.type);
        return debiturs.create(data, files, actorOf(request));
      });
      return reply.code(201).send({ message: 'Debitur created', response: debitur });
    },
  );

  app.put(
    '/debitur/:id',
    {
      config: can('Update'),
      schema: {
        tags,
        security: bearer,
        description: 'multipart/form-data with data (JSON), or the data itself as JSON; no files.',
        consumes: ['multipart/form-data', 'application/json'],
        params: idParamsSchema,
        response: { 200: envelope(debiturSchema), ...protectedErrors },
      },
    },
    async (request) => {
      const updated = await withForm(request, ({ fields, files }) => {
        if (files.length > 0)
          throw new Invalid(DEBITUR_MESSAGES.filesElsewhere, [
            { path: 'files', message: DEBITUR_MESSAGES.filesElsewhere },
          ]);
        return debiturs.update(request.params.id, fields.data ?? fields, actorOf(request));
      });
      return { message: 'Debitur updated', response: updated };
    },
  );

  app.put(
    '/debitur/:id/files',
    {
      config: can('Update'),
      schema: {
        tags,
        security: bearer,
        description:
          'multipart/form-data keyed by document category; a document replaces the one before, ' +
          'photos add up (the newest is current).',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: envelope(debiturSchema), ...uploadErrors },
      },
    },
    async (request) => {
      const id = request.params.id;
      const actor = actorOf(request);
      await debiturs.get(id, actor);
      const saved = await withForm(request, ({ files }) => {
        if (files.length === 0)
          throw new Invalid(DEBITUR_MESSAGES.noFile, [
            { path: 'files', message: DEBITUR_MESSAGES.noFile },
          ]);
        return debiturFiles.putFiles(id, files, actor);
      });
      return { message: 'Debitur files saved', response: saved };
    },
  );

  app.delete(
    '/debitur/:id/file/:fileId',
    {
      config: can('Update'),
      schema: {
        tags,
        security: bearer,
        params: fileParamsSchema,
        response: { 200: envelope(debiturSchema), ...protectedErrors },
      },
    },
    async (request) => ({
      message: 'Debitur file removed',
      response: await debiturFiles.removeFile(
        request.params.id,
        request.params.fileId,
        actorOf(request),
      ),
    }),
  );

  app.put(
    '/debitur/:id/archive',
    {
      config: can('Update'),
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
