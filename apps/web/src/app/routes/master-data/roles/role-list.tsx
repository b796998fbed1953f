import { ModuleListPage } from '../../../../components/kit/module-list-page';
import { RolesTable } from '../../../../features/roles/components/roles-table';
import { roleModule } from './role-module';

export function RoleListRoute() {
  return (
    <ModuleListPage {...roleModule} addHref={roleModule.pages.addHref()}>
      {(table) => <RolesTable {...table} />}
    </ModuleListPage>
  );
}
