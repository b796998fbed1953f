import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../../testing/choose-option';
import { api } from '../../../testing/mocked-api-client';
import {
  answerAsTheServer,
  application,
  BUDI,
  choosePersonal,
  click,
  debiturCalls,
  fakeNewDebitur,
  renderWizard,
} from './credit-application-wizard.fixture';

vi.mock('../../../lib/api-client', () => import('../../../testing/mocked-api-client'));

beforeEach(answerAsTheServer);

describe('CreditApplicationWizard: the debitur step', () => {
  it("blocks Next with step 1's messages", async () => {
    renderWizard();
    await click('Next');
    expect(await screen.findByText('Type must be selected')).toBeInTheDocument();
    expect(screen.getByText('Join Type must be selected')).toBeInTheDocument();

    await choosePersonal('Existing Debitur');
    await click('Next');
    expect(
      await screen.findByText('Debitur must be filled when join type is existing debitur'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('shows the chosen debitur’s group and branch and starts over when the type changes', async () => {
    renderWizard();
    await choosePersonal('Existing Debitur');
    await chooseOption(/Debitur/, 'Budi Santoso');
    expect(screen.getByRole('textbox', { name: 'Group' })).toHaveValue('Jawa Barat');
    expect(screen.getByRole('textbox', { name: 'Branch' })).toHaveValue('Bandung Dago');
    expect(debiturCalls()).toContainEqual({ type: 'Personal' });

    await userEvent.click(screen.getByRole('radio', { name: 'Enterprise' }));
    expect(screen.getByRole('radio', { name: 'Existing Debitur' })).not.toBeChecked();
    expect(screen.queryByRole('combobox', { name: /Debitur/ })).not.toBeInTheDocument();
  });

  it('searches the debiturs of the type on the server as the user types', async () => {
    renderWizard();
    await choosePersonal('Existing Debitur');
    await userEvent.type(screen.getByRole('combobox', { name: /Debitur/ }), 'siti');
    await waitFor(() =>
      expect(debiturCalls()).toContainEqual({ type: 'Personal', search: 'siti' }),
    );
    // Typed letter by letter, asked once typing paused.
    expect(debiturCalls().filter((params) => params.search)).toHaveLength(1);
    await userEvent.click(await screen.findByRole('option', { name: 'Siti Aminah', hidden: true }));
    expect(screen.getByRole('textbox', { name: 'Group' })).toHaveValue('Jawa Timur');
    expect(screen.getByRole('textbox', { name: 'Branch' })).toHaveValue('Surabaya');
    expect(api.get.mock.calls.some(([url]) => String(url).startsWith('/master-data'))).toBe(false);
  });

  it("shows a Draft's chosen debitur by name, resolved by its id", async () => {
    renderWizard({ application: application('Draft') });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Debitur/ })).toHaveValue('Budi Santoso'),
    );
    expect(debiturCalls()).toContainEqual({ id: [BUDI] });
    expect(screen.getByRole('textbox', { name: 'Group' })).toHaveValue('Jawa Barat');
    expect(screen.getByRole('textbox', { name: 'Branch' })).toHaveValue('Bandung Dago');
  });

  it('clears the chosen debitur when the join type changes', async () => {
    renderWizard();
    await choosePersonal('Existing Debitur');
    await chooseOption(/Debitur/, 'Budi Santoso');

    await userEvent.click(screen.getByRole('radio', { name: 'New Debitur' }));
    expect(screen.getByText('Personal debitur fields')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Existing Debitur' }));
    expect(screen.getByRole('combobox', { name: /Debitur/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Group' })).toHaveValue('');
  });

  it("blocks Next while the new debitur's fields are invalid", async () => {
    const newDebitur = fakeNewDebitur(false);
    renderWizard({ newDebitur });
    await userEvent.click(screen.getByRole('radio', { name: 'Enterprise' }));
    await userEvent.click(screen.getByRole('radio', { name: 'New Debitur' }));
    expect(newDebitur.reset).toHaveBeenCalledWith('Enterprise');
    await click('Next');
    expect(newDebitur.validate).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
