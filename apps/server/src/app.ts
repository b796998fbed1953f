import { randomUUID } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import { NEW_DEBITUR_FILE_MAX_BYTES } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createAccessTokens } from './modules/auth/access-token';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { branchesRoutes } from './modules/branches/branches.routes';
import { creditApplicationOptionsRoutes } from './modules/credit-applications/credit-application-options.routes';
import { creditApplicationsRoutes } from './modules/credit-applications/credit-applications.routes';
import { creditTypesRoutes } from './modules/credit-types/credit-types.routes';
import { debitursRoutes } from './modules/debiturs/debiturs.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { facilitiesRoutes } from './modules/facilities/facilities.routes';
import { groupsRoutes } from './modules/groups/groups.routes';
import { createMailer } from './modules/mail/mailer';
import { rolesRoutes } from './modules/roles/roles.routes';
import { usersRoutes } from './modules/users/users.routes';
import { authPlugin } from './plugins/auth';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { staticWebPlugin } from './plugins/static-web';
import { createStorage } from './plugins/storage';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where the built web app is; defaults to apps/web/dist. */
  webRoot?: string;
}

export const buildApp = async ({ config, database, webRoot }: AppOptions) => {
  if (!config.jwtSecret) throw new Error('buildApp needs config.jwtSecret (see resolveJwtSecret)');
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: true,
  }).withTypeProvider();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    // Reset links carry their secret in the URL: never leak it through a Referer header.
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
  });

  // Array filters may come as repeated keys or as `key[]`; routes see them under `key`.
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (!query || typeof query !== 'object') return;
    for (const key of Object.keys(query)) {
      if (!key.endsWith('[]')) continue;
      const base = key.slice(0, -2);
      query[base] = [query[base], query[key]].flat().filter((value) => value !== undefined);
      delete query[key];
    }
  });

  await app.register(errorsPlugin);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => ({ statusCode: 429, message: AUTH_MESSAGES.rateLimited }),
  });
  // Uploads are streamed and each route stops them at its own limit with the spec's message; the
  // plugin's cap lies one byte above the largest of those (20 MB) so the route's check speaks first.
  await app.register(multipart, {
    limits: { fileSize: NEW_DEBITUR_FILE_MAX_BYTES + 1, files: 12, fields: 50 },
  });
  await app.register(openapiPlugin);
  await app.register(databasePlugin, { config, database });
  app.decorate('storage', createStorage(config));

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.resolve(config.dataDir, 'outbox'),
    log: app.log,
  });
  const authService = createAuthService({
    db: database.db,
    config,
    mailer,
    accessTokens: createAccessTokens(config.jwtSecret),
  });
  await app.register(authPlugin, { authService });

  await app.register(
    async (api) => {
      await api.register(authRoutes, { prefix: '/auth', authService });
      await api.register(
        async (masterData) => {
          await masterData.register(rolesRoutes);
          await masterData.register(usersRoutes, { authService, mailer });
          await masterData.register(groupsRoutes);
          await masterData.register(branchesRoutes);
          await masterData.register(facilitiesRoutes);
          await masterData.register(creditTypesRoutes);
          await masterData.register(debitursRoutes);
        },
        { prefix: '/master-data' },
      );
      await api.register(creditApplicationsRoutes, { prefix: '/credit-application' });
      await api.register(creditApplicationOptionsRoutes, { prefix: '/credit-application' });
      await api.register(documentsRoutes);
    },
    { prefix: '/api/v1' },
  );
  await app.register(staticWebPlugin, { webRoot });
  return app;
};
export type App = Awaited<ReturnType<typeof buildApp>>;
