import { loadConfig } from './config';
import { connectDatabase } from './db/client';
import { runCommand } from './lib/command';
import { describeAuditChain, verifyAuditChain } from './modules/audit/audit-chain';

/**
 * `npm run audit:verify`: checks the audit log's hash chain and names the first broken row. Exits
 * 0 when the chain is whole, 1 when it is broken, 2 when it could not be checked. With the
 * embedded database, stop the server first: PGlite's data directory has one user at a time.
 */
const verify = async () => {
  const config = loadConfig();
  const database = await connectDatabase(config);
  try {
    const { code, message } = describeAuditChain(await verifyAuditChain(database.db));
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
