import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { api } from '../../../lib/api-client';
import { useCreditApplicationMutation } from './use-credit-application-mutation';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';

/**
 * Credit Approved to Waiting for Review; the server checks the creator, the mandatory set and,
 * when the documents differ from the debitur, that a reason is given.
 */
export const submitCreditApplication = ({ id, reason }: { id: string; reason?: string }) =>
  api.post<CreditApplication>(
    `/credit-application/${id}/submit-document`,
    reason === undefined ? undefined : { reason },
    { fallbackMessage: REQUEST_MESSAGES.inUse },
  );

export const useSubmitCreditApplication = () =>
  useCreditApplicationMutation(submitCreditApplication, ({ id }) => ({ id }));
