import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/columns';
import type { CatalogueSnapshot } from './catalogue-snapshot';

/**
 * Every version of the document catalogue, one per change (docs/decisions.md, Document catalogue
 * versions): the newest is the current catalogue, and an application submitted for review names
 * the one it was submitted with (`credit_applications.catalogue_version_id`).
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  snapshot: jsonb('snapshot').$type<CatalogueSnapshot>().notNull(),
  createdAt: createdAtColumn(),
});
