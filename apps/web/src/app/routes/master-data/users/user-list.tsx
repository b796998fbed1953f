import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import {
  USER_MESSAGES,
  USER_STATUSES,
  type UserStatus,
} from '@creditdesk/domain/users/users.schemas';
import { paths } from '../../../../config/paths';
import { exportUsers } from '../../../../features/users/api/export-users';
import { toUserListParams } from '../../../../features/users/api/get-users';
import { UserFilterDrawer } from '../../../../features/users/components/user-filter-drawer';
import { UsersTable } from '../../../../features/users/components/users-table';
import { useCan } from '../../../../lib/permissions';
import { useListState } from '../../../../lib/use-list-state';
import { useTexts } from '../../../../i18n/use-message';
import { ListPage } from '../../../../components/kit/list-page';
import { useFilterDrawer } from '../../../../components/ui/use-filter-draft';

const pages = paths.masterData.userManagement;
const FILTER_KEYS = ['roleId', 'groupId', 'branchId', 'status'] as const;

const statusOf = (values: string[]): UserStatus | null =>
  USER_STATUSES.find((status) => status === values[0]) ?? null;

export function UserListRoute() {
  const { t, message } = useTexts();
  const list = useListState(FILTER_KEYS);
  const canCreate = useCan(SUB_MENUS.userManagement, 'Create');
  // Staff's personal data leaves only with the Export menu's right (the server's gate).
  const canExport = useCan(SUB_MENUS.export, 'Export');
  const filters = {
    roleId: list.filters.roleId,
    groupId: list.filters.groupId,
    branchId: list.filters.branchId,
    status: statusOf(list.filters.status),
  };
  const params = toUserListParams({
    ...filters,
    page: list.page,
    limit: list.limit,
    search: list.search,
  });
  const filter = useFilterDrawer(
    filters.roleId.length +
      filters.groupId.length +
      filters.branchId.length +
      (filters.status ? 1 : 0),
  );

  return (
    <>
      <ListPage
        title={t('users.listTitle')}
        subtitle={t('users.listSubtitle')}
        add={
          canCreate
            ? { label: t('users.add'), href: pages.addHref({ tab: pages.listTab }) }
            : undefined
        }
        searchPlaceholder={message(USER_MESSAGES.searchPlaceholder)}
        search={list.search}
        onSearch={list.setSearch}
        onExport={canExport ? (format) => exportUsers(params, format) : undefined}
        filter={filter.button}
      >
        <UsersTable
          params={params}
          onPageChange={list.setPage}
          detailHref={(id) => pages.detailHref(id, pages.listTab)}
          editHref={(id) => pages.editHref(id, pages.listTab)}
        />
      </ListPage>
      <UserFilterDrawer
        {...filter.drawer}
        value={filters}
        onApply={(applied) =>
          list.setFilters({ ...applied, status: applied.status ? [applied.status] : [] })
        }
      />
    </>
  );
}
