import { useModuleMutation } from '../../../lib/use-module-mutation';
import { api } from '../../../lib/api-client';
import { documentsQueryKeys } from './documents-query-keys';

export const deleteDocumentFile = ({
  applicationId,
  typeId,
  fileId,
}: {
  applicationId: string;
  typeId: string;
  fileId: string;
}) =>
  api.delete<null>(`/document-credit-application/${applicationId}/type/${typeId}/file/${fileId}`);

export const useDeleteDocumentFile = () =>
  useModuleMutation(deleteDocumentFile, documentsQueryKeys.all);
