import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { DataTable, type DataTableColumn } from './data-table';
import { columnHeaders } from '../../testing/column-headers';

interface Branch {
  id: string;
  name: string;
}

const columns: DataTableColumn<Branch>[] = [
  { key: 'name', header: 'Branch Name', render: (row) => row.name },
  {
    key: 'action',
    header: 'Action',
    render: (row) => <button type="button">Edit {row.name}</button>,
  },
];
const rows: Branch[] = [
  { id: 'a', name: 'Jakarta' },
  { id: 'b', name: 'Bandung' },
];

type TableProps = Partial<Parameters<typeof DataTable<Branch>>[0]>;

/** The branches table on its first page; `props` change what a test is about. */
const branchesTable = (props: TableProps = {}) => (
  <DataTable
    label="Branches"
    columns={columns}
    rows={rows}
    page={1}
    limit={10}
    getRowKey={(row) => row.id}
    {...props}
  />
);

const renderTable = (props: TableProps = {}) => renderWithTheme(branchesTable(props));

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Branches' }))
    .getAllByRole('row')
    .slice(1);

describe('DataTable', () => {
  it('renders a No column then the given columns', () => {
    renderTable();
    const headers = columnHeaders(screen.getByRole('table'));
    expect(headers).toEqual(['No', 'Branch Name', 'Action']);
    expect(bodyRows().map((row) => row.textContent)).toEqual([
      '1JakartaEdit Jakarta',
      '2BandungEdit Bandung',
    ]);
  });

  it('numbers rows from the page and limit', () => {
    renderTable({ page: 3, limit: 10 });
    const numbers = bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(numbers).toEqual(['21', '22']);
  });

  it('shows the loading, error and empty texts instead of rows', () => {
    const { rerender } = renderTable({ isLoading: true });
    expect(screen.getByText('Loading data...')).toBeInTheDocument();
    expect(screen.queryByText('Jakarta')).not.toBeInTheDocument();

    rerender(branchesTable({ isError: true }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load data');
    expect(screen.queryByText('Jakarta')).not.toBeInTheDocument();

    rerender(branchesTable({ rows: [] }));
    expect(screen.getByText('No data available')).toBeInTheDocument();
  });

  it('shows loading, not the empty text, while an empty list is fetched again', () => {
    renderTable({ rows: [], isFetching: true });
    expect(screen.getByText('Loading data...')).toBeInTheDocument();
    expect(screen.queryByText('No data available')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Branches' })).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps the rows in view while they are fetched again', () => {
    renderTable({ isFetching: true });
    expect(bodyRows().map((row) => row.textContent)).toEqual([
      '1JakartaEdit Jakarta',
      '2BandungEdit Bandung',
    ]);
  });

  it('lets a keyboard reach an empty table, whose wide header may scroll, and no table with rows', () => {
    const { unmount } = renderTable({ rows: [] });
    expect(screen.getByRole('region', { name: 'Branches' })).toHaveAttribute('tabindex', '0');
    unmount();
    renderTable();
    expect(screen.queryByRole('region', { name: 'Branches' })).not.toBeInTheDocument();
  });

  it('opens a row by click or Enter, but not when a button inside it is clicked', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    renderTable({ onRowClick });

    await user.click(screen.getByText('Bandung'));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[1]);

    await user.click(screen.getByRole('button', { name: 'Edit Jakarta' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);

    bodyRows()[0].focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('leaves rows inert without onRowClick', () => {
    renderTable();
    expect(bodyRows()[0]).not.toHaveAttribute('tabindex');
  });
});
