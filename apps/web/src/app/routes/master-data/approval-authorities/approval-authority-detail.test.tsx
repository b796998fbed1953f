import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { ApprovalAuthority } from '@creditdesk/domain/approval-authorities/approval-authorities.schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okResponse, stubFetch } from '../../../../testing/api-answers';
import { renderInApp } from '../../../../testing/render-in-app';
import { storedRecord } from '../../../../testing/stored-record';
import { ApprovalAuthorityDetailRoute } from './approval-authority-detail';

const tier: ApprovalAuthority = {
  ...storedRecord('t1'),
  name: 'Wewenang Kepala Cabang',
  plafondFrom: { $numberDecimal: '0.00' },
  plafondTo: { $numberDecimal: '500000000.00' },
  requiredApprovals: 1,
  roles: [{ _id: 'r1', name: 'Kepala Cabang' }],
  creditTypes: [],
};

stubFetch(() => okResponse(tier));

describe('the approval authority detail page', () => {
  it('is titled from the catalogue, names the tier and offers what the rights allow', async () => {
    renderInApp(<ApprovalAuthorityDetailRoute />, {
      path: '/detail/:id',
      address: '/detail/t1',
      access: { [SUB_MENUS.approvalAuthority]: ['Read', 'Update'] },
    });
    expect(
      await screen.findByRole('heading', { name: 'Detail Approval Authority' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Wewenang Kepala Cabang').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /Edit/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});
