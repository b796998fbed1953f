import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../schema';
import type { Storage } from '../../plugins/storage';
import { insertCreditApplicationRow } from '../../testing/credit-application-rows';
import { adminSession } from '../../testing/factories';
import { createArea, insertDebitur } from '../../testing/master-data';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { debiturFiles } from '../debiturs/debiturs.table';
import {
  creditApplicationDocuments,
  creditApplicationDocumentVersions,
  documentCategories,
  documentTypes,
} from '../documents/documents.table';
import { userPhotos } from '../users/users.table';
import { STORAGE_KEY_REFERENCES } from './storage-sweep.repository';
import { quietLog } from '../../testing/quiet-log';
import { ORPHAN_MIN_AGE_MS, sweepOrphanFiles } from './storage-sweep.service';

let context: TestContext;
let storage: Storage;
let adminId: string;
const log = quietLog();

const keysInStorage = async () => {
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  return keys.sort();
};

/** A file as a finished upload leaves it, and the row that names it. */
const storeReferenced = {
  debiturFile: async () => {
    const area = await createArea(context.db, 'Sweep Group', ['Sweep Branch']);
    const debiturId = await insertDebitur(context.db, area, {
      fullName: 'Sari Wulandari',
      address: 'Jl. Braga 10, Bandung',
    });
    const key = 'debitur-files/kept-ktp';
    await storage.put(key, Buffer.from('%PDF-1.7'));
    await context.db.insert(debiturFiles).values({
      debiturId,
      category: 'ktp',
      name: 'ktp.pdf',
      contentType: 'application/pdf',
      size: 8,
      sha256: 'x',
      storageKey: key,
    });
    return key;
  },
  userPhoto: async () => {
    const key = 'user-photos/kept-photo';
    await storage.put(key, Buffer.from('photo'));
    await context.db
      .insert(userPhotos)
      .values({ userId: adminId, storageKey: key, contentType: 'image/png', size: 5 });
    return key;
  },
  documentVersion: async () => {
    const application = await insertCreditApplicationRow(context.db, { createdBy: adminId });
    await context.db
      .insert(documentCategories)
      .values({ code: 'sweep-category', title: 'Sweep', position: 99 });
    const [type] = await context.db
      .insert(documentTypes)
      .values({
        code: 'sweep-type',
        categoryCode: 'sweep-category',
        title: 'Sweep Type',
        formMetaData: [],
      })
      .returning();
    const [document] = await context.db
      .insert(creditApplicationDocuments)
      .values({ applicationId: application.id, typeId: type!.id, metadata: {}, createdBy: adminId })
      .returning();
    const key = 'documents/kept-version';
    await storage.put(key, Buffer.from('%PDF-1.7'));
    await context.db.insert(creditApplicationDocumentVersions).values({
      documentId: document!.id,
      name: 'akta.pdf',
      contentType: 'application/pdf',
      size: 8,
      sha256: 'x',
      storageKey: key,
      createdBy: adminId,
    });
    return key;
  },
};

let referenced: string[];
const ORPHANS = ['debitur-files/orphan', 'user-photos/orphan', 'documents/orphan'];
const CUT_OFF_WRITE = 'documents/orphan-version.6a0c.tmp';

beforeAll(async () => {
  context = await createTestApp();
  storage = context.app.storage;
  ({
    user: { id: adminId },
  } = await adminSession(context));
  referenced = [
    await storeReferenced.debiturFile(),
    await storeReferenced.userPhoto(),
    await storeReferenced.documentVersion(),
  ];
  // What a crash leaves: files stored whose rows never committed, and a write cut short.
  for (const key of ORPHANS) await storage.put(key, Buffer.from('orphan'));
  await writeFile(path.join(context.config.dataDir, 'files', CUT_OFF_WRITE), 'half a file');
});
afterAll(() => context.close());

describe('the orphan-file sweep', () => {
  it('checks every column of the schema that holds a storage key', () => {
    const storageKeyColumns = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .flatMap((table) =>
        getTableConfig(table)
          .columns.filter((column) => column.name === 'storage_key')
          .map((column) => `${getTableConfig(table).name}.${column.name}`),
      );
    const swept = STORAGE_KEY_REFERENCES.map(
      ({ table, column }) => `${getTableConfig(table).name}.${column.name}`,
    );
    expect(storageKeyColumns.length).toBeGreaterThanOrEqual(3);
    expect(swept.sort()).toEqual(storageKeyColumns.sort());
  });

  it('leaves files younger than an hour: their uploads may still be committing', async () => {
    const { removed } = await sweepOrphanFiles({ db: context.db, storage, log });
    expect(removed).toEqual([]);
    expect(await keysInStorage()).toEqual([...referenced, ...ORPHANS, CUT_OFF_WRITE].sort());
  });

  it('removes the unreferenced files older than an hour and keeps every referenced one', async () => {
    const twoHoursLater = new Date(Date.now() + 2 * ORPHAN_MIN_AGE_MS);
    const { removed } = await sweepOrphanFiles(
      { db: context.db, storage, log },
      { now: twoHoursLater },
    );
    expect(removed.sort()).toEqual([...ORPHANS, CUT_OFF_WRITE].sort());
    expect(await keysInStorage()).toEqual([...referenced].sort());
  });

  it('goes by the time a file was last written', async () => {
    await storage.put('debitur-files/old-orphan', Buffer.from('orphan'));
    await storage.put('debitur-files/new-orphan', Buffer.from('orphan'));
    const threeHoursAgo = new Date(Date.now() - 3 * ORPHAN_MIN_AGE_MS);
    const file = path.join(context.config.dataDir, 'files', 'debitur-files', 'old-orphan');
    await utimes(file, threeHoursAgo, threeHoursAgo);

    const { removed } = await sweepOrphanFiles({ db: context.db, storage, log });
    expect(removed).toEqual(['debitur-files/old-orphan']);
    expect(await keysInStorage()).toContain('debitur-files/new-orphan');
  });

  it('stops when asked to, removing nothing more', async () => {
    const stopped = AbortSignal.abort();
    const { removed } = await sweepOrphanFiles(
      { db: context.db, storage, log },
      { now: new Date(Date.now() + 2 * ORPHAN_MIN_AGE_MS), signal: stopped },
    );
    expect(removed).toEqual([]);
    expect(await keysInStorage()).toContain('debitur-files/new-orphan');
  });
});
