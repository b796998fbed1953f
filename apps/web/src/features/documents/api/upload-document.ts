import type { DocumentUploadData } from '@creditdesk/domain/documents/documents.schemas';
import type { DocumentUploadResult } from '@creditdesk/domain/documents/document-answers.schemas';
import { useModuleMutation } from '../../../lib/use-module-mutation';
import { api } from '../../../lib/api-client';
import { documentsQueryKeys } from './documents-query-keys';

export const DOCUMENT_SAVE_FAILED = 'The document could not be saved.';

/**
 * Adds one file to a type (spec: multipart `data` JSON and `file`). An earlier file of the
 * debitur is reused by its id in `uploadedDocuments[0].fileId`, with no `file` part.
 */
export const uploadDocument = ({ data, file }: { data: DocumentUploadData; file: File | null }) => {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  if (file) form.append('file', file, file.name);
  return api.post<DocumentUploadResult>('/document-credit-application', form, {
    fallbackMessage: DOCUMENT_SAVE_FAILED,
  });
};

export const useUploadDocument = () => useModuleMutation(uploadDocument, documentsQueryKeys.all);
