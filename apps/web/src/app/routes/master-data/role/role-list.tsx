import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { ROLE_MESSAGES } from '@creditdesk/domain/roles/roles.schemas';
import { ModuleListPage } from '../../../../components/kit/module-list-page';
import { paths } from '../../../../config/paths';
import { rolesApi } from '../../../../features/roles/api/roles-api';
import { RolesTable } from '../../../../features/roles/components/roles-table';

const pages = paths.masterData.role;

export function RoleListRoute() {
  return (
    <ModuleListPage
      catalogue="roles"
      subMenu={SUB_MENUS.role}
      pages={pages}
      messages={ROLE_MESSAGES}
      calls={rolesApi}
      addHref={pages.addHref()}
    >
      {(table) => <RolesTable {...table} />}
    </ModuleListPage>
  );
}
