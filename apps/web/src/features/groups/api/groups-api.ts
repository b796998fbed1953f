import type { Group, GroupBody } from '@creditdesk/domain/groups/groups.schemas';
import { createResourceApi } from '../../../lib/resource-api';

/** The group calls: list, detail, create, update, delete and export. */
export const groupsApi = createResourceApi<Group, GroupBody>({
  module: 'groups',
  list: '/master-data/groups',
  item: '/master-data/group',
  export: '/master-data/groups/export',
});
