import { z } from 'zod';
import { ACCESS_TYPES } from './access-catalogue';

/** A sub menu with access types: those it offers (catalogue) or those a role holds (role). */
export const accessSubMenuSchema = z.object({
  _id: z.string(),
  name: z.string(),
  access: z.array(z.enum(ACCESS_TYPES)),
});
export type AccessSubMenu = z.infer<typeof accessSubMenuSchema>;

/** GET /master-data/access: one top-level menu of the catalogue with its sub menus. */
export const accessMenuSchema = z.object({
  _id: z.string(),
  name: z.string(),
  subMenu: z.array(accessSubMenuSchema),
});
export type AccessMenu = z.infer<typeof accessMenuSchema>;
