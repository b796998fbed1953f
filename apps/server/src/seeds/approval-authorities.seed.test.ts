import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { SUPER_ADMIN_ROLE } from '@creditdesk/domain/access/built-in-role';
import { accessSubMenus } from '../modules/access/access.table';
import { roleAccess, roles } from '../modules/roles/roles.table';
import { users } from '../modules/users/users.table';
import { approvalAuthorities } from '../modules/approval-authorities/approval-authorities.table';
import { replaceApprovalTiers } from '../testing/approval-tiers';
import { adminSession, createRole } from '../testing/factories';
import { testAppFile } from '../testing/test-app-file';
import { seed } from './seed';

const file = testAppFile();
// The template holds a tier for every amount (testing/global-setup.ts); an install starts with none.
beforeAll(() => replaceApprovalTiers(file.context.db, []));
const admin = { email: 'boss@bank.example' };

/** The tiers as the API answers them, lowest first. */
const ladder = async () => {
  const { headers } = await adminSession(file.context);
  const response = await file.context.app.inject({
    method: 'GET',
    url: '/api/v1/master-data/approval-authorities?sortBy=plafondFrom&sortOrder=asc',
    headers,
  });
  return (
    response.json().response.data as {
      name: string;
      plafondFrom: { $numberDecimal: string };
      plafondTo: { $numberDecimal: string } | null;
      requiredApprovals: number;
      roles: { name: string }[];
      creditTypes: unknown[];
    }[]
  ).map((tier) => ({
    name: tier.name,
    from: tier.plafondFrom.$numberDecimal,
    to: tier.plafondTo?.$numberDecimal ?? null,
    approvals: tier.requiredApprovals,
    roles: tier.roles.map((role) => role.name),
    creditTypes: tier.creditTypes,
  }));
};

describe('approval authority seeds', () => {
  it('starts an install with one tier for every amount, approved once by any approver role', async () => {
    await createRole(file.context.db, { [SUB_MENUS.approval]: ['View', 'Action'] }, 'Approver');
    await createRole(file.context.db, { [SUB_MENUS.approval]: ['View'] }, 'Approval Viewer');
    await seed(file.context.db, { admin, demo: false });
    const expected = [
      {
        name: 'All amounts',
        from: '0.00',
        to: null,
        approvals: 1,
        roles: ['Approver', SUPER_ADMIN_ROLE],
        creditTypes: [],
      },
    ];
    expect(await ladder()).toEqual(expected);

    // Later starts keep the tier as the bank edited it, and add none.
    await file.context.db.update(approvalAuthorities).set({ requiredApprovals: 2 });
    await seed(file.context.db, { admin, demo: false });
    expect(await ladder()).toEqual([{ ...expected[0], approvals: 2 }]);
    await file.context.db.update(approvalAuthorities).set({ requiredApprovals: 1 });
  });

  it('replaces the default tier by the demo ladder and its approvers, once', async () => {
    await seed(file.context.db, { admin, demo: true });
    await seed(file.context.db, { admin, demo: true });
    expect(await ladder()).toEqual([
      {
        name: 'Wewenang Kepala Cabang',
        from: '0.00',
        to: '500000000.00',
        approvals: 1,
        roles: ['Credit Reviewer', 'Kepala Cabang'],
        creditTypes: [],
      },
      {
        name: 'Wewenang Kepala Wilayah',
        from: '500000000.00',
        to: '5000000000.00',
        approvals: 2,
        roles: ['Kepala Cabang', 'Kepala Wilayah'],
        creditTypes: [],
      },
      {
        name: 'Komite Kredit',
        from: '5000000000.00',
        to: null,
        approvals: 3,
        roles: ['Komite Kredit'],
        creditTypes: [],
      },
    ]);

    const membersOf = async (roleName: string) =>
      (
        await file.context.db
          .select({ email: users.email })
          .from(users)
          .innerJoin(roles, eq(roles.id, users.roleId))
          .where(eq(roles.name, roleName))
      ).map((user) => user.email);
    expect(await membersOf('Kepala Cabang')).toEqual(['kepala.cabang@creditdesk.local']);
    expect(await membersOf('Kepala Wilayah')).toEqual(['kepala.wilayah@creditdesk.local']);
    expect((await membersOf('Komite Kredit')).sort()).toEqual([
      'komite1@creditdesk.local',
      'komite2@creditdesk.local',
      'komite3@creditdesk.local',
    ]);

    const approvalRightsOf = async (roleName: string) =>
      (
        await file.context.db
          .select({ access: roleAccess.accessType })
          .from(roleAccess)
          .innerJoin(roles, eq(roles.id, roleAccess.roleId))
          .innerJoin(accessSubMenus, eq(accessSubMenus.id, roleAccess.subMenuId))
          .where(eq(roles.name, roleName))
      )
        .map((row) => row.access)
        .sort();
    expect(await approvalRightsOf('Kepala Cabang')).toEqual([
      'Access',
      'Action',
      'Read',
      'View',
      'Waive',
    ]);
    expect(await approvalRightsOf('Komite Kredit')).toEqual(['Access', 'Action', 'Read', 'View']);
  });
});
