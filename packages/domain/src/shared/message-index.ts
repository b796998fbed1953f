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
