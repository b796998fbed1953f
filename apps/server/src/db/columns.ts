import { sql } from 'drizzle-orm';
import { integer, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Each a function, so every table is given builders of its own.

/** The key of a row, drawn at random by the database. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** A row another row must have; `onDelete` says what deleting that row does to this one. */
export const requiredReference = (
  name: string,
  target: () => AnyPgColumn,
  onDelete: 'cascade' | 'restrict',
) => uuid(name).notNull().references(target, { onDelete });

/**
 * The time of the statement itself, for rows written together that must keep their order:
 * inside one transaction now() (a column's default) stands still.
 */
export const statementClock = sql`clock_timestamp()`;

/** When the row was written. */
export const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The edit version and times of a record edited in place (see `updateVersioned`). */
export const versionColumns = () => ({
  version: integer('version').notNull().default(1),
  createdAt: createdAtColumn(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The master-data tables that hold a name and a description (`nameDescriptionService`). */
export const nameDescriptionColumns = () => ({
  id: idColumn(),
  name: text('name').notNull(),
  description: text('description'),
  createdBy: uuid('created_by'),
  ...versionColumns(),
});

/** An uploaded file: what the upload said of it, and where its bytes are in Storage. */
export const storedFileColumns = () => ({
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  storageKey: text('storage_key').notNull(),
});
