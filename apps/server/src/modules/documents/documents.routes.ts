import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { creditApplicationSchema } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import {
  approvalBodySchema,
  documentFileParamsSchema,
  documentUpdatesFieldSchema,
  documentUploadFieldSchema,
  earlierFilesQuerySchema,
  fileIdParamsSchema,
} from '@creditdesk/domain/documents/documents.schemas';
import {
  documentUpdateResultSchema,
  documentUploadResultSchema,
  earlierFileSchema,
  timelineEntrySchema,
} from '@creditdesk/domain/documents/document-answers.schemas';
import {
  envelope,
  errorBodySchema,
  listEnvelope,
} from '@creditdesk/domain/shared/envelope.schemas';
import { idParamsSchema } from '@creditdesk/domain/shared/list-query.schemas';
import {
  checkedDocumentStructureSchema,
  submitDocumentBodySchema,
} from '@creditdesk/domain/documents/debitur-checks.schemas';
import { answerRoute } from '../../kit/answer-route';
import { attachmentRoute } from '../../kit/attachment-route';
import { actorOf } from '../../plugins/actor';
import { bearer, filePart, protectedErrors, formRouteSchema } from '../../core/route-schemas';
import { readStreamedMultipart } from '../../kit/streamed-upload';
import { permission } from '../../plugins/auth';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_KEY_PREFIX,
  DOCUMENT_UPLOAD_RULES,
} from './document-file-type';
import { registerDeferralRoutes } from './document-deferrals.routes';
import { createDocumentsService } from './documents.service';

const tags = ['documents'];
const read = permission(SUB_MENUS.creditApplication, 'Read');
const update = permission(SUB_MENUS.creditApplication, 'Update');
const uploadErrors = { ...protectedErrors, 413: errorBodySchema, 415: errorBodySchema };

const FILE_TYPES = 'Word, Excel, csv, PDF, JPEG or PNG (judged by the bytes), at most 20 MB';

/** The upload's multipart fields (spec section 3: Document upload payload). */
const uploadBody = z.object({
  data: documentUploadFieldSchema.meta({
    description:
      'JSON: { creditApplication, category, documents: [{ type, code, uploadedDocuments: ' +
      '[{ debitur, metadata, fileId? }] }] }. A catalogued type by `code`; for Lain-lain a new ' +
      "name in `type` ('Add Other Document'). `fileId` names an earlier file of the debitur " +
      '(GET /document-credit-application/files) to use instead of `file`.',
  }),
  file: filePart(FILE_TYPES),
});

/** The update's multipart fields (spec section 3: Document update payload). */
const updateBody = z.object({
  updates: documentUpdatesFieldSchema.meta({
    description:
      'JSON list of { typeId, code, debitur, metadata, fileId, replaceFile, fileField, type? }: ' +
      '`fileId` is the uploaded document; with replaceFile true, `fileField` names the part ' +
      "holding the new bytes ('file_0'); `type` renames a type added with 'Add Other Document'.",
  }),
  file_0: filePart(`The new bytes of an entry with replaceFile; ${FILE_TYPES}`),
});

/** Multipart parts streamed to storage, or a JSON body (no file: metadata or an earlier file). */
const readForm = async (
  request: FastifyRequest,
  acceptsFile: (field: string) => boolean,
): Promise<Awaited<ReturnType<typeof readStreamedMultipart>>> => {
  if (request.isMultipart())
    return readStreamedMultipart(request, {
      storage: request.server.storage,
      keyPrefix: DOCUMENT_KEY_PREFIX,
      rules: DOCUMENT_UPLOAD_RULES,
      acceptsFile,
    });
  const body = request.body && typeof request.body === 'object' ? request.body : {};
  return { fields: body as Record<string, string>, files: [] };
};

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const documents = createDocumentsService({
    db: app.db,
    storage: app.storage,
    log: app.log,
    now: app.now,
  });

  answerRoute(app, {
    method: 'GET',
    url: '/credit-application/list-document/:id',
    config: read,
    tags,
    summary: "The application's document tree: categories, types, files and completion",
    params: idParamsSchema,
    answer: envelope(checkedDocumentStructureSchema),
    message: 'Document structure',
    handle: ({ params }, actor) => documents.structure(params.id, actor),
  });

  app.post(
    '/document-credit-application',
    {
      config: { ...update, multipartBody: uploadBody },
      schema: {
        tags,
        ...formRouteSchema,
        summary: 'Upload one document of a credit application (its creator, Credit Approved on)',
        response: { 201: envelope(documentUploadResultSchema), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readForm(request, (field) => field === 'file');
      const uploaded = await documents.upload(fields, files, actorOf(request));
      return reply.code(201).send({ message: 'Document uploaded', response: uploaded });
    },
  );

  app.put(
    '/document-credit-application/:id',
    {
      config: { ...update, multipartBody: updateBody },
      schema: {
        tags,
        ...formRouteSchema,
        summary: "Edit documents' metadata, replace their files (the old file stays a version)",
        params: idParamsSchema,
        response: { 200: envelope(documentUpdateResultSchema), ...uploadErrors },
      },
    },
    async (request) => {
      const { fields, files } = await readForm(request, (field) => /^file_\d+$/.test(field));
      return {
        message: 'Documents updated',
        response: await documents.update(request.params.id, fields, files, actorOf(request)),
      };
    },
  );

  answerRoute(app, {
    method: 'DELETE',
    url: '/document-credit-application/:id/type/:typeId/file/:fileId',
    config: update,
    tags,
    summary: 'Remove an uploaded document with its versions',
    params: documentFileParamsSchema,
    answer: envelope(z.null()),
    message: 'Document removed',
    handle: async ({ params }, actor) => {
      await documents.remove(params.id, params.typeId, params.fileId, actor);
      return null;
    },
  });

  app.get(
    '/document-credit-application/files',
    {
      config: read,
      schema: {
        tags,
        security: bearer,
        summary: "A debitur's earlier files (its own and its applications'), newest first",
        querystring: earlierFilesQuerySchema,
        // The query names a debitur, which may not exist (or lie outside the user's area).
        response: {
          200: listEnvelope(earlierFileSchema),
          ...protectedErrors,
          404: errorBodySchema,
        },
      },
    },
    async (request) => ({
      message: 'Earlier files',
      response: await documents.earlierFiles(request.query, actorOf(request)),
    }),
  );

  attachmentRoute(app, {
    url: '/document-credit-application/file/:fileId',
    config: read,
    tags,
    summary:
      "A document's current file (document id) or one of its versions (version id), as an attachment",
    params: fileIdParamsSchema,
    contentTypes: DOCUMENT_CONTENT_TYPES,
    description: 'The file, with its stored content type',
    download: (params, actor) => documents.download(params.fileId, actor),
  });

  answerRoute(app, {
    method: 'POST',
    url: '/credit-application/:id/submit-document',
    config: update,
    tags,
    summary:
      'Credit Approved -> Waiting for Review, with every mandatory document present (and a reason when its documents differ from the debitur)',
    params: idParamsSchema,
    body: submitDocumentBodySchema,
    answer: envelope(creditApplicationSchema),
    message: 'Credit application submitted for review',
    handle: ({ params, body }, actor) => documents.submit(params.id, actor, body?.reason),
  });

  answerRoute(app, {
    method: 'POST',
    url: '/credit-application/:id/approval',
    config: permission(SUB_MENUS.approval, 'Action'),
    tags,
    summary: 'Approve (-> Completed) or reject a credit application Waiting for Review',
    params: idParamsSchema,
    body: approvalBodySchema,
    answer: envelope(creditApplicationSchema),
    message: (body) =>
      body.action === 'Approved' ? 'Credit application approved' : 'Credit application rejected',
    handle: ({ params, body }, actor) => documents.decide(params.id, body, actor),
  });

  answerRoute(app, {
    method: 'GET',
    url: '/credit-application/:id/timeline',
    config: read,
    tags,
    summary: "The application's history, newest first",
    params: idParamsSchema,
    answer: listEnvelope(timelineEntrySchema),
    message: 'Timeline',
    handle: ({ params }, actor) => documents.timeline(params.id, actor),
  });

  registerDeferralRoutes(app, documents.deferrals);
};
