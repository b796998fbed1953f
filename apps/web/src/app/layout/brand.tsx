import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';

interface BrandProps {
  /** On the navy brand panel the mark is drawn white. */
  inverted?: boolean;
  /** In the app's header the word gives way to the user's name on a phone; the mark stays. */
  compact?: boolean;
}

export const Brand = ({ inverted = false, compact = false }: BrandProps) => (
  <Group gap={10} wrap="nowrap">
    <ThemeIcon size={34} radius="md" variant={inverted ? 'white' : 'filled'}>
      <IconBuildingBank size={20} stroke={1.8} />
    </ThemeIcon>
    <Text
      fw={700}
      fz="lg"
      c={inverted ? 'white' : 'navy.9'}
      style={{ letterSpacing: '-0.01em' }}
      visibleFrom={compact ? 'sm' : undefined}
    >
      CreditDesk
    </Text>
  </Group>
);
