import { describe, expect, it } from 'vitest';
import { branchFormReturnHref } from './branch-return-href';

const ID = 'b0a1c2d3-0000-4000-8000-000000000001';
const GROUP = 'a0a1c2d3-0000-4000-8000-000000000002';

describe('branchFormReturnHref', () => {
  it('returns to the group detail whenever a group is given', () => {
    expect(branchFormReturnHref({ tab: 'group-list', groupId: GROUP })).toBe(
      `/master-data/group/detail/${GROUP}?tab=group-list`,
    );
    expect(branchFormReturnHref({ id: ID, tab: 'detail', groupId: GROUP })).toBe(
      `/master-data/group/detail/${GROUP}?tab=detail`,
    );
    expect(branchFormReturnHref({ tab: null, groupId: GROUP })).toBe(
      `/master-data/group/detail/${GROUP}`,
    );
  });

  it('returns to the branch detail when the edit was opened there', () => {
    expect(branchFormReturnHref({ id: ID, tab: 'detail', groupId: null })).toBe(
      `/master-data/branch/detail/${ID}`,
    );
  });

  it('returns to the branch list on the tab it came from, branch-list by default', () => {
    expect(branchFormReturnHref({ id: ID, tab: 'branch-list', groupId: null })).toBe(
      '/master-data/branch?tab=branch-list',
    );
    expect(branchFormReturnHref({ tab: 'branch-list', groupId: null })).toBe(
      '/master-data/branch?tab=branch-list',
    );
    expect(branchFormReturnHref({ tab: null, groupId: null })).toBe(
      '/master-data/branch?tab=branch-list',
    );
  });
});
