import type { Group, GroupBody } from '@creditdesk/domain/groups/groups.schemas';
import { createCall } from '../../../lib/record-calls';
import { groupsQueryKeys } from './groups-query-keys';

export const { post: createGroup, useCreate: useCreateGroup } = createCall<Group, GroupBody>(
  groupsQueryKeys,
  '/master-data/group',
);
