import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { applicationDebitur, creditApplication } from '../../../testing/credit-applications';
import { renderWithTheme } from '../../../testing/render';
import {
  CreditApplicationWizard,
  type CreditApplicationWizardProps,
  type NewDebiturPart,
} from './credit-application-wizard';

const SUBMIT_QUESTION = 'Are you sure want to submit this form?';
const SIGNING_RESTARTS =
  'Submitting this application returns it to Open: the signing steps start over.';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  api,
}));

const BUDI = 'd0a1c2d3-0000-4000-8000-000000000001';
const SITI = 'd0a1c2d3-0000-4000-8000-000000000002';
const KMK = 'c0a1c2d3-0000-4000-8000-000000000001';
const OVERDRAFT = 'f0a1c2d3-0000-4000-8000-000000000001';
const APP_ID = 'a0a1c2d3-0000-4000-8000-000000000001';

const debitur = (_id: string, name: string, groupName: string, branchName: string) => ({
  _id,
  type: 'Personal',
  name,
  relatedGroup: { _id: `g-${_id}`, groupName },
  relatedBranch: { _id: `b-${_id}`, branchName },
});
const DEBITURS = [
  debitur(BUDI, 'Budi Santoso', 'Jawa Barat', 'Bandung Dago'),
  debitur(SITI, 'Siti Aminah', 'Jawa Timur', 'Surabaya'),
];

const OPTIONS = {
  creditTypes: [{ _id: KMK, creditappName: 'Kredit Modal Kerja' }],
  facilities: [{ _id: OVERDRAFT, facilityName: 'Overdraft' }],
  groups: [],
};

interface DebiturParams {
  type?: string;
  search?: string;
  id?: string[];
}

/** The server's answers: the options, and debiturs by id or by type and a search on the name. */
const answer = (url: string, options?: { params?: DebiturParams }) => {
  if (url === '/credit-application/options') return Promise.resolve(OPTIONS);
  const { type, search = '', id } = options?.params ?? {};
  const data = DEBITURS.filter((row) =>
    id
      ? id.includes(row._id)
      : (!type || row.type === type) && row.name.toLowerCase().includes(search.toLowerCase()),
  );
  return Promise.resolve({ data, hasMore: false });
};

const debiturCalls = () =>
  api.get.mock.calls
    .filter(([url]) => url === '/credit-application/options/debiturs')
    .map(([, options]) => (options as { params: DebiturParams }).params);

const application = (status: CreditApplication['status']) =>
  creditApplication({
    _id: APP_ID,
    version: 4,
    status,
    debitur: applicationDebitur({ _id: BUDI }),
    creditType: { _id: KMK, creditappName: 'Kredit Modal Kerja' },
    facilities: [{ _id: OVERDRAFT, facilityName: 'Overdraft' }],
  });

const NEW_DEBITUR = { type: 'Personal', fullName: 'Rina Wati' };

const KTP = new File(['%PDF-1.7'], 'ktp.pdf', { type: 'application/pdf' });

/** The page's debitur fields, reduced to one marker and answers the test controls. */
const fakeNewDebitur = (valid: boolean, files: Record<string, File> = {}): NewDebiturPart => ({
  render: (type) => <p>{type} debitur fields</p>,
  reset: vi.fn(),
  validate: vi.fn(() => Promise.resolve(valid)),
  collect: vi.fn(() => Promise.resolve(valid ? NEW_DEBITUR : null)),
  files: () => files,
});

const renderWizard = (props: Partial<CreditApplicationWizardProps> = {}) => {
  const onSaved = vi.fn();
  renderWithTheme(
    <QueryClientProvider client={new QueryClient()}>
      <CreditApplicationWizard
        newDebitur={fakeNewDebitur(true)}
        onSaved={onSaved}
        onCancel={vi.fn()}
        {...props}
      />
    </QueryClientProvider>,
  );
  return { onSaved };
};

const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const chooseOption = async (label: RegExp, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
};
const tenorEnd = () => screen.getByRole('textbox', { name: /Tenor End Date/ });

beforeEach(() => {
  api.get.mockReset();
  api.get.mockImplementation(answer);
  api.post.mockReset();
  api.put.mockReset();
});

describe('CreditApplicationWizard', () => {
  it("blocks Next with step 1's messages", async () => {
    renderWizard();
    await click('Next');
    expect(await screen.findByText('Type must be selected')).toBeInTheDocument();
    expect(screen.getByText('Join Type must be selected')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Personal' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Existing Debitur' }));
    await click('Next');
    expect(
      await screen.findByText('Debitur must be filled when join type is existing debitur'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('shows the chosen debitur’s group and branch and starts over when the type changes', async () => {
    renderWizard();
    await userEvent.click(screen.getByRole('radio', { name: 'Personal' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Existing Debitur' }));
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
    await userEvent.click(screen.getByRole('radio', { name: 'Personal' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Existing Debitur' }));
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
    await userEvent.click(screen.getByRole('radio', { name: 'Personal' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Existing Debitur' }));
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

  it('sends a new debitur with the Draft and no debitur id', async () => {
    api.post.mockResolvedValue({ _id: APP_ID });
    const { onSaved } = renderWizard();
    await userEvent.click(screen.getByRole('radio', { name: 'Personal' }));
    await userEvent.click(screen.getByRole('radio', { name: 'New Debitur' }));
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
    await userEvent.click(screen.getByRole('radio', { name: 'Personal' }));
    await userEvent.click(screen.getByRole('radio', { name: 'New Debitur' }));
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

  it('keeps Tenor End Date disabled until a start and clears it when the start changes', async () => {
    renderWizard();
    await userEvent.click(screen.getByRole('radio', { name: 'Personal' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Existing Debitur' }));
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

  it('checks every field before asking to submit, and asks only once they are valid', async () => {
    api.post.mockResolvedValue({ _id: APP_ID });
    const { onSaved } = renderWizard();
    await userEvent.click(screen.getByRole('radio', { name: 'Personal' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Existing Debitur' }));
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

  it('says that signing starts over when an application past Open is edited', async () => {
    renderWizard({ application: application('Credit Approved') });
    expect(screen.getByText(SIGNING_RESTARTS)).toBeInTheDocument();
    await click('Next');
    await click('Submit');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(new RegExp(SIGNING_RESTARTS))).toBeInTheDocument();
  });
});
