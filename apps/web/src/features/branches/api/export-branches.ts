import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { BranchListParams } from './branches-query-keys';

/** Downloads the filtered list, all pages, as the server renders it. */
export const exportBranches = async (params: BranchListParams, format: 'xlsx' | 'csv') =>
  saveFile(
    await api.download('/master-data/branches/export', {
      params: { ...params, page: undefined, limit: undefined, format },
    }),
  );
