import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { READING_MESSAGES as M } from '@creditdesk/domain/documents/document-readings';
import { createCreditApplication, uploadDocument } from '../../testing/credit-applications';
import { authHeaderWithGrants, scopedSession } from '../../testing/factories';
import { createArea } from '../../testing/master-data';
import { call, context, headers } from '../documents/documents.fixture';
import { debiturs } from '../debiturs/debiturs.table';
import { createDocumentReader } from './document-reader';
import { creditApplicationDocumentVersions } from '../documents/documents.table';
import { READABLE_CONTENT_TYPES } from './document-readings.repository';
import { documentReadings } from './document-readings.table';
import { pdfWithText } from './reading-fixtures';
import { prepareLanguageFolder } from './reading-languages';

const DEBITUR_NIK = '3172000011112222';
const OTHER_NIK = '3171234567890123';

let application: { id: string; debiturId: string };

beforeAll(async () => {
  application = await createCreditApplication(context, headers);
  await context.db
    .update(debiturs)
    .set({ idNumber: DEBITUR_NIK })
    .where(eq(debiturs.id, application.debiturId));
});

const pdfFile = async (lines: string[], name = 'ktp.pdf') => ({
  key: 'file',
  name,
  data: await pdfWithText(lines),
  type: 'application/pdf',
});

const upload = async (code: string, file: Awaited<ReturnType<typeof pdfFile>>) => {
  const response = await uploadDocument(context, headers, application.id, code, { file });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().response.file as { _id: string; versionId: string };
};

const readingsOf = async (id = application.id, as = headers) => {
  const response = await call('GET', `/credit-application/${id}/document-readings`, undefined, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().response as {
    documentId: string;
    state: string;
    numbers: { nik: string[]; npwp: string[]; nib: string[] } | null;
    flags: { code: string; params?: Record<string, string> }[];
  }[];
};

const readingOf = async (documentId: string) =>
  (await readingsOf()).find((reading) => reading.documentId === documentId);

describe('reading uploaded files', () => {
  it('reads a KTP PDF after its upload and flags a NIK that is not the debitur’s', async () => {
    const file = await upload('ktp', await pdfFile(['KARTU TANDA PENDUDUK', `NIK : ${OTHER_NIK}`]));
    expect(await readingOf(file._id)).toMatchObject({ state: 'pending', numbers: null, flags: [] });

    expect(await context.app.documentReader.drain()).toBeGreaterThanOrEqual(1);

    expect(await readingOf(file._id)).toEqual({
      documentId: file._id,
      versionId: file.versionId,
      state: 'read',
      numbers: { nik: [OTHER_NIK], npwp: [], nib: [] },
      readAt: expect.any(String),
      flags: [{ code: M.nikDiffers, params: { read: OTHER_NIK, debitur: DEBITUR_NIK } }],
    });
  });

  it('does not flag a KTP that reads the debitur’s NIK, grouped as the card prints it', async () => {
    const grouped = DEBITUR_NIK.replace(/(\d{4})(?=\d)/g, '$1 ');
    const file = await upload('ktp', await pdfFile([`NIK: ${grouped}`]));
    await context.app.documentReader.drain();
    expect(await readingOf(file._id)).toMatchObject({
      state: 'read',
      numbers: { nik: [DEBITUR_NIK] },
      flags: [],
    });
  });

  it('marks a file that cannot be parsed as could not be read, never an error', async () => {
    const broken = {
      key: 'file',
      name: 'broken.pdf',
      data: Buffer.from('%PDF-1.7\nnot a pdf'),
      type: 'application/pdf',
    };
    const file = await upload('ktp', broken);
    await context.app.documentReader.drain();
    expect(await readingOf(file._id)).toMatchObject({
      state: 'unreadable',
      numbers: null,
      flags: [],
    });
  });

  it('reads each version once however many instances claim at the same time', async () => {
    const file = await upload('ktp', await pdfFile([`NIK ${OTHER_NIK}`]));
    const readers = await Promise.all(
      ['first', 'second', 'third'].map(async (instance) =>
        createDocumentReader({
          db: context.db,
          storage: context.app.storage,
          log: context.app.log,
          languageFolder: await prepareLanguageFolder(context.config.dataDir),
          timeoutMs: 30_000,
          concurrency: 1,
          instance,
        }),
      ),
    );
    const read = await Promise.all(readers.map((reader) => reader.drain()));
    expect(read.reduce((sum, count) => sum + count, 0)).toBe(1);
    const [row] = await context.db
      .select()
      .from(documentReadings)
      .where(eq(documentReadings.versionId, file.versionId));
    expect(row).toMatchObject({ state: 'read', attempts: 1, claimedBy: null });
  });

  it('takes again a reading whose instance stopped before it finished', async () => {
    const file = await upload('ktp', await pdfFile([`NIK ${OTHER_NIK}`]));
    // As an instance killed mid-reading leaves it: claimed an hour ago, never finished.
    await context.db
      .update(documentReadings)
      .set({
        state: 'pending',
        claimedBy: 'stopped:1',
        claimedAt: new Date(Date.now() - 60 * 60 * 1000),
        attempts: 1,
      })
      .where(eq(documentReadings.versionId, file.versionId));
    await context.app.documentReader.drain();
    const [row] = await context.db
      .select()
      .from(documentReadings)
      .where(eq(documentReadings.versionId, file.versionId));
    expect(row).toMatchObject({ state: 'read', attempts: 2, numbers: { nik: [OTHER_NIK] } });
  });
});

describe('who may see the readings', () => {
  it('answers 401 without a session and 403 without the right to read applications', async () => {
    const url = `/credit-application/${application.id}/document-readings`;
    expect((await call('GET', url, undefined, {})).statusCode).toBe(401);
    const noRight = await authHeaderWithGrants(context, { 'Debitur Management': ['Read'] });
    expect((await call('GET', url, undefined, noRight)).statusCode).toBe(403);
  });

  it('answers 404 for an application outside the user’s area, and the readings inside it', async () => {
    const grants = { 'Credit Application': ['Read' as const] };
    const elsewhere = await scopedSession(context, grants, [await createArea(context.db, 'Far')]);
    const url = `/credit-application/${application.id}/document-readings`;
    expect((await call('GET', url, undefined, elsewhere.headers)).statusCode).toBe(404);
    const everywhere = await authHeaderWithGrants(context, grants);
    expect((await readingsOf(application.id, everywhere)).length).toBeGreaterThan(0);
  });

  it('queues each stored version of a kind it reads, and no other, whichever code stores it', async () => {
    const file = await upload('ktp', await pdfFile([`NIK ${OTHER_NIK}`]));
    const kinds = [...READABLE_CONTENT_TYPES, 'application/msword', 'text/plain'];
    const [{ createdBy } = { createdBy: '' }] = await context.db
      .select({ createdBy: creditApplicationDocumentVersions.createdBy })
      .from(creditApplicationDocumentVersions)
      .where(eq(creditApplicationDocumentVersions.id, file.versionId));
    const stored = await context.db
      .insert(creditApplicationDocumentVersions)
      .values(
        kinds.map((contentType, index) => ({
          documentId: file._id,
          name: `file-${index}`,
          contentType,
          size: 1,
          sha256: 'queue-test',
          storageKey: `queue-test/${index}`,
          createdBy,
        })),
      )
      .returning({ id: creditApplicationDocumentVersions.id });
    const queued = await context.db
      .select({ versionId: documentReadings.versionId, state: documentReadings.state })
      .from(documentReadings)
      .where(inArray(documentReadings.versionId, [file.versionId, ...stored.map((row) => row.id)]));
    expect(new Map(queued.map((row) => [row.versionId, row.state]))).toEqual(
      new Map([
        [file.versionId, 'queued'],
        ...stored.slice(0, READABLE_CONTENT_TYPES.length).map((row) => [row.id, 'queued'] as const),
      ]),
    );
    // Not claimed yet: the application's readings show it as pending.
    expect(await readingOf(file._id)).toMatchObject({ state: 'pending', numbers: null });
    await context.db.delete(creditApplicationDocumentVersions).where(
      inArray(
        creditApplicationDocumentVersions.id,
        stored.map((row) => row.id),
      ),
    );
  });
});
