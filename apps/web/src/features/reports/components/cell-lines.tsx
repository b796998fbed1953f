import { Stack } from '@mantine/core';
import { CellText } from '../../../components/ui/cell-text';

/**
 * A cell's main value, then the values folded under it as smaller, dimmed lines; an empty folded
 * value ('-') takes no line.
 */
export function CellLines({ lines: [main = '-', ...folded] }: { lines: string[] }) {
  const shown = folded.filter((line) => line !== '-');
  return (
    <Stack gap={0}>
      <CellText text={main} fw={folded.length ? 500 : undefined} />
      {shown.map((line, index) => (
        <CellText key={index} text={line} size="xs" dimmed />
      ))}
    </Stack>
  );
}
