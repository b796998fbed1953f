import { pgTable } from 'drizzle-orm/pg-core';
import { nameDescriptionColumns } from '../../db/columns';

/** Credit and plafond facilities. */
export const facilities = pgTable('facilities', nameDescriptionColumns());
