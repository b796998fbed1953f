import type { AreaEntry, UserGroup } from '@creditdesk/domain/users/users.schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../testing/render';
import { AreaTable } from './area-table';

const groups: UserGroup[] = [
  {
    _id: 'g-west',
    groupName: 'Jawa Barat',
    branches: [
      { _id: 'b-bandung', branchName: 'Bandung' },
      { _id: 'b-bogor', branchName: 'Bogor' },
    ],
  },
  { _id: 'g-north', groupName: 'Sumatera', branches: [{ _id: 'b-medan', branchName: 'Medan' }] },
];

/** The table wired to state, as the form uses it; every change is reported to `onChange`. */
const renderTable = (initial: AreaEntry[] = []) => {
  const onChange = vi.fn();
  function Harness() {
    const [area, setArea] = useState(initial);
    return (
      <AreaTable
        groups={groups}
        value={area}
        onChange={(next) => {
          onChange(next);
          setArea(next);
        }}
      />
    );
  }
  renderWithTheme(<Harness />);
  return { user: userEvent.setup(), onChange };
};

const selectAll = (groupName: string) =>
  screen.getByRole('checkbox', { name: `Select All ${groupName}` }) as HTMLInputElement;

describe('AreaTable', () => {
  it('lists each group with a Select All checkbox and hides branches until expanded', async () => {
    const { user } = renderTable();
    expect(screen.getByRole('columnheader', { name: 'Group' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Branch' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Select' })).toBeInTheDocument();
    expect(selectAll('Jawa Barat')).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Bandung (Jawa Barat)' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show branches of Jawa Barat' }));
    expect(screen.getByRole('checkbox', { name: 'Bandung (Jawa Barat)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide branches of Jawa Barat' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('selects every branch of a group with Select All, and clears them again', async () => {
    const { user, onChange } = renderTable();
    await user.click(selectAll('Jawa Barat'));
    expect(onChange).toHaveBeenLastCalledWith([
      { groupId: 'g-west', branch: [{ branchId: 'b-bandung' }, { branchId: 'b-bogor' }] },
    ]);
    expect(selectAll('Jawa Barat')).toBeChecked();
    expect(selectAll('Jawa Barat').indeterminate).toBe(false);

    await user.click(selectAll('Jawa Barat'));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(selectAll('Jawa Barat')).not.toBeChecked();
  });

  it('is indeterminate when only some branches are chosen, and checked once all are', async () => {
    const { user, onChange } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Show branches of Jawa Barat' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bogor (Jawa Barat)' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { groupId: 'g-west', branch: [{ branchId: 'b-bogor' }] },
    ]);
    expect(selectAll('Jawa Barat').indeterminate).toBe(true);
    expect(selectAll('Jawa Barat')).not.toBeChecked();
    expect(selectAll('Sumatera').indeterminate).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Bandung (Jawa Barat)' }));
    expect(selectAll('Jawa Barat').indeterminate).toBe(false);
    expect(selectAll('Jawa Barat')).toBeChecked();
  });

  it('shows a stored area as chosen, keeping the other groups when one changes', async () => {
    const { user, onChange } = renderTable([
      { groupId: 'g-west', branch: [{ branchId: 'b-bandung' }] },
    ]);
    expect(selectAll('Jawa Barat').indeterminate).toBe(true);
    expect(screen.getByText('Bandung')).toBeInTheDocument();

    await user.click(selectAll('Sumatera'));
    expect(onChange).toHaveBeenLastCalledWith([
      { groupId: 'g-west', branch: [{ branchId: 'b-bandung' }] },
      { groupId: 'g-north', branch: [{ branchId: 'b-medan' }] },
    ]);
    // Select All on a partly chosen group chooses the rest.
    await user.click(selectAll('Jawa Barat'));
    expect(onChange).toHaveBeenLastCalledWith([
      { groupId: 'g-west', branch: [{ branchId: 'b-bandung' }, { branchId: 'b-bogor' }] },
      { groupId: 'g-north', branch: [{ branchId: 'b-medan' }] },
    ]);
  });

  it('narrows the rows to the group chosen in the Group filter', async () => {
    const { user } = renderTable();
    await user.click(screen.getByRole('combobox', { name: 'Group' }));
    await user.click(await screen.findByRole('option', { name: 'Sumatera', hidden: true }));
    expect(screen.queryByRole('checkbox', { name: 'Select All Jawa Barat' })).toBeNull();
    expect(selectAll('Sumatera')).toBeInTheDocument();
  });
});
