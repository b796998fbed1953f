import type { GroupBranch } from '@creditdesk/domain/groups/groups.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionCard } from '../../../components/kit/action-card';
import { nameColumn, textColumn } from '../../../components/kit/record-columns';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { ListPagination } from '../../../components/ui/pagination';
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
    nameColumn({
      key: 'branchName',
      header: t('groups.branchName'),
      nameOf: (branch) => branch.branchName,
      detailHref: branchHref,
    }),
    textColumn('description', t('groups.description'), (branch) => branch.description),
  ];
  if (rowActions)
    columns.push({ key: 'action', header: t('common.action'), width: 110, render: rowActions });

  return (
    <ActionCard title={t('groups.listBranch')} text={t('groups.listBranchText')} action={addAction}>
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
    </ActionCard>
  );
}
