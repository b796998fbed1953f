import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { OPEN_DEFERRAL_STATUSES } from '@creditdesk/domain/documents/document-deferrals';
import { idColumn, requiredReference } from '../../db/columns';
import { applicationIdColumn } from '../credit-applications/credit-applications.table';
import { users, writtenByColumns } from '../users/users.table';
import { creditApplicationDocuments, documentTypes } from './documents.table';

const OPEN = sql.raw(
  `status in (${OPEN_DEFERRAL_STATUSES.map((status) => `'${status}'`).join(', ')})`,
);

/**
 * A mandatory document deferred to a promised date (TBO); its statuses are DEFERRAL_STATUSES of
 * packages/domain. A granted one counts as present for Submit and lives on after the decision
 * until the document is uploaded.
 */
export const documentDeferrals = pgTable(
  'document_deferrals',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    typeId: requiredReference('type_id', () => documentTypes.id, 'cascade'),
    promisedDate: date('promised_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull(),
    ...writtenByColumns(),
    /** Who granted or refused it, when, and why. */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'restrict' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    /** When it was withdrawn or received, and the document that closed it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    receivedDocumentId: uuid('received_document_id').references(
      () => creditApplicationDocuments.id,
      { onDelete: 'set null' },
    ),
    /**
     * The application's archive flag, branch and creator, which decide whether Dokumen TBO and
     * the dashboard count it and for whom: filled and followed by triggers (migration 0022),
     * whichever code writes the deferral or changes the application, so a count needs no join.
     */
    applicationLive: boolean('application_live').notNull().default(true),
    applicationBranchId: uuid('application_branch_id'),
    applicationCreatorId: uuid('application_creator_id'),
  },
  (table) => [
    uniqueIndex('document_deferrals_open_key').on(table.applicationId, table.typeId).where(OPEN),
    index('document_deferrals_application_idx').on(table.applicationId),
    // Dokumen TBO: the open deferrals of live applications by promised date, with the scope's
    // columns, so the page walks it in order and the dashboard's counts read it alone.
    index('document_deferrals_open_due_idx')
      .on(
        table.applicationLive,
        table.promisedDate,
        table.id,
        table.applicationBranchId,
        table.applicationCreatorId,
      )
      .where(OPEN),
    index('document_deferrals_created_by_idx').on(table.createdBy),
  ],
);
