import { useModuleMutation } from '../../../lib/use-module-mutation';
import { api } from '../../../lib/api-client';
import { debitursQueryKeys } from './debiturs-query-keys';

export const deleteDebitur = (id: string) => api.delete<null>(`/master-data/debitur/${id}`);

export const useDeleteDebitur = () => useModuleMutation(deleteDebitur, debitursQueryKeys.all);
