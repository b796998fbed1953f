import type { FilledState, StatusDocument } from '@creditdesk/domain/documents/documents.schemas';
import { Box, Tooltip, type MantineColor } from '@mantine/core';

interface DotLook {
  colour: MantineColor;
  label: string;
}

/**
 * The spec's completion dot: grey empty, amber partial, green filled, red when the document is
 * marked Completed (uploaded after the application was completed). The word is its label.
 */
export const completionOf = (filled: FilledState, statusDocument: StatusDocument): DotLook => {
  if (statusDocument === 'Completed') return { colour: 'red.7', label: 'Completed' };
  if (filled === 'filled') return { colour: 'green.7', label: 'Filled' };
  if (filled === 'partial') return { colour: 'yellow.6', label: 'Partially filled' };
  return { colour: 'gray.5', label: 'Empty' };
};

export interface CompletionDotProps {
  filled: FilledState;
  statusDocument: StatusDocument;
}

/** A small coloured dot whose meaning is also its accessible name and tooltip. */
export function CompletionDot({ filled, statusDocument }: CompletionDotProps) {
  const { colour, label } = completionOf(filled, statusDocument);
  return (
    <Tooltip label={label} withArrow>
      <Box
        component="span"
        role="img"
        aria-label={label}
        data-state={label}
        bg={colour}
        w={10}
        h={10}
        style={{ borderRadius: '50%', display: 'inline-block', flexShrink: 0 }}
      />
    </Tooltip>
  );
}
