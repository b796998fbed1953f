import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SUPER_ADMIN_ROLE } from '@creditdesk/domain/access/built-in-role';
import { PASSWORD_SPECIAL_CHARACTERS } from '@creditdesk/domain/auth/password-rules';
import type { Executor } from '../db/client';
import { accessSubMenus } from '../modules/access/access.table';
import { hashPassword } from '../modules/auth/passwords';
import { roleAccess, roles } from '../modules/roles/roles.table';
import { countUsers, insertUser } from '../modules/users/users.repository';

/**
 * The "Super Admin" role, holding every access of the catalogue and seeing every branch (both
 * re-granted on each start).
 */
export const seedSuperAdminRole = async (executor: Executor) => {
  let [role] = await executor.select().from(roles).where(eq(roles.name, SUPER_ADMIN_ROLE));
  role ??= (
    await executor.insert(roles).values({ name: SUPER_ADMIN_ROLE, dataScope: 'all' }).returning()
  )[0];
  if (!role) throw new Error('could not seed the Super Admin role');
  if (role.dataScope !== 'all')
    await executor.update(roles).set({ dataScope: 'all' }).where(eq(roles.id, role.id));
  await executor.execute(sql`
    insert into ${roleAccess} (role_id, sub_menu_id, access_type)
    select ${role.id}, ${accessSubMenus.id}, unnest(${accessSubMenus.accessTypes}) from ${accessSubMenus}
    on conflict do nothing`);
  return role;
};

const pick = (characters: string) => characters.charAt(randomInt(characters.length));

/** 12 characters meeting every password rule: lower, upper, digit and a listed symbol. */
export const generatePassword = () => {
  const lower = 'abcdefghijkmnpqrstuvwxyz';
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const characters = [pick(lower), pick(upper), pick(digits), pick(PASSWORD_SPECIAL_CHARACTERS)];
  while (characters.length < 12) characters.push(pick(lower + upper + digits));
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    const [atI = '', atJ = ''] = [characters[i], characters[j]];
    [characters[i], characters[j]] = [atJ, atI];
  }
  return characters.join('');
};

/** Creates the first administrator when there is no user at all; returns the credentials then. */
export const seedFirstAdministrator = async (
  executor: Executor,
  admin: { email: string; password?: string },
  roleId: string,
) => {
  if ((await countUsers(executor)) > 0) return undefined;
  const password = admin.password ?? generatePassword();
  await insertUser(executor, {
    name: 'Administrator',
    email: admin.email,
    passwordHash: await hashPassword(password),
    roleId,
  });
  return { email: admin.email, password, generated: admin.password === undefined };
};
