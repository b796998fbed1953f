import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import type { CreditApplicationStatus } from '@creditdesk/domain/credit-applications/credit-application-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { creditApplicationsQueryKeys } from './credit-applications-query-keys';

/** Moves an application to its next signing step; the server allows only the creator and only the next step. */
export const moveSigningStep = ({ id, status }: { id: string; status: CreditApplicationStatus }) =>
  api.put<CreditApplication>(`/credit-application/${id}`, { status });

export const useMoveSigningStep = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveSigningStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditApplicationsQueryKeys.all }),
  });
};
