import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';

interface BrandProps {
  /** On the navy brand panel the mark is drawn white. */
  inverted?: boolean;
}

export const Brand = ({ inverted = false }: BrandProps) => (
  <Group gap={10} wrap="nowrap">
    <ThemeIcon size={34} radius="md" variant={inverted ? 'white' : 'filled'}>
      <IconBuildingBank size={20} stroke={1.8} />
    </ThemeIcon>
    <Text fw={700} fz="lg" c={inverted ? 'white' : 'navy.9'} style={{ letterSpacing: '-0.01em' }}>
      CreditDesk
    </Text>
  </Group>
);
