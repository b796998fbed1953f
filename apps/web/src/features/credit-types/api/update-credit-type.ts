import {
  CREDIT_TYPE_MESSAGES,
  type CreditType,
  type CreditTypeBody,
} from '@creditdesk/domain/credit-types/credit-types.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { creditTypesQueryKeys } from './credit-types-query-keys';

export const updateCreditType = ({ id, body }: { id: string; body: CreditTypeBody }) =>
  api.put<CreditType>(`/master-data/creditapp/${id}`, body, {
    fallbackMessage: CREDIT_TYPE_MESSAGES.createFailed,
  });

export const useUpdateCreditType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCreditType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditTypesQueryKeys.all }),
  });
};
