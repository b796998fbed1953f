import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
});
