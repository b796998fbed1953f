import { useMutation, useQueryClient } from '@tanstack/react-query';
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

export const useDeleteDocumentFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocumentFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQueryKeys.all }),
  });
};
