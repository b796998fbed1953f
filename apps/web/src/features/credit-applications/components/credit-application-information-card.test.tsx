import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../testing/render';
import { CreditApplicationInformationCard } from './credit-application-information-card';

const debitur = {
  _id: 'd-1',
  fullName: 'Budi Santoso',
  companyName: 'PT Maju Jaya',
  email: null,
  relatedGroup: { _id: 'g-1', groupName: 'Retail' },
  relatedBranch: { _id: 'b-1', branchName: 'Bandung' },
  debiturPhotos: [],
};

const application = (overrides: Partial<CreditApplication> = {}): CreditApplication => ({
  _id: 'ca-1',
  created: '2026-11-01T02:00:00.000Z',
  modified: '2026-11-01T02:00:00.000Z',
  statusChanged: '2026-11-01T02:00:00.000Z',
  version: 1,
  creditAppNo: 'CA-0001',
  creditAppDate: '2026-11-01',
  type: 'Personal',
  joinType: 'Existing Debitur',
  status: 'Open',
  isArchive: false,
  creditType: { _id: 'ct-1', creditappName: 'KPR' },
  plafond: { $numberDecimal: '150000000' },
  tenorStartDate: '2026-12-01',
  tenorEndDate: '2027-12-01',
  creditDesc: 'Working capital',
  debitur: { ...debitur, type: 'Personal' },
  group: { _id: 'g-1', groupName: 'Retail' },
  branch: { _id: 'b-1', branchName: 'Bandung' },
  facilities: [
    { _id: 'f-1', facilityName: 'Term Loan' },
    { _id: 'f-2', facilityName: 'Overdraft' },
  ],
  createdBy: { _id: 'u-1', name: 'Officer' },
  signingHistory: [],
  decisionReason: null,
  documents: [],
  ...overrides,
});

const renderCard = (data: CreditApplication) =>
  renderWithTheme(
    <MemoryRouter>
      <CreditApplicationInformationCard
        application={data}
        debiturHref="/master-data/debitur-management/detail/d-1?&creditAppId=ca-1"
      />
    </MemoryRouter>,
  );

describe('CreditApplicationInformationCard', () => {
  it('shows the fields and the Personal debitur by full name', () => {
    renderCard(application());
    for (const text of [
      'CA-0001',
      '2026-11-01',
      'Budi Santoso',
      'Bandung',
      'KPR',
      'Term Loan, Overdraft',
      '2026-12-01 – 2027-12-01',
      'Officer',
      'Working capital',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText(/^Rp 150\.000\.000/)).toBeInTheDocument();
    expect(screen.queryByText('PT Maju Jaya')).toBeNull();
    expect(screen.getByRole('link', { name: 'View Detail Debitur' })).toHaveAttribute(
      'href',
      '/master-data/debitur-management/detail/d-1?&creditAppId=ca-1',
    );
  });

  it('shows an Enterprise debitur by company name', () => {
    renderCard(application({ type: 'Enterprise', debitur: { ...debitur, type: 'Enterprise' } }));
    expect(screen.getByText('PT Maju Jaya')).toBeInTheDocument();
    expect(screen.queryByText('Budi Santoso')).toBeNull();
  });

  it("shows '-' for an empty credit description", () => {
    renderCard(application({ creditDesc: null }));
    const label = screen.getByText('Credit Description');
    // eslint-disable-next-line testing-library/no-node-access -- Mantine's own markup (a style, class or data attribute) has no role to query
    expect(label.nextElementSibling).toHaveTextContent(/^-$/);
  });
});
