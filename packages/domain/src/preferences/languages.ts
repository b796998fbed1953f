/** The languages CreditDesk speaks; English holds the spec's texts verbatim. */
export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: string | null): value is Language =>
  (LANGUAGES as readonly (string | null)[]).includes(value);
