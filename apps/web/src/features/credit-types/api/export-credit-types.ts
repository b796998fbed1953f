import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { CreditTypeListParams } from './credit-types-query-keys';

/** Downloads the filtered list, all pages, as the server renders it. */
export const exportCreditTypes = async (params: CreditTypeListParams, format: 'xlsx' | 'csv') =>
  saveFile(
    await api.download('/master-data/creditapps/export', {
      params: { ...params, page: undefined, limit: undefined, format },
    }),
  );
