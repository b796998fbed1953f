/** The languages CreditDesk speaks; English holds the spec's texts verbatim. */
export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: string | null): value is Language =>
  (LANGUAGES as readonly (string | null)[]).includes(value);

/**
 * The words of one thing (a status, an access type) in each language, by its stored value: the
 * web's catalogue and the server's exports read the same table, so an export says what the
 * screen says.
 */
export type Labels<Key extends string> = Record<Language, Record<Key, string>>;
