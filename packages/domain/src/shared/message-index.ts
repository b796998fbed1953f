/** A table of messages: plain sentences, and messages built from values (which have no code). */
type MessageTable = Record<string, string | ((...values: never[]) => string)>;

/**
 * Adds the codes of `tables` (prefix to table, first table first) to `codes`: a code is
 * `<prefix>.<key>`, and a sentence two tables share keeps the code it got first. Kept apart from
 * the tables themselves, so a page can learn the codes of the few tables it needs.
 */
export const indexMessageCodes = (
  tables: Record<string, MessageTable>,
  codes = new Map<string, string>(),
) => {
  for (const [prefix, table] of Object.entries(tables))
    for (const [key, message] of Object.entries(table))
      if (typeof message === 'string' && !codes.has(message))
        codes.set(message, `${prefix}.${key}`);
  return codes;
};

/** Values a message names ({{until}}), sent beside its code so each language fills them in. */
export type MessageParams = Record<string, string>;

/** A message of the tables with its values filled in, as i18next fills `{{name}}`. */
export const fillMessage = (template: string, params: MessageParams = {}) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => params[name] ?? whole);
