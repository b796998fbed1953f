import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { BRANCH_MESSAGES } from '@creditdesk/domain/branches/branches.schemas';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ModuleTable } from '../../../components/kit/module-table';
import type { ModuleTableProps } from '../../../components/kit/resource-table';
import { TruncatedText } from '../../../components/ui/text-field';
import { useDeleteBranch } from '../api/delete-branch';
import { useBranches } from '../api/get-branches';

export interface BranchesTableProps extends ModuleTableProps {
  /** After a delete, for pages whose other data names branches. */
  onDeleted?: () => void;
}

/** The branch list: numbered rows, name to the detail, its groups, actions by permission. */
export function BranchesTable({ detailHref, ...table }: BranchesTableProps) {
  const { t } = useTranslation();

  return (
    <ModuleTable
      {...table}
      calls={{ useList: useBranches, useDelete: useDeleteBranch }}
      subMenu={SUB_MENUS.branch}
      messages={BRANCH_MESSAGES}
      label={t('branches.listLabel')}
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
      nameOf={(branch) => branch.branchName}
    />
  );
}
