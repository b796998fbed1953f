import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { RoleListParams } from './roles-query-keys';

/** Downloads the filtered list, all pages, as the server renders it. */
export const exportRoles = async (params: RoleListParams, format: 'xlsx' | 'csv') =>
  saveFile(
    await api.download('/master-data/roles/export', {
      params: { ...params, page: undefined, limit: undefined, format },
    }),
  );
