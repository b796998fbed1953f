import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import type { DataScope } from '@creditdesk/domain/access/privilege';
import type { Database } from '../db/client';
import { SUPER_ADMIN_ROLE } from '@creditdesk/domain/access/built-in-role';
import { accessSubMenus } from '../modules/access/access.table';
import { hashPassword } from '../modules/auth/passwords';
import { roleAccess, roles } from '../modules/roles/roles.table';
import { insertUser, replaceUserAreas } from '../modules/users/users.repository';
import type { users } from '../modules/users/users.table';
import { onlyRow } from './master-data';
import { solveCaptcha, type TestContext } from './test-app';

export const DEFAULT_TEST_PASSWORD = 'Secret.123';

/**
 * A role granting exactly `grants` ({ 'Master Data Role': ['Read'] }). It sees every branch unless
 * a test about branch scope asks for 'area'.
 */
export const createRole = async (
  db: Database,
  grants: Record<string, AccessType[]>,
  name = `Role ${randomUUID().slice(0, 8)}`,
  dataScope: DataScope = 'all',
) => {
  const role = onlyRow(await db.insert(roles).values({ name, dataScope }).returning());
  for (const [subMenu, access] of Object.entries(grants)) {
    const [row] = await db.select().from(accessSubMenus).where(eq(accessSubMenus.name, subMenu));
    if (!row) throw new Error(`unknown sub menu ${subMenu}`);
    await db
      .insert(roleAccess)
      .values(access.map((accessType) => ({ roleId: role.id, subMenuId: row.id, accessType })));
  }
  return role;
};

export const superAdminRoleId = async (db: Database) => {
  return onlyRow(await db.select().from(roles).where(eq(roles.name, SUPER_ADMIN_ROLE))).id;
};

/**
 * The hash of DEFAULT_TEST_PASSWORD, made once per test process: argon2 is slow on purpose, and
 * a suite that creates hundreds of users spent its time hashing the same password.
 */
let defaultPasswordHash: Promise<string> | undefined;
const passwordHashOf = (password: string) =>
  password === DEFAULT_TEST_PASSWORD
    ? (defaultPasswordHash ??= hashPassword(DEFAULT_TEST_PASSWORD))
    : hashPassword(password);

/** A user who can sign in with DEFAULT_TEST_PASSWORD unless overridden; Super Admin by default. */
export const createUser = async (
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { password?: string | null } = {},
) => {
  const { password = DEFAULT_TEST_PASSWORD, ...values } = overrides;
  return insertUser(db, {
    name: 'Test User',
    email: `user-${randomUUID().slice(0, 8)}@bank.example`,
    passwordHash: password === null ? null : await passwordHashOf(password),
    roleId: values.roleId === undefined ? await superAdminRoleId(db) : values.roleId,
    ...values,
  });
};

/** Signs in through the API (captcha included) and returns the token pair. */
export const signIn = async (
  context: Pick<TestContext, 'app' | 'db'>,
  email: string,
  password = DEFAULT_TEST_PASSWORD,
  rememberMe = false,
) => {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password, rememberMe, ...(await solveCaptcha(context)) },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json().response as { token: string; refreshToken: string; expiresIn: number };
};

/**
 * A signed-in user (`user` overrides) whose role holds exactly `grants` with `dataScope`, and who
 * works in `area` (the given group and branch pairs) when one is given. Returns the bearer header,
 * its token, the user and the role.
 */
export const sessionWithRole = async (
  context: Pick<TestContext, 'app' | 'db'>,
  grants: Record<string, AccessType[]>,
  options: {
    dataScope?: DataScope;
    user?: Partial<typeof users.$inferInsert>;
    area?: { groupId: string; branchId: string }[];
  } = {},
) => {
  const role = await createRole(context.db, grants, undefined, options.dataScope);
  const user = await createUser(context.db, { roleId: role.id, ...options.user });
  if (options.area) await replaceUserAreas(context.db, user.id, options.area);
  const { token } = await signIn(context, user.email);
  return { headers: { authorization: `Bearer ${token}` }, token, user, role };
};

/** A signed-in user whose role holds exactly `grants`; returns the bearer header. */
export const authHeaderWithGrants = async (
  context: Pick<TestContext, 'app' | 'db'>,
  grants: Record<string, AccessType[]>,
) => (await sessionWithRole(context, grants)).headers;

/**
 * A signed-in user whose role holds `grants` and sees only its area: the given (group, branch)
 * pairs. Returns the bearer header and the user.
 */
export const scopedSession = async (
  context: Pick<TestContext, 'app' | 'db'>,
  grants: Record<string, AccessType[]>,
  area: { groupId: string; branchId: string }[],
) => {
  const { headers, user, role } = await sessionWithRole(context, grants, {
    dataScope: 'area',
    user: { name: 'Scoped Tester' },
    area,
  });
  return { headers, user, role };
};

/** A signed-in Super Admin; returns the bearer header and the user. */
export const adminSession = async (context: Pick<TestContext, 'app' | 'db'>) => {
  const user = await createUser(context.db, { name: 'Admin Tester' });
  const { token } = await signIn(context, user.email);
  return { headers: { authorization: `Bearer ${token}` }, user };
};
