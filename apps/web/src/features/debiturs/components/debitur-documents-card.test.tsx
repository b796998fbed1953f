import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { personalDebitur } from '../../../testing/debiturs';
import { api } from '../../../testing/mocked-api-client';
import { renderWithTheme } from '../../../testing/render';
import { DebiturDocumentsCard } from './debitur-documents-card';

vi.mock('../../../lib/api-client', () => import('../../../testing/mocked-api-client'));

const personal = personalDebitur();
const [ktp] = personal.uploadFile;

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
    expect(path).toBe(`/master-data/debitur/${personal._id}/files`);
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
      expect(api.delete).toHaveBeenCalledWith(
        `/master-data/debitur/${personal._id}/file/${ktp!._id}`,
      ),
    );
  });

  it('offers only the download without Update permission', () => {
    renderCard(false);
    expect(screen.getByRole('button', { name: 'Download ktp-budi.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove ktp-budi.pdf' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Upload NPWP')).not.toBeInTheDocument();
  });
});
