import { asc, isNull } from 'drizzle-orm';
import type { DeferralStatus } from '@creditdesk/domain/documents/document-deferrals';
import type { Database } from '../../db/client';
import { documentDeferrals } from '../documents/document-deferrals.table';
import { documentTypes } from '../documents/documents.table';

/**
 * Deferrals written straight into `document_deferrals`, as the deferral routes would leave them:
 * the report, the dashboard and the reminder read the table, whoever wrote it.
 */

/** The catalogue's document types in their order, `count` of them: one open deferral each. */
export const catalogueTypes = async (db: Database, count: number) =>
  db
    .select({ id: documentTypes.id, title: documentTypes.title, code: documentTypes.code })
    .from(documentTypes)
    .where(isNull(documentTypes.applicationId))
    .orderBy(asc(documentTypes.categoryCode), asc(documentTypes.position), asc(documentTypes.code))
    .limit(count);

export const insertDeferral = async (
  db: Database,
  values: {
    applicationId: string;
    typeId: string;
    promisedDate: string;
    createdBy: string;
    status?: DeferralStatus;
    reason?: string;
  },
) => {
  const [row] = await db
    .insert(documentDeferrals)
    .values({
      reason: 'Sertifikat masih di Kantor Pertanahan',
      ...values,
      status: values.status ?? 'Requested',
    })
    .returning();
  if (!row) throw new Error('deferral not written');
  return row;
};
