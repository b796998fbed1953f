import { randomUUID } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { NEW_DEBITUR_FILE_MAX_BYTES } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { MODULES } from '@creditdesk/domain/modules/module-list';
import { setBusinessTimeZone } from '@creditdesk/domain/shared/dates';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { nameDescriptionModuleRoutes } from './kit/name-description-module';
import type { AuditQueueOptions } from './plugins/audit/audit-queue';
import { auditQueuePlugin } from './plugins/audit/audit-queue.plugin';
import { createAccessTokens } from './modules/auth/access-token';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { approvalAuthoritiesRoutes } from './modules/approval-authorities/approval-authorities.routes';
import { documentCatalogueRoutes } from './modules/document-catalogue/document-catalogue.routes';
import { branchesRoutes } from './modules/branches/branches.routes';
import { creditApplicationOptionsRoutes } from './modules/credit-applications/credit-application-options.routes';
import { creditApplicationsRoutes } from './modules/credit-applications/credit-applications.routes';
import { debitursRoutes } from './modules/debiturs/debiturs.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { dokumenTboRoutes } from './modules/reports/dokumen-tbo.routes';
import { REMINDER_CHECK_MS, sendDueReminders } from './modules/reports/report-reminders';
import { NOTICE_CHECK_MS, sendNotices } from './modules/notices/notices.job';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { documentReadingPlugin } from './modules/document-reading/document-reading.plugin';
import { documentReadingsRoutes } from './modules/document-reading/document-readings.routes';
import { groupsRoutes } from './modules/groups/groups.routes';
import { healthRoutes } from './modules/health/health.routes';
import { auditAnchorPlugin } from './plugins/audit/audit-anchor.plugin';
import { jobsPlugin } from './plugins/jobs/jobs.plugin';
import { logbookRoutes } from './modules/logbook/logbook.routes';
import { createMailer } from './plugins/mail/mailer';
import { rateLimitPlugin } from './plugins/rate-limit/rate-limit.plugin';
import { createPreferencesService } from './modules/preferences/preferences.service';
import { preferencesRoutes } from './modules/preferences/preferences.routes';
import { rolesRoutes } from './modules/roles/roles.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { storageSweepPlugin } from './modules/storage-sweep/storage-sweep.plugin';
import { usersRoutes } from './modules/users/users.routes';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { databasePlugin } from './plugins/database';
import { embeddedAdmissionPlugin } from './plugins/embedded-admission';
import { errorsPlugin } from './plugins/errors';
import { exportLimitPlugin } from './plugins/export-limit';
import { openapiPlugin } from './plugins/openapi';
import { principalChangesPlugin } from './plugins/principal-changes';
import { counterChangesPlugin } from './plugins/counter-changes';
import { requestGuardPlugin } from './plugins/request-guard';
import { staticWebPlugin } from './plugins/static-web';
import { createStorage } from './plugins/storage';
import { requesterLanguagePlugin } from './plugins/requester-language';

/**
 * Every answer, page or API, may load only what the app serves itself. Mantine and the API
 * description's page set inline styles, so styles may be inline; scripts may not. The captcha is a
 * data: URL image.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * TRUST_PROXY for Fastify. A hop count trusts the nearest hops whatever their address, as Express
 * does: Fastify itself now ignores a bare count, so it is given as a function.
 */
const trustProxyOption = (trustProxy: Config['trustProxy']) =>
  typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy;

/** The API's own answers (not its description's pages, nor the web app's files). */
const isApiAnswer = (url: string) => url.startsWith('/api/v1/') || url.startsWith('/api/health/');

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where the built web app is; defaults to apps/web/dist. */
  webRoot?: string;
  /** The clock of date rules such as the reports' today; tests pin it. The machine's by default. */
  now?: () => Date;
  /** When batched audit rows are written; every second or 200 rows by default. */
  auditQueue?: AuditQueueOptions;
  /** How long a request waits for a turn of the embedded database before a 503 (a second). */
  admission?: { maxWaitMs: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The clock of date rules: what day it is for the reports, the dashboard and reminders. */
    now: () => Date;
  }
}

export const buildApp = async ({
  config,
  database,
  webRoot,
  now,
  auditQueue,
  admission,
}: AppOptions) => {
  if (!config.jwtSecret) throw new Error('buildApp needs config.jwtSecret (see resolveJwtSecret)');
  // Every date-only default and 'not in the future' rule, in the shared schemas too, counts days on
  // the bank's calendar.
  setBusinessTimeZone(config.businessTimeZone);
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: trustProxyOption(config.trustProxy),
  }).withTypeProvider();
  app.decorate('now', now ?? (() => new Date()));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    // Reset links carry their secret in the URL: never leak it through a Referer header.
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    // An API answer holds personal data or a token: no browser or proxy keeps it. The web app's
    // files (static-web) and the API description's page keep their own caching.
    if (isApiAnswer(request.url) && !String(reply.getHeader('cache-control')).includes('no-store'))
      reply.header('cache-control', 'no-store');
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
  await app.register(requestGuardPlugin);
  // Before any route, since it chooses per route whether its answers are compressed.
  await app.register(compressionPlugin);
  await app.register(exportLimitPlugin, { concurrency: config.exportConcurrency });
  // Uploads are streamed and each route stops them at its own limit with the spec's message; the
  // plugin's cap lies one byte above the largest of those (20 MB) so the route's check speaks first.
  await app.register(multipart, {
    limits: { fileSize: NEW_DEBITUR_FILE_MAX_BYTES + 1, files: 12, fields: 50 },
  });
  await app.register(databasePlugin, { config, database });
  await app.register(principalChangesPlugin, { database });
  await app.register(counterChangesPlugin, { database });
  if (database.engine === 'pglite') await app.register(embeddedAdmissionPlugin, admission ?? {});
  // Before every route, so that its hook sees each refused write.
  await app.register(auditQueuePlugin, auditQueue ?? {});
  await app.register(jobsPlugin);
  await app.register(rateLimitPlugin);
  app.decorate('storage', createStorage(config));
  await app.register(storageSweepPlugin);
  await app.register(documentReadingPlugin);
  await app.register(auditAnchorPlugin);

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.resolve(config.dataDir, 'outbox'),
    log: app.log,
  });
  app.scheduler.register({
    name: 'report-reminders',
    everyMs: REMINDER_CHECK_MS,
    run: () =>
      sendDueReminders({
        db: database.db,
        mailer,
        log: app.log,
        now: app.now,
        timeZone: config.businessTimeZone,
        sendAt: config.reminderMailTime,
        publicUrl: config.publicUrl,
        defaultLanguage: config.defaultLanguage,
      }),
  });
  app.scheduler.register({
    name: 'notices',
    everyMs: NOTICE_CHECK_MS,
    run: () =>
      sendNotices({
        db: database.db,
        mailer,
        log: app.log,
        publicUrl: config.publicUrl,
        defaultLanguage: config.defaultLanguage,
      }),
  });
  const authService = createAuthService({
    db: database.db,
    config,
    mailer,
    accessTokens: createAccessTokens(config.jwtSecret),
    principalChanges: app.principalChanges,
  });
  const preferencesService = createPreferencesService(database.db, config.defaultLanguage);
  await app.register(requesterLanguagePlugin, { languageOf: preferencesService.languageOf });
  // Before any route, so that every route (the API description's too) passes its access check.
  await app.register(authPlugin, { authService });
  await app.register(openapiPlugin);

  await app.register(
    async (api) => {
      await api.register(authRoutes, { prefix: '/auth', authService, preferencesService });
      await api.register(preferencesRoutes, { prefix: '/auth', preferencesService });
      await api.register(settingsRoutes);
      await api.register(
        async (masterData) => {
          await masterData.register(rolesRoutes);
          await masterData.register(usersRoutes, { authService, mailer });
          await masterData.register(groupsRoutes);
          await masterData.register(branchesRoutes);
          await masterData.register(debitursRoutes);
          for (const module of MODULES)
            await masterData.register(nameDescriptionModuleRoutes(module));
          await masterData.register(approvalAuthoritiesRoutes);
          await masterData.register(documentCatalogueRoutes);
        },
        { prefix: '/master-data' },
      );
      await api.register(creditApplicationsRoutes, { prefix: '/credit-application' });
      await api.register(creditApplicationOptionsRoutes, { prefix: '/credit-application' });
      await api.register(documentsRoutes);
      await api.register(documentReadingsRoutes);
      await api.register(reportsRoutes, { prefix: '/report' });
      await api.register(dashboardRoutes);
      await api.register(logbookRoutes, { prefix: '/report' });
      await api.register(dokumenTboRoutes, { prefix: '/report' });
    },
    { prefix: '/api/v1' },
  );
  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(staticWebPlugin, { webRoot });
  return app;
};
export type App = Awaited<ReturnType<typeof buildApp>>;
