import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import {
  USER_MESSAGES,
  USER_STATUSES,
  type UserStatus,
} from '@creditdesk/domain/users/users.schemas';
import { Button, Card, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ExportButton } from '../../../../components/ui/export-button';
import { FilterButton } from '../../../../components/ui/filter-button';
import { PageHeader } from '../../../../components/ui/page-header';
import { SearchInput } from '../../../../components/ui/search-input';
import { paths } from '../../../../config/paths';
import { exportUsers } from '../../../../features/users/api/export-users';
import { toUserListParams } from '../../../../features/users/api/get-users';
import { UserFilterDrawer } from '../../../../features/users/components/user-filter-drawer';
import { UsersTable } from '../../../../features/users/components/users-table';
import { useCan } from '../../../../lib/permissions';
import { useListState } from '../../../../lib/use-list-state';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../../i18n/use-message';

const pages = paths.masterData.userManagement;
const FILTER_KEYS = ['roleId', 'groupId', 'branchId', 'status'] as const;

const statusOf = (values: string[]): UserStatus | null =>
  USER_STATUSES.find((status) => status === values[0]) ?? null;

export function UserListRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const list = useListState(FILTER_KEYS);
  const canCreate = useCan(SUB_MENUS.userManagement, 'Create');
  const [filtering, setFiltering] = useState(false);
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
  const activeFilters =
    filters.roleId.length +
    filters.groupId.length +
    filters.branchId.length +
    (filters.status ? 1 : 0);

  return (
    <>
      <PageHeader
        title={t('users.listTitle')}
        subtitle={t('users.listSubtitle')}
        actions={
          canCreate && (
            <Button
              component={Link}
              to={pages.addHref({ tab: pages.listTab })}
              leftSection={<IconPlus size={16} />}
            >
              {t('users.add')}
            </Button>
          )
        }
      />
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <SearchInput
              placeholder={message(USER_MESSAGES.searchPlaceholder)}
              defaultValue={list.search}
              onSearch={list.setSearch}
            />
            <Group gap="sm">
              <FilterButton activeFilters={activeFilters} onClick={() => setFiltering(true)} />
              <ExportButton onExport={(format) => exportUsers(params, format)} />
            </Group>
          </Group>
          <UsersTable
            params={params}
            onPageChange={list.setPage}
            detailHref={(id) => pages.detailHref(id, pages.listTab)}
            editHref={(id) => pages.editHref(id, pages.listTab)}
          />
        </Stack>
      </Card>
      <UserFilterDrawer
        opened={filtering}
        onClose={() => setFiltering(false)}
        value={filters}
        onApply={(applied) =>
          list.setFilters({ ...applied, status: applied.status ? [applied.status] : [] })
        }
      />
    </>
  );
}
