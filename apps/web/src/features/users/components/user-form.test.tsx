import type { UserOptions } from '@creditdesk/domain/users/users.schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { okResponse, stubFetch } from '../../../testing/api-answers';
import { renderWithQueryClient } from '../../../testing/render';
import { UserForm } from './user-form';

/** The options of a manager of Bandung only: Bogor and Medan are the filter's, not his to give. */
const options: UserOptions = {
  roles: [
    { _id: 'r-teller', name: 'Teller', grantable: true },
    { _id: 'r-admin', name: 'Super Admin', grantable: false },
  ],
  groups: [
    {
      _id: 'g-west',
      groupName: 'Jawa Barat',
      branches: [
        { _id: 'b-bandung', branchName: 'Bandung', grantable: true },
        { _id: 'b-bogor', branchName: 'Bogor', grantable: false },
      ],
    },
    {
      _id: 'g-north',
      groupName: 'Sumatera',
      branches: [{ _id: 'b-medan', branchName: 'Medan', grantable: false }],
    },
  ],
};

stubFetch(() => okResponse(options));

describe('UserForm', () => {
  it('offers only the groups and branches the signed-in user may give', async () => {
    const { user } = renderWithQueryClient(
      <UserForm
        defaultValues={{
          createdBy: 'Staff',
          createdDate: '2026-11-27',
          name: '',
          email: '',
          status: 'active',
          roleId: '',
          area: [],
        }}
        saving={false}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Show branches of Jawa Barat' }));
    expect(screen.getByRole('checkbox', { name: 'Bandung (Jawa Barat)' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Bogor (Jawa Barat)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show branches of Sumatera' })).toBeNull();
  });
});
