import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { creditApplicationsQueryKeys } from './credit-applications-query-keys';

/** Archives (true) or unarchives (false) a credit application. */
export const archiveCreditApplication = ({ id, isArchive }: { id: string; isArchive: boolean }) =>
  api.put<CreditApplication>(`/credit-application/${id}/archive`, { isArchive });

export const useArchiveCreditApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveCreditApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditApplicationsQueryKeys.all }),
  });
};
