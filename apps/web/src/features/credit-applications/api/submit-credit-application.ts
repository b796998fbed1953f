import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { CANNOT_DELETE_MESSAGE } from '../../../components/ui/confirm-modal';
import { api } from '../../../lib/api-client';
import { useCreditApplicationMutation } from './use-credit-application-mutation';

/** Credit Approved to Waiting for Review; the server checks the creator and the mandatory set. */
export const submitCreditApplication = (id: string) =>
  api.post<CreditApplication>(`/credit-application/${id}/submit-document`, undefined, {
    fallbackMessage: CANNOT_DELETE_MESSAGE,
  });

export const useSubmitCreditApplication = () =>
  useCreditApplicationMutation(submitCreditApplication, (id) => ({ id }));
