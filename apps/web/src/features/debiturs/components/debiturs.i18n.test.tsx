import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { personalDebitur } from '../../../testing/debiturs';
import { renderWithTheme } from '../../../testing/render';
import { DebiturDocumentsCard } from './debitur-documents-card';
import { DebiturInformationCard } from './debitur-information-card';
import { DebiturWizard } from './debitur-wizard';

const personal = personalDebitur();

const renderDebiturScreens = () =>
  renderWithTheme(
    <QueryClientProvider client={new QueryClient()}>
      <DebiturInformationCard debitur={personal} />
      <DebiturDocumentsCard debitur={personal} canUpdate />
      <DebiturWizard groups={[]} onSaved={() => {}} onCancel={() => {}} />
    </QueryClientProvider>,
  );

describe('the debitur screens in Indonesian', () => {
  it('render the detail, the files card and the wizard from the catalogue', async () => {
    await i18n.changeLanguage('id');
    renderDebiturScreens();
    expect(screen.getByText('Sistem Manajemen Dokumen')).toBeInTheDocument();
    expect(screen.getByText('Menikah')).toBeInTheDocument();
    expect(screen.getAllByText('Foto Debitur').length).toBeGreaterThan(0);
    // The spec's Indonesian document names stay as they are.
    expect(screen.getByText('Akta Nikah')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Berikutnya' })).toBeInTheDocument();
    expect(screen.queryByText('Document Management System')).toBeNull();
    expect(screen.queryByText('Married')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(await screen.findByText('Tipe harus dipilih')).toBeInTheDocument();
  });

  it('render in English by default', () => {
    renderDebiturScreens();
    expect(screen.getByText('Document Management System')).toBeInTheDocument();
    expect(screen.getByText('Married')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });
});
