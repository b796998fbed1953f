import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { approvalAuthority } from '../../../testing/approval-authorities';
import { i18n } from '../../../i18n/i18n';
import { id } from '../../../i18n/locales/id';
import { renderWithTheme } from '../../../testing/render';
import { ApprovalAuthorityInformationCard } from './approval-authority-information-card';

const tier = approvalAuthority();

afterEach(() => i18n.changeLanguage('en'));

describe('ApprovalAuthorityInformationCard', () => {
  it('shows the range, every credit type and the roles in English', () => {
    renderWithTheme(<ApprovalAuthorityInformationCard tier={tier} />);
    expect(screen.getByText('Approval Authority Information')).toBeInTheDocument();
    expect(screen.getByText('Up to Rp 500.000.000')).toBeInTheDocument();
    expect(screen.getByText('All credit types')).toBeInTheDocument();
    expect(screen.getByText('Kepala Cabang')).toBeInTheDocument();
  });

  it('speaks Indonesian banking language', async () => {
    i18n.addResourceBundle('id', 'translation', id, true, true);
    await i18n.changeLanguage('id');
    renderWithTheme(
      <ApprovalAuthorityInformationCard
        tier={{ ...tier, plafondFrom: { $numberDecimal: '500000000.00' }, plafondTo: null }}
      />,
    );
    expect(screen.getByText('Informasi Batas Wewenang Persetujuan')).toBeInTheDocument();
    expect(screen.getByText('Di atas Rp 500.000.000')).toBeInTheDocument();
    expect(screen.getByText('Semua jenis kredit')).toBeInTheDocument();
    expect(screen.getByText('Jumlah Persetujuan')).toBeInTheDocument();
  });
});
