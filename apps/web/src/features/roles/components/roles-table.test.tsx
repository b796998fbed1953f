import { SUB_MENUS, type AccessType } from '@creditdesk/domain/access/access-catalogue';
import { ROLE_MESSAGES } from '@creditdesk/domain/roles/roles.schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/api-answers';
import { renderInApp } from '../../../testing/render-in-app';
import { role } from '../../../testing/roles';
import { useDeleteRole } from '../api/delete-role';
import { useRoles } from '../api/get-roles';
import { RolesTable } from './roles-table';
import { columnHeaders } from '../../../testing/column-headers';

const analyst = role({
  access: [
    {
      accessId: {
        _id: 'm1',
        name: 'Master Data',
        subMenu: [
          { _id: 's1', name: 'Master Data Group', access: ['Read', 'Create'] },
          { _id: 's2', name: 'Master Data Role', access: ['Read'] },
        ],
      },
    },
    {
      accessId: {
        _id: 'm2',
        name: 'Approval',
        subMenu: [{ _id: 's3', name: 'Approval', access: ['View'] }],
      },
    },
  ],
});
const superAdmin = role({ _id: 'r0', name: 'Super Admin', builtIn: true });

const renderTable = (roleAccess: AccessType[]) =>
  renderInApp(
    <RolesTable
      page={1}
      limit={10}
      search=""
      onPageChange={vi.fn()}
      detailHref={(id) => `/master-data/role/detail/${id}?tab=role-list`}
      editHref={(id) => `/master-data/role/edit/${id}?tab=role-list`}
      calls={{ useList: useRoles, useDelete: useDeleteRole }}
      subMenu={SUB_MENUS.role}
      messages={ROLE_MESSAGES}
    />,
    {
      access: { [SUB_MENUS.role]: roleAccess },
      user: { _id: 'u1', name: 'Dewi', email: 'dewi@bank.co.id' },
    },
  );

stubFetch(() =>
  jsonResponse(200, { message: 'Roles', response: { data: [analyst, superAdmin], total: 2 } }),
);

describe('RolesTable', () => {
  it('shows a Role Access line per menu with its sub menus joined by " | "', async () => {
    renderTable(['Read', 'Update', 'Delete']);
    const row = await screen.findByRole('row', { name: /Credit Analyst/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('1');
    expect(
      within(cells[2]!)
        .getAllByText(/.+/)
        .map((line) => line.textContent),
    ).toEqual(['Master Data Group: Read, Create | Master Data Role: Read', 'Approval: View']);
    expect(within(row).getByRole('link', { name: 'Credit Analyst' })).toHaveAttribute(
      'href',
      '/master-data/role/detail/r1?tab=role-list',
    );
    expect(within(row).getByRole('link', { name: 'Edit Credit Analyst' })).toHaveAttribute(
      'href',
      '/master-data/role/edit/r1?tab=role-list',
    );
    expect(within(row).getByRole('button', { name: 'Delete Credit Analyst' })).toBeInTheDocument();
  });

  it('offers no edit or delete on the built-in Super Admin role', async () => {
    renderTable(['Read', 'Update', 'Delete']);
    const row = await screen.findByRole('row', { name: /Super Admin/ });
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent(/^-$/);
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Built-in role' })).toBeInTheDocument();
  });

  it('shows only the actions the role may use and hides the column with neither', async () => {
    renderTable(['Read', 'Delete']);
    const row = await screen.findByRole('row', { name: /Credit Analyst/ });
    expect(
      within(row).queryByRole('link', { name: 'Edit Credit Analyst' }),
    ).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete Credit Analyst' })).toBeInTheDocument();
  });

  it('hides the Action column without Update or Delete', async () => {
    renderTable(['Read']);
    await screen.findByRole('link', { name: 'Credit Analyst' });
    expect(columnHeaders(screen.getByRole('table'))).toEqual(['No', 'Role Name', 'Role Access']);
  });
});
