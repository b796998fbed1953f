import { eq, inArray } from 'drizzle-orm';
import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import type { Executor } from '../db/client';
import { accessSubMenus } from '../modules/access/access.table';
import { hashPassword } from '../modules/auth/passwords';
import { roleAccess, roles } from '../modules/roles/roles.table';
import { findUserByEmail, insertUser } from '../modules/users/users.repository';
import { seedDemoLadder } from './approval-authorities.seed';
import { DEMO_USERS, type DemoUser } from './demo-users';

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
