import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { GroupListParams } from './groups-query-keys';

/** Downloads the filtered list, all pages, as the server renders it. */
export const exportGroups = async (params: GroupListParams, format: 'xlsx' | 'csv') =>
  saveFile(
    await api.download('/master-data/groups/export', {
      params: { ...params, page: undefined, limit: undefined, format },
    }),
  );
