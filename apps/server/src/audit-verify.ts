import { loadConfig } from './config';
import { connectDatabase } from './db/client';
import { runCommand } from './core/command';
import { readKeptSecret } from './core/kept-secret';
import { AUDIT_KEY_FILE } from './plugins/audit/audit-anchor';
import { checkAuditLog, describeAuditLog } from './plugins/audit/audit-log-check';
import { createStorage } from './plugins/storage';

/**
 * `npm run audit:verify`: checks the audit log's hash chain, and the chain against the latest
 * anchor in the file store (STORAGE, as the server has it) signed with AUDIT_KEY or the key kept
 * in DATA_DIR. Exits 0 when the log is intact, 1 when it was tampered with, 2 when it could not be
 * checked. With the embedded database, stop the server first: PGlite's data directory has one user
 * at a time.
 */
const verify = async () => {
  const config = loadConfig();
  const key = config.auditKey ?? readKeptSecret(config.dataDir, AUDIT_KEY_FILE);
  if (!key) {
    console.error(
      `No audit key: set AUDIT_KEY, or run where DATA_DIR holds the server's ${AUDIT_KEY_FILE} file.`,
    );
    return 2;
  }
  // The owner's login when there is one: the check reads, and must not depend on the app's rights.
  const database = await connectDatabase({
    databaseUrl: config.databaseMigrationUrl ?? config.databaseUrl,
    dataDir: config.dataDir,
  });
  try {
    const report = await checkAuditLog({
      executor: database.db,
      storage: createStorage(config),
      key,
    });
    const { code, message } = describeAuditLog(report);
    (code === 0 ? console.log : console.error)(message);
    return code;
  } finally {
    await database.close();
  }
};

runCommand(verify, {
  failure:
    'The audit log could not be checked (has the server run its migrations on this database?)',
  failedCode: 2,
});
