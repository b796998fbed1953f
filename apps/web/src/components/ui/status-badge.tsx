import {
  statusBadgeColour,
  type BadgeColour,
} from '@creditdesk/domain/credit-applications/credit-application-status';
import { Badge, type MantineColor } from '@mantine/core';

/** Mantine colours of the spec's badge colours; undefined is the theme's primary colour. */
export const BADGE_MANTINE_COLOURS: Record<BadgeColour, MantineColor | undefined> = {
  secondary: 'gray',
  success: 'green',
  warning: 'orange',
  error: 'red',
  primary: undefined,
};

export interface StatusBadgeProps {
  status: string;
  /** Overrides the credit application colour, e.g. Active 'success' and Inactive 'error'. */
  colour?: BadgeColour;
}

/**
 * Mantine cuts a badge wider than its cell with an ellipsis ('Menunggu Peninja…'). Ours is never
 * cut: it keeps its cell's wrapping, so in a cell that keeps to one line (a due list's badge
 * column) it is as wide as its word, and elsewhere it wraps between words onto a second line.
 */
const UNCUT = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', overflow: 'visible' },
  label: { whiteSpace: 'inherit', overflow: 'visible', textOverflow: 'clip' },
} as const;

/** A status as a coloured badge; credit application statuses pick their colour themselves. */
export function StatusBadge({ status, colour }: StatusBadgeProps) {
  const badgeColour = colour ?? statusBadgeColour(status);
  return (
    <Badge
      variant="light"
      color={BADGE_MANTINE_COLOURS[badgeColour]}
      data-colour={badgeColour}
      tt="none"
      styles={UNCUT}
    >
      {status}
    </Badge>
  );
}
