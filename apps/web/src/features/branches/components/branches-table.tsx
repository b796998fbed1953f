import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { BRANCH_MESSAGES, type BranchListItem } from '@creditdesk/domain/branches/branches.schemas';
import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { actionColumn } from '../../../components/ui/row-actions';
import { DeleteConfirmation } from '../../../components/ui/delete-confirmation';
import { ListPagination } from '../../../components/ui/pagination';
import { TruncatedText } from '../../../components/ui/text-field';
import { useCan } from '../../../lib/permissions';
import { useDeleteBranch } from '../api/delete-branch';
import { useBranches } from '../api/get-branches';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message';

export interface BranchesTableProps {
  page: number;
  limit: number;
  search: string;
  onPageChange: (page: number) => void;
  detailHref: (id: string) => string;
  editHref: (id: string) => string;
  /** After a delete, for pages whose other data names branches. */
  onDeleted?: () => void;
}

/** The branch list: numbered rows, name to the detail, its groups, actions by permission. */
export function BranchesTable({
  page,
  limit,
  search,
  onPageChange,
  detailHref,
  editHref,
  onDeleted,
}: BranchesTableProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const branches = useBranches({ page, limit, search: search || undefined });
  const deleteBranch = useDeleteBranch();
  const [deleting, setDeleting] = useState<BranchListItem | null>(null);
  const canUpdate = useCan(SUB_MENUS.branch, 'Update');
  const canDelete = useCan(SUB_MENUS.branch, 'Delete');

  const columns: DataTableColumn<BranchListItem>[] = [
    {
      key: 'branchName',
      header: t('branches.branchName'),
      render: (branch) => (
        <Anchor component={Link} to={detailHref(branch._id)} fw={500} size="sm">
          <TruncatedText text={branch.branchName} />
        </Anchor>
      ),
    },
    {
      key: 'description',
      header: t('branches.description'),
      render: (branch) => <TruncatedText text={branch.description || '-'} />,
    },
    {
      key: 'group',
      header: t('branches.group'),
      render: (branch) => (
        <TruncatedText
          text={branch.relatedGroups.map((group) => group.groupName).join(', ') || '-'}
        />
      ),
    },
  ];
  columns.push(
    ...actionColumn<BranchListItem>({
      canUpdate,
      canDelete,
      name: (branch) => branch.branchName,
      editHref: (branch) => editHref(branch._id),
      onDelete: (row) => setDeleting(row),
    }),
  );

  return (
    <>
      <DataTable
        label={t('branches.listLabel')}
        columns={columns}
        rows={branches.data?.data}
        page={page}
        limit={limit}
        getRowKey={(branch) => branch._id}
        isLoading={branches.isPending}
        isFetching={branches.isFetching}
        isError={branches.isError}
      />
      <ListPagination
        page={page}
        limit={limit}
        total={branches.data?.total ?? 0}
        onChange={onPageChange}
      />
      <DeleteConfirmation
        opened={!!deleting}
        onClose={() => setDeleting(null)}
        title={message(BRANCH_MESSAGES.deleteTitle)}
        message={message(BRANCH_MESSAGES.deleteQuestion)}
        description={message(BRANCH_MESSAGES.deleteWarning)}
        onConfirm={() => deleteBranch.mutateAsync(deleting!._id)}
        onDeleted={onDeleted}
      />
    </>
  );
}
