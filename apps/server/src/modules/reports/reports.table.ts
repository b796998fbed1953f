import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { requiredReference } from '../../db/columns';
import { creditApplicationDocuments } from '../documents/documents.table';
import { userIdColumn } from '../users/users.table';

/**
 * Each item a reminder mail has told its creator about, once per kind ('due-30' or 'overdue'), so
 * no item is mailed twice for the same reason, even after a restart or on another instance.
 */
export const reportReminders = pgTable(
  'report_reminders',
  {
    documentId: requiredReference('document_id', () => creditApplicationDocuments.id, 'cascade'),
    kind: text('kind').notNull(),
    userId: userIdColumn(),
    /** The bank's date of the mail: one mail per person per day. */
    day: date('day', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.kind] })],
);

/**
 * One row per report a document belongs to, with what a report page sorts and filters by: the
 * report's 'done' rule and due date, and its application's branch, creator and whether it is live
 * (not archived). A page walks `report_items_page_idx` in its order and reads ten documents, where
 * it would otherwise read every document of the report's types to sort them. The documents service
 * rewrites an application's items with each document it writes (report-items.repository); a
 * trigger follows an application's archive, branch and creator.
 */
export const reportItems = pgTable(
  'report_items',
  {
    report: text('report').notNull(),
    documentId: requiredReference('document_id', () => creditApplicationDocuments.id, 'cascade'),
    applicationId: uuid('application_id').notNull(),
    branchId: uuid('branch_id'),
    creatorId: uuid('creator_id').notNull(),
    live: boolean('live').notNull(),
    done: boolean('done').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    /** The due date plus the claim period (bank guarantees); the due date where there is none. */
    claimEnd: date('claim_end', { mode: 'string' }),
  },
  (table) => [
    primaryKey({ columns: [table.report, table.documentId] }),
    index('report_items_page_idx')
      .on(table.report, table.done, table.dueDate, table.documentId)
      .where(sql`${table.live}`),
    // An area's open items by due date (the dashboard's due chart): one range per branch, where the
    // page index would read every branch's items and look up each one's branch in the table.
    index('report_items_branch_due_idx')
      .on(table.branchId, table.dueDate, table.report)
      .where(sql`${table.live} and not ${table.done}`),
    index('report_items_creator_idx')
      .on(table.creatorId, table.report, table.dueDate)
      .where(sql`${table.live} and not ${table.done}`),
    index('report_items_application_idx').on(table.applicationId),
    index('report_items_document_idx').on(table.documentId),
  ],
);

/** The catalogue the items were last built from: a new one rebuilds them at start. */
export const reportItemsState = pgTable('report_items_state', {
  fingerprint: text('fingerprint').primaryKey(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
});
