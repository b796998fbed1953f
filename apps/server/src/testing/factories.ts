import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import type { DataScope } from '@creditdesk/domain/access/privilege';
import type { Database } from '../db/client';
import { SUPER_ADMIN_ROLE } from '@creditdesk/domain/access/built-in-role';
import { accessSubMenus } from '../modules/access/access.table';
import { createAccessTokens } from '../modules/auth/access-token';
import { insertSession } from '../modules/auth/auth.repository';
import { SESSION_TTL_MS } from '../modules/auth/auth.service';
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
  const subMenuIds = new Map(
    (await db.select().from(accessSubMenus)).map((row) => [row.name, row.id] as const),
  );
  const rows = Object.entries(grants).flatMap(([subMenu, access]) => {
    const subMenuId = subMenuIds.get(subMenu);
    if (!subMenuId) throw new Error(`unknown sub menu ${subMenu}`);
    return access.map((accessType) => ({ roleId: role.id, subMenuId, accessType }));
  });
  // One insert for the whole role: the permission matrix makes roles holding every right.
  if (rows.length) await db.insert(roleAccess).values(rows);
  return role;
};

export const superAdminRoleId = async (db: Database) => {
  return onlyRow(await db.select().from(roles).where(eq(roles.name, SUPER_ADMIN_ROLE))).id;
};

/**
 * The argon2id hash of DEFAULT_TEST_PASSWORD (argon2's parameters travel inside it): argon2 is
 * slow on purpose, and every test file used to pay for hashing the same password once more.
 */
const DEFAULT_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$wtkTYcmAO1zU+kkzgi56qw$7Z+i1oGt4MwGwg5yrSv3Y7QJYKo2DyzLHYLO8HixUto';
const passwordHashOf = async (password: string) =>
  password === DEFAULT_TEST_PASSWORD ? DEFAULT_PASSWORD_HASH : hashPassword(password);

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
 * A session for `userId` written where a sign-in writes it, and the bearer header of its access
 * token: signing in through the API costs a captcha and an argon2 check, which test files paid for
 * every user they arranged. The session and its token run on the real clock, as a sign-in's do
 * (whatever the test app's `now`). `auth.login.test.ts` and `auth.sessions.test.ts` sign in for real.
 */
export const mintSession = async (
  { db, config }: Pick<TestContext, 'app' | 'db' | 'config'>,
  userId: string,
) => {
  const session = await insertSession(db, {
    userId,
    rememberMe: false,
    // As a sign-in does: a session's expiry runs on the real clock, whatever the app's `now`.
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  if (!config.jwtSecret) throw new Error('The test app signs with a JWT secret.');
  const token = await createAccessTokens(config.jwtSecret).sign({ userId, sessionId: session.id });
  return { headers: { authorization: `Bearer ${token}` }, token };
};

/**
 * A signed-in user (`user` overrides) whose role holds exactly `grants` with `dataScope`, and who
 * works in `area` (the given group and branch pairs) when one is given. Returns the bearer header,
 * its token, the user and the role.
 */
export const sessionWithRole = async (
  context: Pick<TestContext, 'app' | 'db' | 'config'>,
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
  const { headers, token } = await mintSession(context, user.id);
  return { headers, token, user, role };
};

/** A signed-in user whose role holds exactly `grants`; returns the bearer header. */
export const authHeaderWithGrants = async (
  context: Pick<TestContext, 'app' | 'db' | 'config'>,
  grants: Record<string, AccessType[]>,
) => (await sessionWithRole(context, grants)).headers;

/**
 * A signed-in user whose role holds `grants` and sees only its area: the given (group, branch)
 * pairs. Returns the bearer header and the user.
 */
export const scopedSession = async (
  context: Pick<TestContext, 'app' | 'db' | 'config'>,
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
export const adminSession = async (context: Pick<TestContext, 'app' | 'db' | 'config'>) => {
  const user = await createUser(context.db, { name: 'Admin Tester' });
  return { headers: (await mintSession(context, user.id)).headers, user };
};
