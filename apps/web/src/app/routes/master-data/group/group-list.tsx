import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { GROUP_MESSAGES } from '@creditdesk/domain/groups/groups.schemas';
import { ModuleListPage } from '../../../../components/kit/module-list-page';
import { paths } from '../../../../config/paths';
import { groupsApi } from '../../../../features/groups/api/groups-api';
import { GroupsTable } from '../../../../features/groups/components/groups-table';

export function GroupListRoute() {
  return (
    <ModuleListPage
      catalogue="groups"
      subMenu={SUB_MENUS.group}
      pages={paths.masterData.group}
      messages={GROUP_MESSAGES}
      calls={groupsApi}
    >
      {(table) => <GroupsTable {...table} />}
    </ModuleListPage>
  );
}
