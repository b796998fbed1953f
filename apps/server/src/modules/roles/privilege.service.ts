import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import { SUPER_ADMIN_ROLE } from '@creditdesk/domain/access/built-in-role';
import type { PermissionGrant } from '@creditdesk/domain/access/permissions';
import {
  dataScopeOf,
  grantRefusal,
  type GrantedRole,
  type Grantor,
} from '@creditdesk/domain/access/privilege';
import { Forbidden } from '../../core/errors';
import { withLinks } from '../../core/grouped-rows';
import type { Executor } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import {
  findPermissionGrants,
  findRole,
  grantsOfRoles,
  listRoles,
  type RoleRow,
} from './roles.repository';

/** Grants as rights, one entry per sub menu, as the privilege rule reads them. */
export const rightsOf = (
  grants: readonly { subMenuName: string; accessType: AccessType }[] = [],
): PermissionGrant[] => {
  const bySubMenu = new Map<string, AccessType[]>();
  for (const grant of grants)
    bySubMenu.set(grant.subMenuName, [
      ...(bySubMenu.get(grant.subMenuName) ?? []),
      grant.accessType,
    ]);
  return [...bySubMenu].map(([subMenu, access]) => ({ subMenu, access }));
};

/** The rights a role holds, one entry per sub menu. */
export const rightsOfRole = (executor: Executor, roleId: string) =>
  findPermissionGrants(executor, roleId);

/** The actor as the privilege rule sees him: his role's rights and data scope. */
export const grantorOf = async (executor: Executor, actor: Actor): Promise<Grantor> => ({
  superAdmin: actor.superAdmin,
  dataScope: actor.dataScope,
  permissions: actor.roleId ? await rightsOfRole(executor, actor.roleId) : [],
});

/** Stored roles as the privilege rule sees them, by id. */
export const grantedRoles = async (executor: Executor, rows: RoleRow[]) => {
  const granted = await withLinks(
    rows,
    (ids) => grantsOfRoles(executor, ids),
    (row, grants): [string, GrantedRole] => [
      row.id,
      {
        builtIn: row.name === SUPER_ADMIN_ROLE,
        dataScope: dataScopeOf(row.dataScope),
        permissions: rightsOf(grants),
      },
    ],
  );
  return new Map(granted);
};

/** 403 with the rule's reason unless `grantor` may give `role`; `message` replaces the reason. */
export const assertMayGrant = (grantor: Grantor, role: GrantedRole, message?: string) => {
  const refusal = grantRefusal(grantor, role);
  if (refusal) throw new Forbidden(message ?? refusal);
};

/** A stored role as the privilege rule sees it; 403 unless `grantor` may give it. */
export const assertMayGiveRole = async (
  executor: Executor,
  grantor: Grantor,
  roleId: string,
  message?: string,
) => {
  const row = await findRole(executor, roleId);
  const role = row && (await grantedRoles(executor, [row])).get(row.id);
  if (role) assertMayGrant(grantor, role, message);
};

/** Every role by name, and each as the privilege rule sees it: the roles the user form offers. */
export const everyRoleAsGranted = async (executor: Executor) => {
  const { rows } = await listRoles(executor, {
    page: 1,
    limit: 10,
    unpaged: true,
    sortBy: 'name',
    sortOrder: 'asc',
  });
  return { roles: rows, granted: await grantedRoles(executor, rows) };
};
