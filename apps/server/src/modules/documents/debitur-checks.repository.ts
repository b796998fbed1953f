import { eq } from 'drizzle-orm';
import type { DebiturIdentity } from '@creditdesk/domain/documents/debitur-checks';
import type { DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import type { Executor } from '../../db/client';
import { creditApplications } from '../credit-applications/credit-applications.table';
import { debiturs } from '../debiturs/debiturs.table';
import {
  creditApplicationDocuments,
  documentsOfApplicationWhere,
  documentTypes,
} from './documents.table';

/** What the checks compare of an application's debitur; none when it has no debitur. */
export const debiturIdentityOf = async (
  executor: Executor,
  applicationId: string,
): Promise<DebiturIdentity | undefined> => {
  const [row] = await executor
    .select({
      type: debiturs.type,
      idNumber: debiturs.idNumber,
      fullName: debiturs.fullName,
      organizerName: debiturs.organizerName,
      npwp: debiturs.npwp,
      nib: debiturs.nib,
    })
    .from(creditApplications)
    .innerJoin(debiturs, eq(debiturs.id, creditApplications.debiturId))
    .where(eq(creditApplications.id, applicationId));
  return row && { ...row, type: row.type as DebiturType };
};

/** The current documents of an application with their type's code and form. */
export const checkedDocumentsOf = (executor: Executor, applicationId: string) =>
  executor
    .select({
      documentId: creditApplicationDocuments.id,
      metadata: creditApplicationDocuments.metadata,
      typeCode: documentTypes.code,
      fields: documentTypes.formMetaData,
    })
    .from(creditApplicationDocuments)
    .innerJoin(documentTypes, eq(documentTypes.id, creditApplicationDocuments.typeId))
    .where(documentsOfApplicationWhere(applicationId));
