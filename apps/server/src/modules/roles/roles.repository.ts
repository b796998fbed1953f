import { asc, eq, sql } from 'drizzle-orm';
import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import type { PermissionGrant } from '@creditdesk/domain/access/permissions';
import type { Executor } from '../../db/client';
import { accessMenus, accessSubMenus } from '../access/access.table';
import { roleAccess } from './roles.table';

/** The grants of a role, one entry per sub menu, in catalogue order. */
export const findPermissionGrants = async (
  executor: Executor,
  roleId: string,
): Promise<PermissionGrant[]> => {
  const rows = await executor
    .select({ subMenu: accessSubMenus.name, accessType: roleAccess.accessType })
    .from(roleAccess)
    .innerJoin(accessSubMenus, eq(accessSubMenus.id, roleAccess.subMenuId))
    .innerJoin(accessMenus, eq(accessMenus.id, accessSubMenus.menuId))
    .where(eq(roleAccess.roleId, roleId))
    .orderBy(
      asc(accessMenus.position),
      asc(accessSubMenus.position),
      asc(sql`array_position(${accessSubMenus.accessTypes}, ${roleAccess.accessType})`),
    );
  const grants = new Map<string, AccessType[]>();
  for (const row of rows) {
    const access = grants.get(row.subMenu) ?? [];
    access.push(row.accessType as AccessType);
    grants.set(row.subMenu, access);
  }
  return [...grants].map(([subMenu, access]) => ({ subMenu, access }));
};
