import { hasPermission, type PermissionGrant } from './permissions';
import { defineMessages } from '../shared/message-index';

/**
 * Which debiturs and credit applications a role's users see: those of their own area (the groups
 * and branches of their user record) or those of every branch.
 */
export const DATA_SCOPES = ['area', 'all'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

export const DATA_SCOPE_LABELS: Record<DataScope, string> = {
  area: 'Own area',
  all: 'All branches',
};

/** A stored scope that is not 'all' narrows to the user's area: an unknown value must not widen. */
export const dataScopeOf = (value: string | null | undefined): DataScope =>
  value === 'all' ? 'all' : 'area';

export const PRIVILEGE_MESSAGES = defineMessages('privilege', {
  ownRole: 'You cannot change your own role.',
  ownRoleAccess: 'You cannot change the access or the data access of your own role.',
  ownArea: 'You cannot change your own area.',
  rightsNotHeld: 'You can only give access rights you hold yourself.',
  superAdminOnly: 'Only a Super Admin can give the Super Admin role.',
  allBranchesOnly: 'Only a user who sees all branches can give access to all branches.',
  userAboveActor: 'You can only change users whose role you could give yourself.',
  areaNotHeld: 'You can only give branches of your own area.',
  userOutsideArea: 'You can only change users whose area lies within your own.',
  ownRoleNotice:
    'This is your own role: its access and data access can only be changed by someone else.',
});

/** The acting user, as far as giving a role or rights goes. */
export interface Grantor {
  superAdmin: boolean;
  dataScope: DataScope;
  permissions: readonly PermissionGrant[];
}

/** A role (or the rights a role is about to get), as far as giving it goes. */
export interface GrantedRole {
  builtIn: boolean;
  dataScope: DataScope;
  permissions: readonly PermissionGrant[];
}

/** True when every access type of `rights` is one the grantor holds himself. */
export const holdsEvery = (grantor: Grantor, rights: readonly PermissionGrant[]) =>
  rights.every((grant) =>
    grant.access.every((access) => hasPermission(grantor.permissions, grant.subMenu, access)),
  );

/**
 * Why `grantor` may not give `role` to a user, or set these rights and this data scope on a role;
 * undefined when he may. Nobody hands out more than he holds: the Super Admin role only a Super
 * Admin, all branches only someone who sees all branches, each right only someone who has it.
 */
export const grantRefusal = (grantor: Grantor, role: GrantedRole): string | undefined => {
  if (role.builtIn && !grantor.superAdmin) return PRIVILEGE_MESSAGES.superAdminOnly;
  if (role.dataScope === 'all' && grantor.dataScope !== 'all')
    return PRIVILEGE_MESSAGES.allBranchesOnly;
  if (!holdsEvery(grantor, role.permissions)) return PRIVILEGE_MESSAGES.rightsNotHeld;
  return undefined;
};

export const mayGrant = (grantor: Grantor, role: GrantedRole) =>
  grantRefusal(grantor, role) === undefined;

/**
 * The branches a user may give and manage: every branch (his role sees all branches) or those of
 * his own area. A branch counts whichever group it is held under, as the branch scope does.
 */
export type BranchReach = { all: true } | { all: false; branchIds: readonly string[] };

/**
 * Why an actor who reaches `reach` may not give, or act on, an area of `branchIds`; undefined when
 * every branch lies within his reach. `message` names the act (giving an area, or changing a user
 * who works there).
 */
export const areaRefusal = (
  reach: BranchReach,
  branchIds: readonly string[],
  message: string = PRIVILEGE_MESSAGES.areaNotHeld,
): string | undefined =>
  reach.all || branchIds.every((id) => reach.branchIds.includes(id)) ? undefined : message;
