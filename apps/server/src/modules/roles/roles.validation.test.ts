import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../testing/http';
import { call, createRole, expectRefused, grant, menu } from './roles.fixture';

describe('roles', () => {
  it('answers 400 with the spec messages and writes nothing', async () => {
    const access = [grant('Master Data', { 'Master Data Group': ['Read'] })];
    await expectRefused([{ access }, { name: '   ', access }], 'Role Name must be filled');
    await expectRefused(
      [{ name: 'x'.repeat(76), access }],
      'Must be 75 characters or less. Now 76 characters',
    );
    await expectRefused(
      [{ name: 'No Access' }, { name: 'No Access', access: [] }],
      'At least one access is required',
    );
    await expectRefused(
      [
        { name: 'Nothing Checked', access: [grant('Master Data', { 'Master Data Group': [] })] },
        { name: 'Nothing Checked', access: [grant('Approval', {})] },
      ],
      'At least have one access',
    );
    await expectRefused(
      [{ name: 'Empty Menu', access: [{ ...access[0], accessId: ' ' }] }],
      'Menu must be filled',
    );
    await expectRefused(
      [
        {
          name: 'Empty Sub Menu',
          access: [{ ...access[0], subMenu: [{ subMenuId: '', access: ['Read'] }] }],
        },
      ],
      'Sub Menu must be filled',
    );
    await expectRefused(
      [
        {
          name: 'Empty Type',
          access: [grant('Master Data', { 'Master Data Group': ['Read', ''] })],
        },
      ],
      'Access type must be filled',
    );
  });

  it('reports every spec message of a form at once, each at its field', async () => {
    const response = await call('POST', '/role', {
      name: 'x'.repeat(80),
      access: [grant('Master Data', { 'Master Data Group': [] })],
    });
    expect(fieldErrorsOf(response)).toEqual([
      { path: 'name', message: 'Must be 75 characters or less. Now 80 characters' },
      { path: 'access', message: 'At least have one access' },
    ]);
  });

  it('refuses menus, sub menus and access types the catalogue does not have', async () => {
    const unknownId = '00000000-0000-4000-8000-000000000000';
    await expectRefused(
      [
        {
          name: 'Unknown Menu',
          access: [{ accessId: unknownId, subMenu: [] }, grant('Approval', { Approval: ['View'] })],
        },
      ],
      `Menu ${unknownId} does not exist.`,
    );
    await expectRefused(
      [
        {
          name: 'Unknown Sub Menu',
          access: [
            {
              accessId: menu('Master Data')._id,
              subMenu: [{ subMenuId: 'not-a-uuid', access: ['Read'] }],
            },
          ],
        },
      ],
      'Sub menu not-a-uuid does not exist.',
    );
    await expectRefused(
      [
        {
          name: 'Wrong Menu',
          access: [
            {
              accessId: menu('Approval')._id,
              subMenu: grant('Master Data', { 'Master Data Group': ['Read'] }).subMenu,
            },
          ],
        },
      ],
      'Sub menu Master Data Group does not belong to menu Approval.',
    );
    await expectRefused(
      [
        {
          name: 'Report On Group',
          access: [grant('Master Data', { 'Master Data Group': ['Read', 'Report'] })],
        },
      ],
      'Access type Report is not available for Master Data Group.',
    );
    await expectRefused(
      [{ name: 'Made Up Type', access: [grant('Approval', { Approval: ['Fly'] })] }],
      'Access type Fly is not available for Approval.',
    );
    const response = await call('POST', '/role', {
      name: 'Report On Group',
      access: [grant('Master Data', { 'Master Data Group': ['Report'] })],
    });
    expect(fieldErrorsOf(response)).toEqual([
      {
        path: 'access.0.subMenu.0.access.0',
        message: 'Access type Report is not available for Master Data Group.',
      },
    ]);
    const onDebiturs = await createRole('Debitur Reporter', [
      grant('Master Data', { 'Debitur Management': ['Report'] }),
    ]);
    expect(onDebiturs._id).toEqual(expect.any(String));
  });

  it('refuses an unknown sub menu on update and keeps the role as it was', async () => {
    const role = await createRole('Kept');
    const response = await call('PUT', `/role/${role._id}`, {
      name: 'Changed',
      access: [
        {
          accessId: menu('Master Data')._id,
          subMenu: [{ subMenuId: menu('Approval')._id, access: ['Read'] }],
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Sub menu ${menu('Approval')._id} does not exist.`);
    expect((await call('GET', `/role/${role._id}`)).json().response).toMatchObject({
      name: 'Kept',
      version: 1,
      access: [{ accessId: { subMenu: [{ name: 'Master Data Group', access: ['Read'] }] } }],
    });
  });

  it('answers 409 for a duplicate name, case aside, on create and update', async () => {
    await createRole('Auditor');
    const duplicate = await call('POST', '/role', {
      name: 'AUDITOR',
      access: [grant('Approval', { Approval: ['View'] })],
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Role Name already exists.');
    const other = await createRole('Analyst');
    const renamed = await call('PUT', `/role/${other._id}`, {
      name: ' auditor ',
      access: [grant('Approval', { Approval: ['View'] })],
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe('Role Name already exists.');
    expect((await call('GET', `/role/${other._id}`)).json().response).toMatchObject({
      name: 'Analyst',
      access: [{ accessId: { subMenu: [{ name: 'Master Data Group' }] } }],
    });
  });

  it('answers 409 to a stale version and changes neither the name nor the grants', async () => {
    const role = await createRole('Reviewer');
    const access = [grant('Approval', { Approval: ['View', 'Action'] })];
    expect(
      (await call('PUT', `/role/${role._id}`, { name: 'Reviewer', access, version: 1 })).statusCode,
    ).toBe(200);
    const stale = await call('PUT', `/role/${role._id}`, {
      name: 'Reviewer Two',
      access: [grant('Report', { SDK: ['Read'] })],
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('request.staleRecord');
    expect((await call('GET', `/role/${role._id}`)).json().response).toMatchObject({
      name: 'Reviewer',
      version: 2,
      access: [{ accessId: { name: 'Approval', subMenu: [{ access: ['View', 'Action'] }] } }],
    });
  });
});
