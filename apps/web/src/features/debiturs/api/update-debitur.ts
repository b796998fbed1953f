import {
  DEBITUR_MESSAGES,
  type Debitur,
  type DebiturData,
} from '@creditdesk/domain/debiturs/debiturs.schemas';
import { useModuleMutation } from '../../../lib/use-module-mutation';
import { api } from '../../../lib/api-client';
import { debitursQueryKeys } from './debiturs-query-keys';

/** The first of the two update calls: the data only (files go through updateDebiturFiles). */
export const updateDebitur = ({ id, data }: { id: string; data: DebiturData }) =>
  api.put<Debitur>(`/master-data/debitur/${id}`, data, {
    fallbackMessage: DEBITUR_MESSAGES.createFailed,
  });

export const useUpdateDebitur = () => useModuleMutation(updateDebitur, debitursQueryKeys.all);
