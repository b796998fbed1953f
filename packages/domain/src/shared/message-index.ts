/** Values a message names ({{until}}), sent beside its code so each language fills them in. */
export type MessageParams = Record<string, string>;

/** A table's English texts by key; `{{name}}` marks a value the message is given. */
export type MessageTexts = Record<string, string>;

const ENGLISH = Symbol('english texts');

/**
 * What callers hold of a message table: the code of each message (`'users.cannotDeleteSelf'`),
 * so that errors and zod schemas carry codes; the English texts ride along under a symbol, out of
 * sight of `Object.keys` and the callers.
 */
export type MessageCodes<Prefix extends string, Texts extends MessageTexts> = {
  readonly [Key in keyof Texts & string]: `${Prefix}.${Key}`;
} & { readonly [ENGLISH]: Texts };

/** A message table: `prefix` names its codes, `texts` holds their English (the spec's wording). */
export const defineMessages = <Prefix extends string, const Texts extends MessageTexts>(
  prefix: Prefix,
  texts: Texts,
): MessageCodes<Prefix, Texts> =>
  Object.assign(Object.fromEntries(Object.keys(texts).map((key) => [key, `${prefix}.${key}`])), {
    [ENGLISH]: texts,
  }) as MessageCodes<Prefix, Texts>;

/** Any message table, as far as reading its English goes. */
export interface MessageTable {
  readonly [ENGLISH]: MessageTexts;
}

/** The type of a table's English texts, by key. */
export type EnglishTexts<Table> = Table extends { readonly [ENGLISH]: infer Texts } ? Texts : never;

/** The English texts of a table, by key. */
export const englishTexts = <Texts extends MessageTexts>(table: { readonly [ENGLISH]: Texts }) =>
  table[ENGLISH];

/** A message with its values filled in, as i18next fills `{{name}}`. */
export const fillMessage = (template: string, params: MessageParams = {}) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => params[name] ?? whole);

/** A message by its code, with the values it names. */
export interface CodedMessage {
  code: string;
  params?: MessageParams;
}

/**
 * A message and its values in one string (`'documents.filled?label=NIK'`), where only a string
 * travels: a zod issue's message, a refusal a domain function answers.
 */
export const withParams = (code: string, params: MessageParams) =>
  `${code}?${new URLSearchParams(params).toString()}`;

/** The code and values of a string made by `withParams`, or of a plain code. */
export const splitMessage = (message: string): CodedMessage => {
  const query = message.indexOf('?');
  if (query < 0) return { code: message };
  return {
    code: message.slice(0, query),
    params: Object.fromEntries(new URLSearchParams(message.slice(query + 1))),
  };
};
