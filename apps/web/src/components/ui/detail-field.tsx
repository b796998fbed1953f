import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailFieldProps {
  label: string;
  /** Shown as text, '-' when empty; kept line breaks of a text area. */
  value?: string | number | null;
  /** Shown instead of `value` (a badge, a link). */
  children?: ReactNode;
}

/** A labelled value of a detail page's card ('BRANCH NAME' over 'Bandung Dago'). */
export function DetailField({ label, value, children }: DetailFieldProps) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children ?? (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {value === null || value === undefined || value === '' ? '-' : value}
        </Text>
      )}
    </Stack>
  );
}
