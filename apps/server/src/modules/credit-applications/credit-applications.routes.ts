import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { CREDIT_APPLICATION_STATUS_LABELS } from '@creditdesk/domain/credit-applications/credit-applications.labels';
import {
  creditApplicationArchiveBodySchema,
  creditApplicationBodySchema,
  approvalQueueQuerySchema,
  creditApplicationListQuerySchema,
  creditApplicationRowSchema,
  type CreditApplicationRow,
  creditApplicationSchema,
  creditApplicationStatusBodySchema,
} from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { debiturDataSchema } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { envelope, listEnvelope } from '@creditdesk/domain/shared/envelope.schemas';
import { exportFormatSchema, idParamsSchema } from '@creditdesk/domain/shared/list-query.schemas';
import { formatRupiah } from '@creditdesk/domain/shared/money';
import { namedRecordSchema } from '@creditdesk/domain/shared/record.schemas';
import { answerRoute } from '../../kit/answer-route';
import { can, deleteRoute, getRoute, listRoute, type Resource } from '../../kit/crud-routes';
import { actorOf } from '../../plugins/actor';
import { parseInput } from '../../core/errors';
import { bearer, protectedErrors, formRouteSchema } from '../../core/route-schemas';
import { permission } from '../../plugins/auth';
import {
  dashedColumn,
  labelColumn,
  numberColumn,
  sendTableExport,
  type ExportColumn,
} from '../../kit/table-export';
import type { StoredUpload } from '../../kit/streamed-upload';
import { debiturForm } from '../debiturs/debiturs.service';
import { NEW_DEBITUR_FILE_RULES, parseCreditApplicationBody } from './credit-application-input';
import { createCreditApplicationsService } from './credit-applications.service';

const resource: Resource = { subMenu: SUB_MENUS.creditApplication, tags: ['credit-applications'] };
const tags = resource.tags;

const uploadErrors = {
  ...protectedErrors,
  413: protectedErrors[400],
  415: protectedErrors[400],
};

const WIZARD_DESCRIPTION =
  'multipart/form-data or JSON: type, joinType, creditType, plafond, facilities (list or JSON ' +
  "string), tenorStartDate, tenorEndDate, creditDesc, creditAppDate, status ('Draft' or 'Open'), " +
  'and either debitur (Existing Debitur) or newDebitur (JSON of the debitur form) with its files ' +
  'keyed by document category (PDF, JPEG or PNG, the photo JPEG or PNG; 20 MB each).';

/** A submitted wizard (status Open, the default) needs every credit field; a Draft does not. */
const SUBMITTED = {
  required: ['creditType', 'plafond', 'facilities', 'tenorStartDate', 'tenorEndDate', 'creditDesc'],
};

/** The wizard as multipart fields, for the API description: `newDebitur` is a part holding JSON. */
const wizardFields = {
  ...creditApplicationBodySchema.shape,
  newDebitur: debiturDataSchema.optional(),
};
const wizardForm = z
  .object({
    ...wizardFields,
    ...debiturForm.fileParts('PDF, JPEG or PNG (judged by the bytes), 20 MB at most'),
  })
  .meta({
    anyOf: [{ properties: { status: { enum: ['Draft'] } }, required: ['status'] }, SUBMITTED],
  });

/** The list's columns as the screen shows them. */
const exportColumns: ExportColumn<CreditApplicationRow>[] = [
  numberColumn(),
  {
    header: { en: 'Application No.', id: 'No. Pengajuan' },
    value: (row) => row.creditAppNo,
    width: 18,
  },
  {
    header: { en: 'Application Date', id: 'Tanggal Pengajuan' },
    value: (row) => row.creditAppDate,
    width: 16,
  },
  dashedColumn('Debitur', 30, (row) => row.debitur?.fullName ?? row.debitur?.companyName),
  dashedColumn({ en: 'Branch', id: 'Cabang' }, 24, (row) => row.branch?.branchName),
  dashedColumn(
    { en: 'Credit Type', id: 'Jenis Kredit' },
    20,
    (row) => row.creditType?.creditappName,
  ),
  dashedColumn(
    { en: 'Plafond', id: 'Plafon' },
    24,
    (row) => row.plafond && formatRupiah(row.plafond.$numberDecimal),
  ),
  dashedColumn({ en: 'Facilities', id: 'Fasilitas' }, 30, (row) =>
    row.facilities.map((facility) => facility.facilityName).join(', '),
  ),
  dashedColumn(
    { en: 'Tenor Start Date', id: 'Tanggal Mulai Tenor' },
    16,
    (row) => row.tenorStartDate,
  ),
  dashedColumn({ en: 'Tenor End Date', id: 'Tanggal Akhir Tenor' }, 16, (row) => row.tenorEndDate),
  labelColumn(
    { en: 'Status', id: 'Status' },
    20,
    CREDIT_APPLICATION_STATUS_LABELS,
    (row) => row.status,
  ),
  {
    header: { en: 'Created By', id: 'Dibuat Oleh' },
    value: (row) => row.createdBy.name,
    width: 24,
  },
];

/** `{status}` and nothing else is a signing step rather than a wizard update. */
const isSigningStep = (fields: Record<string, unknown>, files: StoredUpload[]) =>
  files.length === 0 && Object.keys(fields).length === 1 && 'status' in fields;

export const creditApplicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const applications = createCreditApplicationsService({
    db: app.db,
    storage: app.storage,
    log: app.log,
  });

  /** The wizard's form, the new debitur's files streamed into storage (removed on failure). */
  const withForm = <T>(
    request: FastifyRequest,
    use: (form: { fields: Record<string, unknown>; files: StoredUpload[] }) => Promise<T>,
  ) => debiturForm.read(request, app.storage, NEW_DEBITUR_FILE_RULES, use);

  listRoute(app, resource, {
    path: '/paged',
    querystring: creditApplicationListQuerySchema,
    item: creditApplicationRowSchema,
    message: 'Credit applications',
    list: applications.list,
  });

  app.get(
    '/export',
    {
      // Spec section 6 shows Export with Read; taking up to 50,000 applications away needs the
      // Export menu's right (docs/decisions.md, Access catalogue).
      config: permission(SUB_MENUS.export, 'Export'),
      schema: {
        tags,
        security: bearer,
        summary: 'The filtered list, all pages, as XLSX or CSV (at most 50,000 rows)',
        querystring: creditApplicationListQuerySchema.extend(exportFormatSchema.shape),
      },
    },
    async (request, reply) =>
      sendTableExport(reply, {
        name: 'credit-applications',
        sheetName: { en: 'Credit Applications', id: 'Pengajuan Kredit' },
        format: request.query.format,
        rows: await applications.exportRows(request.query, actorOf(request)),
        columns: exportColumns,
      }),
  );

  answerRoute(app, {
    method: 'GET',
    url: '/approval/paged',
    config: permission(SUB_MENUS.approval, 'View'),
    tags,
    summary:
      'The approval queue: the applications waiting for review in your area; `tier` filters by the frozen tier, `canDecide=true` keeps those you may decide now',
    querystring: approvalQueueQuerySchema,
    answer: listEnvelope(creditApplicationRowSchema),
    message: 'Approval queue',
    handle: ({ query }, actor) => applications.queue(query, actor),
  });

  answerRoute(app, {
    method: 'GET',
    url: '/approval/tiers',
    config: permission(SUB_MENUS.approval, 'View'),
    tags,
    summary:
      "The approval authority tiers, in the ladder's order: the approval queue's tier filter",
    answer: listEnvelope(namedRecordSchema),
    message: 'Approval authority tiers',
    handle: () => applications.approvalTiers(),
  });

  getRoute(app, resource, {
    path: '',
    item: creditApplicationSchema,
    message: 'Credit application',
    get: applications.get,
    // Whose personal data it shows: the application's debitur.
    readAudit: (application) => ({
      entity: 'credit-application-detail',
      entityId: application._id,
      after: { debiturId: application.debitur?._id ?? null, creditAppNo: application.creditAppNo },
    }),
  });

  app.post(
    '/',
    {
      config: { ...can(resource, 'Create'), multipartBody: wizardForm },
      schema: {
        tags,
        ...formRouteSchema,
        description: WIZARD_DESCRIPTION,
        response: { 201: envelope(creditApplicationSchema), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const created = await withForm(request, ({ fields, files }) =>
        applications.create(parseCreditApplicationBody(fields), files, actorOf(request)),
      );
      return reply.code(201).send({ message: 'Credit application created', response: created });
    },
  );

  app.put(
    '/:id',
    {
      config: {
        ...can(resource, 'Update'),
        multipartBody: wizardForm,
        jsonBody: z.union([z.object(wizardFields), creditApplicationStatusBodySchema]),
      },
      schema: {
        tags,
        ...formRouteSchema,
        description: `${WIZARD_DESCRIPTION} Or {status} alone: the next signing step.`,
        params: idParamsSchema,
        response: { 200: envelope(creditApplicationSchema), ...uploadErrors },
      },
    },
    async (request) => {
      const id = request.params.id;
      const actor = actorOf(request);
      await applications.get(id, actor);
      return withForm(request, async ({ fields, files }) => {
        if (isSigningStep(fields, files)) {
          const { status } = parseInput(creditApplicationStatusBodySchema, fields);
          return {
            message: 'Credit application status updated',
            response: await applications.moveStatus(id, status, actor),
          };
        }
        return {
          message: 'Credit application updated',
          response: await applications.update(id, parseCreditApplicationBody(fields), files, actor),
        };
      });
    },
  );

  answerRoute(app, {
    method: 'PUT',
    url: '/:id/archive',
    // Spec section 6: Read shows Export and Archive on the credit application list.
    config: can(resource, 'Read'),
    tags,
    params: idParamsSchema,
    body: creditApplicationArchiveBodySchema,
    answer: envelope(creditApplicationSchema),
    message: (body) =>
      body.isArchive ? 'Credit application archived' : 'Credit application unarchived',
    handle: ({ params, body }, actor) => applications.archive(params.id, body.isArchive, actor),
  });

  deleteRoute(app, resource, {
    path: '',
    message: 'Credit application deleted',
    remove: applications.remove,
  });
};
