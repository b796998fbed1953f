import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { DataTable } from './data-table';
import { actionColumn } from './row-actions';

interface Row {
  id: string;
  name: string;
}
const rows: Row[] = [{ id: '1', name: 'Jawa Barat' }];

const renderTable = (canUpdate: boolean, canDelete: boolean, onDelete = vi.fn()) => {
  renderWithTheme(
    <MemoryRouter>
      <DataTable<Row>
        label="Groups"
        columns={[
          { key: 'name', header: 'Name', render: (row) => row.name },
          ...actionColumn<Row>({
            canUpdate,
            canDelete,
            name: (row) => row.name,
            editHref: (row) => `/edit/${row.id}`,
            onDelete,
          }),
        ]}
        rows={rows}
        page={1}
        limit={10}
        getRowKey={(row) => row.id}
      />
    </MemoryRouter>,
  );
  return { onDelete };
};

describe('actionColumn', () => {
  it('shows edit and delete by permission and calls delete with the row', async () => {
    const { onDelete } = renderTable(true, true);
    expect(screen.getByRole('columnheader', { name: 'Action' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Jawa Barat' })).toHaveAttribute(
      'href',
      '/edit/1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Jawa Barat' }));
    expect(onDelete).toHaveBeenCalledWith(rows[0]);
  });

  it('shows only what the role may do', () => {
    renderTable(false, true);
    expect(screen.queryByRole('link', { name: 'Edit Jawa Barat' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Jawa Barat' })).toBeInTheDocument();
  });

  it('leaves the column out without Update or Delete', () => {
    renderTable(false, false);
    expect(screen.queryByRole('columnheader', { name: 'Action' })).toBeNull();
  });
});
