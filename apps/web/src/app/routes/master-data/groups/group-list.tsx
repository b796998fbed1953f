import { ModuleListPage } from '../../../../components/kit/module-list-page';
import { GroupsTable } from '../../../../features/groups/components/groups-table';
import { groupModule } from './group-module';

export function GroupListRoute() {
  return <ModuleListPage {...groupModule}>{(table) => <GroupsTable {...table} />}</ModuleListPage>;
}
