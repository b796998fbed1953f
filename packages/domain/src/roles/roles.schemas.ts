import { z } from 'zod';
import { accessMenuSchema } from '../access/access.schemas';
import { DATA_SCOPES } from '../access/privilege';
import { sortedListQuery, versionField } from '../shared/list-query.schemas';
import { recordFields } from '../shared/record.schemas';
import { TEXT_MAX } from '../shared/limits';
import { requiredText } from '../shared/text.schemas';
import { ROLE_MESSAGES } from './roles.messages';

export { ROLE_MESSAGES };

/** The spec's role name maximum (section 9). */
export const ROLE_NAME_MAX = TEXT_MAX;

const filledString = (message: string) => z.string({ error: message }).trim().min(1, message);

export const subMenuGrantSchema = z.object({
  subMenuId: filledString(ROLE_MESSAGES.subMenuIdRequired),
  access: z.array(filledString(ROLE_MESSAGES.accessTypeEmpty)),
});

export const menuGrantSchema = z.object({
  accessId: filledString(ROLE_MESSAGES.menuIdRequired),
  // A menu sent without sub menus grants nothing; the description asks for one, the server lets a
  // role's other menus carry the grant ('At least have one access').
  subMenu: z.array(subMenuGrantSchema).meta({ minItems: 1 }),
});
export type MenuGrant = z.infer<typeof menuGrantSchema>;

const grantsSomething = (access: MenuGrant[]) =>
  access.some((menu) => menu.subMenu.some((subMenu) => subMenu.access.length > 0));

export const roleBodySchema = z.object({
  name: requiredText(ROLE_MESSAGES.nameRequired, ROLE_NAME_MAX),
  access: z
    .array(menuGrantSchema, { error: ROLE_MESSAGES.accessRequired })
    .min(1, ROLE_MESSAGES.accessRequired)
    // An empty list already has its own message; this one is for entries that check nothing.
    .refine((access) => access.length === 0 || grantsSomething(access), {
      error: ROLE_MESSAGES.accessTypeRequired,
    }),
  /** Which debiturs and credit applications the role's users see; a new role sees its own area. */
  dataScope: z.enum(DATA_SCOPES, { error: ROLE_MESSAGES.dataScopeInvalid }).default('area'),
  version: versionField,
});
export type RoleBody = z.infer<typeof roleBodySchema>;
export type RoleBodyInput = z.input<typeof roleBodySchema>;

export const roleSchema = z.object({
  ...recordFields,
  name: z.string(),
  /** The seeded Super Admin role, which keeps every access and cannot be changed or deleted. */
  builtIn: z.boolean(),
  dataScope: z.enum(DATA_SCOPES),
  /** Menus in catalogue order, each with the sub menus the role holds access types on. */
  access: z.array(z.object({ accessId: accessMenuSchema })),
});
export type Role = z.infer<typeof roleSchema>;

export const ROLE_SORT_KEYS = ['created', 'name', 'modified'] as const;
export const roleListQuerySchema = sortedListQuery(ROLE_SORT_KEYS);
