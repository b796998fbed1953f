import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { GROUP_MESSAGES } from '@creditdesk/domain/groups/groups.schemas';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ModuleTable } from '../../../components/kit/module-table';
import type { ModuleTableProps } from '../../../components/kit/resource-table';
import { TruncatedText } from '../../../components/ui/text-field';
import { useDeleteGroup } from '../api/delete-group';
import { useGroups } from '../api/get-groups';

export type GroupsTableProps = ModuleTableProps;

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
        {
          key: 'groupName',
          header: t('groups.groupName'),
          render: (group) => (
            <Anchor component={Link} to={detailHref(group._id)} fw={500} size="sm">
              <TruncatedText text={group.groupName} />
            </Anchor>
          ),
        },
        {
          key: 'description',
          header: t('groups.description'),
          render: (group) => <TruncatedText text={group.description || '-'} />,
        },
      ]}
      nameOf={(group) => group.groupName}
    />
  );
}
