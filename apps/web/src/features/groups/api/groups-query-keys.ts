import { createQueryKeys } from '../../../lib/query-keys';
import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';

export type GroupListParams = Partial<Pick<ListQuery, 'page' | 'limit' | 'search' | 'unpaged'>>;

const keys = createQueryKeys<GroupListParams>('groups');

/** Query keys of the groups module; mutations invalidate `all` so lists and details refetch. */
export const groupsQueryKeys = {
  ...keys,
  branches: (id: string, params: GroupListParams) =>
    [...keys.detail(id), 'branches', params] as const,
};
