import { rowNumber } from '@creditdesk/domain/shared/pagination';
import { Group, Loader, Table, Text } from '@mantine/core';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The English of the table's states, for screens not yet reading the catalogue's `kit`. */
export const LOADING_TEXT = 'Loading data...';
export const LOAD_ERROR_TEXT = 'Failed to load data';
export const EMPTY_TEXT = 'No data available';

export interface DataTableColumn<T> {
  key: string;
  /** The column's header, and on a phone the label beside each of its values. */
  header: string;
  render: (row: T) => ReactNode;
  width?: number | string;
  /** Amounts are right-aligned. */
  align?: 'left' | 'right';
  /** Ids, dates and amounts never break across lines. */
  noWrap?: boolean;
}

const cellStyle = (column: { align?: 'left' | 'right'; noWrap?: boolean }) =>
  column.align || column.noWrap
    ? {
        textAlign: column.align,
        whiteSpace: column.noWrap ? ('nowrap' as const) : undefined,
        fontVariantNumeric: column.align === 'right' ? 'tabular-nums' : undefined,
      }
    : undefined;

export interface DataTableProps<T> {
  /** Accessible name of the table, e.g. 'Credit applications'. */
  label: string;
  columns: DataTableColumn<T>[];
  rows: T[] | undefined;
  page: number;
  limit: number;
  getRowKey: (row: T) => string;
  isLoading?: boolean;
  /**
   * A refetch is under way (after a create, or a new page or filter). With no rows to show yet it
   * reads as loading: 'No data available' would be a claim the answer may not bear out.
   */
  isFetching?: boolean;
  isError?: boolean;
  /** Makes rows clickable and focusable (Enter opens); clicks on buttons or links inside are left to them. */
  onRowClick?: (row: T) => void;
  /** Width below which the table scrolls sideways instead of squeezing. */
  minWidth?: number;
  /**
   * 'fixed': columns take their given widths and share the rest, so long names wrap between words (see
   * CellText) instead of pushing the table wider than its card.
   */
  layout?: 'auto' | 'fixed';
}

const INTERACTIVE = 'button, a, input, select, textarea, label, [role="button"], [role="checkbox"]';

/**
 * The list table of every screen: a numbered 'No' column, then the columns given. Below 48em each
 * row is drawn as a card of 'label value' lines (theme.css), so a phone never scrolls the page
 * sideways.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  page,
  limit,
  getRowKey,
  isLoading = false,
  isFetching = false,
  isError = false,
  onRowClick,
  minWidth = 720,
  layout = 'auto',
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const columnCount = columns.length + 1;
  const waiting = isLoading || (isFetching && !rows?.length);
  const stateRow = (content: ReactNode) => (
    <Table.Tr>
      <Table.Td colSpan={columnCount} data-state>
        <Group justify="center" gap="xs" py="lg" c="dimmed">
          {content}
        </Group>
      </Table.Td>
    </Table.Tr>
  );

  const body = () => {
    if (waiting)
      return stateRow(
        <>
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('kit.loading')}</Text>
        </>,
      );
    if (isError)
      return stateRow(
        <Text size="sm" c="red" role="alert">
          {t('kit.loadError')}
        </Text>,
      );
    if (!rows?.length) return stateRow(<Text size="sm">{t('kit.empty')}</Text>);
    return rows.map((row, index) => {
      const open = onRowClick && (() => onRowClick(row));
      return (
        <Table.Tr
          key={getRowKey(row)}
          onClick={
            open &&
            ((event: MouseEvent<HTMLTableRowElement>) => {
              if (!(event.target as HTMLElement).closest(INTERACTIVE)) open();
            })
          }
          onKeyDown={
            open &&
            ((event: KeyboardEvent<HTMLTableRowElement>) => {
              if (event.key === 'Enter' && event.target === event.currentTarget) open();
            })
          }
          tabIndex={open ? 0 : undefined}
          style={open ? { cursor: 'pointer' } : undefined}
        >
          <Table.Td data-label={t('kit.rowNumber')}>{rowNumber(page, limit, index)}</Table.Td>
          {columns.map((column) => (
            <Table.Td key={column.key} style={cellStyle(column)} data-label={column.header}>
              {column.render(row)}
            </Table.Td>
          ))}
        </Table.Tr>
      );
    });
  };

  const empty = !rows?.length;
  return (
    // A table without rows holds nothing focusable, yet a wide header row can still scroll: then
    // the region itself takes focus, so a keyboard can scroll it too.
    <Table.ScrollContainer
      minWidth={empty ? 0 : minWidth}
      type="native"
      className="cd-data-table"
      {...(empty && { tabIndex: 0, role: 'region', 'aria-label': label })}
    >
      <Table
        aria-label={label}
        aria-busy={waiting}
        striped
        highlightOnHover={Boolean(onRowClick)}
        verticalSpacing="sm"
        layout={layout}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>{t('kit.rowNumber')}</Table.Th>
            {columns.map((column) => (
              // A header wraps between its words ('Days' / 'Left'); only values keep to one line.
              <Table.Th
                key={column.key}
                w={column.width}
                style={column.align ? { textAlign: column.align } : undefined}
              >
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body()}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
