import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ReadNumbers } from '@creditdesk/domain/documents/document-readings';
import { creditApplicationDocumentVersions } from '../documents/documents.table';

/**
 * What reading a file version found. The database queues each readable version as it is stored
 * (state 'queued', by the trigger of migration 0028), so that finding the files left to read
 * costs the same however many were read before. An instance claims a queued row (state
 * 'pending', `claimed_by`/`claimed_at`), so two instances never read one file at once; a claim
 * older than a reading may take is taken again (its instance stopped), at most three times.
 */
export const documentReadings = pgTable(
  'document_readings',
  {
    versionId: uuid('version_id')
      .primaryKey()
      .references(() => creditApplicationDocumentVersions.id, { onDelete: 'cascade' }),
    /** 'queued', 'pending', 'read' or 'unreadable'. */
    state: text('state').notNull(),
    numbers: jsonb('numbers').$type<ReadNumbers>(),
    claimedBy: text('claimed_by'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When its version was stored: the newest queued files are read first. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('document_readings_queued_idx')
      .on(table.queuedAt.desc())
      .where(sql`${table.state} = 'queued'`),
    index('document_readings_pending_idx')
      .on(table.claimedAt)
      .where(sql`${table.state} = 'pending'`),
  ],
);
