import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CANNOT_DELETE_MESSAGE } from '../../../components/ui/confirm-modal';
import { api } from '../../../lib/api-client';
import { creditApplicationsQueryKeys } from './credit-applications-query-keys';

/** Credit Approved to Waiting for Review; the server checks the creator and the mandatory set. */
export const submitCreditApplication = (id: string) =>
  api.post<CreditApplication>(`/credit-application/${id}/submit-document`, undefined, {
    fallbackMessage: CANNOT_DELETE_MESSAGE,
  });

export const useSubmitCreditApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitCreditApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditApplicationsQueryKeys.all }),
  });
};
