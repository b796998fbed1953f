import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SUPER_ADMIN_ROLE } from '@creditdesk/domain/access/built-in-role';
import { ACCESS_CATALOGUE } from '@creditdesk/domain/access/access-catalogue';
import { passwordFormSchema } from '@creditdesk/domain/auth/auth.schemas';
import { accessSubMenus } from '../modules/access/access.table';
import { roleAccess, roles } from '../modules/roles/roles.table';
import { users } from '../modules/users/users.table';
import { signIn, superAdminRoleId } from '../testing/factories';
import { testAppFile } from '../testing/test-app-file';
import { DEMO_USERS } from './demo-users';
import { seed } from './seed';
import { generatePassword } from './super-admin.seed';

const file = testAppFile();

describe('seed', () => {
  it('creates the first administrator once, with a generated password that meets the rules', async () => {
    const first = await seed(file.context.db, {
      admin: { email: 'boss@bank.example' },
      demo: false,
    });
    expect(first).toMatchObject({ email: 'boss@bank.example', generated: true });
    expect(
      passwordFormSchema.safeParse({
        newPassword: first!.password,
        reEnterPassword: first!.password,
      }).success,
    ).toBe(true);
    const tokens = await signIn(file.context, 'boss@bank.example', first!.password);
    const me = await file.context.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${tokens.token}` },
    });
    expect(me.json().response.user.role.name).toBe(SUPER_ADMIN_ROLE);

    expect(
      await seed(file.context.db, { admin: { email: 'other@bank.example' }, demo: false }),
    ).toBeUndefined();
    expect(
      await file.context.db.select().from(users).where(eq(users.email, 'other@bank.example')),
    ).toEqual([]);
  });

  it('seeds every sub menu of the catalogue and grants all of it to the Super Admin', async () => {
    const subMenus = await file.context.db.select().from(accessSubMenus);
    const expected = ACCESS_CATALOGUE.flatMap((menu) =>
      menu.subMenus.map((subMenu) => subMenu.name),
    );
    expect(subMenus.map((row) => row.name).sort()).toEqual([...expected].sort());
    const superAdmin = await superAdminRoleId(file.context.db);
    const grants = await file.context.db
      .select()
      .from(roleAccess)
      .where(eq(roleAccess.roleId, superAdmin));
    const totalAccess = ACCESS_CATALOGUE.flatMap((menu) => menu.subMenus).reduce(
      (sum, subMenu) => sum + subMenu.access.length,
      0,
    );
    expect(grants.length).toBe(totalAccess);
  });

  it('lets the Super Admin see every branch, again after its scope was narrowed', async () => {
    const superAdmin = await superAdminRoleId(file.context.db);
    const scopeOf = async () =>
      (await file.context.db.select().from(roles).where(eq(roles.id, superAdmin)))[0]?.dataScope;
    expect(await scopeOf()).toBe('all');
    await file.context.db.update(roles).set({ dataScope: 'area' }).where(eq(roles.id, superAdmin));
    await seed(file.context.db, { admin: { email: 'boss@bank.example' }, demo: false });
    expect(await scopeOf()).toBe('all');
  });

  it('loads the demo staff when asked, and they can sign in', async () => {
    await seed(file.context.db, { admin: { email: 'boss@bank.example' }, demo: true });
    await seed(file.context.db, { admin: { email: 'boss@bank.example' }, demo: true });
    for (const demo of DEMO_USERS) {
      const tokens = await signIn(file.context, demo.email, demo.password);
      expect(tokens.token).toEqual(expect.any(String));
      // The demo loads no branches for them to work in, so they see every branch.
      const [role] = await file.context.db.select().from(roles).where(eq(roles.name, demo.role));
      expect(role?.dataScope).toBe('all');
    }
  });

  it('generates different passwords each time', () => {
    const passwords = new Set(Array.from({ length: 20 }, generatePassword));
    expect(passwords.size).toBe(20);
  });
});
