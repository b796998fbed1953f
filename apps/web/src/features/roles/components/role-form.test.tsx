import { ACCESS_CATALOGUE } from '@creditdesk/domain/access/access-catalogue';
import type { AccessMenu } from '@creditdesk/domain/access/access.schemas';
import { PRIVILEGE_MESSAGES } from '@creditdesk/domain/access/privilege';
import { ROLE_MESSAGES } from '@creditdesk/domain/roles/roles.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRecordForm } from '../../../testing/record-form';
import { RoleForm, type RoleFormProps } from './role-form';
import { englishMessage } from '@creditdesk/domain/shared/message-codes';
import { columnHeaders } from '../../../testing/column-headers';

/** The real catalogue, with each menu and sub menu identified by its name. */
const catalogue: AccessMenu[] = ACCESS_CATALOGUE.map((menu) => ({
  _id: menu.name,
  name: menu.name,
  subMenu: menu.subMenus.map((subMenu) => ({
    _id: subMenu.name,
    name: subMenu.name,
    access: [...subMenu.access],
  })),
}));

/** A Super Admin: every access type of the catalogue, every branch. */
const everything: RoleFormProps['grantor'] = {
  dataScope: 'all',
  permissions: catalogue.flatMap((menu) =>
    menu.subMenu.map((subMenu) => ({ subMenu: subMenu.name, access: subMenu.access })),
  ),
};

const renderForm = (props: Partial<RoleFormProps> = {}) => {
  const { onSubmit } = renderRecordForm((formProps) => (
    <RoleForm catalogue={catalogue} grantor={everything} {...formProps} {...props} />
  ));
  return { user: userEvent.setup(), onSubmit };
};

const masterData = () => screen.getByRole('table', { name: 'Master Data' });
const rowOf = (table: HTMLElement, subMenu: string) =>
  within(table).getByRole('row', { name: new RegExp(`^${subMenu}`) });

describe('RoleForm', () => {
  it('shows a table per menu with the types the menu offers and a dash where a sub menu lacks one', () => {
    renderForm();
    expect(screen.getAllByRole('table').map((table) => table.getAttribute('aria-label'))).toEqual(
      catalogue.map((menu) => menu.name),
    );
    expect(columnHeaders(masterData())).toEqual([
      'Sub Menu',
      'Read',
      'Create',
      'Update',
      'Delete',
      'Report',
    ]);

    const group = rowOf(masterData(), 'Master Data Group');
    expect(within(group).getAllByRole('checkbox')).toHaveLength(4);
    expect(within(group).getAllByRole('cell').at(-1)).toHaveTextContent(/^-$/);
    const debiturs = rowOf(masterData(), 'Debitur Management');
    expect(
      within(debiturs).getByRole('checkbox', { name: 'Debitur Management Report' }),
    ).toBeInTheDocument();

    const approval = screen.getByRole('table', { name: 'Approval' });
    expect(columnHeaders(approval)).toEqual(['Sub Menu', 'View', 'Action', 'Waive']);
  });

  it('sends only the checked sub menus, under the menus that still have one', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/^Role Name/), '  Credit Analyst ');
    await user.click(screen.getByRole('checkbox', { name: 'Master Data Branch Update' }));
    await user.click(screen.getByRole('checkbox', { name: 'Master Data Branch Read' }));
    await user.click(screen.getByRole('checkbox', { name: 'Approval View' }));
    await user.click(screen.getByRole('checkbox', { name: 'Approval View' }));
    await user.click(screen.getByRole('checkbox', { name: 'SDK Export' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Credit Analyst',
      access: [
        {
          accessId: 'Master Data',
          subMenu: [{ subMenuId: 'Master Data Branch', access: ['Read', 'Update'] }],
        },
        { accessId: 'Report', subMenu: [{ subMenuId: 'SDK', access: ['Export'] }] },
      ],
      dataScope: 'area',
    });
  });

  it('starts from the role being edited and drops a menu whose last type is unchecked', async () => {
    const { user, onSubmit } = renderForm({
      role: {
        name: 'Reviewer',
        dataScope: 'all',
        access: [
          {
            accessId: {
              _id: 'Master Data',
              name: 'Master Data',
              subMenu: [{ _id: 'Master Data Role', name: 'Master Data Role', access: ['Read'] }],
            },
          },
          {
            accessId: {
              _id: 'Approval',
              name: 'Approval',
              subMenu: [{ _id: 'Approval', name: 'Approval', access: ['View', 'Action'] }],
            },
          },
        ],
      },
    });
    expect(screen.getByLabelText(/^Role Name/)).toHaveValue('Reviewer');
    expect(screen.getByRole('checkbox', { name: 'Master Data Role Read' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Approval Action' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Master Data Role Create' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Master Data Role Read' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Reviewer',
      access: [
        { accessId: 'Approval', subMenu: [{ subMenuId: 'Approval', access: ['View', 'Action'] }] },
      ],
      dataScope: 'all',
    });
  });

  it('sends the chosen data access, Own area by default', async () => {
    const { user, onSubmit } = renderForm();
    expect(screen.getByRole('radio', { name: 'Own area' })).toBeChecked();
    await user.type(screen.getByLabelText(/^Role Name/), 'Regional Analyst');
    await user.click(screen.getByRole('checkbox', { name: 'Approval View' }));
    await user.click(screen.getByRole('radio', { name: 'All branches' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ dataScope: 'all' });
  });

  it('lets a grantor check only access types he holds, and All branches only if he sees them', async () => {
    const { user } = renderForm({
      grantor: {
        dataScope: 'area',
        permissions: [{ subMenu: 'Master Data Role', access: ['Read', 'Update'] }],
      },
      role: {
        name: 'Clerk',
        dataScope: 'area',
        access: [
          {
            accessId: {
              _id: 'Approval',
              name: 'Approval',
              subMenu: [{ _id: 'Approval', name: 'Approval', access: ['View'] }],
            },
          },
        ],
      },
    });
    expect(
      screen.getByText(englishMessage(PRIVILEGE_MESSAGES.rightsNotHeld), { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Master Data Role Read' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Master Data Role Create' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Approval Action' })).toBeDisabled();
    // A right he lacks that the role already has may be taken away.
    const held = screen.getByRole('checkbox', { name: 'Approval View' });
    expect(held).toBeEnabled();
    await user.click(held);
    expect(held).not.toBeChecked();
    expect(held).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'All branches' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Own area' })).toBeEnabled();
  });

  it('locks the access and data access of the signed-in user’s own role', () => {
    renderForm({
      ownRole: true,
      role: { name: 'Mine', dataScope: 'area', access: [] },
    });
    expect(screen.getByText(englishMessage(PRIVILEGE_MESSAGES.ownRoleNotice))).toBeInTheDocument();
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toBeDisabled();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByLabelText(/^Role Name/)).toBeEnabled();
  });

  it('shows the spec messages under the fields and sends nothing', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(englishMessage(ROLE_MESSAGES.nameRequired))).toBeInTheDocument();
    expect(screen.getByText('At least have one access')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Role Name/), 'x'.repeat(76));
    expect(
      await screen.findByText('Must be 75 characters or less. Now 76 characters'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server refusal and disables Cancel and submit while saving', () => {
    renderForm({ saving: true, failure: 'Role Name already exists.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Role Name already exists.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
