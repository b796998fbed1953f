import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminSession } from '../../testing/factories';
import { requester } from '../../testing/http';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { verifyAuditChain } from './audit-chain';
import { auditLogExposure, auditProtectionWarning } from './audit-protection';

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp({}, { asRuntimeLogin: true });
});

afterAll(() => context.close());

const template = inject('templateDatabase');
const onPostgres = template.engine === 'postgres';
const withRuntimeLogin = template.engine === 'postgres' && Boolean(template.runtimeUrl);
if (!withRuntimeLogin)
  console.warn(
    "the runtime login's refusals are skipped: set TEST_DATABASE_URL to a PostgreSQL server whose role has CREATEROLE (CI does)",
  );

/** The database's refusal of a statement: its SQLSTATE and message (Drizzle wraps it). */
const refusalOf = async (statement: Promise<unknown>) => {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { code: cause?.code, message: cause?.message };
  }
  throw new Error('the statement was not refused');
};

describe('the audit log and the app’s own login', () => {
  it.skipIf(!withRuntimeLogin)(
    'lets the runtime login append and read, and refuses it ALTER, UPDATE, DELETE and TRUNCATE',
    async () => {
      expect(context.runsAsRuntimeLogin).toBe(true);
      const admin = await adminSession(context);
      const { call } = requester(() => context, { headers: () => admin.headers });
      const created = await call('POST', '/master-data/group', { groupName: 'Runtime Group' });
      expect(created.statusCode).toBe(201);
      expect((await verifyAuditChain(context.db)).firstBroken).toBeUndefined();

      const app = context.app.db;
      for (const trigger of ['audit_logs_append_only', 'audit_logs_chain', 'USER', 'ALL'])
        expect(
          await refusalOf(
            app.execute(sql.raw(`ALTER TABLE audit_logs DISABLE TRIGGER ${trigger}`)),
          ),
        ).toEqual({ code: '42501', message: 'must be owner of table audit_logs' });
      for (const statement of [
        sql`update audit_logs set action = 'forged'`,
        sql`delete from audit_logs`,
        sql`truncate audit_logs`,
        sql`alter table audit_logs owner to current_user`,
        sql`drop trigger audit_logs_append_only on audit_logs`,
      ])
        expect(await refusalOf(app.execute(statement))).toEqual({
          code: '42501',
          message: expect.stringMatching(
            /^(permission denied for table|must be owner of (table|relation)) audit_logs$/,
          ),
        });
      expect(await auditLogExposure(app)).toMatchObject({ reasons: [] });
      expect(await auditProtectionWarning(app, false)).toBeUndefined();
    },
  );

  it.skipIf(!onPostgres)('warns when the app runs as the tables’ owner', async () => {
    expect(await auditProtectionWarning(context.db, false)).toMatch(
      /^The audit log is not protected from the app's own login \w+: it owns the table \(or is a member of its owner\)/,
    );
  });

  it('says that on the embedded database only the anchors protect the log', async () => {
    expect(await auditProtectionWarning(context.db, true)).toMatch(
      /^The audit log is protected by its anchors only: on the embedded database whoever can write DATA_DIR is the database\./,
    );
  });
});
