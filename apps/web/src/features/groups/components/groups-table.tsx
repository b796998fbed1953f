import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { GROUP_MESSAGES, type Group } from '@creditdesk/domain/groups/groups.schemas';
import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { actionColumn } from '../../../components/ui/row-actions';
import { DeleteConfirmation } from '../../../components/ui/delete-confirmation';
import { ListPagination } from '../../../components/ui/pagination';
import { TruncatedText } from '../../../components/ui/text-field';
import { useMessage } from '../../../i18n/use-message';
import { useCan } from '../../../lib/permissions';
import { useDeleteGroup } from '../api/delete-group';
import { useGroups } from '../api/get-groups';

export interface GroupsTableProps {
  page: number;
  limit: number;
  search: string;
  onPageChange: (page: number) => void;
  detailHref: (id: string) => string;
  editHref: (id: string) => string;
}

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
  const message = useMessage();
  const groups = useGroups({ page, limit, search: search || undefined });
  const deleteGroup = useDeleteGroup();
  const [deleting, setDeleting] = useState<Group | null>(null);
  const canUpdate = useCan(SUB_MENUS.group, 'Update');
  const canDelete = useCan(SUB_MENUS.group, 'Delete');

  const columns: DataTableColumn<Group>[] = [
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
  ];
  columns.push(
    ...actionColumn<Group>({
      canUpdate,
      canDelete,
      name: (group) => group.groupName,
      editHref: (group) => editHref(group._id),
      onDelete: (row) => setDeleting(row),
    }),
  );

  return (
    <>
      <DataTable
        label={t('groups.listLabel')}
        columns={columns}
        rows={groups.data?.data}
        page={page}
        limit={limit}
        getRowKey={(group) => group._id}
        isLoading={groups.isPending}
        isFetching={groups.isFetching}
        isError={groups.isError}
      />
      <ListPagination
        page={page}
        limit={limit}
        total={groups.data?.total ?? 0}
        onChange={onPageChange}
      />
      <DeleteConfirmation
        opened={!!deleting}
        onClose={() => setDeleting(null)}
        title={message(GROUP_MESSAGES.deleteTitle)}
        message={message(GROUP_MESSAGES.deleteQuestion)}
        description={message(GROUP_MESSAGES.deleteWarning)}
        onConfirm={() => deleteGroup.mutateAsync(deleting!._id)}
      />
    </>
  );
}
