import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { BRANCH_MESSAGES } from '@creditdesk/domain/branches/branches.schemas';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeleteTexts } from '../../../components/kit/use-delete-texts';
import { ResourceTable, type ModuleTableProps } from '../../../components/kit/resource-table';
import { TruncatedText } from '../../../components/ui/text-field';
import { useCan } from '../../../lib/permissions';
import { useDeleteBranch } from '../api/delete-branch';
import { useBranches } from '../api/get-branches';

export interface BranchesTableProps extends ModuleTableProps {
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
  const deleteTexts = useDeleteTexts(BRANCH_MESSAGES);
  const branches = useBranches({ page, limit, search: search || undefined });
  const deleteBranch = useDeleteBranch();
  const canUpdate = useCan(SUB_MENUS.branch, 'Update');
  const canDelete = useCan(SUB_MENUS.branch, 'Delete');

  return (
    <ResourceTable
      label={t('branches.listLabel')}
      query={branches}
      page={page}
      limit={limit}
      onPageChange={onPageChange}
      columns={[
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
      ]}
      canUpdate={canUpdate}
      canDelete={canDelete}
      nameOf={(branch) => branch.branchName}
      editHref={(branch) => editHref(branch._id)}
      deleteTexts={deleteTexts}
      onDelete={(branch) => deleteBranch.mutateAsync(branch._id)}
      onDeleted={onDeleted}
    />
  );
}
