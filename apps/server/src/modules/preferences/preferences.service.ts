import { isLanguage, type Language } from '@creditdesk/domain/preferences/languages';
import type { MailNotices } from '@creditdesk/domain/preferences/preferences.schemas';
import type { Database } from '../../db/client';
import { recordAudit } from '../../plugins/audit/audit.repository';
import * as repository from './preferences.repository';

/** Per-user settings of the web app; a user who has made no choice gets the deployment's. */
export const createPreferencesService = (db: Database, defaultLanguage: Language) => ({
  async languageOf(userId: string): Promise<Language> {
    const chosen = await repository.findLanguage(db, userId);
    return isLanguage(chosen) ? chosen : defaultLanguage;
  },

  async setLanguage(userId: string, language: Language, requestId?: string): Promise<Language> {
    await db.transaction(async (tx) => {
      const before = await repository.findLanguage(tx, userId);
      await repository.saveLanguage(tx, userId, language);
      await recordAudit(tx, {
        actorId: userId,
        entity: 'user',
        entityId: userId,
        action: 'language-changed',
        before: { language: before },
        after: { language },
        requestId,
      });
    });
    return language;
  },

  mailNoticesOf: (userId: string) => repository.findMailNotices(db, userId),

  async setMailNotices(userId: string, notices: MailNotices, requestId?: string) {
    await db.transaction(async (tx) => {
      const before = await repository.findMailNotices(tx, userId);
      await repository.saveMailNotices(tx, userId, notices);
      await recordAudit(tx, {
        actorId: userId,
        entity: 'user',
        entityId: userId,
        action: 'mail-notices-changed',
        before,
        after: notices,
        requestId,
      });
    });
    return notices;
  },
});
export type PreferencesService = ReturnType<typeof createPreferencesService>;
