import {
  DEBITUR_MESSAGES,
  type Debitur,
  type DebiturData,
} from '@creditdesk/domain/debiturs/debiturs.schemas';
import { useModuleMutation } from '../../../lib/use-module-mutation';
import { api } from '../../../lib/api-client';
import { debitursQueryKeys } from './debiturs-query-keys';

/** New files by category ('ktp', 'npwp', ..., 'debiturPhoto'). */
export type DebiturFiles = Record<string, File>;

export const appendFiles = (form: FormData, files: DebiturFiles) => {
  for (const [category, file] of Object.entries(files)) form.append(category, file, file.name);
};

/** One multipart call: the type, the data as JSON and the documents keyed by category. */
export const createDebitur = ({ data, files }: { data: DebiturData; files: DebiturFiles }) => {
  const form = new FormData();
  form.append('type', data.type);
  form.append('data', JSON.stringify(data));
  appendFiles(form, files);
  return api.post<Debitur>('/master-data/debitur', form, {
    fallbackMessage: DEBITUR_MESSAGES.createFailed,
  });
};

export const useCreateDebitur = () => useModuleMutation(createDebitur, debitursQueryKeys.all);
