import { z } from 'zod';
import { ACCESS_TYPES, type AccessType } from './access-catalogue';

/** What a role grants on one sub menu, as `/auth/me` reports it. */
export const permissionGrantSchema = z.object({
  subMenu: z.string(),
  access: z.array(z.enum(ACCESS_TYPES)),
});
export type PermissionGrant = z.infer<typeof permissionGrantSchema>;

/** True when the grants hold `access` on `subMenu` (spec section 6). */
export const hasPermission = (
  grants: readonly PermissionGrant[],
  subMenu: string,
  access: AccessType,
): boolean => grants.some((grant) => grant.subMenu === subMenu && grant.access.includes(access));
