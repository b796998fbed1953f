import { Text, type MantineSize } from '@mantine/core';
import { useHoverTooltip } from './hover-tooltip';

export interface CellTextProps {
  text: string;
  size?: MantineSize;
  /** Secondary line under a cell's main value. */
  dimmed?: boolean;
  fw?: number;
}

const hasSpace = /\s/;
const isCut = (element: HTMLElement) => element.scrollWidth > element.clientWidth;

/**
 * A cell's text, never broken inside a word: names wrap between their words, and a value of one
 * word (an id, a date, a code) stays on one line, because browsers would otherwise break it at its
 * hyphens ('2026-12-' / '01'). Only a single word wider than its column is cut, with an ellipsis
 * and the whole text in a tooltip; screen readers get the whole text, which stays in the page.
 */
export function CellText({ text, size = 'sm', dimmed = false, fw }: CellTextProps) {
  const { targetProps, tooltip } = useHoverTooltip<HTMLParagraphElement>(text, {
    when: isCut,
    multiline: true,
    maw: 400,
  });
  const words = hasSpace.test(text);
  return (
    <>
      <Text
        {...targetProps}
        size={size}
        c={dimmed ? 'dimmed' : undefined}
        fw={fw}
        truncate={words ? undefined : 'end'}
        style={words ? { overflow: 'hidden', overflowWrap: 'normal' } : undefined}
      >
        {text}
      </Text>
      {tooltip}
    </>
  );
}
