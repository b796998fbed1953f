import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  languageBodySchema,
  mailNoticesSchema,
  PREFERENCE_MESSAGES,
} from '@creditdesk/domain/preferences/preferences.schemas';
import { envelope } from '@creditdesk/domain/shared/envelope.schemas';
import { signedInPrincipal, signedInRoute } from '../../plugins/auth';
import type { PreferencesService } from './preferences.service';
import { englishMessage } from '@creditdesk/domain/shared/message-codes';

export const preferencesRoutes: FastifyPluginAsyncZod<{
  preferencesService: PreferencesService;
}> = async (app, { preferencesService }) => {
  app.put(
    '/me/language',
    {
      config: signedInRoute,
      schema: {
        tags: ['auth'],
        summary: "Save the signed-in user's language of the web app",
        security: [{ bearer: [] }],
        body: languageBodySchema,
        response: { 200: envelope(languageBodySchema) },
      },
    },
    async (request) => ({
      message: englishMessage(PREFERENCE_MESSAGES.languageSaved),
      response: {
        language: await preferencesService.setLanguage(
          signedInPrincipal(request).userId,
          request.body.language,
          request.id,
        ),
      },
    }),
  );

  app.get(
    '/me/mail-notices',
    {
      config: signedInRoute,
      schema: {
        tags: ['auth'],
        summary: 'Which mails the signed-in user gets of the applications he must act on',
        security: [{ bearer: [] }],
        response: { 200: envelope(mailNoticesSchema) },
      },
    },
    async (request) => ({
      message: englishMessage(PREFERENCE_MESSAGES.mailNotices),
      response: await preferencesService.mailNoticesOf(signedInPrincipal(request).userId),
    }),
  );

  app.put(
    '/me/mail-notices',
    {
      config: signedInRoute,
      schema: {
        tags: ['auth'],
        summary:
          'Turn mails on or off: an application waits for my decision; mine is decided or a deferral answered',
        security: [{ bearer: [] }],
        body: mailNoticesSchema,
        response: { 200: envelope(mailNoticesSchema) },
      },
    },
    async (request) => ({
      message: englishMessage(PREFERENCE_MESSAGES.mailNoticesSaved),
      response: await preferencesService.setMailNotices(
        signedInPrincipal(request).userId,
        request.body,
        request.id,
      ),
    }),
  );
};
