import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUsers, toUserListParams, type UserListState } from './get-users';

const state = (overrides: Partial<UserListState> = {}): UserListState => ({
  page: 1,
  limit: 10,
  search: '',
  roleId: [],
  groupId: [],
  branchId: [],
  status: null,
  ...overrides,
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ message: 'Users', response: { data: [], total: 0 } }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** The query string the list sends for a state, as the server receives it. */
const sentQuery = async (listState: UserListState) => {
  await getUsers(toUserListParams(listState));
  const url = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
  expect(url.pathname).toMatch(/\/master-data\/users$/);
  return url.searchParams;
};

describe('the user list query', () => {
  it("maps status 'active' to isActive true", async () => {
    const query = await sentQuery(state({ status: 'active' }));
    expect(query.get('status')).toBe('active');
    expect(query.get('isActive')).toBe('true');
  });

  it("maps status 'inactive' to no isActive value, keeping the status", async () => {
    expect(toUserListParams(state({ status: 'inactive' })).isActive).toBe('');
    const query = await sentQuery(state({ status: 'inactive' }));
    expect(query.get('status')).toBe('inactive');
    expect(query.has('isActive')).toBe(false);
  });

  it('maps no status to null, leaving both out', async () => {
    expect(toUserListParams(state()).isActive).toBeNull();
    const query = await sentQuery(state());
    expect(query.has('status')).toBe(false);
    expect(query.has('isActive')).toBe(false);
    expect(query.has('search')).toBe(false);
    expect(query.has('roleId')).toBe(false);
  });

  it('sends the paging, the search and each chosen role, group and branch as repeated keys', async () => {
    const query = await sentQuery(
      state({
        page: 3,
        search: 'bandung',
        roleId: ['r1', 'r2'],
        groupId: ['g1'],
        branchId: ['b1', 'b2'],
      }),
    );
    expect(query.get('page')).toBe('3');
    expect(query.get('limit')).toBe('10');
    expect(query.get('search')).toBe('bandung');
    expect(query.getAll('roleId')).toEqual(['r1', 'r2']);
    expect(query.getAll('groupId')).toEqual(['g1']);
    expect(query.getAll('branchId')).toEqual(['b1', 'b2']);
  });
});
