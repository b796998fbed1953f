import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { FacilityListParams } from './facilities-query-keys';

/** Downloads the filtered list, all pages, as the server renders it. */
export const exportFacilities = async (params: FacilityListParams, format: 'xlsx' | 'csv') =>
  saveFile(
    await api.download('/master-data/facilities/export', {
      params: { ...params, page: undefined, limit: undefined, format },
    }),
  );
