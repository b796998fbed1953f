import { ActionIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
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
