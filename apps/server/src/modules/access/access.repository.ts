import { asc, eq } from 'drizzle-orm';
import type { AccessMenu } from '@creditdesk/domain/access/access.schemas';
import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import type { Executor } from '../../db/client';
import { accessMenus, accessSubMenus } from './access.table';

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
