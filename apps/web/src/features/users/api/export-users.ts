import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { UserListParams } from './users-query-keys';

/** Downloads the filtered list, all pages, as the server renders it. */
export const exportUsers = async (params: UserListParams, format: 'xlsx' | 'csv') =>
  saveFile(
    await api.download('/master-data/users/export', {
      params: { ...params, page: undefined, limit: undefined, format },
    }),
  );
