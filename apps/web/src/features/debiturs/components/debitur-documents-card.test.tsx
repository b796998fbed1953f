import type { Debitur } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../testing/render';
import { DebiturDocumentsCard } from './debitur-documents-card';

const api = vi.hoisted(() => ({ put: vi.fn(), delete: vi.fn(), download: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  api,
}));

const WEST = 'a0a1c2d3-0000-4000-8000-000000000001';
const BANDUNG = 'b0a1c2d3-0000-4000-8000-000000000001';
const DEBITUR_ID = 'd0a1c2d3-0000-4000-8000-000000000001';
const KTP_ID = 'f0a1c2d3-0000-4000-8000-000000000001';

const personal: Debitur = {
  _id: DEBITUR_ID,
  version: 3,
  created: '2026-01-05T02:00:00.000Z',
  modified: '2026-01-05T02:00:00.000Z',
  type: 'Personal',
  email: 'budi@example.com',
  address: 'Jl. Dago 12, Bandung',
  relatedGroup: { _id: WEST, groupName: 'Jawa Barat' },
  relatedBranch: { _id: BANDUNG, branchName: 'Bandung Dago' },
  isArchive: false,
  uploadFile: [{ _id: KTP_ID, name: 'ktp-budi.pdf', category: 'ktp' }],
  fullName: 'Budi Santoso',
  dateOfBirth: '1990-05-01',
  phoneNumber: '081234567890',
  maritalStatus: 'Married',
  idNumber: '3273010101900001',
  debiturPhoto: [],
  companyName: null,
  organizerName: null,
  telephoneNumber: null,
  budget: null,
  npwp: null,
  nib: null,
  shareHolder: null,
  permit: null,
  createdBy: null,
};

const renderCard = (canUpdate = true) =>
  renderWithTheme(
    <QueryClientProvider client={new QueryClient()}>
      <DebiturDocumentsCard debitur={personal} canUpdate={canUpdate} />
    </QueryClientProvider>,
  );

beforeEach(() => {
  api.put.mockReset();
  api.delete.mockReset();
});

describe('DebiturDocumentsCard', () => {
  it('refuses a file above 10 MB with the detail alert and uploads nothing', async () => {
    renderCard();
    const large = new File(['x'], 'npwp.pdf', { type: 'application/pdf' });
    Object.defineProperty(large, 'size', { value: 10 * 1048576 + 1 });
    await userEvent.upload(screen.getByLabelText('Upload NPWP'), large);
    expect(await screen.findByText('Ukuran file maksimal 10MB!')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
  });

  it('uploads a file to its category', async () => {
    api.put.mockResolvedValue(personal);
    renderCard();
    await userEvent.upload(
      screen.getByLabelText('Upload NPWP'),
      new File(['%PDF-1.7'], 'npwp.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    const [path, form] = api.put.mock.calls[0] as [string, FormData];
    expect(path).toBe(`/master-data/debitur/${DEBITUR_ID}/files`);
    expect((form.get('npwp') as File).name).toBe('npwp.pdf');
  });

  it('removes a file only after confirming', async () => {
    api.delete.mockResolvedValue(personal);
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Remove ktp-budi.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove File' });
    expect(api.delete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.delete).toHaveBeenCalledWith(`/master-data/debitur/${DEBITUR_ID}/file/${KTP_ID}`),
    );
  });

  it('offers only the download without Update permission', () => {
    renderCard(false);
    expect(screen.getByRole('button', { name: 'Download ktp-budi.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove ktp-budi.pdf' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Upload NPWP')).not.toBeInTheDocument();
  });
});
