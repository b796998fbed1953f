import { createQueryKeys } from '../../../lib/query-keys';
import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';

export type RoleListParams = Partial<Pick<ListQuery, 'page' | 'limit' | 'search' | 'unpaged'>>;

const keys = createQueryKeys<RoleListParams>('roles');

/** Query keys of the roles module; mutations invalidate `all` so lists and details refetch. */
export const rolesQueryKeys = {
  ...keys,
  /** The access catalogue is not a role, so role changes leave it cached. */
  accessCatalogue: () => ['access-catalogue'] as const,
};
