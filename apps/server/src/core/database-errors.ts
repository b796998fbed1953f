import { DEBITUR_MESSAGES } from '@creditdesk/domain/debiturs/debiturs.messages';
import { GROUP_MESSAGES } from '@creditdesk/domain/groups/groups.messages';
import { uniqueNameIndex, type ModuleDefinition } from '@creditdesk/domain/modules/define-module';
import { MODULES } from '@creditdesk/domain/modules/module-list';
import { ROLE_MESSAGES } from '@creditdesk/domain/roles/roles.messages';
import { USER_MESSAGES } from '@creditdesk/domain/users/users.messages';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import { Conflict, Invalid } from './errors';

/** The unique names of the name/description modules, by index: each module's own message. */
const moduleDuplicates = (MODULES as readonly ModuleDefinition[]).flatMap((module) => {
  const message = module.table.uniqueName && module.messages[module.table.uniqueName.message];
  return typeof message === 'string' ? [[uniqueNameIndex(module), message] as const] : [];
});

/** Messages for the unique constraints a user can run into, by constraint name. */
const DUPLICATE_MESSAGES: Record<string, string> = {
  roles_name_key: ROLE_MESSAGES.duplicateName,
  debiturs_id_number_key: DEBITUR_MESSAGES.idNumberTaken,
  groups_name_key: GROUP_MESSAGES.duplicateName,
  users_email_lower_key: USER_MESSAGES.emailTaken,
  ...Object.fromEntries(moduleDuplicates),
};

interface PostgresError {
  code?: string;
  constraint?: string;
  message?: string;
}

/** The Postgres error behind a driver or Drizzle error (Drizzle wraps it in `cause`). */
const postgresError = (error: unknown): PostgresError | undefined => {
  for (
    let current = error as { cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    const candidate = current as PostgresError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code))
      return candidate;
  }
  return undefined;
};

/**
 * A foreign key refused a row that names a record which does not exist: PostgreSQL reports it as
 * "insert or update on table ... violates foreign key constraint". A server whose messages are
 * translated keeps the older answer, 409 "in use".
 */
const isMissingReference = (cause: PostgresError) =>
  cause.code === '23503' && /^insert or update on table/.test(cause.message ?? '');

/**
 * Foreign keys and unique indexes decide "in use", "missing" and "duplicate" (no read-then-write
 * race). A delete of a referenced record is 409 "in use"; an insert or update naming a record that
 * does not exist (deleted meanwhile, or never there) is 400; a duplicate is 409.
 */
export const refusalFromDatabase = (error: unknown): Conflict | Invalid | undefined => {
  const cause = postgresError(error);
  if (!cause) return undefined;
  if (isMissingReference(cause)) return new Invalid(REQUEST_MESSAGES.referenceMissing);
  // 23503: foreign key violation of a delete (NO ACTION); 23001: ON DELETE RESTRICT.
  if (cause.code === '23503' || cause.code === '23001') return new Conflict(REQUEST_MESSAGES.inUse);
  if (cause.code === '23505') {
    return new Conflict(DUPLICATE_MESSAGES[cause.constraint ?? ''] ?? REQUEST_MESSAGES.duplicate);
  }
  // Class 22, data exceptions (a date out of range, a number too long, a malformed id): a value the
  // schemas should have refused. The caller logs it, and the client is told its input was wrong.
  if (cause.code?.startsWith('22')) return new Invalid(REQUEST_MESSAGES.valueNotStorable);
  return undefined;
};
