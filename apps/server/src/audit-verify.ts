import { ConfigError, loadConfig } from './config';
import { connectDatabase } from './db/client';
import { verifyAuditChain } from './modules/audit/audit-chain';

/**
 * `npm run audit:verify`: checks the audit log's hash chain and names the first broken row. Exits
 * 0 when the chain is whole, 1 when it is broken, 2 when it could not be checked. With the
 * embedded database, stop the server first: PGlite's data directory has one user at a time.
 */
const verify = async () => {
  const config = loadConfig();
  const database = await connectDatabase(config);
  try {
    const report = await verifyAuditChain(database.db);
    if (!report.firstBroken) {
      console.log(`Audit log intact: ${report.rows} rows, each linked to the one before.`);
      return 0;
    }
    const { seq, id, reason } = report.firstBroken;
    console.error(`Audit log broken at row seq ${seq ?? '(none)'}, id ${id}: it ${reason}.`);
    return 1;
  } finally {
    await database.close();
  }
};

verify()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(2);
  });
