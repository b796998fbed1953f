import { DOKUMEN_TBO_SLUG } from '@creditdesk/domain/access/access-catalogue';
import type { DokumenTboRow } from '@creditdesk/domain/reports/dokumen-tbo.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-query-options';
import { reportsQueryKeys, type ReportListParams } from './reports-query-keys';

/** The Dokumen TBO page's rows: open deferrals, one row each. */
export const getDokumenTbo = (params: ReportListParams) =>
  api.get<{ data: DokumenTboRow[]; total: number; totalCapped?: boolean }>(
    `/report/${DOKUMEN_TBO_SLUG}`,
    { params: { ...params } },
  );

export const getDokumenTboQueryOptions = (params: ReportListParams) =>
  pagedQueryOptions(reportsQueryKeys.list(DOKUMEN_TBO_SLUG, params), () => getDokumenTbo(params));

export const useDokumenTbo = (params: ReportListParams) =>
  useQuery(getDokumenTboQueryOptions(params));
