import { bigint, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from '../../db/columns';

/** Who changed what, when, with the record before and after (ARCHITECTURE: audit). */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: idColumn(),
    actorId: uuid('actor_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    /**
     * The row's place in the hash chain, 1, 2, 3, ... without gaps. It, prev_hash and hash are set
     * by the table's insert trigger, never by the application (migration 0007).
     */
    seq: bigint('seq', { mode: 'number' }),
    /** The hash of the row before this one and of this row with it: a tamper-evident chain. */
    prevHash: text('prev_hash'),
    hash: text('hash'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('audit_logs_entity_idx').on(table.entity, table.entityId),
    // A kind's trail newest first (the debitur audit-trail tab), ten rows read from the index.
    index('audit_logs_entity_order_idx').on(table.entity, table.createdAt, table.id),
    uniqueIndex('audit_logs_seq_key').on(table.seq),
  ],
);
