import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { ReportListParams } from './reports-query-keys';

/** Downloads exactly the filtered rows of a report, all pages, as the server renders them. */
export const exportReport = async (
  slug: string,
  params: ReportListParams,
  format: 'xlsx' | 'csv',
) =>
  saveFile(
    await api.download(`/report/${slug}/export`, {
      params: { ...params, page: undefined, limit: undefined, format },
    }),
  );
