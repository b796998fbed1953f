import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okResponse, stubFetch } from '../../../testing/api-answers';
import { creditApplication } from '../../../testing/credit-applications';
import { renderSignedIn } from '../../../testing/render-in-app';
import { ApprovalsCard } from './approvals-card';

stubFetch(() => okResponse({}));

const atTier = (approval: Partial<CreditApplication['approval']>) =>
  creditApplication({
    status: 'Waiting for Review',
    approval: {
      tier: { _id: 't-2', name: 'Up to 5 miliar' },
      required: 2,
      given: 1,
      approvers: ['Sari'],
      approvals: [
        {
          user: { _id: 'u-sari', name: 'Sari' },
          role: 'Kepala Cabang',
          action: 'Approved',
          reason: 'Agunan cukup',
          created: '2026-11-02T03:00:00.000Z',
        },
      ],
      rolesNeeded: ['Kepala Cabang', 'Kepala Wilayah'],
      canDecide: false,
      ...approval,
    },
  });

describe('ApprovalsCard', () => {
  it('shows the tier, the count and each approval with its role and reason', () => {
    renderSignedIn(<ApprovalsCard application={atTier({})} />);
    expect(screen.getByText('Up to 5 miliar')).toBeInTheDocument();
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    expect(screen.getByText('Sari')).toBeInTheDocument();
    expect(screen.getByText('Kepala Cabang')).toBeInTheDocument();
    expect(screen.getByText('Reason: Agunan cukup')).toBeInTheDocument();
  });

  it('tells one who may not decide who is still needed', () => {
    renderSignedIn(<ApprovalsCard application={atTier({})} />);
    expect(
      screen.getByText('Needs 1 more approval: Kepala Cabang, Kepala Wilayah'),
    ).toBeInTheDocument();
  });

  it('says nothing of who is needed to one who may decide, nor once decided', () => {
    const { unmount } = renderSignedIn(<ApprovalsCard application={atTier({ canDecide: true })} />);
    expect(screen.queryByText(/Needs/)).toBeNull();
    unmount();
    renderSignedIn(<ApprovalsCard application={{ ...atTier({}), status: 'Completed' }} />);
    expect(screen.queryByText(/Needs/)).toBeNull();
  });

  it('is left out for an application never submitted at a tier', () => {
    const { container } = renderSignedIn(<ApprovalsCard application={creditApplication()} />);
    expect(container.textContent).not.toContain('Approvals');
  });
});
