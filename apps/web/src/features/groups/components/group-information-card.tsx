import type { Group } from '@creditdesk/domain/groups/groups.schemas';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';

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
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h5">
          Group Information
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Field label="Group Name" value={group.groupName} />
          <Field label="Description" value={group.description || '-'} />
          <Field label="Total Branch" value={group.branches.length} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
