import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { creditApplication } from '../../../testing/credit-applications';
import { api } from '../../../testing/mocked-api-client';
import {
  answerAsTheServer,
  APP_ID,
  application,
  BUDI,
  choosePersonal,
  click,
  fakeNewDebitur,
  KTP,
  NEW_DEBITUR,
  OVERDRAFT,
  renderWizard,
} from './credit-application-wizard.fixture';

const SUBMIT_QUESTION = 'Are you sure want to submit this form?';
const SIGNING_RESTARTS =
  'Submitting this application returns it to Open: the signing steps start over.';

vi.mock('../../../lib/api-client', () => import('../../../testing/mocked-api-client'));

beforeEach(answerAsTheServer);

describe('CreditApplicationWizard: saving and submitting', () => {
  it('sends a new debitur with the Draft and no debitur id', async () => {
    api.post.mockResolvedValue({ _id: APP_ID });
    const { onSaved } = renderWizard();
    await choosePersonal('New Debitur');
    await click('Next');
    await click('Save as Draft');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(APP_ID));
    expect(api.post).toHaveBeenCalledWith(
      '/credit-application',
      expect.objectContaining({
        status: 'Draft',
        joinType: 'New Debitur',
        newDebitur: NEW_DEBITUR,
        debitur: undefined,
      }),
      expect.anything(),
    );
  });

  it('sends a Draft as multipart when the new debitur has documents', async () => {
    api.post.mockResolvedValue({ _id: APP_ID });
    const { onSaved } = renderWizard({ newDebitur: fakeNewDebitur(true, { ktp: KTP }) });
    await choosePersonal('New Debitur');
    await click('Next');
    await click('Save as Draft');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(APP_ID));
    const [path, form] = api.post.mock.calls[0] as [string, FormData];
    expect(path).toBe('/credit-application');
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('status')).toBe('Draft');
    expect(form.get('joinType')).toBe('New Debitur');
    expect(form.get('debitur')).toBeNull();
    expect(JSON.parse(form.get('newDebitur') as string)).toEqual(NEW_DEBITUR);
    expect(form.get('facilities')).toBe('[]');
    expect(form.get('ktp')).toBeInstanceOf(File);
    expect((form.get('ktp') as File).name).toBe('ktp.pdf');
  });

  it("submits an edited new debitur's application with its documents as multipart", async () => {
    api.put.mockResolvedValue({ _id: APP_ID });
    const draft = creditApplication({
      ...application('Draft'),
      joinType: 'New Debitur',
      debitur: null,
    });
    const { onSaved } = renderWizard({
      application: draft,
      newDebitur: fakeNewDebitur(true, { ktp: KTP }),
    });
    await click('Next');
    await click('Submit');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(APP_ID));
    const [path, form] = api.put.mock.calls[0] as [string, FormData];
    expect(path).toBe(`/credit-application/${APP_ID}`);
    expect(form.get('status')).toBe('Open');
    expect(form.get('version')).toBe('4');
    expect(form.get('plafond')).toBe('150000000');
    expect(JSON.parse(form.get('facilities') as string)).toEqual([OVERDRAFT]);
    expect(JSON.parse(form.get('newDebitur') as string)).toEqual(NEW_DEBITUR);
    expect((form.get('ktp') as File).name).toBe('ktp.pdf');
  });

  it('sends no documents for an existing debitur', async () => {
    api.put.mockResolvedValue({ _id: APP_ID });
    const { onSaved } = renderWizard({
      application: application('Draft'),
      newDebitur: fakeNewDebitur(true, { ktp: KTP }),
    });
    await click('Next');
    await click('Save as Draft');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(APP_ID));
    expect(api.put.mock.calls[0]?.[1]).not.toBeInstanceOf(FormData);
  });

  it('hides Save as Draft when editing an application that is no longer a Draft', async () => {
    renderWizard({ application: application('Open') });
    await click('Next');
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).not.toBeInTheDocument();
  });

  it('saves a Draft edit as Draft with its version', async () => {
    api.put.mockResolvedValue({ _id: APP_ID });
    const { onSaved } = renderWizard({ application: application('Draft') });
    await click('Next');
    await click('Save as Draft');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(APP_ID));
    expect(api.put).toHaveBeenCalledWith(
      `/credit-application/${APP_ID}`,
      expect.objectContaining({ status: 'Draft', version: 4, debitur: BUDI }),
      expect.anything(),
    );
  });

  it('submits as Open after the confirm and shows the server’s message on failure', async () => {
    api.put.mockRejectedValue(new ApiError(409, 'The record was changed by someone else'));
    renderWizard({ application: application('Open') });
    await click('Next');
    await click('Submit');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(SUBMIT_QUESTION)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('The record was changed by someone else')).toBeInTheDocument();
    expect(api.put).toHaveBeenCalledWith(
      `/credit-application/${APP_ID}`,
      expect.objectContaining({ status: 'Open', plafond: '150000000', facilities: [OVERDRAFT] }),
      expect.anything(),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says that signing starts over when an application past Open is edited', async () => {
    renderWizard({ application: application('Credit Approved') });
    expect(screen.getByText(SIGNING_RESTARTS)).toBeInTheDocument();
    await click('Next');
    await click('Submit');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(new RegExp(SIGNING_RESTARTS))).toBeInTheDocument();
  });
});
