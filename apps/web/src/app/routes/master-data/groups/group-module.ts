import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { GROUP_MESSAGES } from '@creditdesk/domain/groups/groups.schemas';
import { paths } from '../../../../config/paths';
import { useCreateGroup } from '../../../../features/groups/api/create-group';
import { useDeleteGroup } from '../../../../features/groups/api/delete-group';
import { exportGroups } from '../../../../features/groups/api/export-groups';
import { useGroup } from '../../../../features/groups/api/get-group';
import { useGroups } from '../../../../features/groups/api/get-groups';
import { useUpdateGroup } from '../../../../features/groups/api/update-group';

/** What the group pages share: their texts, right, addresses, domain sentences and calls. */
export const groupModule = {
  catalogue: 'groups',
  subMenu: SUB_MENUS.group,
  pages: paths.masterData.group,
  messages: GROUP_MESSAGES,
  calls: {
    useList: useGroups,
    useDetail: useGroup,
    useCreate: useCreateGroup,
    useUpdate: useUpdateGroup,
    useDelete: useDeleteGroup,
    exportList: exportGroups,
  },
} as const;
