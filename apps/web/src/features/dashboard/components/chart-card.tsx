import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import type { ChartRow } from './chart-rows';

export interface ChartColumn {
  name: string;
  label: string;
}

/**
 * A chart with its figures as a table that only screen readers read: the drawing is hidden from
 * them, the table says the same with its period and series named.
 */
export function ChartCard({
  title,
  period,
  columns,
  rows,
  children,
}: {
  title: string;
  period: string;
  columns: ChartColumn[];
  rows: ChartRow[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard title={title}>
      <div aria-hidden="true">{children}</div>
      <VisuallyHidden>
        {/* Fixed to its one-pixel box: laid out at its own width it reached past a phone's edge. */}
        <Table layout="fixed" w="100%">
          <Table.Caption>{title}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{period}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.name} scope="col">
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row">{row.label}</Table.Th>
                {columns.map((column) => (
                  <Table.Td key={column.name}>
                    {row[column.name] ?? t('dashboard.charts.none')}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </SectionCard>
  );
}
