import type { FilledState, StatusDocument } from '@creditdesk/domain/documents/documents.schemas';
import { Box, Tooltip, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DotLook {
  colour: MantineColor;
  /** Its word: a key of `documents.completion`. */
  state: 'completed' | 'filled' | 'partial' | 'empty';
}

/**
 * The spec's completion dot: grey empty, amber partial, green filled, red when the document is
 * marked Completed (uploaded after the application was completed). The word is its label.
 */
export const completionOf = (filled: FilledState, statusDocument: StatusDocument): DotLook => {
  if (statusDocument === 'Completed') return { colour: 'red.7', state: 'completed' };
  if (filled === 'filled') return { colour: 'green.7', state: 'filled' };
  if (filled === 'partial') return { colour: 'yellow.6', state: 'partial' };
  return { colour: 'gray.5', state: 'empty' };
};

export interface CompletionDotProps {
  filled: FilledState;
  statusDocument: StatusDocument;
}

/** A small coloured dot whose meaning is also its accessible name and tooltip. */
export function CompletionDot({ filled, statusDocument }: CompletionDotProps) {
  const { t } = useTranslation();
  const { colour, state } = completionOf(filled, statusDocument);
  const label = t(`documents.completion.${state}`);
  return (
    <Tooltip label={label} withArrow>
      <Box
        component="span"
        role="img"
        aria-label={label}
        data-state={state}
        bg={colour}
        w={10}
        h={10}
        style={{ borderRadius: '50%', display: 'inline-block', flexShrink: 0 }}
      />
    </Tooltip>
  );
}

/**
 * The dot beside a type's title (Text size sm): a box one title line high centres it on the first
 * line, so a title that wraps keeps its dot beside its first words.
 */
export function TitleLineCompletionDot(props: CompletionDotProps) {
  return (
    <Box
      fz="sm"
      lh="sm"
      style={{
        display: 'flex',
        alignItems: 'center',
        height: 'calc(1em * var(--mantine-line-height-sm))',
      }}
    >
      <CompletionDot {...props} />
    </Box>
  );
}
