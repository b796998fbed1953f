import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { CreditApplicationListParams } from './credit-applications-query-keys';

/** Downloads the filtered list of the tab, all pages, as the server renders it. */
export const exportCreditApplications = async (
  params: CreditApplicationListParams,
  format: 'xlsx' | 'csv',
) =>
  saveFile(
    await api.download('/credit-application/export', {
      params: { ...params, page: undefined, limit: undefined, format },
    }),
  );
