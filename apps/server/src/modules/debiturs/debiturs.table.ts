import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  createdAtColumn,
  idColumn,
  requiredReference,
  storedFileColumns,
  versionColumns,
} from '../../db/columns';
import { branches, branchOfGroup } from '../branches/branches.table';
import { groups } from '../groups/groups.table';

/**
 * The list's sorts, each read in order from an index of its own: by a column of debiturs, or by
 * the name of the branch or group (each one's debiturs in id order, see the list query).
 */
const SORTED_BY = [
  ['updated', 'updatedAt'],
  ['full_name', 'fullName'],
  ['company_name', 'companyName'],
  ['organizer_name', 'organizerName'],
  ['email', 'email'],
  ['id_number', 'idNumber'],
  ['phone', 'phoneNumber'],
  ['telephone', 'telephoneNumber'],
  ['marital', 'maritalStatus'],
  ['birth', 'dateOfBirth'],
  ['budget', 'budget'],
  ['address', 'address'],
  ['branch', 'relatedBranchId'],
  ['group', 'relatedGroupId'],
] as const;

/** The searched columns besides the name: a contains-search and a prefix search each. */
const SEARCHED = [
  ['email', 'email'],
  ['id_number', 'idNumber'],
  ['phone', 'phoneNumber'],
  ['telephone', 'telephoneNumber'],
] as const;

/** A borrower, Personal or Enterprise; the columns of the other type stay null. */
export const debiturs = pgTable(
  'debiturs',
  {
    id: idColumn(),
    type: text('type').notNull(),
    /** Stored lower case. */
    email: text('email'),
    address: text('address').notNull(),
    relatedGroupId: requiredReference('related_group_id', () => groups.id, 'restrict'),
    relatedBranchId: requiredReference('related_branch_id', () => branches.id, 'restrict'),
    isArchive: boolean('is_archive').notNull().default(false),
    // Personal
    fullName: text('full_name'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    phoneNumber: text('phone_number'),
    maritalStatus: text('marital_status'),
    idNumber: text('id_number'),
    // Enterprise
    companyName: text('company_name'),
    organizerName: text('organizer_name'),
    telephoneNumber: text('telephone_number'),
    budget: numeric('budget', { precision: 20, scale: 2 }),
    npwp: text('npwp'),
    nib: text('nib'),
    shareHolder: text('share_holder'),
    permit: text('permit'),
    createdBy: uuid('created_by'),
    ...versionColumns(),
  },
  (table) => [
    // One live Personal debitur per ID number; archived ones do not count.
    uniqueIndex('debiturs_id_number_key')
      .on(table.idNumber)
      .where(sql`${table.type} = 'Personal' and ${table.isArchive} = false`),
    index('debiturs_branch_idx').on(table.relatedBranchId),
    index('debiturs_group_idx').on(table.relatedGroupId),
    // Contains-search (ILIKE '%term%') on the name, by the debitur and credit application lists.
    index('debiturs_full_name_trgm_idx').using('gin', table.fullName.op('gin_trgm_ops')),
    index('debiturs_company_name_trgm_idx').using('gin', table.companyName.op('gin_trgm_ops')),
    // The list's order within its tab and type, read forwards or backwards.
    index('debiturs_list_idx').on(table.isArchive, table.type, table.createdAt, table.id),
    // A sort by another column reads its page from an index of the same shape, not by sorting
    // every debitur of the type.
    ...SORTED_BY.map(([name, column]) =>
      index(`debiturs_${name}_sort_idx`).on(table.isArchive, table.type, table[column], table.id),
    ),
    // The search tests the email, ID and phone numbers as well as the name: each has the
    // name's two indexes, so the matches of every column are combined from indexes.
    ...SEARCHED.flatMap(([name, column]) => [
      index(`debiturs_${name}_trgm_idx`).using('gin', table[column].op('gin_trgm_ops')),
      index(`debiturs_${name}_prefix_idx`).on(sql`lower(${table[column]}) text_pattern_ops`),
    ]),
    // Terms of one or two letters have no trigram: they match the start of the name instead.
    index('debiturs_name_prefix_idx').on(
      sql`lower(coalesce(${table.fullName}, ${table.companyName}, '')) text_pattern_ops`,
    ),
    // The credit application screens' debitur choices: live debiturs in name order, 51 at a time,
    // of every type (the Filter drawer) or of one (the wizard).
    index('debiturs_live_name_idx')
      .on(sql`lower(coalesce(${table.fullName}, ${table.companyName}, ''))`, table.id)
      .where(sql`${table.isArchive} = false`),
    index('debiturs_live_type_name_idx')
      .on(table.type, sql`lower(coalesce(${table.fullName}, ${table.companyName}, ''))`, table.id)
      .where(sql`${table.isArchive} = false`),
    // The branch must belong to the related group, and keeps that link while the debitur uses it.
    branchOfGroup('debiturs_branch_group_fk', table.relatedBranchId, table.relatedGroupId),
  ],
);

/** Documents and photos of a debitur, by category; the bytes live in Storage under storageKey. */
export const debiturFiles = pgTable(
  'debitur_files',
  {
    id: idColumn(),
    debiturId: requiredReference('debitur_id', () => debiturs.id, 'cascade'),
    category: text('category').notNull(),
    ...storedFileColumns(),
    createdBy: uuid('created_by'),
    createdAt: createdAtColumn(),
  },
  (table) => [index('debitur_files_debitur_idx').on(table.debiturId)],
);

/** How many debiturs each (tab, type, branch) holds, kept by statement triggers (migration 0010). */
export const debiturCounts = pgTable(
  'debitur_counts',
  {
    isArchive: boolean('is_archive').notNull(),
    type: text('type').notNull(),
    branchId: uuid('branch_id').notNull(),
    debiturs: bigint('debiturs', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.isArchive, table.type, table.branchId] })],
);
