import { and, desc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import { DEBITUR_PHOTO_CATEGORY } from '@creditdesk/domain/debiturs/debiturs.schemas';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../core/list-query';
import { creditApplications } from '../credit-applications/credit-applications.table';
import { debiturFiles } from '../debiturs/debiturs.table';
import {
  creditApplicationDocuments,
  creditApplicationDocumentVersions,
  documentTypes,
} from './documents.table';

/** What the earlier files of a debitur have in common, wherever they come from. */
export interface EarlierFileRecord {
  id: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  storageKey: string;
  source: 'debitur' | 'credit-application';
  type: string;
  creditAppNo: string | null;
  createdAt: Date;
}

/** The debitur's master-data documents (not photos), newest first. */
const debiturFilesOf = (
  executor: Executor,
  debiturId: string,
  filter: { type?: string; search?: string; fileId?: string },
) =>
  executor
    .select({
      id: debiturFiles.id,
      name: debiturFiles.name,
      contentType: debiturFiles.contentType,
      size: debiturFiles.size,
      sha256: debiturFiles.sha256,
      storageKey: debiturFiles.storageKey,
      type: debiturFiles.category,
      createdAt: debiturFiles.createdAt,
    })
    .from(debiturFiles)
    .where(
      and(
        eq(debiturFiles.debiturId, debiturId),
        ne(debiturFiles.category, DEBITUR_PHOTO_CATEGORY),
        filter.fileId ? eq(debiturFiles.id, filter.fileId) : undefined,
        filter.type ? sql`lower(${debiturFiles.category}) = lower(${filter.type})` : undefined,
        filter.search ? ilike(debiturFiles.name, containsPattern(filter.search)) : undefined,
      ),
    )
    .orderBy(desc(debiturFiles.createdAt), desc(debiturFiles.id));

/** The current file of every document in the debitur's applications, newest first. */
const applicationFilesOf = (
  executor: Executor,
  debiturId: string,
  filter: { type?: string; search?: string; fileId?: string },
) => {
  const current = sql`${creditApplicationDocumentVersions.id} = (
    select v.id from credit_application_document_versions v
    where v.document_id = ${creditApplicationDocuments.id}
    order by v.created_at desc, v.id desc limit 1)`;
  return executor
    .select({
      id: creditApplicationDocumentVersions.id,
      name: creditApplicationDocumentVersions.name,
      contentType: creditApplicationDocumentVersions.contentType,
      size: creditApplicationDocumentVersions.size,
      sha256: creditApplicationDocumentVersions.sha256,
      storageKey: creditApplicationDocumentVersions.storageKey,
      type: documentTypes.title,
      creditAppNo: creditApplications.creditAppNo,
      createdAt: creditApplicationDocumentVersions.createdAt,
    })
    .from(creditApplicationDocuments)
    .innerJoin(
      creditApplications,
      eq(creditApplications.id, creditApplicationDocuments.applicationId),
    )
    .innerJoin(documentTypes, eq(documentTypes.id, creditApplicationDocuments.typeId))
    .innerJoin(
      creditApplicationDocumentVersions,
      eq(creditApplicationDocumentVersions.documentId, creditApplicationDocuments.id),
    )
    .where(
      and(
        eq(creditApplications.debiturId, debiturId),
        isNull(creditApplicationDocuments.removedAt),
        filter.fileId ? eq(creditApplicationDocumentVersions.id, filter.fileId) : current,
        filter.type
          ? or(
              eq(documentTypes.code, filter.type),
              sql`lower(${documentTypes.title}) = lower(${filter.type})`,
            )
          : undefined,
        filter.search
          ? ilike(creditApplicationDocumentVersions.name, containsPattern(filter.search))
          : undefined,
      ),
    )
    .orderBy(
      desc(creditApplicationDocumentVersions.createdAt),
      desc(creditApplicationDocumentVersions.id),
    );
};

/** The debitur's earlier files: master-data documents and those of its applications. */
export const earlierFilesOf = async (
  executor: Executor,
  debiturId: string,
  filter: { type?: string; search?: string; fileId?: string },
): Promise<EarlierFileRecord[]> => {
  const [own, applications] = await Promise.all([
    debiturFilesOf(executor, debiturId, filter),
    applicationFilesOf(executor, debiturId, filter),
  ]);
  return [
    ...own.map((row) => ({ ...row, source: 'debitur' as const, creditAppNo: null })),
    ...applications.map((row) => ({ ...row, source: 'credit-application' as const })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
};
