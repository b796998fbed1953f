import type { DebiturListQuery } from '@creditdesk/domain/debiturs/debiturs.schemas';
import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';

export type DebiturListParams = Partial<DebiturListQuery>;
export type DebiturAuditTrailParams = Partial<Pick<ListQuery, 'page' | 'limit' | 'search'>>;

/** Query keys of the debiturs module; mutations invalidate `all` so lists, details and the audit trail refetch. */
export const debitursQueryKeys = {
  all: ['debiturs'] as const,
  lists: () => [...debitursQueryKeys.all, 'list'] as const,
  list: (params: DebiturListParams) => [...debitursQueryKeys.lists(), params] as const,
  details: () => [...debitursQueryKeys.all, 'detail'] as const,
  detail: (id: string) => [...debitursQueryKeys.details(), id] as const,
  photo: (id: string, photoId: string) =>
    [...debitursQueryKeys.detail(id), 'photo', photoId] as const,
  options: () => [...debitursQueryKeys.all, 'options'] as const,
  auditTrail: (params: DebiturAuditTrailParams) =>
    [...debitursQueryKeys.all, 'audit-trail', params] as const,
};
