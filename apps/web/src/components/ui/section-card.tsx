import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of a page ('Role Access', 'Timeline'): the one look of every section. */
export function SectionCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
