import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';

export interface InformationField {
  label: string;
  value: string;
}

/** A detail page's card of labelled values ('Facility Information'). */
export function InformationCard({ title, fields }: { title: string; fields: InformationField[] }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h5">
          {title}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {fields.map((field) => (
            <Stack key={field.label} gap={2}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {field.label}
              </Text>
              <Text size="sm">{field.value}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
