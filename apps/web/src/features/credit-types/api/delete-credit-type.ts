import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { creditTypesQueryKeys } from './credit-types-query-keys';

export const deleteCreditType = (id: string) => api.delete<null>(`/master-data/creditapp/${id}`);

export const useDeleteCreditType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCreditType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditTypesQueryKeys.all }),
  });
};
