// Apart from the schemas, so that the web's language catalogue reads the texts without zod.
export const PREFERENCE_MESSAGES = {
  languageInvalid: 'Language must be en or id',
  languageSaved: 'Language saved',
} as const;
