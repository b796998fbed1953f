import { IN_USE_MESSAGE } from '@creditdesk/domain/shared/list-query.schemas';
import { Conflict } from './errors';

/** Messages for the unique constraints a user can run into, by constraint name. */
const DUPLICATE_MESSAGES: Record<string, string> = {
  roles_name_key: 'Role Name already exists.',
  debiturs_id_number_key: 'ID Number is already used by another debitur.',
  groups_name_key: 'Group Name already exists.',
  users_email_lower_key: 'Email is already used by another user.',
  credit_types_name_key: 'CreditApp Name already exists.',
};

interface PostgresError {
  code?: string;
  constraint?: string;
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
 * Foreign keys and unique indexes decide "in use" and "duplicate" (no read-then-write race):
 * their violations become 409 answers with the message the user sees.
 */
export const conflictFromDatabase = (error: unknown): Conflict | undefined => {
  const cause = postgresError(error);
  // 23503: foreign key violation; 23001: ON DELETE RESTRICT.
  if (cause?.code === '23503' || cause?.code === '23001') return new Conflict(IN_USE_MESSAGE);
  if (cause?.code === '23505') {
    return new Conflict(DUPLICATE_MESSAGES[cause.constraint ?? ''] ?? 'This data already exists.');
  }
  return undefined;
};
