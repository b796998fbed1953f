import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * Run by the owner after the app's login got its rights on every table: on the audit log it keeps
 * only reading and appending. Without UPDATE, DELETE, TRUNCATE and TRIGGER, and owning nothing, it
 * can neither rewrite a row nor turn the append-only triggers off.
 */
export const restrictAuditLog = async (executor: Executor, role: string) => {
  const login = sql.identifier(role);
  await executor.execute(sql`revoke all on audit_logs from ${login}`);
  await executor.execute(sql`grant select, insert on audit_logs to ${login}`);
};

/**
 * Why the login of `executor` could rewrite the audit log (a superuser, the table's owner or a
 * member of it, or holding a right beyond reading and appending), or an empty list.
 */
export const auditLogExposure = async (executor: Executor) => {
  const result = await executor.execute<{
    login: string;
    superuser: boolean;
    owner: boolean;
    writer: boolean;
  }>(sql`
    select current_user::text as login, r.rolsuper as superuser,
      pg_has_role(current_user, c.relowner, 'MEMBER') as owner,
      has_table_privilege('audit_logs', 'UPDATE, DELETE, TRUNCATE, TRIGGER') as writer
    from pg_class c, pg_roles r
    where c.oid = 'audit_logs'::regclass and r.rolname = current_user
  `);
  const [row] = result.rows;
  if (!row) return { login: '', reasons: [] };
  const reasons = [
    row.superuser && 'is a superuser',
    row.owner && 'owns the table (or is a member of its owner)',
    row.writer && 'may update, delete, truncate or change its triggers',
  ].filter((reason): reason is string => typeof reason === 'string');
  return { login: row.login, reasons };
};

/**
 * The start's warning about the audit log's protection, or undefined when the app's login may only
 * read and append. On the embedded database the process is the database, so only the anchors
 * protect the log.
 */
export const auditProtectionWarning = async (executor: Executor, embedded: boolean) => {
  if (embedded)
    return 'The audit log is protected by its anchors only: on the embedded database whoever can write DATA_DIR is the database. Keep the anchors (the file store) and the audit key out of reach of the same hands.';
  const { login, reasons } = await auditLogExposure(executor);
  if (reasons.length === 0) return undefined;
  return `The audit log is not protected from the app's own login ${login}: it ${reasons.join(', ')}. Run the app with DATABASE_URL as a login that owns nothing and DATABASE_MIGRATION_URL as the tables' owner (README: Running on PostgreSQL); only the anchors protect the log until then.`;
};
