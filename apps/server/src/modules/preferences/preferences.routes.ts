import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  languageBodySchema,
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
};
