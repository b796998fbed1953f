import type { Debitur } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { useModuleMutation } from '../../../lib/use-module-mutation';
import { api } from '../../../lib/api-client';
import { debitursQueryKeys } from './debiturs-query-keys';

export const deleteDebiturFile = ({ id, fileId }: { id: string; fileId: string }) =>
  api.delete<Debitur>(`/master-data/debitur/${id}/file/${fileId}`);

export const useDeleteDebiturFile = () =>
  useModuleMutation(deleteDebiturFile, debitursQueryKeys.all);
