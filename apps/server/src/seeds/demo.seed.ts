import { eq, inArray } from 'drizzle-orm';
import {
  REPORT_PAGES,
  SUB_MENUS,
  type AccessType,
} from '@creditdesk/domain/access/access-catalogue';
import type { Executor } from '../db/client';
import { accessSubMenus } from '../modules/access/access.table';
import { hashPassword } from '../modules/auth/passwords';
import { roleAccess, roles } from '../modules/roles/roles.table';
import { findUserByEmail, insertUser } from '../modules/users/users.repository';

/** Demo staff for trying CreditDesk out (SEED_DEMO=true); their passwords are in the README. */
export const DEMO_USERS = [
  {
    name: 'Rina Officer',
    email: 'officer@creditdesk.local',
    password: 'Officer.2026',
    role: 'Credit Officer',
    grants: {
      [SUB_MENUS.dashboard]: ['Access'],
      [SUB_MENUS.creditApplication]: ['Read', 'Create', 'Update', 'Delete'],
      [SUB_MENUS.debiturManagement]: ['Read', 'Create', 'Update', 'Report'],
      // The officer exports his lists, as he did before exports needed their own right.
      [SUB_MENUS.export]: ['Export'],
      // The officer follows the due dates of the files he keeps: every report page.
      ...Object.fromEntries(REPORT_PAGES.map((page) => [page.name, ['Read', 'Export'] as const])),
    },
  },
  {
    name: 'Budi Reviewer',
    email: 'reviewer@creditdesk.local',
    password: 'Review.2026',
    role: 'Credit Reviewer',
    grants: {
      [SUB_MENUS.dashboard]: ['Access'],
      [SUB_MENUS.creditApplication]: ['Read'],
      [SUB_MENUS.approval]: ['View', 'Action'],
    },
  },
] as const satisfies ReadonlyArray<{
  name: string;
  email: string;
  password: string;
  role: string;
  grants: Record<string, readonly AccessType[]>;
}>;

const ensureRole = async (
  executor: Executor,
  name: string,
  grants: Record<string, readonly AccessType[]>,
) => {
  const [existing] = await executor.select().from(roles).where(eq(roles.name, name));
  if (existing) return existing;
  // The demo staff have no area (the demo loads no groups or branches), so they see every branch.
  const [role] = await executor.insert(roles).values({ name, dataScope: 'all' }).returning();
  if (!role) throw new Error(`could not seed role ${name}`);
  const subMenus = await executor
    .select()
    .from(accessSubMenus)
    .where(inArray(accessSubMenus.name, Object.keys(grants)));
  await executor.insert(roleAccess).values(
    subMenus.flatMap((subMenu) =>
      (grants[subMenu.name] ?? []).map((accessType) => ({
        roleId: role.id,
        subMenuId: subMenu.id,
        accessType,
      })),
    ),
  );
  return role;
};

export const seedDemo = async (executor: Executor) => {
  for (const demo of DEMO_USERS) {
    const role = await ensureRole(executor, demo.role, demo.grants);
    if (await findUserByEmail(executor, demo.email)) continue;
    await insertUser(executor, {
      name: demo.name,
      email: demo.email,
      passwordHash: await hashPassword(demo.password),
      roleId: role.id,
    });
  }
};
