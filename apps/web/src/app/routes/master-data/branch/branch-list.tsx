import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { BRANCH_MESSAGES } from '@creditdesk/domain/branches/branches.schemas';
import { Button, Card, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ExportButton } from '../../../../components/ui/export-button';
import { PageHeader } from '../../../../components/ui/page-header';
import { SearchInput } from '../../../../components/ui/search-input';
import { paths } from '../../../../config/paths';
import { exportBranches } from '../../../../features/branches/api/export-branches';
import { BranchesTable } from '../../../../features/branches/components/branches-table';
import { useCan } from '../../../../lib/permissions';
import { useListState } from '../../../../lib/use-list-state';
import { useRefreshBranchDependents } from './use-refresh-branch-dependents';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../../i18n/use-message';

const pages = paths.masterData.branch;

export function BranchListRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const list = useListState();
  const canCreate = useCan(SUB_MENUS.branch, 'Create');
  const refreshDependents = useRefreshBranchDependents();

  return (
    <>
      <PageHeader
        title={t('branches.listTitle')}
        subtitle={t('branches.listSubtitle')}
        actions={
          canCreate && (
            <Button
              component={Link}
              to={pages.addHref({ tab: pages.listTab })}
              leftSection={<IconPlus size={16} />}
            >
              {t('branches.add')}
            </Button>
          )
        }
      />
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <SearchInput
              placeholder={message(BRANCH_MESSAGES.searchPlaceholder)}
              defaultValue={list.search}
              onSearch={list.setSearch}
            />
            <ExportButton
              onExport={(format) => exportBranches({ search: list.search || undefined }, format)}
            />
          </Group>
          <BranchesTable
            page={list.page}
            limit={list.limit}
            search={list.search}
            onPageChange={list.setPage}
            detailHref={(id) => pages.detailHref(id)}
            editHref={(id) => pages.editHref(id, pages.listTab)}
            onDeleted={refreshDependents}
          />
        </Stack>
      </Card>
    </>
  );
}
