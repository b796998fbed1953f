import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { debitursQueryKeys } from './debiturs-query-keys';

export const deleteDebitur = (id: string) => api.delete<null>(`/master-data/debitur/${id}`);

export const useDeleteDebitur = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDebitur,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: debitursQueryKeys.all }),
  });
};
