import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { ROLE_MESSAGES } from '@creditdesk/domain/roles/roles.schemas';
import { Anchor, ThemeIcon, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeleteTexts } from '../../../components/kit/use-delete-texts';
import { ResourceTable, type ModuleTableProps } from '../../../components/kit/resource-table';
import { TruncatedText } from '../../../components/ui/text-field';
import { useMessage } from '../../../i18n/use-message';
import { useCan } from '../../../lib/permissions';
import { useDeleteRole } from '../api/delete-role';
import { useRoles } from '../api/get-roles';
import { RoleAccessLines } from './role-access-lines';

export type RolesTableProps = ModuleTableProps;

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
  const deleteTexts = useDeleteTexts(ROLE_MESSAGES);
  const roles = useRoles({ page, limit, search: search || undefined });
  const deleteRole = useDeleteRole();
  const canUpdate = useCan(SUB_MENUS.role, 'Update');
  const canDelete = useCan(SUB_MENUS.role, 'Delete');

  return (
    <ResourceTable
      label={t('roles.listLabel')}
      query={roles}
      page={page}
      limit={limit}
      onPageChange={onPageChange}
      columns={[
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
      ]}
      canUpdate={canUpdate}
      canDelete={canDelete}
      nameOf={(role) => role.name}
      editHref={(role) => editHref(role._id)}
      lockedNotice={(role) =>
        role.builtIn ? (
          <Tooltip label={message(ROLE_MESSAGES.builtInNotice)} multiline maw={260}>
            <ThemeIcon variant="transparent" c="dimmed" aria-label={t('roles.builtIn')} role="img">
              <IconLock size={18} />
            </ThemeIcon>
          </Tooltip>
        ) : null
      }
      deleteTexts={deleteTexts}
      onDelete={(role) => deleteRole.mutateAsync(role._id)}
    />
  );
}
