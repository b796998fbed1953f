import type { GroupBranch } from '@creditdesk/domain/groups/groups.schemas';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { ListPagination } from '../../../components/ui/pagination';
import { TruncatedText } from '../../../components/ui/text-field';
import { useGroupBranches } from '../api/get-group-branches';

export interface GroupBranchesCardProps {
  groupId: string;
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  branchHref: (branchId: string) => string;
  /** 'Add New Branch', shown to roles that may create branches. */
  addAction?: ReactNode;
  /** Per-row actions on a branch (edit, delete), shown to roles that may use them. */
  rowActions?: (branch: GroupBranch) => ReactNode;
}

/** The 'List Branch' card of a group's detail, paged by the group's branches call. */
export function GroupBranchesCard({
  groupId,
  page,
  limit,
  onPageChange,
  branchHref,
  addAction,
  rowActions,
}: GroupBranchesCardProps) {
  const { t } = useTranslation();
  const branches = useGroupBranches(groupId, { page, limit });
  const columns: DataTableColumn<GroupBranch>[] = [
    {
      key: 'branchName',
      header: t('groups.branchName'),
      render: (branch) => (
        <Anchor component={Link} to={branchHref(branch._id)} size="sm" fw={500}>
          <TruncatedText text={branch.branchName} />
        </Anchor>
      ),
    },
    {
      key: 'description',
      header: t('groups.description'),
      render: (branch) => <TruncatedText text={branch.description || '-'} />,
    },
  ];
  if (rowActions)
    columns.push({ key: 'action', header: t('common.action'), width: 110, render: rowActions });

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <Title order={2} size="h5">
              {t('groups.listBranch')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('groups.listBranchText')}
            </Text>
          </div>
          {addAction}
        </Group>
        <DataTable
          label={t('groups.branchesLabel')}
          columns={columns}
          rows={branches.data?.data.branches}
          page={page}
          limit={limit}
          getRowKey={(branch) => branch._id}
          isLoading={branches.isPending}
          isFetching={branches.isFetching}
          isError={branches.isError}
          minWidth={480}
        />
        <ListPagination
          page={page}
          limit={limit}
          total={branches.data?.data.totalBranches ?? 0}
          onChange={onPageChange}
        />
      </Stack>
    </Card>
  );
}
