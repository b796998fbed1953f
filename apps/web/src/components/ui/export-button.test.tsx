import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { renderWithTheme } from '../../testing/render';
import { ExportButton } from './export-button';

describe('ExportButton', () => {
  it('offers Excel and CSV and passes the chosen format', async () => {
    const onExport = vi.fn().mockResolvedValue(undefined);
    renderWithTheme(<ExportButton onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'CSV (.csv)', hidden: true }),
    );
    await waitFor(() => expect(onExport).toHaveBeenCalledWith('csv'));
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Excel (.xlsx)', hidden: true }),
    );
    await waitFor(() => expect(onExport).toHaveBeenLastCalledWith('xlsx'));
  });

  it("shows the server's refusal of one export too many as its message", async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('');
    const onExport = vi
      .fn()
      .mockRejectedValue(
        new ApiError(503, 'Too many exports are running.', [], 'request.exportsBusy'),
      );
    renderWithTheme(<ExportButton onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'CSV (.csv)', hidden: true }),
    );
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'red',
          message: 'Too many exports are running. Please try again in a moment.',
        }),
      ),
    );
    show.mockRestore();
  });
});
