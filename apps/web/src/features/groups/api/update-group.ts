import type { Group, GroupBody } from '@creditdesk/domain/groups/groups.schemas';
import { updateCall } from '../../../lib/record-calls';
import { groupsQueryKeys } from './groups-query-keys';

export const { put: updateGroup, useUpdate: useUpdateGroup } = updateCall<Group, GroupBody>(
  groupsQueryKeys,
  '/master-data/group',
);
