import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { ROLE_MESSAGES } from '@creditdesk/domain/roles/roles.schemas';
import { Button, Card, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ExportButton } from '../../../../components/ui/export-button';
import { PageHeader } from '../../../../components/ui/page-header';
import { SearchInput } from '../../../../components/ui/search-input';
import { paths } from '../../../../config/paths';
import { exportRoles } from '../../../../features/roles/api/export-roles';
import { RolesTable } from '../../../../features/roles/components/roles-table';
import { useCan } from '../../../../lib/permissions';
import { useListState } from '../../../../lib/use-list-state';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../../i18n/use-message';

const pages = paths.masterData.role;

export function RoleListRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const list = useListState();
  const canCreate = useCan(SUB_MENUS.role, 'Create');

  return (
    <>
      <PageHeader
        title={t('roles.listTitle')}
        subtitle={t('roles.listSubtitle')}
        actions={
          canCreate && (
            <Button component={Link} to={pages.addHref()} leftSection={<IconPlus size={16} />}>
              {t('roles.add')}
            </Button>
          )
        }
      />
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <SearchInput
              placeholder={message(ROLE_MESSAGES.searchPlaceholder)}
              defaultValue={list.search}
              onSearch={list.setSearch}
            />
            <ExportButton
              onExport={(format) => exportRoles({ search: list.search || undefined }, format)}
            />
          </Group>
          <RolesTable
            page={list.page}
            limit={list.limit}
            search={list.search}
            onPageChange={list.setPage}
            detailHref={(id) => pages.detailHref(id, pages.listTab)}
            editHref={(id) => pages.editHref(id, pages.listTab)}
          />
        </Stack>
      </Card>
    </>
  );
}
