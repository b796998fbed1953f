import { Button, Drawer, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FilterDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** Clears the filter fields; the drawer stays open. */
  onReset: () => void;
  /** Applies the filter fields; the drawer then closes. */
  onApply: () => void;
  children: ReactNode;
}

/** The Filter drawer of the lists: the filter fields, then Reset and Apply. */
export function FilterDrawer({ opened, onClose, onReset, onApply, children }: FilterDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Filter" position="right" size="sm">
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm" mt="md">
          <Button variant="default" onClick={onReset}>
            Reset
          </Button>
          <Button
            onClick={() => {
              onApply();
              onClose();
            }}
          >
            Apply
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
