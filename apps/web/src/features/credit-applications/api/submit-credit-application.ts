import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { api } from '../../../lib/api-client';
import { useCreditApplicationMutation } from './use-credit-application-mutation';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';

/** Credit Approved to Waiting for Review; the server checks the creator and the mandatory set. */
export const submitCreditApplication = (id: string) =>
  api.post<CreditApplication>(`/credit-application/${id}/submit-document`, undefined, {
    fallbackMessage: REQUEST_MESSAGES.inUse,
  });

export const useSubmitCreditApplication = () =>
  useCreditApplicationMutation(submitCreditApplication, (id) => ({ id }));
