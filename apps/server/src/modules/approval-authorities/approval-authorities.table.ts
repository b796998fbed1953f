import { integer, numeric, pgTable } from 'drizzle-orm/pg-core';
import { requiredReference } from '../../db/columns';
import { linkKeys } from '../../db/link-keys';
import { namedRecordTable } from '../../db/named-record-table';
import { creditTypes } from '../credit-types/credit-types.table';
import { roles } from '../roles/roles.table';

/**
 * A tier of the bank's lending authority (batas wewenang memutus kredit): the plafonds it decides,
 * how many distinct approvals it needs and whose. It covers a plafond above `plafondFrom` and up to
 * `plafondTo` (a tier from 0 also covers 0; no `plafondTo`: every amount above).
 */
export const approvalAuthorities = namedRecordTable('approval_authorities', {
  plafondFrom: numeric('plafond_from', { precision: 20, scale: 2 }).notNull(),
  plafondTo: numeric('plafond_to', { precision: 20, scale: 2 }),
  requiredApprovals: integer('required_approvals').notNull(),
});

/** The roles whose members may approve at a tier; a role a tier names cannot be deleted. */
export const approvalAuthorityRoles = pgTable(
  'approval_authority_roles',
  {
    authorityId: requiredReference('authority_id', () => approvalAuthorities.id, 'cascade'),
    roleId: requiredReference('role_id', () => roles.id, 'restrict'),
  },
  (table) => linkKeys(table.authorityId, table.roleId, 'approval_authority_roles_role_idx'),
);

/** The credit types a tier applies to; a tier with none applies to every type. */
export const approvalAuthorityCreditTypes = pgTable(
  'approval_authority_credit_types',
  {
    authorityId: requiredReference('authority_id', () => approvalAuthorities.id, 'cascade'),
    creditTypeId: requiredReference('credit_type_id', () => creditTypes.id, 'restrict'),
  },
  (table) =>
    linkKeys(
      table.authorityId,
      table.creditTypeId,
      'approval_authority_credit_types_credit_type_idx',
    ),
);
