import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { USER_MESSAGES, type User } from '@creditdesk/domain/users/users.schemas';
import { Anchor, Group as Row } from '@mantine/core';
import { Link } from 'react-router';
import { ListTable } from '../../../components/kit/module-table';
import { textColumn } from '../../../components/kit/record-columns';
import { useDeleteTexts } from '../../../components/kit/use-delete-texts';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { TruncatedText } from '../../../components/ui/text-field';
import { useCurrentUser } from '../../../lib/permissions';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useMayManageUser } from '../hooks/use-may-manage-user';
import type { UserListParams } from '../api/users-query-keys';
import { GroupBranchList } from './group-branch-list';
import { currentPhotoId, UserAvatar } from './user-avatar';
import { UserStatusBadge } from './user-status-badge';
import { useTranslation } from 'react-i18next';

export interface UsersTableProps {
  params: UserListParams & { page: number; limit: number };
  onPageChange: (page: number) => void;
  detailHref: (id: string) => string;
  editHref: (id: string) => string;
}

/** The user list: photo and name to the detail, role, email, area, status, actions by permission. */
export function UsersTable({ params, onPageChange, detailHref, editHref }: UsersTableProps) {
  const { t } = useTranslation();
  const signedInId = useCurrentUser().user._id;
  const mayManage = useMayManageUser();

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
    textColumn('email', t('users.email'), (user) => user.email),
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
  const deleteTexts = useDeleteTexts(USER_MESSAGES);

  return (
    <ListTable
      calls={{ useList: useUsers, useDelete: useDeleteUser }}
      params={params}
      subMenu={SUB_MENUS.userManagement}
      label={t('users.listLabel')}
      columns={columns}
      minWidth={880}
      onPageChange={onPageChange}
      nameOf={(user) => user.name}
      editHref={editHref}
      // Users outside his area, or above him, are read-only to him (the server refuses too).
      canEditRow={mayManage}
      // Nobody deletes their own account (the server refuses it too).
      canDeleteRow={(user) => user._id !== signedInId && mayManage(user)}
      deleteTexts={deleteTexts}
    />
  );
}
