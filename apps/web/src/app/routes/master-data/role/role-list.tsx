import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { ROLE_MESSAGES } from '@creditdesk/domain/roles/roles.schemas';
import { paths } from '../../../../config/paths';
import { exportRoles } from '../../../../features/roles/api/export-roles';
import { RolesTable } from '../../../../features/roles/components/roles-table';
import { useCan } from '../../../../lib/permissions';
import { useListState } from '../../../../lib/use-list-state';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../../i18n/use-message';
import { ListPage } from '../../../../components/kit/list-page';

const pages = paths.masterData.role;

export function RoleListRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const list = useListState();
  const canCreate = useCan(SUB_MENUS.role, 'Create');

  return (
    <ListPage
      title={t('roles.listTitle')}
      subtitle={t('roles.listSubtitle')}
      add={canCreate ? { label: t('roles.add'), href: pages.addHref() } : undefined}
      searchPlaceholder={message(ROLE_MESSAGES.searchPlaceholder)}
      search={list.search}
      onSearch={list.setSearch}
      onExport={(format) => exportRoles({ search: list.search || undefined }, format)}
    >
      <RolesTable
        page={list.page}
        limit={list.limit}
        search={list.search}
        onPageChange={list.setPage}
        detailHref={(id) => pages.detailHref(id, pages.listTab)}
        editHref={(id) => pages.editHref(id, pages.listTab)}
      />
    </ListPage>
  );
}
