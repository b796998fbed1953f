import type { Debitur } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { useModuleMutation } from '../../../lib/use-module-mutation';
import { api } from '../../../lib/api-client';
import { debitursQueryKeys } from './debiturs-query-keys';

/** Archives (true) or unarchives (false) a debitur. */
export const archiveDebitur = ({ id, isArchive }: { id: string; isArchive: boolean }) =>
  api.put<Debitur>(`/master-data/debitur/${id}/archive`, { isArchive });

export const useArchiveDebitur = () => useModuleMutation(archiveDebitur, debitursQueryKeys.all);
