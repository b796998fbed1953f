import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { debiturFiles } from '../debiturs/debiturs.table';
import { creditApplicationDocumentVersions } from '../documents/documents.table';
import { userPhotos } from '../users/users.table';

/**
 * Every column that holds a storage key: a file that none of them names is an orphan. A new table
 * of files is one more line here.
 */
export const STORAGE_KEY_REFERENCES = [
  { table: debiturFiles, column: debiturFiles.storageKey },
  { table: userPhotos, column: userPhotos.storageKey },
  {
    table: creditApplicationDocumentVersions,
    column: creditApplicationDocumentVersions.storageKey,
  },
];

/** The keys among `keys` that no row references, in one statement (an anti-join per table). */
export const findUnreferencedKeys = async (executor: Executor, keys: string[]) => {
  if (keys.length === 0) return [];
  const unreferenced = sql.join(
    STORAGE_KEY_REFERENCES.map(
      ({ table, column }) =>
        sql`not exists (select 1 from ${table} where ${column} = candidate.key)`,
    ),
    sql` and `,
  );
  const result = await executor.execute<{ key: string }>(
    sql`select candidate.key from unnest(${sql.param(keys)}::text[]) as candidate(key) where ${unreferenced}`,
  );
  return result.rows.map((row) => row.key);
};
