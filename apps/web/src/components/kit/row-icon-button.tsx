import { ActionIcon } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { IconDownload, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHoverTooltip } from '../ui/hover-tooltip';

export interface RowIconButtonProps {
  /** The tooltip: what the icon does ('Delete'). */
  label: string;
  /** The accessible name: the action and the row it acts on ('Delete Jawa Barat'). */
  rowLabel: string;
  icon: Icon;
  color?: string;
  /** A link to this address; without it the icon is a button. */
  to?: string;
  onClick?: () => void;
  loading?: boolean;
}

/** One icon of a row's actions: a tooltip for sighted users, the row's name for a screen reader. */
export function RowIconButton({
  label,
  rowLabel,
  icon: RowIcon,
  color,
  to,
  onClick,
  loading,
}: RowIconButtonProps) {
  const { targetProps, tooltip } = useHoverTooltip<HTMLAnchorElement & HTMLButtonElement>(label);
  const icon = <RowIcon size={18} />;
  return (
    <>
      {to ? (
        <ActionIcon
          {...targetProps}
          component={Link}
          to={to}
          variant="subtle"
          color={color}
          aria-label={rowLabel}
        >
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon
          {...targetProps}
          variant="subtle"
          color={color}
          aria-label={rowLabel}
          loading={loading}
          onClick={onClick}
        >
          {icon}
        </ActionIcon>
      )}
      {tooltip}
    </>
  );
}

export interface FileDownloadIconProps {
  file: { _id: string; name: string };
  /** The module's download call, shared by the rows: only the file it fetches spins. */
  download: UseMutationResult<unknown, Error, string>;
  onError: (error: Error) => void;
}

/** A file row's Download icon, named after the file. */
export function FileDownloadIcon({ file, download, onError }: FileDownloadIconProps) {
  const { t } = useTranslation();
  return (
    <RowIconButton
      label={t('kit.download')}
      rowLabel={t('kit.downloadRow', { name: file.name })}
      icon={IconDownload}
      loading={download.isPending && download.variables === file._id}
      onClick={() => download.mutate(file._id, { onError })}
    />
  );
}
