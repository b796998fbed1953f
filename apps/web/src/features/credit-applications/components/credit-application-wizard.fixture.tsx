import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { applicationDebitur, creditApplication } from '../../../testing/credit-applications';
import { api } from '../../../testing/mocked-api-client';
import { renderWithTheme } from '../../../testing/render';
import {
  CreditApplicationWizard,
  type CreditApplicationWizardProps,
  type NewDebiturPart,
} from './credit-application-wizard';

export const BUDI = 'd0a1c2d3-0000-4000-8000-000000000001';
const SITI = 'd0a1c2d3-0000-4000-8000-000000000002';
const KMK = 'c0a1c2d3-0000-4000-8000-000000000001';
export const OVERDRAFT = 'f0a1c2d3-0000-4000-8000-000000000001';
export const APP_ID = 'a0a1c2d3-0000-4000-8000-000000000001';

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

/**
 * Forgets the previous test's calls; reads answer as the server would, writes wait for the test.
 * The test file mocks `lib/api-client` with `testing/mocked-api-client`, whose `api` this is.
 */
export const answerAsTheServer = () => {
  api.get.mockReset();
  api.get.mockImplementation(answer);
  api.post.mockReset();
  api.put.mockReset();
};

/** The params of each debitur search the wizard sent, in order. */
export const debiturCalls = () =>
  api.get.mock.calls
    .filter(([url]) => url === '/credit-application/options/debiturs')
    .map(([, options]) => (options as { params: DebiturParams }).params);

/** Budi's application for Kredit Modal Kerja with an Overdraft, version 4, in `status`. */
export const application = (status: CreditApplication['status']) =>
  creditApplication({
    _id: APP_ID,
    version: 4,
    status,
    debitur: applicationDebitur({ _id: BUDI }),
    creditType: { _id: KMK, creditappName: 'Kredit Modal Kerja' },
    facilities: [{ _id: OVERDRAFT, facilityName: 'Overdraft' }],
  });

export const NEW_DEBITUR = { type: 'Personal', fullName: 'Rina Wati' };

export const KTP = new File(['%PDF-1.7'], 'ktp.pdf', { type: 'application/pdf' });

/** The page's debitur fields, reduced to one marker and answers the test controls. */
export const fakeNewDebitur = (
  valid: boolean,
  files: Record<string, File> = {},
): NewDebiturPart => ({
  render: (type) => <p>{type} debitur fields</p>,
  reset: vi.fn(),
  validate: vi.fn(() => Promise.resolve(valid)),
  collect: vi.fn(() => Promise.resolve(valid ? NEW_DEBITUR : null)),
  files: () => files,
});

export const renderWizard = (props: Partial<CreditApplicationWizardProps> = {}) => {
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

export const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));

/** Answers Personal, then Existing or New Debitur, as the first step asks. */
export const choosePersonal = async (joinType: 'Existing Debitur' | 'New Debitur') => {
  await userEvent.click(screen.getByRole('radio', { name: 'Personal' }));
  await userEvent.click(screen.getByRole('radio', { name: joinType }));
};

export const tenorEnd = () => screen.getByRole('textbox', { name: /Tenor End Date/ });
