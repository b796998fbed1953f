import { sql } from 'drizzle-orm';
import { ACCESS_CATALOGUE } from '@creditdesk/domain/access/access-catalogue';
import type { Executor } from '../db/client';
import { accessMenus, accessSubMenus } from '../modules/access/access.table';

/** Brings the catalogue tables in line with the domain's catalogue; safe on every start. */
export const seedAccessCatalogue = async (executor: Executor) => {
  for (const [menuPosition, menu] of ACCESS_CATALOGUE.entries()) {
    const [menuRow] = await executor
      .insert(accessMenus)
      .values({ name: menu.name, position: menuPosition })
      .onConflictDoUpdate({ target: accessMenus.name, set: { position: menuPosition } })
      .returning();
    if (!menuRow) throw new Error(`could not seed menu ${menu.name}`);
    for (const [position, subMenu] of menu.subMenus.entries()) {
      await executor
        .insert(accessSubMenus)
        .values({
          menuId: menuRow.id,
          name: subMenu.name,
          position,
          accessTypes: [...subMenu.access],
        })
        .onConflictDoUpdate({
          target: accessSubMenus.name,
          set: { menuId: menuRow.id, position, accessTypes: sql`excluded.access_types` },
        });
    }
  }
};
