import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn, versionColumns } from '../../db/columns';
import { branches } from '../branches/branches.table';
import { creditApplications } from '../credit-applications/credit-applications.table';
import { debiturs } from '../debiturs/debiturs.table';
import { createdByColumn } from '../users/users.table';

/** The logbook of incoming calls: one row a call, Open until it is followed up and closed. */
export const logbookEntries = pgTable(
  'logbook_entries',
  {
    id: idColumn(),
    callAt: timestamp('call_at', { withTimezone: true }).notNull(),
    caller: text('caller').notNull(),
    party: text('party').notNull(),
    phone: text('phone').notNull(),
    creditApplicationId: uuid('credit_application_id').references(() => creditApplications.id, {
      onDelete: 'restrict',
    }),
    debiturId: uuid('debitur_id').references(() => debiturs.id, { onDelete: 'restrict' }),
    /** The branch the call belongs to for branch scope (docs/decisions.md: Logbook). */
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'restrict' }),
    topic: text('topic').notNull(),
    summary: text('summary').notNull(),
    receivedBy: text('received_by').notNull(),
    followUp: text('follow_up'),
    personInCharge: text('person_in_charge').notNull(),
    targetDate: date('target_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('Open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdBy: createdByColumn(),
    ...versionColumns(),
  },
  (table) => [
    // The report's default order: Open calls first, the earliest target (the overdue) on top.
    index('logbook_entries_due_idx').on(table.status, table.targetDate, table.id),
    index('logbook_entries_branch_idx').on(table.branchId),
    index('logbook_entries_application_idx').on(table.creditApplicationId),
    index('logbook_entries_debitur_idx').on(table.debiturId),
    index('logbook_entries_created_by_idx').on(table.createdBy),
  ],
);
