import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { documentReadingSchema } from '@creditdesk/domain/documents/document-readings';
import { envelope } from '@creditdesk/domain/shared/envelope.schemas';
import { idParamsSchema } from '@creditdesk/domain/shared/list-query.schemas';
import { answerRoute } from '../../kit/answer-route';
import { permission } from '../../plugins/auth';
import { createDocumentReadingsService } from './document-readings.service';

export const documentReadingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const readings = createDocumentReadingsService(app.db, app.config.reading);

  answerRoute(app, {
    method: 'GET',
    url: '/credit-application/:id/document-readings',
    config: permission(SUB_MENUS.creditApplication, 'Read'),
    tags: ['documents'],
    summary:
      "What reading found in the current files of an application's documents (PDF text, OCR of " +
      "images): each file's state ('pending', 'read', 'unreadable'), its NIK, NPWP and NIB " +
      "numbers, and a coded flag where the file's number is not the debitur's",
    params: idParamsSchema,
    answer: envelope(z.array(documentReadingSchema)),
    message: 'Document readings',
    handle: ({ params }, actor) => readings.ofApplication(params.id, actor),
  });
};
