import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/columns';
import { creditApplicationEvents } from '../documents/documents.table';

/**
 * Timeline entries whose people are still to be mailed: a Submit (the approvers who may decide),
 * a decision and a deferral's answer (the creator). A trigger on the timeline writes them in the
 * transaction of the entry, whichever code appends it; the notice job deletes each one in the
 * transaction that mails it.
 */
export const applicationNotices = pgTable(
  'application_notices',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => creditApplicationEvents.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (table) => [index('application_notices_created_idx').on(table.createdAt)],
);
