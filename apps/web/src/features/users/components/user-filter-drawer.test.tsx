import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { okResponse, stubFetch } from '../../../testing/api-answers';
import { AREA_GROUPS } from '../../../testing/area';
import { chooseOption } from '../../../testing/choose-option';
import { renderWithQueryClient } from '../../../testing/render';
import { NO_USER_FILTERS, UserFilterDrawer, type UserFilters } from './user-filter-drawer';

// The users options call: every role, and only the groups that have branches.
const fetchMock = stubFetch(() =>
  okResponse({
    roles: [{ _id: 'r-officer', name: 'Account Officer' }],
    groups: AREA_GROUPS,
  }),
);

const renderDrawer = (value: UserFilters = NO_USER_FILTERS) => {
  const onApply = vi.fn();
  const { user } = renderWithQueryClient(
    <UserFilterDrawer opened onClose={vi.fn()} value={value} onApply={onApply} />,
  );
  return { user, onApply };
};

describe('UserFilterDrawer', () => {
  it('applies the chosen roles, groups, branches and status together', async () => {
    const { user, onApply } = renderDrawer();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await chooseOption('Role', 'Account Officer', user);
    await chooseOption('Group', 'Sumatera', user);
    await chooseOption('Branch', 'Medan', user);
    await chooseOption('Status', 'Inactive', user);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({
      roleId: ['r-officer'],
      groupId: ['g-sumut'],
      branchId: ['b-medan'],
      status: 'inactive',
    });
  });

  it('offers the groups from the options call, and the branches of the chosen groups', async () => {
    const { user } = renderDrawer({ ...NO_USER_FILTERS, groupId: ['g-jabar'] });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('combobox', { name: 'Group' }));
    expect(await screen.findByRole('option', { name: 'Sumatera', hidden: true })).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Branch' }));
    expect(await screen.findByRole('option', { name: 'Bandung', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Medan', hidden: true })).toBeNull();
  });

  it('resets every field, applying no filter', async () => {
    const { user, onApply } = renderDrawer({
      roleId: ['r-officer'],
      groupId: ['g-jabar'],
      branchId: ['b-bandung'],
      status: 'active',
    });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(NO_USER_FILTERS);
  });
});
