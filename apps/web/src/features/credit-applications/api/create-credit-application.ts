import type {
  CreditApplication,
  CreditApplicationBody,
} from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { creditApplicationsQueryKeys } from './credit-applications-query-keys';

/** The wizard's body as sent, as JSON: a new debitur's documents are added on its own page. */
export type CreditApplicationInput = Omit<CreditApplicationBody, 'version'>;

/** Spec: Credit Application, Form (the fallback when the server gives no message). */
export const CREDIT_APPLICATION_SAVE_FAILED = 'Failed to create creditapp.';

export const createCreditApplication = (data: CreditApplicationInput) =>
  api.post<CreditApplication>('/credit-application', data, {
    fallbackMessage: CREDIT_APPLICATION_SAVE_FAILED,
  });

export const useCreateCreditApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCreditApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditApplicationsQueryKeys.all }),
  });
};
