import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { applicationDebitur, creditApplication } from '../../../testing/credit-applications';
import { renderWithTheme } from '../../../testing/render';
import { CreditApplicationInformationCard } from './credit-application-information-card';

const debitur = applicationDebitur({ _id: 'd-1', companyName: 'PT Maju Jaya' });

/** Budi's KPR at Bandung; his record names a company too, which only an Enterprise shows. */
const application = (overrides: Partial<CreditApplication> = {}) =>
  creditApplication({
    _id: 'ca-1',
    creditAppNo: 'CA-0001',
    creditType: { _id: 'ct-1', creditappName: 'KPR' },
    tenorStartDate: '2026-12-01',
    tenorEndDate: '2027-12-01',
    debitur,
    branch: { _id: 'b-1', branchName: 'Bandung' },
    facilities: [
      { _id: 'f-1', facilityName: 'Term Loan' },
      { _id: 'f-2', facilityName: 'Overdraft' },
    ],
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
