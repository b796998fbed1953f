import { and, asc, ilike, or, sql } from 'drizzle-orm';
import {
  APPROVAL_AUTHORITY_SORT_KEYS,
  type ApprovalAuthorityListQuery,
} from '@creditdesk/domain/approval-authorities/approval-authorities.schemas';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { Executor } from '../../db/client';
import { anyOf, containsPattern, orderBy } from '../../core/list-query';
import type { SortColumns } from '../../core/list-query';
import { withLinks } from '../../core/grouped-rows';
import { linkedByName, linkedNameLike, type LinkSide } from '../../core/linked-records';
import {
  deleteRecord,
  filteredCountedPage,
  findRecord,
  insertOne,
  lockRecord,
  ownedRows,
  updateVersioned,
} from '../../kit/record-repository';
import { accessSubMenus } from '../access/access.table';
import { creditTypes } from '../credit-types/credit-types.table';
import { roleAccess, roles } from '../roles/roles.table';
import {
  approvalAuthorities,
  approvalAuthorityCreditTypes,
  approvalAuthorityRoles,
} from './approval-authorities.table';

export type ApprovalAuthorityRow = typeof approvalAuthorities.$inferSelect;
export type ApprovalAuthorityValues = Pick<
  typeof approvalAuthorities.$inferInsert,
  'name' | 'plafondFrom' | 'plafondTo' | 'requiredApprovals'
>;

const rolesOfTier: LinkSide = {
  links: approvalAuthorityRoles,
  ownerId: approvalAuthorityRoles.authorityId,
  linkedId: approvalAuthorityRoles.roleId,
  linked: roles,
};
const creditTypesOfTier: LinkSide = {
  links: approvalAuthorityCreditTypes,
  ownerId: approvalAuthorityCreditTypes.authorityId,
  linkedId: approvalAuthorityCreditTypes.creditTypeId,
  linked: creditTypes,
};

const tierRoles = ownedRows(approvalAuthorityRoles, 'authorityId');
const tierCreditTypes = ownedRows(approvalAuthorityCreditTypes, 'authorityId');

/** The roles of each tier, by name. */
export const rolesOfTiers = (executor: Executor, ids: string[]) =>
  linkedByName(executor, rolesOfTier, ids);

/** The credit types of each tier, by name. */
export const creditTypesOfTiers = (executor: Executor, ids: string[]) =>
  linkedByName(executor, creditTypesOfTier, ids);

/** The tier's name, or the name of one of its roles. */
const searchCondition = (executor: Executor, search: string | undefined) => {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(approvalAuthorities.name, pattern),
    linkedNameLike(executor, rolesOfTier, approvalAuthorities.id, pattern),
  );
};

const sortable = {
  created: approvalAuthorities.createdAt,
  name: approvalAuthorities.name,
  plafondFrom: approvalAuthorities.plafondFrom,
  requiredApprovals: approvalAuthorities.requiredApprovals,
  modified: approvalAuthorities.updatedAt,
} satisfies SortColumns<typeof APPROVAL_AUTHORITY_SORT_KEYS>;

/** A ladder reads from its lowest tier up unless the caller sorts otherwise. */
const lowestFirst = (query: ApprovalAuthorityListQuery): ApprovalAuthorityListQuery =>
  query.sortBy || query.sort ? query : { ...query, sortBy: 'plafondFrom', sortOrder: 'asc' };

export const listApprovalAuthorities = (executor: Executor, query: ApprovalAuthorityListQuery) => {
  const where = searchCondition(executor, query.search);
  return filteredCountedPage(
    executor,
    executor.select().from(approvalAuthorities).$dynamic(),
    query,
    {
      counted: approvalAuthorities,
      where,
      order: orderBy(lowestFirst(query), sortable, approvalAuthorities.id),
    },
  );
};

export const findApprovalAuthority = (executor: Executor, id: string) =>
  findRecord(executor, approvalAuthorities, id);

/**
 * Holds every write to the tiers until the transaction ends, so that two writers never check the
 * ladder against the same tiers and both land (two overlapping creates at once). Readers go on.
 */
export const lockLadder = async (executor: Executor) => {
  await executor.execute(sql`lock table ${approvalAuthorities} in share row exclusive mode`);
};

export const lockApprovalAuthority = (executor: Executor, id: string) =>
  lockRecord(executor, approvalAuthorities, id);

/** Every tier with its credit types, as the ladder rules read them. */
export const ladderTiers = async (executor: Executor) => {
  const rows = await executor
    .select({
      id: approvalAuthorities.id,
      name: approvalAuthorities.name,
      plafondFrom: approvalAuthorities.plafondFrom,
      plafondTo: approvalAuthorities.plafondTo,
    })
    .from(approvalAuthorities);
  return withLinks(
    rows,
    (ids) => creditTypesOfTiers(executor, ids),
    (row, types = []) => ({ ...row, creditTypeIds: types.map((type) => type.id) }),
  );
};

/** The tier named `name` (any case) other than `exceptId`, if one exists. */
export const tierNamed = async (executor: Executor, name: string, exceptId?: string) => {
  const [row] = await executor
    .select({ id: approvalAuthorities.id })
    .from(approvalAuthorities)
    .where(sql`lower(${approvalAuthorities.name}) = lower(${name})`);
  return row && row.id !== exceptId ? row : undefined;
};

/** The role holds Approval/Action: a condition over roles. */
const holdsApprovalAction = sql<boolean>`exists (
  select 1 from ${roleAccess} inner join ${accessSubMenus}
    on ${accessSubMenus.id} = ${roleAccess.subMenuId}
  where ${roleAccess.roleId} = ${roles.id}
    and ${accessSubMenus.name} = ${SUB_MENUS.approval}
    and ${roleAccess.accessType} = 'Action')`;

/**
 * The roles among `ids` that exist, share-locked so that none is deleted before the tier links
 * it, with whether each may approve.
 */
export const lockRolesOf = async (executor: Executor, ids: string[]) => {
  const found = await executor
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(anyOf(roles.id, ids))
    .orderBy(asc(roles.name))
    .for('share');
  // The condition is read in a where clause: a single-table select's columns drop their table
  // names, which would make the subquery's "id" its own.
  const approving = new Set((await approvingRoles(executor, ids)).map((role) => role.id));
  return found.map((role) => ({ ...role, mayApprove: approving.has(role.id) }));
};

/** The credit types among `ids` that exist, share-locked like the roles. */
export const lockCreditTypesOf = (executor: Executor, ids: string[]) =>
  executor
    .select({ id: creditTypes.id, name: creditTypes.name })
    .from(creditTypes)
    .where(anyOf(creditTypes.id, ids))
    .orderBy(asc(creditTypes.name))
    .for('share');

/** The roles holding Approval/Action (among `ids` when given), by name: those a tier may name. */
export const approvingRoles = (executor: Executor, ids?: string[]) =>
  executor
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(holdsApprovalAction, ids ? anyOf(roles.id, ids) : undefined))
    .orderBy(asc(roles.name));

export const allCreditTypes = (executor: Executor) =>
  executor
    .select({ id: creditTypes.id, name: creditTypes.name })
    .from(creditTypes)
    .orderBy(asc(creditTypes.name));

export const insertApprovalAuthority = (
  executor: Executor,
  values: ApprovalAuthorityValues & { createdBy: string | null },
) => insertOne(executor, approvalAuthorities, values);

/** Updates only when `expectedVersion` (if given) still matches; undefined: no row changed. */
export const updateApprovalAuthority = (
  executor: Executor,
  id: string,
  values: ApprovalAuthorityValues,
  expectedVersion: number | undefined,
) => updateVersioned(executor, approvalAuthorities, id, values, expectedVersion);

/** Makes `roleIds` and `creditTypeIds` the tier's links, replacing what it had. */
export const replaceTierLinks = async (
  executor: Executor,
  authorityId: string,
  links: { roleIds: string[]; creditTypeIds: string[] },
) => {
  await tierRoles.replace(
    executor,
    authorityId,
    links.roleIds.map((roleId) => ({ roleId })),
  );
  await tierCreditTypes.replace(
    executor,
    authorityId,
    links.creditTypeIds.map((creditTypeId) => ({ creditTypeId })),
  );
};

export const deleteApprovalAuthority = async (executor: Executor, id: string) => {
  await deleteRecord(executor, approvalAuthorities, id);
};
