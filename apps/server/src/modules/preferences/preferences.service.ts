import { isLanguage, type Language } from '@creditdesk/domain/preferences/languages';
import type { MailNotices } from '@creditdesk/domain/preferences/preferences.schemas';
import type { Database, Executor } from '../../db/client';
import { recordAudit } from '../../plugins/audit/audit.repository';
import * as repository from './preferences.repository';

/** One setting of a user saved with its audit row, which holds what it was before. */
const changeSetting = (
  db: Database,
  userId: string,
  requestId: string | undefined,
  change: {
    action: string;
    read: (tx: Executor) => Promise<unknown>;
    save: (tx: Executor) => Promise<void>;
    after: unknown;
  },
) =>
  db.transaction(async (tx) => {
    const before = await change.read(tx);
    await change.save(tx);
    await recordAudit(tx, {
      actorId: userId,
      entity: 'user',
      entityId: userId,
      action: change.action,
      before,
      after: change.after,
      requestId,
    });
  });

/** Per-user settings of the web app; a user who has made no choice gets the deployment's. */
export const createPreferencesService = (db: Database, defaultLanguage: Language) => ({
  async languageOf(userId: string): Promise<Language> {
    const chosen = await repository.findLanguage(db, userId);
    return isLanguage(chosen) ? chosen : defaultLanguage;
  },

  async setLanguage(userId: string, language: Language, requestId?: string): Promise<Language> {
    await changeSetting(db, userId, requestId, {
      action: 'language-changed',
      read: async (tx) => ({ language: await repository.findLanguage(tx, userId) }),
      save: (tx) => repository.saveLanguage(tx, userId, language),
      after: { language },
    });
    return language;
  },

  mailNoticesOf: (userId: string) => repository.findMailNotices(db, userId),

  async setMailNotices(userId: string, notices: MailNotices, requestId?: string) {
    await changeSetting(db, userId, requestId, {
      action: 'mail-notices-changed',
      read: (tx) => repository.findMailNotices(tx, userId),
      save: (tx) => repository.saveMailNotices(tx, userId, notices),
      after: notices,
    });
    return notices;
  },
});
export type PreferencesService = ReturnType<typeof createPreferencesService>;
