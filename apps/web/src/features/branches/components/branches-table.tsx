import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { BRANCH_MESSAGES, type BranchListItem } from '@creditdesk/domain/branches/branches.schemas';
import { useTranslation } from 'react-i18next';
import { ModuleTable } from '../../../components/kit/module-table';
import type { ModuleTableProps } from '../../../components/kit/resource-table';
import { nameColumn, textColumn } from '../../../components/kit/record-columns';
import { useDeleteBranch } from '../api/delete-branch';
import { useBranches } from '../api/get-branches';

export interface BranchesTableProps extends ModuleTableProps {
  /** After a delete, for pages whose other data names branches. */
  onDeleted?: () => void;
}

const nameOf = (branch: BranchListItem) => branch.branchName;

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
        nameColumn({ key: 'branchName', header: t('branches.branchName'), nameOf, detailHref }),
        textColumn(
          'description',
          t('branches.description'),
          (branch: BranchListItem) => branch.description,
        ),
        textColumn('group', t('branches.group'), (branch: BranchListItem) =>
          branch.relatedGroups.map((group) => group.groupName).join(', '),
        ),
      ]}
      nameOf={nameOf}
    />
  );
}
