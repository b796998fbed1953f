import type { Group } from '@creditdesk/domain/groups/groups.schemas';
import { detailCall } from '../../../lib/record-calls';
import { groupsQueryKeys } from './groups-query-keys';

export const {
  get: getGroup,
  queryOptions: getGroupQueryOptions,
  useDetail: useGroup,
} = detailCall<Group>(groupsQueryKeys, '/master-data/group');
