import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { DEBITUR_MESSAGES, debiturSchema } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { envelope } from '@creditdesk/domain/shared/envelope.schemas';
import { idParamsSchema } from '@creditdesk/domain/shared/list-query.schemas';
import { actorOf } from '../../plugins/actor';
import { Invalid } from '../../core/errors';
import { attachmentRoute } from '../../kit/attachment-route';
import { bearer, protectedErrors, uploadErrors } from '../../core/route-schemas';
import { permission } from '../../plugins/auth';
import {
  DEBITUR_CONTENT_TYPES,
  DEBITUR_PHOTO_CONTENT_TYPES,
  DEBITUR_FILE_FORM_TYPES,
  DEBITUR_FILE_RULES,
  debiturFileParts,
  withDebiturForm,
} from './debitur-files';
import type { DebitursService } from './debiturs.service';
import { createDebiturFilesService } from './debitur-files.service';

// At least one file: a form without one is refused ('files').
const filesForm = z.object(debiturFileParts(DEBITUR_FILE_FORM_TYPES)).meta({ minProperties: 1 });

const tags = ['debiturs'];
const can = (access: 'Read' | 'Update') => permission(SUB_MENUS.debiturManagement, access);

const fileParamsSchema = z.object({ id: z.uuid(), fileId: z.uuid() });

/** A debitur's files: downloads, the photo, uploads after the debitur exists, and removal. */
export const debiturFilesRoutes: FastifyPluginAsyncZod<{ debiturs: DebitursService }> = async (
  app,
  { debiturs },
) => {
  const debiturFiles = createDebiturFilesService({
    db: app.db,
    storage: app.storage,
    log: app.log,
    getDebitur: debiturs.get,
  });

  attachmentRoute(app, {
    url: '/debitur/file/:id',
    config: can('Read'),
    tags,
    summary: 'A debitur file as an attachment with its original name',
    params: idParamsSchema,
    contentTypes: DEBITUR_CONTENT_TYPES,
    description: 'The file',
    download: (params, actor) => debiturFiles.file(params.id, actor),
  });

  attachmentRoute(app, {
    url: '/debitur/:id/debitur-photo',
    config: can('Read'),
    tags,
    summary: "The debitur's newest photo",
    params: idParamsSchema,
    contentTypes: DEBITUR_PHOTO_CONTENT_TYPES,
    description: 'The photo',
    download: (params, actor) => debiturFiles.photo(params.id, actor),
  });

  app.put(
    '/debitur/:id/files',
    {
      config: { ...can('Update'), multipartBody: filesForm },
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
      const saved = await withDebiturForm(request, app.storage, DEBITUR_FILE_RULES, ({ files }) => {
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
};
