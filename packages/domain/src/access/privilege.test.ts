import { describe, expect, it } from 'vitest';
import {
  areaRefusal,
  dataScopeOf,
  grantRefusal,
  mayGrant,
  PRIVILEGE_MESSAGES,
  type Grantor,
} from './privilege';

const manager: Grantor = {
  superAdmin: false,
  dataScope: 'area',
  permissions: [
    { subMenu: 'User Management', access: ['Read', 'Create'] },
    { subMenu: 'Master Data Role', access: ['Read'] },
  ],
};

describe('grantRefusal', () => {
  it('allows a role whose rights are a subset of the grantor’s, in his scope', () => {
    expect(
      grantRefusal(manager, {
        builtIn: false,
        dataScope: 'area',
        permissions: [{ subMenu: 'User Management', access: ['Read'] }],
      }),
    ).toBeUndefined();
    expect(mayGrant(manager, { builtIn: false, dataScope: 'area', permissions: [] })).toBe(true);
  });

  it('refuses a right he lacks, on a sub menu he has or one he has not', () => {
    for (const permissions of [
      [{ subMenu: 'User Management', access: ['Delete'] as const }],
      [{ subMenu: 'Approval', access: ['View'] as const }],
    ])
      expect(
        grantRefusal(manager, {
          builtIn: false,
          dataScope: 'area',
          permissions: permissions.map((grant) => ({ ...grant, access: [...grant.access] })),
        }),
      ).toBe(PRIVILEGE_MESSAGES.rightsNotHeld);
  });

  it('gives All branches only to a grantor who sees all branches', () => {
    const role = { builtIn: false, dataScope: 'all' as const, permissions: [] };
    expect(grantRefusal(manager, role)).toBe(PRIVILEGE_MESSAGES.allBranchesOnly);
    expect(grantRefusal({ ...manager, dataScope: 'all' }, role)).toBeUndefined();
  });

  it('gives the built-in Super Admin role only to a Super Admin', () => {
    const superAdminRole = { builtIn: true, dataScope: 'all' as const, permissions: [] };
    expect(grantRefusal({ ...manager, dataScope: 'all' }, superAdminRole)).toBe(
      PRIVILEGE_MESSAGES.superAdminOnly,
    );
    expect(
      grantRefusal({ ...manager, superAdmin: true, dataScope: 'all' }, superAdminRole),
    ).toBeUndefined();
  });
});

describe('dataScopeOf', () => {
  it('reads anything but all as the narrower area', () => {
    expect(dataScopeOf('all')).toBe('all');
    expect(dataScopeOf('area')).toBe('area');
    expect(dataScopeOf('everything')).toBe('area');
    expect(dataScopeOf(null)).toBe('area');
  });
});

describe('areaRefusal', () => {
  it('allows only branches within the actor’s area, any branch when he sees all', () => {
    const ownArea = { all: false as const, branchIds: ['bandung', 'bogor'] };
    expect(areaRefusal(ownArea, ['bandung'])).toBeUndefined();
    expect(areaRefusal(ownArea, [])).toBeUndefined();
    expect(areaRefusal(ownArea, ['bandung', 'medan'])).toBe(PRIVILEGE_MESSAGES.areaNotHeld);
    expect(areaRefusal(ownArea, ['medan'], PRIVILEGE_MESSAGES.userOutsideArea)).toBe(
      PRIVILEGE_MESSAGES.userOutsideArea,
    );
    expect(areaRefusal({ all: true }, ['medan'])).toBeUndefined();
  });
});
