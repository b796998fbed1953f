import { SUB_MENUS, type AccessType } from '@creditdesk/domain/access/access-catalogue';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { okResponse, stubFetch } from '../../../testing/api-answers';
import { renderInApp } from '../../../testing/render-in-app';
import {
  BranchDebitursCard,
  branchDebiturTabOf,
  type BranchDebiturTab,
} from './branch-debiturs-card';

const renderCard = (tab: BranchDebiturTab, access: AccessType[]) => {
  const onTabChange = vi.fn();
  renderInApp(
    <BranchDebitursCard
      branchId="b-bandung"
      tab={tab}
      onTabChange={onTabChange}
      addHref="/master-data/debitur-management/add?tab=branch-detail&branchId=b-bandung"
      detailHref={(id, listTab) => `/detail/${id}?tab=${listTab}`}
      editHref={(id, listTab) => `/edit/${id}?tab=${listTab}`}
    />,
    { access: { [SUB_MENUS.debiturManagement]: access } },
  );
  return { user: userEvent.setup(), onTabChange };
};

const lastRequest = () => String(fetchMock.mock.calls.at(-1)?.[0] ?? '');

const fetchMock = stubFetch(() => okResponse({ data: [], total: 0 }));

describe('BranchDebitursCard', () => {
  it("lists the branch's debiturs of the tab given, with only Personal and Enterprise", async () => {
    const { user, onTabChange } = renderCard('enterprise-list', ['Read', 'Create']);
    expect(screen.getByText('List Debitur')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Enterprise' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Personal',
      'Enterprise',
    ]);
    await waitFor(() => expect(lastRequest()).toContain('/master-data/debiturs?'));
    expect(lastRequest()).toContain('type=Enterprise');
    expect(lastRequest()).toContain('branchId=b-bandung');
    expect(lastRequest()).toContain('isArchive=false');
    await user.click(screen.getByRole('tab', { name: 'Personal' }));
    expect(onTabChange).toHaveBeenCalledWith('personal-list');
  });

  it("offers 'Add New Debitur' for this branch with Create only", async () => {
    renderCard('personal-list', ['Read', 'Create']);
    expect(screen.getByRole('link', { name: 'Add New Debitur' })).toHaveAttribute(
      'href',
      '/master-data/debitur-management/add?tab=branch-detail&branchId=b-bandung',
    );
  });

  it("hides 'Add New Debitur' from a reader", () => {
    renderCard('personal-list', ['Read']);
    expect(screen.queryByRole('link', { name: 'Add New Debitur' })).toBeNull();
  });

  it('reads the tab of the address, Personal by default', () => {
    expect(branchDebiturTabOf('enterprise-list')).toBe('enterprise-list');
    expect(branchDebiturTabOf(null)).toBe('personal-list');
    expect(branchDebiturTabOf('detail')).toBe('personal-list');
  });
});
