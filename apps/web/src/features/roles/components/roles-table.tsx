import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { ROLE_MESSAGES, type Role } from '@creditdesk/domain/roles/roles.schemas';
import { ThemeIcon, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { ModuleTable } from '../../../components/kit/module-table';
import type { ModuleTableProps } from '../../../components/kit/resource-table';
import { nameColumn } from '../../../components/kit/record-columns';
import { useTexts } from '../../../i18n/use-message';
import { useDeleteRole } from '../api/delete-role';
import { useRoles } from '../api/get-roles';
import { RoleAccessLines } from './role-access-lines';

export type RolesTableProps = ModuleTableProps;

const nameOf = (role: Role) => role.name;

/** The role list: numbered rows, name to the detail, access per menu, actions by permission. */
export function RolesTable({ detailHref, ...table }: RolesTableProps) {
  const { t, message } = useTexts();

  return (
    <ModuleTable
      {...table}
      calls={{ useList: useRoles, useDelete: useDeleteRole }}
      subMenu={SUB_MENUS.role}
      messages={ROLE_MESSAGES}
      label={t('roles.listLabel')}
      columns={[
        nameColumn({ key: 'name', header: t('roles.roleName'), width: 240, nameOf, detailHref }),
        {
          key: 'access',
          header: t('roles.roleAccess'),
          render: (role) => <RoleAccessLines access={role.access} />,
        },
      ]}
      nameOf={nameOf}
      lockedNotice={(role) =>
        role.builtIn ? (
          <Tooltip label={message(ROLE_MESSAGES.builtInNotice)} multiline maw={260}>
            <ThemeIcon variant="transparent" c="dimmed" aria-label={t('roles.builtIn')} role="img">
              <IconLock size={18} />
            </ThemeIcon>
          </Tooltip>
        ) : null
      }
    />
  );
}
