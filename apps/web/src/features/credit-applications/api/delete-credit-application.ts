import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { creditApplicationsQueryKeys } from './credit-applications-query-keys';

export const deleteCreditApplication = (id: string) =>
  api.delete<null>(`/credit-application/${id}`);

export const useDeleteCreditApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCreditApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditApplicationsQueryKeys.all }),
  });
};
