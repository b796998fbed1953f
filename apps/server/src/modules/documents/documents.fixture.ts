import { beforeAll, it as vitestIt } from 'vitest';
import { eq } from 'drizzle-orm';
import type { UploadedFile } from '@creditdesk/domain/documents/document-answers.schemas';
import { adminId, adminRequester, context, headers } from '../../testing/file-admin-session';
import {
  createCreditApplication,
  documentStructure,
  PNG_BYTES,
  uploadDocument,
  validMetadata,
} from '../../testing/credit-applications';
import { createUser, mintSession } from '../../testing/factories';
import { creditApplications } from '../credit-applications/credit-applications.table';
import { type UploadFile, createdRecord } from '../../testing/http';

/**
 * What this module's test files share, on the test file's own app and administrator
 * (testing/file-admin-session.ts).
 */
export { adminId, context, headers };
export const { call, callMultipart } = adminRequester('/api/v1');

export let other: Record<string, string>;

export const PNG = PNG_BYTES;

beforeAll(async () => {
  const second = await createUser(context.db, { name: 'Second Officer' });
  other = (await mintSession(context, second.id)).headers;
});

/** A new application of the administrator's. */
export const adminApplication = () => createCreditApplication(context, headers);

/** `it` whose tests may name `application`: a new application of the administrator's each. */
export const it = vitestIt.extend('application', () => adminApplication());

export const structureOf = (id: string, as = headers) => documentStructure(context, as, id);

export const uploaded = async (id: string, code: string, file?: UploadFile) => {
  return createdRecord<{
    creditApplication: string;
    type: { _id: string; code: string; title: string };
    file: UploadedFile;
  }>(await uploadDocument(context, headers, id, code, file ? { file } : {}));
};

/**
 * Posts a document of a type the application names itself ('Add Other Document', under
 * Lain-lain): one file with its metadata.
 */
export const addOtherDocument = (
  id: string,
  type: string,
  file: UploadFile,
  metadata: Record<string, string> = {},
) =>
  callMultipart(
    'POST',
    '/document-credit-application',
    {
      data: JSON.stringify({
        creditApplication: id,
        category: 'lain-lain',
        documents: [{ type, uploadedDocuments: [{ metadata }] }],
      }),
    },
    [file],
  );

export const putUpdates = (id: string, updates: object[], files: UploadFile[] = [], as = headers) =>
  callMultipart(
    'PUT',
    `/document-credit-application/${id}`,
    { updates: JSON.stringify(updates) },
    files,
    as,
  );

export const setStatus = (id: string, status: string) =>
  context.db.update(creditApplications).set({ status }).where(eq(creditApplications.id, id));

/** Replaces a 'bir' document's file with a PNG named `name`. */
export const replaceFile = (
  id: string,
  document: { type: { _id: string }; file: { _id: string } },
  name: string,
) =>
  putUpdates(
    id,
    [
      {
        typeId: document.type._id,
        fileId: document.file._id,
        metadata: validMetadata('bir'),
        replaceFile: true,
        fileField: 'file_0',
      },
    ],
    [{ key: 'file_0', name, data: PNG }],
  );
