import { CREDIT_TYPE_MESSAGES } from '@creditdesk/domain/credit-types/credit-types.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../testing/render';
import { CreditTypeForm, type CreditTypeFormProps } from './credit-type-form';

const renderForm = (props: Partial<CreditTypeFormProps> = {}) => {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  renderWithTheme(
    <CreditTypeForm
      submitLabel="Save"
      saving={false}
      onSubmit={onSubmit}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { user: userEvent.setup(), onSubmit, onCancel };
};

describe('CreditTypeForm', () => {
  it('asks for the name before sending anything', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/^CreditApp Name/), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CREDIT_TYPE_MESSAGES.creditappNameRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('holds the name to 75 characters and the description to 255', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByLabelText(/^CreditApp Name/));
    await user.paste('x'.repeat(76));
    await user.click(screen.getByLabelText(/^Description/));
    await user.paste('d'.repeat(256));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Must be 75 characters or less. Now 76 characters'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Must be 255 characters or less. Now 256 characters'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed values', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/^CreditApp Name/), '  Kredit Ekspor ');
    await user.type(screen.getByLabelText(/^Description/), 'Export financing');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        creditappName: 'Kredit Ekspor',
        description: 'Export financing',
      }),
    );
  });

  it('starts from the record when editing and shows the server refusal', () => {
    renderForm({
      defaultValues: { creditappName: 'Kredit Investasi', description: 'Machinery' },
      failure: 'CreditApp Name already exists.',
    });
    expect(screen.getByLabelText(/^CreditApp Name/)).toHaveValue('Kredit Investasi');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Machinery');
    expect(screen.getByText('CreditApp Name already exists.')).toBeInTheDocument();
  });

  it('leaves on Cancel without sending', async () => {
    const { user, onSubmit, onCancel } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
