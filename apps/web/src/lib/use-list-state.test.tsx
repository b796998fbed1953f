import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListState } from './use-list-state';

const renderListState = (initial: string) => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ list: useListState(['roleId', 'status'] as const), location: useLocation() }),
    { wrapper },
  );
};

describe('useListState', () => {
  it('reads page, search and filters from the address, with defaults', () => {
    const { result } = renderListState(
      '/master-data/user-management?tab=user-list&page=3&search=rina&roleId=a&roleId=b',
    );
    expect(result.current.list).toMatchObject({
      page: 3,
      limit: 10,
      search: 'rina',
      filters: { roleId: ['a', 'b'], status: [] },
    });
    const { result: empty } = renderListState('/x');
    expect(empty.current.list).toMatchObject({ page: 1, search: '' });
  });

  it('returns to page 1 when the search or a filter changes, keeping the tab', () => {
    const { result } = renderListState('/list?tab=user-list&page=4');
    act(() => result.current.list.setSearch('budi'));
    expect(result.current.location.search).toBe('?tab=user-list&search=budi');
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setFilters({ status: ['active'] }));
    expect(result.current.list.page).toBe(1);
    expect(result.current.list.filters.status).toEqual(['active']);
    expect(new URLSearchParams(result.current.location.search).get('tab')).toBe('user-list');
  });
});
