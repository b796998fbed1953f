import { z } from 'zod';

/** The languages CreditDesk speaks; English holds the spec's texts verbatim. */
export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];

export const PREFERENCE_MESSAGES = {
  languageInvalid: 'Language must be en or id',
  languageSaved: 'Language saved',
} as const;

export const languageSchema = z.enum(LANGUAGES, { error: PREFERENCE_MESSAGES.languageInvalid });

export const languageBodySchema = z.object({ language: languageSchema });
export type LanguageBody = z.infer<typeof languageBodySchema>;
