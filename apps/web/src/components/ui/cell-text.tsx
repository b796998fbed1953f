import { Text, Tooltip, type MantineSize } from '@mantine/core';
import { useState, type MouseEvent } from 'react';

export interface CellTextProps {
  text: string;
  size?: MantineSize;
  /** Secondary line under a cell's main value. */
  dimmed?: boolean;
  fw?: number;
}

const hasSpace = /\s/;

/**
 * A cell's text, never broken inside a word: names wrap between their words, and a value of one
 * word (an id, a date, a code) stays on one line, because browsers would otherwise break it at its
 * hyphens ('2026-12-' / '01'). Only a single word wider than its column is cut, with an ellipsis
 * and the whole text in a tooltip; screen readers get the whole text, which stays in the page.
 */
export function CellText({ text, size = 'sm', dimmed = false, fw }: CellTextProps) {
  const [opened, setOpened] = useState(false);
  const open = (event: MouseEvent<HTMLElement>) =>
    setOpened(event.currentTarget.scrollWidth > event.currentTarget.clientWidth);
  const words = hasSpace.test(text);
  return (
    <Tooltip label={text} opened={opened} multiline maw={400} withinPortal>
      <Text
        size={size}
        c={dimmed ? 'dimmed' : undefined}
        fw={fw}
        truncate={words ? undefined : 'end'}
        style={words ? { overflow: 'hidden', overflowWrap: 'normal' } : undefined}
        onMouseEnter={open}
        onMouseLeave={() => setOpened(false)}
      >
        {text}
      </Text>
    </Tooltip>
  );
}
