import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import type { CreditApplicationStatus } from '@creditdesk/domain/credit-applications/credit-application-status';
import { api } from '../../../lib/api-client';
import { useCreditApplicationMutation } from './use-credit-application-mutation';

/** Moves an application to its next signing step; the server allows only the creator and only the next step. */
export const moveSigningStep = ({ id, status }: { id: string; status: CreditApplicationStatus }) =>
  api.put<CreditApplication>(`/credit-application/${id}`, { status });

export const useMoveSigningStep = () =>
  useCreditApplicationMutation(moveSigningStep, ({ id }) => ({ id }));
