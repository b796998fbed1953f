import type { Debitur } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { debitursQueryKeys } from './debiturs-query-keys';

export const deleteDebiturFile = ({ id, fileId }: { id: string; fileId: string }) =>
  api.delete<Debitur>(`/master-data/debitur/${id}/file/${fileId}`);

export const useDeleteDebiturFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDebiturFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: debitursQueryKeys.all }),
  });
};
