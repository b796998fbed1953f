import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { ResourceTable } from './resource-table';

interface Row {
  _id: string;
  name: string;
  builtIn?: boolean;
}
const WEST: Row = { _id: '1', name: 'Jawa Barat' };
const HEAD_OFFICE: Row = { _id: '2', name: 'Kantor Pusat', builtIn: true };

function Rows({
  canUpdate,
  canDelete,
  onDelete,
}: {
  canUpdate: boolean;
  canDelete: boolean;
  onDelete: (row: Row) => Promise<unknown>;
}) {
  const query = useQuery({
    queryKey: ['rows'],
    queryFn: () => Promise.resolve({ data: [WEST, HEAD_OFFICE], total: 12 }),
  });
  return (
    <ResourceTable<Row>
      label="Groups"
      query={query}
      page={1}
      limit={10}
      onPageChange={vi.fn()}
      columns={[{ key: 'name', header: 'Name', render: (row) => row.name }]}
      canUpdate={canUpdate}
      canDelete={canDelete}
      nameOf={(row) => row.name}
      editHref={(row) => `/edit/${row._id}`}
      lockedNotice={(row) => (row.builtIn ? 'Built in' : null)}
      deleteTexts={{
        deleteTitle: 'Delete Group',
        deleteQuestion: 'Are you sure want to delete this group?',
        deleteWarning: 'Once you delete, all data in this group cannot be restored',
      }}
      onDelete={onDelete}
    />
  );
}

const renderTable = (canUpdate: boolean, canDelete: boolean) => {
  const onDelete = vi.fn().mockResolvedValue(null);
  renderWithTheme(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Rows canUpdate={canUpdate} canDelete={canDelete} onDelete={onDelete} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onDelete };
};

describe('ResourceTable', () => {
  it('shows the rows, the total and the actions, and deletes a row after its confirmation', async () => {
    const { onDelete } = renderTable(true, true);
    const row = await screen.findByRole('row', { name: /Jawa Barat/ });
    expect(screen.getByText('Showing 1-10 of 12 entries')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Jawa Barat' })).toHaveAttribute(
      'href',
      '/edit/1',
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Jawa Barat' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Group' });
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(WEST);
  });

  it('shows only what the role may do, and a locked row its notice instead', async () => {
    renderTable(false, true);
    const row = await screen.findByRole('row', { name: /Jawa Barat/ });
    expect(within(row).queryByRole('link', { name: 'Edit Jawa Barat' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Delete Jawa Barat' })).toBeInTheDocument();
    const locked = screen.getByRole('row', { name: /Kantor Pusat/ });
    expect(within(locked).getByText('Built in')).toBeInTheDocument();
    expect(within(locked).queryByRole('button')).toBeNull();
  });

  it('leaves the Action column out without Update or Delete', async () => {
    renderTable(false, false);
    await screen.findByRole('row', { name: /Jawa Barat/ });
    expect(screen.queryByRole('columnheader', { name: 'Action' })).toBeNull();
  });
});
