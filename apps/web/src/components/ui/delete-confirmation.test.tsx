import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { renderWithTheme } from '../../testing/render';
import { DeleteConfirmation } from './delete-confirmation';

const renderFlow = (onConfirm: () => Promise<unknown>, onDeleted = vi.fn()) => {
  const onClose = vi.fn();
  renderWithTheme(
    <DeleteConfirmation
      opened
      onClose={onClose}
      title="Delete Group"
      message="Are you sure want to delete this group?"
      description="Once you delete, all data in this group cannot be restored"
      onConfirm={onConfirm}
      onDeleted={onDeleted}
    />,
  );
  return { onClose, onDeleted };
};

describe('DeleteConfirmation', () => {
  it('asks first, then deletes and reports success', async () => {
    const onConfirm = vi.fn().mockResolvedValue(null);
    const { onDeleted, onClose } = renderFlow(onConfirm);
    expect(screen.getByText('Are you sure want to delete this group?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(onClose).toHaveBeenCalled();
  });

  it("opens 'Cannot Delete Data' when the record is in use", async () => {
    renderFlow(() =>
      Promise.reject(
        new ApiError(409, 'You cannot delete data. The data has been used in another module.'),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Cannot Delete Data')).toBeInTheDocument();
    expect(
      screen.getByText('You cannot delete data. The data has been used in another module.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ok' })).toBeInTheDocument();
  });

  it("says the server's own reason when a 409 names one", async () => {
    const reason =
      "'Tier B' cannot be deleted: above Rp 500.000.000 up to Rp 5.000.000.000 no tier would decide between 'Tier A' and 'Tier C'";
    renderFlow(() =>
      Promise.reject(
        new ApiError(409, reason, [], 'approvalAuthorities.deleteLeavesGap', {
          name: 'Tier B',
          from: 'Rp 500.000.000',
          to: 'Rp 5.000.000.000',
          lower: 'Tier A',
          upper: 'Tier C',
        }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Cannot Delete Data')).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
  });

  it('shows the server message for any other failure', async () => {
    renderFlow(() => Promise.reject(new ApiError(403, 'You do not have permission to do this.')));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
    expect(screen.queryByText('Cannot Delete Data')).toBeNull();
  });
});
