import { z } from 'zod';
import { ACCESS_TYPES, type AccessType } from './access-catalogue';

/**
 * What a role grants on one sub menu, as `/auth/me` reports it. Marked pure so a bundle that needs
 * only `hasPermission` (the web app's first chunk, before sign-in) leaves zod out.
 */
export const permissionGrantSchema = /* @__PURE__ */ z.object({
  subMenu: /* @__PURE__ */ z.string(),
  access: /* @__PURE__ */ z.array(/* @__PURE__ */ z.enum(ACCESS_TYPES)),
});
export type PermissionGrant = z.infer<typeof permissionGrantSchema>;

/** True when the grants hold `access` on `subMenu` (spec section 6). */
export const hasPermission = (
  grants: readonly PermissionGrant[],
  subMenu: string,
  access: AccessType,
): boolean => grants.some((grant) => grant.subMenu === subMenu && grant.access.includes(access));
