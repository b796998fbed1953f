import type { Group } from '@creditdesk/domain/groups/groups.schemas';
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

/** Group Information: name, description and the Total Branch count. */
export function GroupInformationCard({ group }: { group: Group }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h5">
          {t('groups.information')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Field label={t('groups.groupName')} value={group.groupName} />
          <Field label={t('groups.description')} value={group.description || '-'} />
          <Field label={t('groups.totalBranch')} value={group.branches.length} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
