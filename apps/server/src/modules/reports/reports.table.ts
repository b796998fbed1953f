import { date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { creditApplicationDocuments } from '../documents/documents.table';
import { users } from '../users/users.table';

/**
 * Each item a reminder mail has told its creator about, once per kind ('due-30' or 'overdue'), so
 * no item is mailed twice for the same reason, even after a restart or on another instance.
 */
export const reportReminders = pgTable(
  'report_reminders',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => creditApplicationDocuments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The bank's date of the mail: one mail per person per day. */
    day: date('day', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.kind] })],
);
