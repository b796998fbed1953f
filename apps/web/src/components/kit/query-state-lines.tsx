import { Group, Loader, Text } from '@mantine/core';

export interface QueryStateLineProps {
  text: string;
  /** In the middle of a large card, with room above and below, instead of at the start. */
  centered?: boolean;
}

/** A card's content while its query loads: a quiet spinner beside the words. */
export function LoadingLine({ text, centered }: QueryStateLineProps) {
  return (
    <Group
      justify={centered ? 'center' : undefined}
      gap="xs"
      py={centered ? 'lg' : undefined}
      c="dimmed"
    >
      <Loader size="xs" aria-hidden />
      <Text size="sm">{text}</Text>
    </Group>
  );
}

/** A card's content when its query failed, announced to a screen reader. */
export function FailedLine({ text, centered }: QueryStateLineProps) {
  return (
    <Text
      size="sm"
      c="red.7"
      role="alert"
      ta={centered ? 'center' : undefined}
      py={centered ? 'lg' : undefined}
    >
      {text}
    </Text>
  );
}
