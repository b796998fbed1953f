import { Text, Tooltip, type MantineSize } from '@mantine/core';
import { useState, type MouseEvent } from 'react';

export interface EllipsisTextProps {
  text: string;
  size?: MantineSize;
  /** Secondary line under a cell's main value. */
  dimmed?: boolean;
  fw?: number;
}

/**
 * One line of text cut with an ellipsis where its column ends; the whole text shows in a tooltip
 * when (and only when) it was cut. Screen readers get the whole text, which stays in the page.
 */
export function EllipsisText({ text, size = 'sm', dimmed = false, fw }: EllipsisTextProps) {
  const [opened, setOpened] = useState(false);
  const open = (event: MouseEvent<HTMLElement>) =>
    setOpened(event.currentTarget.scrollWidth > event.currentTarget.clientWidth);
  return (
    <Tooltip label={text} opened={opened} multiline maw={400} withinPortal>
      <Text
        size={size}
        c={dimmed ? 'dimmed' : undefined}
        fw={fw}
        truncate="end"
        onMouseEnter={open}
        onMouseLeave={() => setOpened(false)}
      >
        {text}
      </Text>
    </Tooltip>
  );
}
