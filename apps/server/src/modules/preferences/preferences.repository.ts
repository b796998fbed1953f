import { eq } from 'drizzle-orm';
import type { Language } from '@creditdesk/domain/preferences/preferences.schemas';
import type { Executor } from '../../db/client';
import { columnValues } from '../../core/column-reads';
import { users } from '../users/users.table';

/** The language a user chose, null when they have not chosen one (or do not exist). */
export const findLanguage = async (executor: Executor, userId: string) =>
  (await columnValues(executor, users.language, eq(users.id, userId)))[0] ?? null;

export const saveLanguage = async (executor: Executor, userId: string, language: Language) => {
  await executor.update(users).set({ language }).where(eq(users.id, userId));
};
