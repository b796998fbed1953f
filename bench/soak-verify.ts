import pg from 'pg';
import { createStorage } from '../apps/server/src/plugins/storage';
import type { Ledger, Write } from './soak-ledger';

/**
 * The soak's end: every acknowledged write is in the database (and its file in the store), no
 * row names a file the store lacks, and no create landed twice; writes that got no answer are
 * looked up to say whether they landed.
 */

const STATUS_ORDER = [
  'Open',
  'Signing Process',
  'Credit Approved',
  'Waiting for Review',
  'Completed',
];
/** Every table whose rows name a stored file. */
const FILE_TABLES = ['debitur_files', 'credit_application_document_versions', 'user_photos'];

export interface Verdict {
  acknowledged: number;
  lost: string[];
  rowsWithoutFile: string[];
  duplicates: string[];
  unknown: { total: number; landed: number };
}

export const verifyWrites = async (ownerUrl: string, dataDir: string, ledger: Ledger) => {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  const lost: string[] = [];
  try {
    const rows = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      (await client.query<T>(text, values)).rows;

    const stored = new Set<string>();
    for await (const file of createStorage({ storage: 'fs', dataDir, s3: undefined }).list())
      stored.add(file.key);
    const rowsWithoutFile: string[] = [];
    for (const table of FILE_TABLES)
      for (const row of await rows<{ id: string; storage_key: string }>(
        `select id, storage_key from ${table}`,
      ))
        if (!stored.has(row.storage_key)) rowsWithoutFile.push(`${table} ${row.id}`);

    const markerCounts = new Map<string, number>();
    for (const row of await rows<{ marker: string }>(
      `select full_name as marker from debiturs where full_name like 'Soak %'
       union all select split_part(credit_desc, ' edit ', 1) from credit_applications
       where credit_desc like 'Soak %'`,
    ))
      markerCounts.set(row.marker, (markerCounts.get(row.marker) ?? 0) + 1);
    const duplicates = [...markerCounts].filter(([, count]) => count > 1).map(([marker]) => marker);

    const applications = new Map(
      (
        await rows<{ id: string; status: string; credit_desc: string }>(
          'select id, status, credit_desc from credit_applications',
        )
      ).map((row) => [row.id, row]),
    );
    const debiturIds = new Set(
      (await rows<{ id: string }>('select id from debiturs')).map((row) => row.id),
    );
    const debiturFiles = new Set(
      (
        await rows<{ key: string }>(
          `select debitur_id || ' ' || category as key from debitur_files`,
        )
      ).map((row) => row.key),
    );
    const versionIds = new Set(
      (await rows<{ id: string }>('select id from credit_application_document_versions')).map(
        (row) => row.id,
      ),
    );
    const approvals = new Set(
      (
        await rows<{ id: string }>(`select application_id as id from credit_application_approvals`)
      ).map((row) => row.id),
    );
    // The last acknowledged edit of each application, and the edits after it with no answer.
    const lastEdit = new Map<string, Write>();
    for (const write of ledger.acknowledged)
      if (write.kind === 'application-edit') lastEdit.set(write.id!, write);
    const unansweredEdits = ledger.unknown.filter((write) => write.kind === 'application-edit');

    const found = (write: Write): boolean => {
      const application = write.id ? applications.get(write.id) : undefined;
      switch (write.kind) {
        case 'debitur':
          return write.id ? debiturIds.has(write.id) : markerCounts.has(write.marker!);
        case 'application':
          return write.id ? applications.has(write.id) : markerCounts.has(write.marker!);
        case 'application-edit':
          // A later acknowledged edit replaced it, or it is the description the row holds.
          return lastEdit.get(write.id!) !== write || application?.credit_desc === write.marker;
        case 'document':
          return write.fileId ? versionIds.has(write.fileId) : false;
        case 'debitur-file':
          return debiturFiles.has(`${write.id} ${write.detail}`);
        case 'status':
          return (
            !!application &&
            STATUS_ORDER.indexOf(application.status) >= STATUS_ORDER.indexOf(write.detail!)
          );
        case 'approval':
          return approvals.has(write.id!);
      }
    };
    for (const write of ledger.acknowledged) {
      if (found(write)) continue;
      // An edit overwritten by a later one whose answer never came is no loss.
      const overwritten =
        write.kind === 'application-edit' &&
        unansweredEdits.some(
          (later) =>
            later.id === write.id && applications.get(write.id!)?.credit_desc === later.marker,
        );
      if (!overwritten)
        lost.push(`${write.kind} ${write.id ?? write.marker} ${write.detail ?? ''}`);
    }
    const landed = ledger.unknown.filter(
      (write) => (write.kind === 'debitur' || write.kind === 'application') && found(write),
    ).length;
    return {
      acknowledged: ledger.acknowledged.length,
      lost,
      rowsWithoutFile,
      duplicates,
      unknown: { total: ledger.unknown.length, landed },
    } satisfies Verdict;
  } finally {
    await client.end();
  }
};
