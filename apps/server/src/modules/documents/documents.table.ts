import { and, eq, isNotNull, isNull, sql, type Placeholder } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MandatoryRule } from '@creditdesk/domain/document-catalogue/catalogue-rules';
import type { MetaField } from '@creditdesk/domain/documents/document-fields';
import { createdAtColumn, idColumn, requiredReference, storedFileColumns } from '../../db/columns';
import { linkKeys } from '../../db/link-keys';
import {
  applicationIdColumn,
  creditApplications,
} from '../credit-applications/credit-applications.table';
import { debiturs } from '../debiturs/debiturs.table';
import { users, writtenByColumns } from '../users/users.table';

/**
 * The bank's document catalogue (master data): seeded from the shipped tree of packages/domain,
 * which each start completes with the shipped rows the bank lacks. `customised` marks a row the
 * bank wrote, which a start no longer brings back to the shipped tree.
 */
export const documentCategories = pgTable('document_categories', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  /** 'both', 'Personal' or 'Enterprise': which debiturs' applications show it. */
  debiturKinds: text('debitur_kinds').notNull().default('both'),
  position: integer('position').notNull(),
  /** Hidden from applications not yet submitted; kept for those that hold it. */
  retired: boolean('retired').notNull().default(false),
  customised: boolean('customised').notNull().default(false),
});

/**
 * The shipped categories and types the bank deleted, by their code, so that no later start adds
 * them again.
 */
export const documentCatalogueDeletions = pgTable(
  'document_catalogue_deletions',
  {
    kind: text('kind').$type<'category' | 'type'>().notNull(),
    code: text('code').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.code] })],
);

/**
 * Document types: the catalogue's (`applicationId` null) and those a creator
 * added to one application with 'Add Other Document' (`applicationId` set).
 */
export const documentTypes = pgTable(
  'document_types',
  {
    id: idColumn(),
    code: text('code').notNull().unique(),
    categoryCode: text('category_code')
      .notNull()
      .references(() => documentCategories.code, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    /** 'none', 'always', 'personal', 'enterprise' or 'married' (catalogue-rules.ts). */
    mandatory: text('mandatory').$type<MandatoryRule>().notNull().default('none'),
    formMetaData: jsonb('form_meta_data').$type<MetaField[]>().notNull(),
    dueField: text('due_field'),
    /** The report page the type feeds, by its slug. */
    report: text('report'),
    position: integer('position').notNull().default(0),
    retired: boolean('retired').notNull().default(false),
    customised: boolean('customised').notNull().default(false),
    applicationId: uuid('application_id').references(() => creditApplications.id, {
      onDelete: 'cascade',
    }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('document_types_application_idx')
      .on(table.applicationId)
      .where(sql`${table.applicationId} is not null`),
  ],
);

/**
 * One uploaded document of an application (the spec's Uploaded file): its metadata and due
 * date. Its bytes are the newest of its versions. Removed after the application was submitted,
 * it leaves the current set (`removedAt`) and keeps its versions.
 */
export const creditApplicationDocuments = pgTable(
  'credit_application_documents',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    typeId: requiredReference('type_id', () => documentTypes.id, 'restrict'),
    debiturId: uuid('debitur_id').references(() => debiturs.id, { onDelete: 'restrict' }),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    /** The type's due field copied from the metadata, so each due-date report is a range scan. */
    dueDate: date('due_date', { mode: 'string' }),
    /** 'Completed' when uploaded after the application was Completed (spec section 4). */
    statusDocument: text('status_document').notNull().default(''),
    ...writtenByColumns(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Taken out of the current set after submission: who and when (null while current). */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'restrict' }),
  },
  (table) => [
    index('credit_application_documents_application_idx').on(table.applicationId, table.typeId),
    index('credit_application_documents_type_idx').on(table.typeId),
    index('credit_application_documents_debitur_idx').on(table.debiturId),
    index('credit_application_documents_due_idx')
      .on(table.typeId, table.dueDate)
      .where(sql`${table.dueDate} is not null`),
  ],
);

/** Every file a document has held; the newest is its current one. */
export const creditApplicationDocumentVersions = pgTable(
  'credit_application_document_versions',
  {
    id: idColumn(),
    documentId: requiredReference('document_id', () => creditApplicationDocuments.id, 'cascade'),
    ...storedFileColumns(),
    ...writtenByColumns(),
  },
  (table) => [
    index('credit_application_document_versions_document_idx').on(
      table.documentId,
      table.createdAt.desc(),
    ),
    index('credit_application_document_versions_storage_idx').on(table.storageKey),
  ],
);

/** The application's timeline: created, signing steps, documents, submission and decision. */
export const creditApplicationEvents = pgTable(
  'credit_application_events',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    event: text('event').notNull(),
    status: text('status'),
    detail: text('detail'),
    ...writtenByColumns(),
  },
  (table) => [
    index('credit_application_events_application_idx').on(
      table.applicationId,
      table.createdAt.desc(),
    ),
  ],
);

/**
 * The file versions a review decision saw: the current version of every current document when
 * the application was approved or rejected. A decided version cannot be deleted (restrict).
 */
export const creditApplicationDecidedVersions = pgTable(
  'credit_application_decided_versions',
  {
    eventId: requiredReference('event_id', () => creditApplicationEvents.id, 'cascade'),
    versionId: requiredReference(
      'version_id',
      () => creditApplicationDocumentVersions.id,
      'restrict',
    ),
  },
  (table) =>
    linkKeys(table.eventId, table.versionId, 'credit_application_decided_versions_version_idx'),
);

/** A version's document: the condition that joins the two tables. */
export const versionOfDocument = eq(
  creditApplicationDocuments.id,
  creditApplicationDocumentVersions.documentId,
);

/** The documents of an application in its current set, or (`removed`) those taken out of it. */
export const documentsOfApplicationWhere = (applicationId: string | Placeholder, removed = false) =>
  and(
    eq(creditApplicationDocuments.applicationId, applicationId),
    removed
      ? isNotNull(creditApplicationDocuments.removedAt)
      : isNull(creditApplicationDocuments.removedAt),
  );
