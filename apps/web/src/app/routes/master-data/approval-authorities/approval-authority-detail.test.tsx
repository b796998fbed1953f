import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { approvalAuthority } from '../../../../testing/approval-authorities';
import { okResponse, stubFetch } from '../../../../testing/api-answers';
import { renderInApp } from '../../../../testing/render-in-app';
import { ApprovalAuthorityDetailRoute } from './approval-authority-detail';

const tier = approvalAuthority();

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
