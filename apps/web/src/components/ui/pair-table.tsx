import { Table, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyTableRow } from './empty-table-row';

export interface PairRow {
  key: string;
  name: ReactNode;
  value: ReactNode;
}

export interface PairTableProps {
  /** The table's accessible name. */
  label: string;
  /** The headers of the name and of what it holds. */
  headers: [string, string];
  /** The name column's share of the width, e.g. '40%'. */
  nameWidth: string;
  rows: PairRow[];
  /** The sentence of a table with no rows; without it an empty table shows its headers only. */
  empty?: string;
  striped?: boolean;
  verticalSpacing?: MantineSpacing;
}

/**
 * A detail card's two-column table: a name and what it holds (a sub menu and its access types, a
 * group and its branches).
 */
export function PairTable({
  label,
  headers,
  nameWidth,
  rows,
  empty,
  striped,
  verticalSpacing = 'sm',
}: PairTableProps) {
  return (
    <Table aria-label={label} withTableBorder striped={striped} verticalSpacing={verticalSpacing}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={nameWidth}>{headers[0]}</Table.Th>
          <Table.Th>{headers[1]}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 && empty && <EmptyTableRow columns={2} text={empty} />}
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td>{row.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
