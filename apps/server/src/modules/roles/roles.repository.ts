import { asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AccessMenu } from '@creditdesk/domain/access/access.schemas';
import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import type { PermissionGrant } from '@creditdesk/domain/access/permissions';
import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';
import { ROLE_SORT_KEYS } from '@creditdesk/domain/roles/roles.schemas';
import type { Executor } from '../../db/client';
import { anyOf, containsPattern, orderBy } from '../../core/list-query';
import type { SortColumns } from '../../core/list-query';
import { accessMenus, accessSubMenus } from '../access/access.table';
import { roleAccess, roles } from './roles.table';
import {
  deleteRecord,
  filteredCountedPage,
  findRecord,
  insertOne,
  ownedRows,
  updateVersioned,
} from '../../kit/record-repository';
import { groupedBy, groupedByOwner } from '../../core/grouped-rows';

export type RoleRow = typeof roles.$inferSelect;

/** One access type a role holds, with the menu and sub menu it belongs to. */
export interface GrantRow {
  roleId: string;
  menuId: string;
  menuName: string;
  subMenuId: string;
  subMenuName: string;
  accessType: AccessType;
}

/** Grants in catalogue order: menu, sub menu, then the order the sub menu offers its types in. */
const grantRows = async (executor: Executor, where: SQL): Promise<GrantRow[]> => {
  const rows = await executor
    .select({
      roleId: roleAccess.roleId,
      menuId: accessMenus.id,
      menuName: accessMenus.name,
      subMenuId: accessSubMenus.id,
      subMenuName: accessSubMenus.name,
      accessType: roleAccess.accessType,
    })
    .from(roleAccess)
    .innerJoin(accessSubMenus, eq(accessSubMenus.id, roleAccess.subMenuId))
    .innerJoin(accessMenus, eq(accessMenus.id, accessSubMenus.menuId))
    .where(where)
    .orderBy(
      asc(accessMenus.position),
      asc(accessSubMenus.position),
      asc(sql`array_position(${accessSubMenus.accessTypes}, ${roleAccess.accessType})`),
    );
  return rows.map((row) => ({ ...row, accessType: row.accessType as AccessType }));
};

/** The grants of a role, one entry per sub menu, in catalogue order. */
export const findPermissionGrants = async (
  executor: Executor,
  roleId: string,
): Promise<PermissionGrant[]> => {
  const grants = groupedBy(
    await grantRows(executor, eq(roleAccess.roleId, roleId)),
    (row) => row.subMenuName,
    (row) => row.accessType,
  );
  return [...grants].map(([subMenu, access]) => ({ subMenu, access }));
};

/** The grants of each role, for list and detail answers. */
export const grantsOfRoles = (executor: Executor, roleIds: string[]) =>
  groupedByOwner(
    roleIds,
    () => grantRows(executor, anyOf(roleAccess.roleId, roleIds)),
    (row) => row.roleId,
    (row): GrantRow => row,
  );

const sortable = {
  created: roles.createdAt,
  name: roles.name,
  modified: roles.updatedAt,
} satisfies SortColumns<typeof ROLE_SORT_KEYS>;

export const listRoles = async (executor: Executor, query: ListQuery) => {
  const where = query.search ? ilike(roles.name, containsPattern(query.search)) : undefined;
  return filteredCountedPage(executor, executor.select().from(roles).$dynamic(), query, {
    counted: roles,
    where,
    order: orderBy(query, sortable, roles.id),
  });
};

export const findRole = (executor: Executor, id: string) => findRecord(executor, roles, id);

export const insertRole = (executor: Executor, values: typeof roles.$inferInsert) =>
  insertOne(executor, roles, values);

/** Updates only when `expectedVersion` (if given) still matches; undefined means no row changed. */
export const updateRole = async (
  executor: Executor,
  id: string,
  values: { name: string; dataScope: string },
  expectedVersion: number | undefined,
) => updateVersioned(executor, roles, id, values, expectedVersion);

/** Replaces every grant of a role with `grants` (each a sub menu and an access type). */
export const replaceGrants: (
  executor: Executor,
  roleId: string,
  grants: { subMenuId: string; accessType: AccessType }[],
) => Promise<void> = ownedRows(roleAccess, 'roleId').replace;

export const deleteRole = (executor: Executor, id: string) => deleteRecord(executor, roles, id);

/** The access catalogue as stored: menus and their sub menus in catalogue order. */
export const listAccessCatalogue = async (executor: Executor): Promise<AccessMenu[]> => {
  const rows = await executor
    .select({
      menuId: accessMenus.id,
      menuName: accessMenus.name,
      subMenuId: accessSubMenus.id,
      subMenuName: accessSubMenus.name,
      accessTypes: accessSubMenus.accessTypes,
    })
    .from(accessMenus)
    .innerJoin(accessSubMenus, eq(accessSubMenus.menuId, accessMenus.id))
    .orderBy(asc(accessMenus.position), asc(accessSubMenus.position));
  const menus = new Map<string, AccessMenu>();
  for (const row of rows) {
    const menu = menus.get(row.menuId) ?? { _id: row.menuId, name: row.menuName, subMenu: [] };
    menu.subMenu.push({
      _id: row.subMenuId,
      name: row.subMenuName,
      access: row.accessTypes as AccessType[],
    });
    menus.set(row.menuId, menu);
  }
  return [...menus.values()];
};
