/** What the server's thread asks the embedded database's thread (db/pglite-thread). */
export type ThreadRequest =
  | {
      kind: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Types whose values stay text, as Drizzle's parsers ask (functions cannot be sent). */
      textTypes: number[];
      /** The open transaction it belongs to, if any. */
      transaction?: number;
    }
  | { kind: 'begin' }
  | { kind: 'end'; transaction: number; commit: boolean }
  | { kind: 'dump'; file: string }
  | { kind: 'close' };

/** A Postgres error as its plain fields: `code`, `constraint`, `detail`… and `message`. */
export type ThreadError = Record<string, unknown> & { message: string };

export type ThreadAnswer = { id: number } & (
  { ok: true; value: unknown } | { ok: false; error: ThreadError }
);

export const toThreadError = (error: unknown): ThreadError => {
  const fields: Record<string, unknown> = {};
  if (error && typeof error === 'object')
    for (const [key, value] of Object.entries(error))
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
        fields[key] = value;
  return { ...fields, message: error instanceof Error ? error.message : String(error) };
};

export const fromThreadError = (error: ThreadError) =>
  Object.assign(new Error(error.message), error);
