import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { connectDatabase, connectPostgres } from './db/client';
import { grantRuntimeAccess, loginOf } from './db/runtime-role';
import { seed } from './seeds/seed';
import { announceServer } from './modules/backup/server-pid';
import { writeSnapshot } from './modules/backup/snapshot';
import { restrictAuditLog } from './plugins/audit/audit-protection';
import { refreshReportItems } from './modules/reports/report-items.service';
import { closeWithin } from './core/graceful-shutdown';
import { resolveJwtSecret } from './core/jwt-secret';

const start = async () => {
  const config = loadConfig();
  config.jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  // Migrations, rights and the seed run as the tables' owner; the app then runs as DATABASE_URL's
  // login, which may only read and append on the audit log.
  const owner = await connectDatabase({
    databaseUrl: config.databaseMigrationUrl ?? config.databaseUrl,
    dataDir: config.dataDir,
  });
  const runtimeLogin =
    config.databaseUrl &&
    config.databaseMigrationUrl &&
    loginOf(config.databaseUrl) !== loginOf(config.databaseMigrationUrl)
      ? loginOf(config.databaseUrl)
      : undefined;
  const administrator = await owner.exclusive(async () => {
    await owner.migrate();
    if (runtimeLogin) {
      await grantRuntimeAccess(owner.db, runtimeLogin);
      await restrictAuditLog(owner.db, runtimeLogin);
    }
    const seeded = await seed(owner.db, { admin: config.admin, demo: config.seedDemo });
    await refreshReportItems(owner.db);
    return seeded;
  });
  let database = owner;
  if (runtimeLogin && config.databaseUrl) {
    await owner.close();
    database = connectPostgres(config.databaseUrl);
  }
  const app = await buildApp({ config, database });
  await app.listen({ port: config.port, host: config.host });

  if (administrator) {
    const lines = [
      'CreditDesk: the first administrator was created.',
      `  Email:    ${administrator.email}`,
      administrator.generated
        ? `  Password: ${administrator.password}   (shown once; change it after signing in)`
        : '  Password: the one set in ADMIN_PASSWORD',
    ];
    console.log(`\n${lines.join('\n')}\n`);
  }
  console.log(`CreditDesk is running at ${config.publicUrl} (database: ${database.engine})`);
  if (database.engine === 'pglite') {
    announceServer(config.dataDir);
    // `npm run backup` cannot open the embedded database while this process holds it: it asks.
    process.on('SIGUSR2', () => {
      writeSnapshot({ database, storage: app.storage, backupRoot: config.backupDir }).then(
        ({ directory }) => app.log.info({ directory }, 'snapshot written'),
        (error: unknown) => app.log.error({ err: error }, 'snapshot failed'),
      );
    });
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'draining the requests in flight, then stopping');
      void closeWithin(app, config.shutdownGraceMs).then((outcome) =>
        process.exit(outcome === 'drained' ? 0 : 1),
      );
    });
  }
};

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
