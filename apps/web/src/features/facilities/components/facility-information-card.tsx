import type { Facility } from '@creditdesk/domain/facilities/facilities.schemas';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';

const Field = ({ label, value }: { label: string; value: string }) => (
  <Stack gap={2}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text size="sm">{value}</Text>
  </Stack>
);

/** Facility Information: its name and description. */
export function FacilityInformationCard({ facility }: { facility: Facility }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h5">
          Facility Information
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Field label="Facility Name" value={facility.facilityName} />
          <Field label="Description" value={facility.description || '-'} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
