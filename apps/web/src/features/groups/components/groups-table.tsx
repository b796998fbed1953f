import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { GROUP_MESSAGES, type Group } from '@creditdesk/domain/groups/groups.schemas';
import { useTranslation } from 'react-i18next';
import { ModuleTable } from '../../../components/kit/module-table';
import type { ModuleTableProps } from '../../../components/kit/resource-table';
import { nameColumn, textColumn } from '../../../components/kit/record-columns';
import { useDeleteGroup } from '../api/delete-group';
import { useGroups } from '../api/get-groups';

export type GroupsTableProps = ModuleTableProps;

const nameOf = (group: Group) => group.groupName;

/** The group list: numbered rows, name to the detail, actions by permission, delete with its checks. */
export function GroupsTable({ detailHref, ...table }: GroupsTableProps) {
  const { t } = useTranslation();

  return (
    <ModuleTable
      {...table}
      calls={{ useList: useGroups, useDelete: useDeleteGroup }}
      subMenu={SUB_MENUS.group}
      messages={GROUP_MESSAGES}
      label={t('groups.listLabel')}
      columns={[
        nameColumn({ key: 'groupName', header: t('groups.groupName'), nameOf, detailHref }),
        textColumn('description', t('groups.description'), (group: Group) => group.description),
      ]}
      nameOf={nameOf}
    />
  );
}
