import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** A document's current bytes (its id) or an earlier version's (the version's id). */
export const downloadDocumentFile = (fileId: string) =>
  api.download(`/document-credit-application/file/${fileId}`);

export const useDownloadDocumentFile = () =>
  useMutation({
    mutationFn: downloadDocumentFile,
    onSuccess: saveFile,
  });
