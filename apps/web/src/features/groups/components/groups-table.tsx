import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { GROUP_MESSAGES } from '@creditdesk/domain/groups/groups.schemas';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeleteTexts } from '../../../components/kit/use-delete-texts';
import { ResourceTable, type ModuleTableProps } from '../../../components/kit/resource-table';
import { TruncatedText } from '../../../components/ui/text-field';
import { useCan } from '../../../lib/permissions';
import { useDeleteGroup } from '../api/delete-group';
import { useGroups } from '../api/get-groups';

export type GroupsTableProps = ModuleTableProps;

/** The group list: numbered rows, name to the detail, actions by permission, delete with its checks. */
export function GroupsTable({
  page,
  limit,
  search,
  onPageChange,
  detailHref,
  editHref,
}: GroupsTableProps) {
  const { t } = useTranslation();
  const deleteTexts = useDeleteTexts(GROUP_MESSAGES);
  const groups = useGroups({ page, limit, search: search || undefined });
  const deleteGroup = useDeleteGroup();
  const canUpdate = useCan(SUB_MENUS.group, 'Update');
  const canDelete = useCan(SUB_MENUS.group, 'Delete');

  return (
    <ResourceTable
      label={t('groups.listLabel')}
      query={groups}
      page={page}
      limit={limit}
      onPageChange={onPageChange}
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
      canUpdate={canUpdate}
      canDelete={canDelete}
      nameOf={(group) => group.groupName}
      editHref={(group) => editHref(group._id)}
      deleteTexts={deleteTexts}
      onDelete={(group) => deleteGroup.mutateAsync(group._id)}
    />
  );
}
