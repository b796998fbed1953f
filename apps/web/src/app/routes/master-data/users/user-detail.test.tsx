import { SUB_MENUS, type AccessType } from '@creditdesk/domain/access/access-catalogue';
import type { DataScope } from '@creditdesk/domain/access/privilege';
import type { User, UserOptions } from '@creditdesk/domain/users/users.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, okResponse, stubFetch } from '../../../../testing/api-answers';
import { renderInApp } from '../../../../testing/render-in-app';
import { user as userRecord } from '../../../../testing/users';
import { UserDetailRoute } from './user-detail';

// 12:05 UTC is 19:05 in Jakarta, the bank's clock.
const LOCKED_UNTIL = '2026-11-27T12:05:00.000Z';

const lockedUser = userRecord({
  version: 3,
  hasPassword: true,
  role: { _id: 'r1', name: 'Teller' },
  groups: [
    { _id: 'g1', groupName: 'Jawa Barat', branches: [{ _id: 'b1', branchName: 'Bandung' }] },
  ],
  lockedUntil: LOCKED_UNTIL,
});

/** Options as the server gives them to a manager of Bandung only: Medan is not his to give. */
const options: UserOptions = {
  roles: [{ _id: 'r1', name: 'Teller', grantable: true }],
  groups: [
    {
      _id: 'g1',
      groupName: 'Jawa Barat',
      branches: [{ _id: 'b1', branchName: 'Bandung', grantable: true }],
    },
    {
      _id: 'g2',
      groupName: 'Sumatera',
      branches: [{ _id: 'b2', branchName: 'Medan', grantable: false }],
    },
  ],
};

const fetchMock = stubFetch();
const requests = () =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

/** The detail of `user`, signed in with `access` and a role of `dataScope`. */
const renderDetail = (
  user: User,
  access: AccessType[] = ['Read', 'Update'],
  dataScope: DataScope = 'area',
) => {
  let current = user;
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/master-data/user/options')) return okResponse(options);
    if (url.endsWith('/unlock') && init?.method === 'POST') {
      current = { ...current, lockedUntil: null };
      return okResponse(current);
    }
    if (url.endsWith(`/master-data/user/${user._id}`)) return okResponse(current);
    return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not found' });
  });
  return renderInApp(<UserDetailRoute />, {
    address: `/master-data/user-management/${user._id}`,
    path: '/master-data/user-management/:id',
    access: { [SUB_MENUS.userManagement]: access },
    user: { role: { _id: 'r-manager', name: 'Manager', dataScope } },
  });
};

describe('UserDetailRoute', () => {
  it('shows until when a locked user is locked, and unlocks him after the question', async () => {
    const { user } = renderDetail(lockedUser);
    expect(await screen.findByText('Locked')).toBeInTheDocument();
    expect(
      screen.getByText('After failed sign-in attempts, until 2026-11-27 19:05 (Asia/Jakarta)'),
    ).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Unlock' }));
    expect(screen.getByRole('link', { name: /Edit/ })).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Unlock Account' });
    expect(requests().some((request) => request.startsWith('POST'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));

    await waitFor(() => expect(requests()).toContain('POST /api/v1/master-data/user/u1/unlock'));
    expect(await screen.findByText('Not locked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unlock' })).toBeNull();
  });

  it('offers no Unlock without User Management Update', async () => {
    renderDetail(lockedUser, ['Read']);
    expect(await screen.findByText('Locked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unlock' })).toBeNull();
  });

  it('keeps a user working outside the manager’s area read-only: no Edit, Delete or Unlock', async () => {
    const elsewhere: User = {
      ...lockedUser,
      groups: [
        { _id: 'g2', groupName: 'Sumatera', branches: [{ _id: 'b2', branchName: 'Medan' }] },
      ],
    };
    renderDetail(elsewhere, ['Read', 'Update', 'Delete']);
    expect(await screen.findByText('Locked')).toBeInTheDocument();
    await waitFor(() => expect(requests()).toContain('GET /api/v1/master-data/user/options'));
    expect(screen.queryByRole('button', { name: 'Unlock' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('lets a manager who sees all branches unlock a user anywhere', async () => {
    renderDetail(
      {
        ...lockedUser,
        groups: [
          { _id: 'g2', groupName: 'Sumatera', branches: [{ _id: 'b2', branchName: 'Medan' }] },
        ],
      },
      ['Read', 'Update'],
      'all',
    );
    expect(await screen.findByRole('button', { name: 'Unlock' })).toBeInTheDocument();
  });
});
