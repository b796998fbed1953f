import type { BranchListItem } from '@creditdesk/domain/branches/branches.schemas';
import { useTranslation } from 'react-i18next';
import { ModuleTable, type ModuleTableProps } from '../../../components/kit/module-table';
import { textColumn } from '../../../components/kit/record-columns';

export interface BranchesTableProps extends ModuleTableProps<BranchListItem> {
  /** After a delete, for pages whose other data names branches. */
  onDeleted?: () => void;
}

/** The branch list: numbered rows, name to the detail, its groups, actions by permission. */
export function BranchesTable(table: BranchesTableProps) {
  const { t } = useTranslation();

  return (
    <ModuleTable
      {...table}
      label={t('branches.listLabel')}
      nameColumn={{ key: 'branchName', header: t('branches.branchName') }}
      nameOf={(branch) => branch.branchName}
      columns={[
        textColumn(
          'description',
          t('branches.description'),
          (branch: BranchListItem) => branch.description,
        ),
        textColumn('group', t('branches.group'), (branch: BranchListItem) =>
          branch.relatedGroups.map((group) => group.groupName).join(', '),
        ),
      ]}
    />
  );
}
