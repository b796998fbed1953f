import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appSettingsSchema } from '@creditdesk/domain/settings/settings.schemas';
import { envelope } from '@creditdesk/domain/shared/envelope.schemas';
import { publicRoute } from '../../plugins/auth';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public on purpose: the time zone is no secret, and the web app reads it before any page.
  app.get(
    '/settings',
    {
      config: publicRoute,
      schema: {
        tags: ['settings'],
        summary: "The server's settings the web app follows: the bank's time zone",
        response: { 200: envelope(appSettingsSchema) },
      },
    },
    async () => ({
      message: 'Settings',
      response: { timeZone: app.config.businessTimeZone },
    }),
  );
};
