import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Extensions the migrations create; PGlite must load them into every instance before it opens. */
export const pgliteExtensions = { pg_trgm };
