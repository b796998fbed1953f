import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { GROUP_MESSAGES } from '@creditdesk/domain/groups/groups.schemas';
import { paths } from '../../../../config/paths';
import { groupsApi } from '../../../../features/groups/api/groups-api';

/** What the group pages share: their texts, right, addresses, domain sentences and calls. */
export const groupModule = {
  catalogue: 'groups',
  subMenu: SUB_MENUS.group,
  pages: paths.masterData.group,
  messages: GROUP_MESSAGES,
  calls: groupsApi,
} as const;
