import { eq } from 'drizzle-orm';
import type { Language, MailNotices } from '@creditdesk/domain/preferences/preferences.schemas';
import type { Executor } from '../../db/client';
import { columnValues } from '../../core/column-reads';
import { users } from '../users/users.table';

/** The language a user chose, null when they have not chosen one (or do not exist). */
export const findLanguage = async (executor: Executor, userId: string) =>
  (await columnValues(executor, users.language, eq(users.id, userId)))[0] ?? null;

export const saveLanguage = async (executor: Executor, userId: string, language: Language) => {
  await executor.update(users).set({ language }).where(eq(users.id, userId));
};

/** Which notice mails a user gets; both, for a user who never chose. */
export const findMailNotices = async (executor: Executor, userId: string): Promise<MailNotices> => {
  const [row] = await executor
    .select({ whenWaiting: users.mailWhenWaiting, whenDecided: users.mailWhenDecided })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { whenWaiting: true, whenDecided: true };
};

export const saveMailNotices = async (executor: Executor, userId: string, notices: MailNotices) => {
  await executor
    .update(users)
    .set({ mailWhenWaiting: notices.whenWaiting, mailWhenDecided: notices.whenDecided })
    .where(eq(users.id, userId));
};
