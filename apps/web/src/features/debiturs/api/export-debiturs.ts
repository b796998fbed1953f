import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { DebiturListParams } from './debiturs-query-keys';

/** Downloads the filtered list, all pages, as the server renders it. */
export const exportDebiturs = async (params: DebiturListParams, format: 'xlsx' | 'csv') =>
  saveFile(
    await api.download('/master-data/debiturs/export', {
      params: { ...params, page: undefined, limit: undefined, format },
    }),
  );
