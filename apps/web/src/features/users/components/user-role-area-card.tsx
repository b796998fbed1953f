import type { User } from '@creditdesk/domain/users/users.schemas';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PairTable } from '../../../components/ui/pair-table';
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
      <PairTable
        label={t('users.groupAndBranch')}
        headers={[t('users.group'), t('users.branch')]}
        nameWidth="35%"
        empty={t('kit.empty')}
        rows={user.groups.map((group) => ({
          key: group._id,
          name: group.groupName,
          value: group.branches.map((branch) => branch.branchName).join(', ') || '-',
        }))}
      />
    </SectionCard>
  );
}
