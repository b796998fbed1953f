import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../../testing/choose-option';
import { api } from '../../../testing/mocked-api-client';
import {
  answerAsTheServer,
  APP_ID,
  application,
  choosePersonal,
  click,
  renderWizard,
  tenorEnd,
} from './credit-application-wizard.fixture';

vi.mock('../../../lib/api-client', () => import('../../../testing/mocked-api-client'));

beforeEach(answerAsTheServer);

describe('CreditApplicationWizard: the credit step', () => {
  it('keeps Tenor End Date disabled until a start and clears it when the start changes', async () => {
    renderWizard();
    await choosePersonal('Existing Debitur');
    await chooseOption(/Debitur/, 'Siti Aminah');
    await click('Next');
    expect(tenorEnd()).toBeDisabled();

    const start = screen.getByRole('textbox', { name: /Tenor Start Date/ });
    await userEvent.type(start, '2026-02-01');
    expect(tenorEnd()).toBeEnabled();
    await userEvent.type(tenorEnd(), '2027-02-01');
    expect(tenorEnd()).toHaveValue('2027-02-01');

    await userEvent.clear(start);
    await userEvent.type(start, '2026-03-01');
    await userEvent.tab();
    expect(tenorEnd()).toHaveValue('');
  });

  it('checks every field before asking to submit, and asks only once they are valid', async () => {
    api.post.mockResolvedValue({ _id: APP_ID });
    const { onSaved } = renderWizard();
    await choosePersonal('Existing Debitur');
    await chooseOption(/Debitur/, 'Siti Aminah');
    await click('Next');
    await click('Submit');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    for (const message of [
      'Credit Type must be selected',
      'Plafond must be filled',
      'Facilities must be selected',
      'Tenor Start Date must be selected',
      'Tenor End Date must be selected',
      'Credit Description must be filled',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();

    await chooseOption(/Credit Type/, 'Kredit Modal Kerja');
    await userEvent.type(screen.getByRole('textbox', { name: /Plafond/ }), '250000000');
    await chooseOption(/Facilities/, 'Overdraft');
    await userEvent.type(screen.getByRole('textbox', { name: /Tenor Start Date/ }), '2026-02-01');
    await userEvent.type(tenorEnd(), '2027-02-01');
    await userEvent.type(screen.getByRole('textbox', { name: /Credit Description/ }), 'Stock');
    await click('Submit');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(APP_ID));
    expect(api.post.mock.calls[0]?.[1]).toMatchObject({ status: 'Open', creditDesc: 'Stock' });
  });

  it('shows a typed date that does not exist with the rule’s message', async () => {
    renderWizard({ application: application('Open') });
    await click('Next');
    const start = screen.getByRole('textbox', { name: /Tenor Start Date/ });
    await userEvent.clear(start);
    await userEvent.type(start, '2026-02-30');
    await userEvent.tab();
    await click('Submit');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(start).toHaveValue('2026-02-30');
    expect(screen.getByText('Tenor Start Date must be selected')).toBeInTheDocument();
  });
});
