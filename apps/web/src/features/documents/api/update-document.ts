import type { DocumentUpdate } from '@creditdesk/domain/documents/documents.schemas';
import type { DocumentUpdateResult } from '@creditdesk/domain/documents/document-answers.schemas';
import { useModuleMutation } from '../../../lib/use-module-mutation';
import { api } from '../../../lib/api-client';
import { documentsQueryKeys } from './documents-query-keys';
import { DOCUMENT_SAVE_FAILED } from './upload-document';

/** The multipart field that carries a replacing file (spec: `file_0`). */
export const REPLACEMENT_FILE_FIELD = 'file_0';

export type DocumentUpdateInput = Omit<DocumentUpdate, 'replaceFile' | 'fileField'>;

/**
 * Changes a file's metadata, and replaces its bytes when `file` is given (the old bytes stay as
 * a version). A type added with 'Add Other Document' may be renamed through `type`.
 */
export const updateDocument = ({
  applicationId,
  update,
  file,
}: {
  applicationId: string;
  update: DocumentUpdateInput;
  file: File | null;
}) => {
  const form = new FormData();
  const entry: DocumentUpdate = {
    ...update,
    replaceFile: !!file,
    ...(file ? { fileField: REPLACEMENT_FILE_FIELD } : {}),
  };
  form.append('updates', JSON.stringify([entry]));
  if (file) form.append(REPLACEMENT_FILE_FIELD, file, file.name);
  return api.put<DocumentUpdateResult>(`/document-credit-application/${applicationId}`, form, {
    fallbackMessage: DOCUMENT_SAVE_FAILED,
  });
};

export const useUpdateDocument = () => useModuleMutation(updateDocument, documentsQueryKeys.all);
