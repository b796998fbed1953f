import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import {
  CannotDeleteModal,
  ConfirmModal,
  ErrorModal,
  type ConfirmModalProps,
} from './confirm-modal';

const renderConfirm = (props: Partial<ConfirmModalProps> = {}) => {
  const handlers = { onClose: vi.fn(), onConfirm: vi.fn() };
  const confirm = (more: Partial<ConfirmModalProps>) => (
    <ConfirmModal
      opened
      title="Submit Form"
      message="Are you sure want to submit this form?"
      description="You can't change this form after submit. Please check carefully"
      confirmLabel="Submit"
      {...handlers}
      {...more}
    />
  );
  const view = renderWithTheme(confirm(props));
  return { handlers, rerender: (more: Partial<ConfirmModalProps>) => view.rerender(confirm(more)) };
};

describe('ConfirmModal', () => {
  it('mounts nothing until first opened, then opens and stays mounted closed', async () => {
    // Mantine's own markup (a style, class or data attribute) has no role to query.
    const modalRoot = () => document.querySelector('.mantine-Modal-root'); // eslint-disable-line testing-library/no-node-access
    const view = renderConfirm({ opened: false });
    expect(modalRoot()).toBeNull();

    view.rerender({ opened: true });
    expect(await screen.findByRole('dialog', { name: 'Submit Form' })).toBeVisible();

    view.rerender({ opened: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(modalRoot()).not.toBeNull();
  });

  it('shows the title, message and description', async () => {
    renderConfirm();
    const dialog = await screen.findByRole('dialog', { name: 'Submit Form' });
    expect(dialog).toHaveTextContent('Are you sure want to submit this form?');
    expect(dialog).toHaveTextContent(
      "You can't change this form after submit. Please check carefully",
    );
  });

  it('confirms and cancels', async () => {
    const user = userEvent.setup();
    const { handlers } = renderConfirm();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(handlers.onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(handlers.onClose).toHaveBeenCalledTimes(1);
  });

  it('disables both buttons while loading', async () => {
    const user = userEvent.setup();
    const { handlers } = renderConfirm({ loading: true });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const confirm = within(dialog)
      .getAllByRole('button')
      .find((button) => button.textContent?.includes('Submit'));
    expect(confirm).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(handlers.onClose).not.toHaveBeenCalled();
  });

  it('lets the variant pick the icon and the confirm colour', async () => {
    renderConfirm({ variant: 'error', confirmLabel: 'Delete' });
    const dialog = await screen.findByRole('dialog');
    // eslint-disable-next-line testing-library/no-node-access -- Mantine's own markup (a style, class or data attribute) has no role to query
    expect(dialog.querySelector('[data-variant-icon="error"]')).not.toBeNull();
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm.getAttribute('style')).toContain('--mantine-color-red');
  });

  it('uses the theme primary colour for the primary variant', async () => {
    renderConfirm();
    const confirm = await screen.findByRole('button', { name: 'Submit' });
    expect(confirm.getAttribute('style') ?? '').not.toContain('--mantine-color-red');
    expect(confirm.getAttribute('style') ?? '').not.toContain('--mantine-color-orange');
  });

  it('takes the whole screen in the fullscreen size', async () => {
    renderConfirm({ size: 'fullscreen' });
    const dialog = await screen.findByRole('dialog');
    // eslint-disable-next-line testing-library/no-node-access -- Mantine's own markup (a style, class or data attribute) has no role to query
    expect(dialog.closest('[data-full-screen]')).not.toBeNull();
  });
});

describe('ErrorModal', () => {
  it('shows the message with one Ok button that closes it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithTheme(
      <ErrorModal opened onClose={onClose} title="Error" message="Failed to create creditapp." />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Failed to create creditapp.');
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('CannotDeleteModal', () => {
  it("gives the spec's text", async () => {
    renderWithTheme(<CannotDeleteModal opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Cannot Delete Data' });
    expect(dialog).toHaveTextContent(
      'You cannot delete data. The data has been used in another module.',
    );
    expect(within(dialog).getByRole('button', { name: 'Ok' })).toBeInTheDocument();
  });
});
