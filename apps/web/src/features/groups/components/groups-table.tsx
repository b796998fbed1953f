import type { Group } from '@creditdesk/domain/groups/groups.schemas';
import { useTranslation } from 'react-i18next';
import { ModuleTable, type ModuleTableProps } from '../../../components/kit/module-table';
import { textColumn } from '../../../components/kit/record-columns';

export type GroupsTableProps = ModuleTableProps<Group>;

/** The group list: numbered rows, name to the detail, actions by permission, delete with its checks. */
export function GroupsTable(table: GroupsTableProps) {
  const { t } = useTranslation();

  return (
    <ModuleTable
      {...table}
      label={t('groups.listLabel')}
      nameColumn={{ key: 'groupName', header: t('groups.groupName') }}
      nameOf={(group) => group.groupName}
      columns={[
        textColumn('description', t('groups.description'), (group: Group) => group.description),
      ]}
    />
  );
}
