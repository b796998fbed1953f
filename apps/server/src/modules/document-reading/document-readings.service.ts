import { and, desc, eq } from 'drizzle-orm';
import { readingFlags, type DocumentReading } from '@creditdesk/domain/documents/document-readings';
import type { Database } from '../../db/client';
import { branchScopeCondition } from '../../core/branch-scope';
import { NotFound } from '../../core/errors';
import type { Actor } from '../../plugins/actor';
import { creditApplications } from '../credit-applications/credit-applications.table';
import { debiturs } from '../debiturs/debiturs.table';
import {
  creditApplicationDocuments as documents,
  creditApplicationDocumentVersions as versions,
  documentsOfApplicationWhere,
  documentTypes,
  versionOfDocument,
} from '../documents/documents.table';
import { READABLE_CONTENT_TYPES, readingsOfVersions } from './document-readings.repository';

/** The application's debitur numbers, if the actor's scope holds the application. */
const debiturNumbersOf = async (db: Database, applicationId: string, actor: Actor) => {
  const [row] = await db
    .select({ nik: debiturs.idNumber, npwp: debiturs.npwp, nib: debiturs.nib })
    .from(creditApplications)
    .leftJoin(debiturs, eq(debiturs.id, creditApplications.debiturId))
    .where(
      and(
        eq(creditApplications.id, applicationId),
        branchScopeCondition(
          await actor.branchScope(db),
          creditApplications.branchId,
          creditApplications.createdBy,
        ),
      ),
    );
  return row;
};

/** The current file of each current document of the application that a reader can read. */
const readableCurrentFiles = async (db: Database, applicationId: string) => {
  const rows = await db
    .select({
      documentId: documents.id,
      versionId: versions.id,
      contentType: versions.contentType,
      typeCode: documentTypes.code,
    })
    .from(documents)
    .innerJoin(versions, versionOfDocument)
    .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId))
    .where(documentsOfApplicationWhere(applicationId))
    .orderBy(desc(versions.createdAt));
  const current = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!current.has(row.documentId)) current.set(row.documentId, row);
  return [...current.values()].filter((row) => READABLE_CONTENT_TYPES.includes(row.contentType));
};

/**
 * What reading found in an application's current files, and the flag of each whose number is
 * not the debitur's. A file not yet claimed by a reader is 'pending' while reading is on; with
 * reading off it has no reading to show.
 */
export const createDocumentReadingsService = (db: Database, options: { enabled: boolean }) => ({
  async ofApplication(applicationId: string, actor: Actor): Promise<DocumentReading[]> {
    const debitur = await debiturNumbersOf(db, applicationId, actor);
    if (!debitur) throw new NotFound();
    const files = await readableCurrentFiles(db, applicationId);
    const rows = await readingsOfVersions(
      db,
      files.map((file) => file.versionId),
    );
    const byVersion = new Map(rows.map((row) => [row.versionId, row]));
    return files.flatMap((file) => {
      const row = byVersion.get(file.versionId);
      if (!row && !options.enabled) return [];
      const numbers = row?.state === 'read' ? row.numbers : null;
      return [
        {
          documentId: file.documentId,
          versionId: file.versionId,
          state: (row?.state ?? 'pending') as DocumentReading['state'],
          numbers,
          readAt: row?.readAt?.toISOString() ?? null,
          flags: readingFlags(file.typeCode, numbers, debitur),
        },
      ];
    });
  },
});
