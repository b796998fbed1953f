import type { Group } from '@creditdesk/domain/groups/groups.schemas';
import { listCall, type RecordListParams } from '../../../lib/record-calls';
import { groupsQueryKeys } from './groups-query-keys';

export const {
  get: getGroups,
  queryOptions: getGroupsQueryOptions,
  useList: useGroups,
} = listCall<Group, RecordListParams>(groupsQueryKeys, '/master-data/groups');
