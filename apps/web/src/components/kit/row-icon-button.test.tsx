import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { RowIconButton } from './row-icon-button';

describe('RowIconButton', () => {
  it('names the row for a screen reader and shows what it does on hover, only then', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithTheme(
      <RowIconButton
        label="Delete"
        rowLabel="Delete Jawa Barat"
        icon={IconTrash}
        onClick={onClick}
      />,
    );
    const button = screen.getByRole('button', { name: 'Delete Jawa Barat' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete');
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('is a link when it has an address', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <MemoryRouter>
        <RowIconButton
          label="Edit"
          rowLabel="Edit Jawa Barat"
          icon={IconPencil}
          to="/group/1/edit"
        />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Edit Jawa Barat' });
    expect(link).toHaveAttribute('href', '/group/1/edit');
    await user.hover(link);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit');
  });
});
