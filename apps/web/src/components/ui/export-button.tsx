import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';

export type ExportFormat = 'xlsx' | 'csv';

export interface ExportButtonProps {
  /** Downloads the current filtered list, all pages, in the format chosen. */
  onExport: (format: ExportFormat) => Promise<void>;
}

/** The Export button of every list: Excel or CSV of what the list currently shows, all pages. */
export function ExportButton({ onExport }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      await onExport(format);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Export failed',
        message:
          error instanceof Error
            ? error.message
            : 'The file could not be created. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          rightSection={<IconChevronDown size={14} />}
          loading={busy}
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {/* Focus lands on the first choice, not on the menu's invisible frame. */}
        <Menu.Item onClick={() => void run('xlsx')} data-autofocus>
          Excel (.xlsx)
        </Menu.Item>
        <Menu.Item onClick={() => void run('csv')}>CSV (.csv)</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
