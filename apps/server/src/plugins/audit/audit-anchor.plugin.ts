import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { keptSecret } from '../../core/kept-secret';
import { AUDIT_KEY_FILE } from './audit-anchor';
import { auditProtectionWarning } from './audit-protection';
import { AUDIT_ANCHOR_EVERY_MS, createAuditAnchorer, type AuditAnchorer } from './audit-anchoring';

declare module 'fastify' {
  interface FastifyInstance {
    /** Anchors the audit log's head in the file store (every 30 s while listening, and at close). */
    auditAnchorer: AuditAnchorer;
  }
}

/**
 * Anchors the audit log's head while the server listens, and once more when it closes, after the
 * requests in flight have written their rows. On listening it says in the log when the app's login
 * could rewrite the log (or the database is the embedded one, which only the anchors protect).
 */
export const auditAnchorPlugin = fp(
  async (app: FastifyInstance) => {
    const anchorer = createAuditAnchorer({
      db: app.db,
      storage: app.storage,
      key: keptSecret(app.config.auditKey, app.config.dataDir, AUDIT_KEY_FILE),
      log: app.log,
    });
    app.decorate('auditAnchorer', anchorer);
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onListen', async () => {
      const warning = await auditProtectionWarning(app.db, !app.config.databaseUrl).catch(
        (error: unknown) => `The audit log's protection could not be checked: ${String(error)}`,
      );
      if (warning) app.log.warn(warning);
      void anchorer.anchorNow();
      timer = setInterval(() => void anchorer.anchorNow(), AUDIT_ANCHOR_EVERY_MS).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      // onClose hooks run in reverse order of registration: the queued reads and refusals would
      // otherwise land after the last anchor.
      await app.auditQueue.flush();
      await anchorer.anchorNow();
    });
  },
  {
    name: 'audit-anchor',
    dependencies: ['database', 'audit-queue'],
    decorators: { fastify: ['storage'] },
  },
);
