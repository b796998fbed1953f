import { Button, Drawer, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} title={t('kit.filter')} position="right" size="sm">
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm" mt="md">
          <Button variant="default" onClick={onReset}>
            {t('kit.reset')}
          </Button>
          <Button
            onClick={() => {
              onApply();
              onClose();
            }}
          >
            {t('kit.apply')}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
