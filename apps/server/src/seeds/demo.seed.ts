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
import { seedDemoLadder } from './approval-authorities.seed';

interface DemoUser {
  name: string;
  email: string;
  password: string;
  role: string;
  grants: Record<string, readonly AccessType[]>;
}

/**
 * The approvers of the demo ladder (approval-authorities.seed.ts): each of `people` (name, email,
 * password) under `role`, which reads the dashboard and applications and approves; `extra`
 * Approval rights beside View and Action (Waive grants deferred documents).
 */
const approverUsers = (
  role: string,
  extra: readonly AccessType[],
  people: readonly (readonly [string, string, string])[],
) =>
  people.map(([name, email, password]) => ({
    name,
    email,
    password,
    role,
    grants: {
      [SUB_MENUS.dashboard]: ['Access'],
      [SUB_MENUS.creditApplication]: ['Read'],
      [SUB_MENUS.approval]: ['View', 'Action', ...extra],
    } as Record<string, readonly AccessType[]>,
  }));

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
  ...approverUsers(
    'Kepala Cabang',
    ['Waive'],
    [['Agus Kepala Cabang', 'kepala.cabang@creditdesk.local', 'Cabang.2026']],
  ),
  ...approverUsers(
    'Kepala Wilayah',
    ['Waive'],
    [['Dewi Kepala Wilayah', 'kepala.wilayah@creditdesk.local', 'Wilayah.2026']],
  ),
  ...approverUsers(
    'Komite Kredit',
    [],
    [
      ['Hendra Komite', 'komite1@creditdesk.local', 'Komite1.2026'],
      ['Sari Komite', 'komite2@creditdesk.local', 'Komite2.2026'],
      ['Yudi Komite', 'komite3@creditdesk.local', 'Komite3.2026'],
    ],
  ),
] as const satisfies readonly DemoUser[];

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
  for (const demo of DEMO_USERS as readonly DemoUser[]) {
    const role = await ensureRole(executor, demo.role, demo.grants);
    if (await findUserByEmail(executor, demo.email)) continue;
    await insertUser(executor, {
      name: demo.name,
      email: demo.email,
      passwordHash: await hashPassword(demo.password),
      roleId: role.id,
    });
  }
  await seedDemoLadder(executor);
};
