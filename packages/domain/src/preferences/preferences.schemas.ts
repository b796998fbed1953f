import { z } from 'zod';
import { LANGUAGES, type Language } from './languages';
import { PREFERENCE_MESSAGES } from './preferences.messages';

export { LANGUAGES, PREFERENCE_MESSAGES, type Language };

export const languageSchema = z.enum(LANGUAGES, { error: PREFERENCE_MESSAGES.languageInvalid });

export const languageBodySchema = z.object({ language: languageSchema });
export type LanguageBody = z.infer<typeof languageBodySchema>;
