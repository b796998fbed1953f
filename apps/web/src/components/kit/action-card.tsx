import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ActionCardProps {
  title: ReactNode;
  /** A line below the title saying what the card lists. */
  text?: ReactNode;
  /** At the title's right: the card's one action ('Add New Branch', 'View Detail Debitur'). */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled section card with an action beside its title (SectionCard's look). */
export function ActionCard({ title, text, action, children }: ActionCardProps) {
  const heading = (
    <Title order={2} size="h5">
      {title}
    </Title>
  );
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          {text ? (
            <div>
              {heading}
              <Text size="sm" c="dimmed">
                {text}
              </Text>
            </div>
          ) : (
            heading
          )}
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
