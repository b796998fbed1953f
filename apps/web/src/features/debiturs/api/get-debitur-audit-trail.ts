import type { DebiturAuditEntry } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-query-options';
import { debitursQueryKeys, type DebiturAuditTrailParams } from './debiturs-query-keys';

export const getDebiturAuditTrail = (params: DebiturAuditTrailParams) =>
  api.get<{ data: DebiturAuditEntry[]; total: number }>('/master-data/debiturs/audit-trail', {
    params: { ...params },
  });

export const getDebiturAuditTrailQueryOptions = (params: DebiturAuditTrailParams) =>
  pagedQueryOptions(debitursQueryKeys.auditTrail(params), () => getDebiturAuditTrail(params));

export const useDebiturAuditTrail = (params: DebiturAuditTrailParams) =>
  useQuery(getDebiturAuditTrailQueryOptions(params));
