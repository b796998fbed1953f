import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import type { ApprovalBody } from '@creditdesk/domain/documents/documents.schemas';
import { api } from '../../../lib/api-client';
import { useCreditApplicationMutation } from './use-credit-application-mutation';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';

/** Approves (Completed) or rejects an application Waiting for Review; never by its creator. */
export const decideCreditApplication = ({ id, body }: { id: string; body: ApprovalBody }) =>
  api.post<CreditApplication>(`/credit-application/${id}/approval`, body, {
    fallbackMessage: REQUEST_MESSAGES.inUse,
  });

export const useDecideCreditApplication = () =>
  useCreditApplicationMutation(decideCreditApplication, ({ id }) => ({ id }));
