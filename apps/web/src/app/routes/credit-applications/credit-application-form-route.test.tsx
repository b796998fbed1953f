import { NEW_DEBITUR_FILE_MAX_BYTES } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { DEBITUR_FILE_MAX_BYTES } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FILLED_PERSONAL_DEBITUR, fillPersonalDebitur } from '../../../testing/debitur-fields';
import { BANDUNG_DAGO, JAWA_BARAT } from '../../../testing/debiturs';
import { api } from '../../../testing/mocked-api-client';
import { renderWithTheme } from '../../../testing/render';
import { sentForm } from '../../../testing/sent-form';
import { AddCreditApplicationRoute } from './credit-application-form-route';

vi.mock('../../../lib/api-client', () => import('../../../testing/mocked-api-client'));

const APP_ID = 'c0a1c2d3-0000-4000-8000-000000000001';

/** GET /credit-application/options: the wizard's choices, groups with their branches included. */
const options = {
  creditTypes: [],
  facilities: [],
  groups: [
    {
      ...JAWA_BARAT,
      branches: [BANDUNG_DAGO],
    },
  ],
};

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

/** A PDF whose size is `size` bytes as far as the browser's checks go. */
const pdfOfSize = (name: string, size: number) => {
  const file = pdf(name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** Puts `file` in the new debitur's `slot` ('KTP', 'NPWP'), through its Upload control. */
const uploadTo = (slot: string, file: File, options?: Parameters<typeof userEvent.upload>[2]) =>
  userEvent.upload(screen.getByLabelText(`Upload ${slot}`), file, options);

const renderAdd = () =>
  renderWithTheme(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/credit-application/add']}>
        <Routes>
          <Route path="*" element={<AddCreditApplicationRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

const startNewDebitur = async (type: 'Personal' | 'Enterprise') => {
  await userEvent.click(screen.getByRole('radio', { name: type }));
  await userEvent.click(screen.getByRole('radio', { name: 'New Debitur' }));
};

beforeEach(() => {
  api.get.mockReset();
  api.get.mockImplementation((url: string) =>
    Promise.resolve(url === '/credit-application/options' ? options : { data: [], hasMore: false }),
  );
  api.post.mockReset();
  api.put.mockReset();
});

describe('AddCreditApplicationRoute: a new debitur’s documents', () => {
  it("shows the chosen type's document slots under the debitur fields", async () => {
    renderAdd();
    await startNewDebitur('Personal');
    expect(screen.getByText(/up to 20 MB/)).toBeInTheDocument();
    for (const slot of ['KTP', 'NPWP', 'Akta Nikah', 'Kartu Keluarga', 'Debitur Photo'])
      expect(screen.getByLabelText(`Upload ${slot}`)).toBeInTheDocument();
    expect(screen.queryByLabelText('Upload KTP Pengurus')).not.toBeInTheDocument();
  });

  it('stages files above the debitur area’s 10 MB and sends them with the Draft', async () => {
    api.post.mockResolvedValue({ _id: APP_ID });
    renderAdd();
    await startNewDebitur('Personal');
    await fillPersonalDebitur();
    await uploadTo('Rekening Koran', pdfOfSize('rekening.pdf', DEBITUR_FILE_MAX_BYTES + 1));
    await uploadTo('NPWP', pdf('npwp.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove npwp.pdf' }));
    expect(screen.getByText('rekening.pdf')).toBeInTheDocument();
    expect(screen.queryByText('npwp.pdf')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save as Draft' }));

    await waitFor(() => expect(api.post).toHaveBeenCalled());
    const { path, form, json } = sentForm(api.post);
    expect(path).toBe('/credit-application');
    expect(form.get('status')).toBe('Draft');
    expect(json('newDebitur')).toMatchObject(FILLED_PERSONAL_DEBITUR);
    expect((form.get('rekeningKoran') as File).name).toBe('rekening.pdf');
    expect(form.get('npwp')).toBeNull();
  });

  it('refuses a file above 20 MB or of another type with the spec’s messages', async () => {
    renderAdd();
    await startNewDebitur('Personal');
    await uploadTo('KTP', pdfOfSize('ktp.pdf', NEW_DEBITUR_FILE_MAX_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('File too large (max 20MB)');
    expect(screen.queryByText('ktp.pdf')).not.toBeInTheDocument();

    await uploadTo('Debitur Photo', pdf('photo.pdf'), { applyAccept: false });
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(screen.queryByText('photo.pdf')).not.toBeInTheDocument();

    await uploadTo('KTP', pdfOfSize('ktp.pdf', NEW_DEBITUR_FILE_MAX_BYTES));
    expect(screen.getByText('ktp.pdf')).toBeInTheDocument();
  });

  it('drops the staged files when the debitur type changes', async () => {
    renderAdd();
    await startNewDebitur('Personal');
    await uploadTo('NPWP', pdf('npwp.pdf'));
    expect(screen.getByText('npwp.pdf')).toBeInTheDocument();

    await startNewDebitur('Enterprise');
    expect(screen.getByLabelText('Upload KTP Pengurus')).toBeInTheDocument();
    expect(screen.queryByText('npwp.pdf')).not.toBeInTheDocument();

    await startNewDebitur('Personal');
    expect(screen.queryByText('npwp.pdf')).not.toBeInTheDocument();
  });
});
