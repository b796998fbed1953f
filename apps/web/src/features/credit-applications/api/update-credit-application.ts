import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import {
  CREDIT_APPLICATION_SAVE_FAILED,
  wizardPayload,
  type CreditApplicationInput,
  type NewDebiturFiles,
} from './create-credit-application';
import { creditApplicationsQueryKeys } from './credit-applications-query-keys';

/** The full update of the wizard; the version guards against overwriting someone else's change. */
export const updateCreditApplication = ({
  id,
  data,
  files = {},
}: {
  id: string;
  data: CreditApplicationInput & { version: number };
  files?: NewDebiturFiles;
}) =>
  api.put<CreditApplication>(`/credit-application/${id}`, wizardPayload(data, files), {
    fallbackMessage: CREDIT_APPLICATION_SAVE_FAILED,
  });

export const useUpdateCreditApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCreditApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditApplicationsQueryKeys.all }),
  });
};
