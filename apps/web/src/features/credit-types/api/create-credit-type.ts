import {
  CREDIT_TYPE_MESSAGES,
  type CreditType,
  type CreditTypeBody,
} from '@creditdesk/domain/credit-types/credit-types.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { creditTypesQueryKeys } from './credit-types-query-keys';

export const createCreditType = (body: CreditTypeBody) =>
  api.post<CreditType>('/master-data/creditapp', body, {
    fallbackMessage: CREDIT_TYPE_MESSAGES.createFailed,
  });

export const useCreateCreditType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCreditType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditTypesQueryKeys.all }),
  });
};
