import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { GROUP_MESSAGES } from '@creditdesk/domain/groups/groups.schemas';
import { Button, Card, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ExportButton } from '../../../../components/ui/export-button';
import { PageHeader } from '../../../../components/ui/page-header';
import { SearchInput } from '../../../../components/ui/search-input';
import { paths } from '../../../../config/paths';
import { exportGroups } from '../../../../features/groups/api/export-groups';
import { GroupsTable } from '../../../../features/groups/components/groups-table';
import { useCan } from '../../../../lib/permissions';
import { useListState } from '../../../../lib/use-list-state';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../../i18n/use-message';

const pages = paths.masterData.group;

export function GroupListRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const list = useListState();
  const canCreate = useCan(SUB_MENUS.group, 'Create');

  return (
    <>
      <PageHeader
        title={t('groups.listTitle')}
        subtitle={t('groups.listSubtitle')}
        actions={
          canCreate && (
            <Button
              component={Link}
              to={pages.addHref({ tab: pages.listTab })}
              leftSection={<IconPlus size={16} />}
            >
              {t('groups.add')}
            </Button>
          )
        }
      />
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <SearchInput
              placeholder={message(GROUP_MESSAGES.searchPlaceholder)}
              defaultValue={list.search}
              onSearch={list.setSearch}
            />
            <ExportButton
              onExport={(format) => exportGroups({ search: list.search || undefined }, format)}
            />
          </Group>
          <GroupsTable
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
