import { Table, Text, type MantineSpacing } from '@mantine/core';

export interface EmptyTableRowProps {
  /** How many columns the row spans: all of its table's. */
  columns: number;
  text: string;
  py?: MantineSpacing;
}

/** A hand-built table's only row when it has nothing to list: the sentence across its columns. */
export function EmptyTableRow({ columns, text, py }: EmptyTableRowProps) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text size="sm" c="dimmed" ta="center" py={py}>
          {text}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
