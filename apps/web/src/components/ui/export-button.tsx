import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../i18n/use-message';

export type ExportFormat = 'xlsx' | 'csv';

export interface ExportButtonProps {
  /** Downloads the current filtered list, all pages, in the format chosen. */
  onExport: (format: ExportFormat) => Promise<void>;
}

/** The Export button of every list: Excel or CSV of what the list currently shows, all pages. */
export function ExportButton({ onExport }: ExportButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      await onExport(format);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('kit.exportFailedTitle'),
        message: error instanceof Error ? translateError(error) : t('kit.exportFailed'),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    // Without Mantine's focus placeholder the first choice takes focus when the menu opens.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          rightSection={<IconChevronDown size={14} />}
          loading={busy}
        >
          {t('kit.export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run('xlsx')} data-autofocus>
          {t('kit.exportExcel')}
        </Menu.Item>
        <Menu.Item onClick={() => void run('csv')}>{t('kit.exportCsv')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
