import type { DebiturAuditEntry } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { debitursQueryKeys, type DebiturAuditTrailParams } from './debiturs-query-keys';

export const getDebiturAuditTrail = (params: DebiturAuditTrailParams) =>
  api.get<{ data: DebiturAuditEntry[]; total: number }>('/master-data/debiturs/audit-trail', {
    params: { ...params },
  });

export const getDebiturAuditTrailQueryOptions = (params: DebiturAuditTrailParams) =>
  queryOptions({
    queryKey: debitursQueryKeys.auditTrail(params),
    queryFn: () => getDebiturAuditTrail(params),
    placeholderData: keepPreviousData,
  });

export const useDebiturAuditTrail = (params: DebiturAuditTrailParams) =>
  useQuery(getDebiturAuditTrailQueryOptions(params));
