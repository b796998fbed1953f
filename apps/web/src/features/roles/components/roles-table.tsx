import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { ROLE_MESSAGES, type Role } from '@creditdesk/domain/roles/roles.schemas';
import { Anchor, ThemeIcon, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { RowActions } from '../../../components/ui/row-actions';
import { DeleteConfirmation } from '../../../components/ui/delete-confirmation';
import { ListPagination } from '../../../components/ui/pagination';
import { TruncatedText } from '../../../components/ui/text-field';
import { useCan } from '../../../lib/permissions';
import { useDeleteRole } from '../api/delete-role';
import { useRoles } from '../api/get-roles';
import { RoleAccessLines } from './role-access-lines';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message';

export interface RolesTableProps {
  page: number;
  limit: number;
  search: string;
  onPageChange: (page: number) => void;
  detailHref: (id: string) => string;
  editHref: (id: string) => string;
}

/** The role list: numbered rows, name to the detail, access per menu, actions by permission. */
export function RolesTable({
  page,
  limit,
  search,
  onPageChange,
  detailHref,
  editHref,
}: RolesTableProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const roles = useRoles({ page, limit, search: search || undefined });
  const deleteRole = useDeleteRole();
  const [deleting, setDeleting] = useState<Role | null>(null);
  const canUpdate = useCan(SUB_MENUS.role, 'Update');
  const canDelete = useCan(SUB_MENUS.role, 'Delete');

  const columns: DataTableColumn<Role>[] = [
    {
      key: 'name',
      header: t('roles.roleName'),
      width: 240,
      render: (role) => (
        <Anchor component={Link} to={detailHref(role._id)} fw={500} size="sm">
          <TruncatedText text={role.name} />
        </Anchor>
      ),
    },
    {
      key: 'access',
      header: t('roles.roleAccess'),
      render: (role) => <RoleAccessLines access={role.access} />,
    },
  ];
  if (canUpdate || canDelete) {
    columns.push({
      key: 'action',
      header: t('common.action'),
      width: 110,
      render: (role) =>
        role.builtIn ? (
          <Tooltip label={message(ROLE_MESSAGES.builtInNotice)} multiline maw={260}>
            <ThemeIcon variant="transparent" c="dimmed" aria-label={t('roles.builtIn')} role="img">
              <IconLock size={18} />
            </ThemeIcon>
          </Tooltip>
        ) : (
          <RowActions
            name={role.name}
            editHref={canUpdate ? editHref(role._id) : undefined}
            onDelete={canDelete ? () => setDeleting(role) : undefined}
          />
        ),
    });
  }

  return (
    <>
      <DataTable
        label={t('roles.listLabel')}
        columns={columns}
        rows={roles.data?.data}
        page={page}
        limit={limit}
        getRowKey={(role) => role._id}
        isLoading={roles.isPending}
        isFetching={roles.isFetching}
        isError={roles.isError}
      />
      <ListPagination
        page={page}
        limit={limit}
        total={roles.data?.total ?? 0}
        onChange={onPageChange}
      />
      <DeleteConfirmation
        opened={!!deleting}
        onClose={() => setDeleting(null)}
        title={message(ROLE_MESSAGES.deleteTitle)}
        message={message(ROLE_MESSAGES.deleteQuestion)}
        description={message(ROLE_MESSAGES.deleteWarning)}
        onConfirm={() => deleteRole.mutateAsync(deleting!._id)}
      />
    </>
  );
}
