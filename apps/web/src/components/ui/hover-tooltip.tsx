import { Tooltip, type TooltipProps } from '@mantine/core';
import { useRef, useState, type MouseEvent, type ReactNode } from 'react';

type ShownTooltipProps = Pick<TooltipProps, 'multiline' | 'maw'>;

/**
 * A tooltip mounted only while the pointer is on its target. Mantine's Tooltip brings a floating
 * element, a portal and a transition per instance, and a list page has some sixty (each row's
 * icons and cut cells): rendering them all cost the first signed-in page a sixth of its render.
 * `when` decides on entering whether there is anything to show (a cell shows its text only when
 * it is cut). Spread `targetProps` on the target and render `tooltip` beside it.
 */
export function useHoverTooltip<T extends HTMLElement>(
  label: ReactNode,
  { when, ...props }: ShownTooltipProps & { when?: (target: T) => boolean } = {},
) {
  const ref = useRef<T>(null);
  const [shown, setShown] = useState(false);
  return {
    targetProps: {
      ref,
      onMouseEnter: (event: MouseEvent<T>) => setShown(when?.(event.currentTarget) ?? true),
      onMouseLeave: () => setShown(false),
    },
    tooltip: shown && <Tooltip label={label} opened target={ref} {...props} />,
  };
}
