import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { connectPostgres, openPglite, type DatabaseHandle } from '../db/client';
import { pgliteExtensions } from '../db/pglite-extensions';
import { seedAccessCatalogue } from '../seeds/access-catalogue.seed';
import { seedDocumentCatalogue } from '../seeds/document-catalogue.seed';
import { seedSuperAdminRole } from '../seeds/super-admin.seed';
import { adminQuery, databaseUrl, dropDatabase } from '../db/database-admin';
import { grantRuntimeAccess } from '../db/runtime-role';
import { restrictAuditLog } from '../plugins/audit/audit-protection';
import { ensureRuntimeLogin, TEST_RUNTIME_LOGIN } from './test-database';
import { EVERY_AMOUNT_TIER, insertApprovalTier } from './approval-tiers';

const TEMPLATE_NAME = 'creditdesk_test_template';

const prepare = async (handle: DatabaseHandle) => {
  await handle.migrate();
  await seedAccessCatalogue(handle.db);
  await seedSuperAdminRole(handle.db);
  await seedDocumentCatalogue(handle.db);
  await insertApprovalTier(handle.db, EVERY_AMOUNT_TIER);
};

/**
 * Migrates and seeds one template per run (PGlite by default, the PostgreSQL server at
 * TEST_DATABASE_URL when set); each test file then starts from a copy of it.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await dropDatabase(url, TEMPLATE_NAME);
    await adminQuery(url, `CREATE DATABASE "${TEMPLATE_NAME}"`);
    const handle = connectPostgres(databaseUrl(url, TEMPLATE_NAME));
    await prepare(handle);
    // The rights main.ts gives the app's login at start; each copy of the template keeps them.
    const runtimeUrl = await ensureRuntimeLogin(url);
    if (runtimeUrl) {
      await grantRuntimeAccess(handle.db, TEST_RUNTIME_LOGIN);
      await restrictAuditLog(handle.db, TEST_RUNTIME_LOGIN);
    }
    await handle.close();
    project.provide('templateDatabase', {
      engine: 'postgres',
      url,
      templateName: TEMPLATE_NAME,
      runtimeUrl,
    });
    return;
  }
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const handle = openPglite(client);
  await prepare(handle);
  const dumpFile = path.join(os.tmpdir(), `creditdesk-template-${process.pid}.tar`);
  await writeFile(dumpFile, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await handle.close();
  project.provide('templateDatabase', { engine: 'pglite', dumpFile });
}
