import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { USER_MESSAGES, type User } from '@creditdesk/domain/users/users.schemas';
import { Anchor, Group as Row } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryTable } from '../../../components/kit/query-table';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { RowActions } from '../../../components/ui/row-actions';
import { DeleteConfirmation } from '../../../components/ui/delete-confirmation';
import { TruncatedText } from '../../../components/ui/text-field';
import { useCan, useCurrentUser } from '../../../lib/permissions';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import type { UserListParams } from '../api/users-query-keys';
import { GroupBranchList } from './group-branch-list';
import { currentPhotoId, UserAvatar } from './user-avatar';
import { UserStatusBadge } from './user-status-badge';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message';

export interface UsersTableProps {
  params: UserListParams & { page: number; limit: number };
  onPageChange: (page: number) => void;
  detailHref: (id: string) => string;
  editHref: (id: string) => string;
}

/** The user list: photo and name to the detail, role, email, area, status, actions by permission. */
export function UsersTable({ params, onPageChange, detailHref, editHref }: UsersTableProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const users = useUsers(params);
  const deleteUser = useDeleteUser();
  const [deleting, setDeleting] = useState<User | null>(null);
  const canUpdate = useCan(SUB_MENUS.userManagement, 'Update');
  const canDelete = useCan(SUB_MENUS.userManagement, 'Delete');
  const signedInId = useCurrentUser().user._id;

  const columns: DataTableColumn<User>[] = [
    {
      key: 'name',
      header: t('users.username'),
      render: (user) => (
        <Row gap="sm" wrap="nowrap">
          <UserAvatar photoId={currentPhotoId(user.userPhoto)} name={user.name} size="sm" />
          <Anchor component={Link} to={detailHref(user._id)} fw={500} size="sm">
            <TruncatedText text={user.name} />
          </Anchor>
        </Row>
      ),
    },
    { key: 'role', header: t('users.role'), render: (user) => user.role?.name ?? '-' },
    {
      key: 'email',
      header: t('users.email'),
      render: (user) => <TruncatedText text={user.email} />,
    },
    {
      key: 'groups',
      header: t('users.groupBranch'),
      render: (user) => <GroupBranchList groups={user.groups} />,
    },
    {
      key: 'status',
      header: t('users.status'),
      width: 110,
      noWrap: true,
      render: (user) => <UserStatusBadge isActive={user.isActive} />,
    },
  ];
  if (canUpdate || canDelete) {
    columns.push({
      key: 'action',
      header: t('common.action'),
      width: 110,
      render: (user) => (
        <RowActions
          name={user.name}
          editHref={canUpdate ? editHref(user._id) : undefined}
          // Nobody deletes their own account (the server refuses it too).
          onDelete={canDelete && user._id !== signedInId ? () => setDeleting(user) : undefined}
        />
      ),
    });
  }

  return (
    <>
      <QueryTable
        label={t('users.listLabel')}
        columns={columns}
        page={params.page}
        limit={params.limit}
        minWidth={880}
        query={users}
        onPageChange={onPageChange}
      />
      <DeleteConfirmation
        opened={!!deleting}
        onClose={() => setDeleting(null)}
        title={message(USER_MESSAGES.deleteTitle)}
        message={message(USER_MESSAGES.deleteQuestion)}
        description={message(USER_MESSAGES.deleteWarning)}
        onConfirm={() => deleteUser.mutateAsync(deleting!._id)}
      />
    </>
  );
}
