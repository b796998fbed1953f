import type { User } from '@creditdesk/domain/users/users.schemas';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyTableRow } from '../../../components/ui/empty-table-row';
import { SectionCard } from '../../../components/ui/section-card';

/** Role & Area: the role's name and each group with its branch names. */
export function UserRoleAreaCard({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('users.roleArea')}>
      <Stack gap={2}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('users.role')}
        </Text>
        <Text size="sm">{user.role?.name || '-'}</Text>
      </Stack>
      <Table aria-label={t('users.groupAndBranch')} withTableBorder verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="35%">{t('users.group')}</Table.Th>
            <Table.Th>{t('users.branch')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {user.groups.length === 0 && <EmptyTableRow columns={2} text={t('kit.empty')} />}
          {user.groups.map((group) => (
            <Table.Tr key={group._id}>
              <Table.Td>{group.groupName}</Table.Td>
              <Table.Td>
                {group.branches.map((branch) => branch.branchName).join(', ') || '-'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SectionCard>
  );
}
