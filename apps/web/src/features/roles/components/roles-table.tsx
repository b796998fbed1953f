import { ROLE_MESSAGES, type Role } from '@creditdesk/domain/roles/roles.schemas';
import { ThemeIcon, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { ModuleTable, type ModuleTableProps } from '../../../components/kit/module-table';
import { useTexts } from '../../../i18n/use-message';
import { RoleAccessLines } from './role-access-lines';

export type RolesTableProps = ModuleTableProps<Role>;

/** The role list: numbered rows, name to the detail, access per menu, actions by permission. */
export function RolesTable(table: RolesTableProps) {
  const { t, message } = useTexts();

  return (
    <ModuleTable
      {...table}
      label={t('roles.listLabel')}
      nameColumn={{ key: 'name', header: t('roles.roleName'), width: 240 }}
      nameOf={(role) => role.name}
      columns={[
        {
          key: 'access',
          header: t('roles.roleAccess'),
          render: (role) => <RoleAccessLines access={role.access} />,
        },
      ]}
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
