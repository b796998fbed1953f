import { createQueryKeys } from '../../../lib/query-keys';
import type { DebiturListQuery } from '@creditdesk/domain/debiturs/debiturs.schemas';
import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';

export type DebiturListParams = Partial<DebiturListQuery>;
export type DebiturAuditTrailParams = Partial<Pick<ListQuery, 'page' | 'limit' | 'search'>>;

const keys = createQueryKeys<DebiturListParams>('debiturs');

/** Query keys of the debiturs module; mutations invalidate `all` so lists, details and the audit trail refetch. */
export const debitursQueryKeys = {
  ...keys,
  photo: (id: string, photoId: string) => [...keys.detail(id), 'photo', photoId] as const,
  options: () => [...keys.all, 'options'] as const,
  auditTrail: (params: DebiturAuditTrailParams) => [...keys.all, 'audit-trail', params] as const,
};
