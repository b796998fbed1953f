import { DEBITUR_MESSAGES, type Debitur } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { useModuleMutation } from '../../../lib/use-module-mutation';
import { api } from '../../../lib/api-client';
import { appendFiles, type DebiturFiles } from './create-debitur';
import { debitursQueryKeys } from './debiturs-query-keys';

/** Uploads files keyed by category; a document replaces the category's file, photos accumulate. */
export const updateDebiturFiles = ({ id, files }: { id: string; files: DebiturFiles }) => {
  const form = new FormData();
  appendFiles(form, files);
  return api.put<Debitur>(`/master-data/debitur/${id}/files`, form, {
    fallbackMessage: DEBITUR_MESSAGES.createFailed,
  });
};

export const useUpdateDebiturFiles = () =>
  useModuleMutation(updateDebiturFiles, debitursQueryKeys.all);
