import type { Branch } from '@creditdesk/domain/branches/branches.schemas';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const Field = ({ label, value }: { label: string; value: string | number }) => (
  <Stack gap={2}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text size="sm">{value}</Text>
  </Stack>
);

/** Branch Information: name, description, its groups and the users working in it. */
export function BranchInformationCard({ branch }: { branch: Branch }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h5">
          {t('branches.information')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          <Field label={t('branches.branchName')} value={branch.branchName} />
          <Field label={t('branches.description')} value={branch.description || '-'} />
          <Field
            label={t(branch.relatedGroupId.length > 1 ? 'branches.groups' : 'branches.group')}
            value={branch.relatedGroupId.map((group) => group.groupName).join(', ') || '-'}
          />
          <Field label={t('branches.totalUser')} value={branch.totalUser} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
