import { z } from 'zod';
import { LANGUAGES, type Language } from './languages';
import { PREFERENCE_MESSAGES } from './preferences.messages';

export { LANGUAGES, PREFERENCE_MESSAGES, type Language };

export const languageSchema = z.enum(LANGUAGES, { error: PREFERENCE_MESSAGES.languageInvalid });

export const languageBodySchema = z.object({ language: languageSchema });
export type LanguageBody = z.infer<typeof languageBodySchema>;

const noticeSwitch = z.boolean({ error: PREFERENCE_MESSAGES.mailNoticesInvalid });

/** Which mails a user gets of the applications he must act on (issue 34). */
export const mailNoticesSchema = z.object({
  /** An application waits for his decision. */
  whenWaiting: noticeSwitch,
  /** His application was decided, or a deferral of his was answered. */
  whenDecided: noticeSwitch,
});
export type MailNotices = z.infer<typeof mailNoticesSchema>;
