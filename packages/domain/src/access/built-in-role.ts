/**
 * The name of the built-in role that holds every right and sees every branch: the first
 * administrator's role, which only a Super Admin may give and nobody may edit or delete.
 */
export const SUPER_ADMIN_ROLE = 'Super Admin';
