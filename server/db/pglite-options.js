// @ts-check
// How every embedded PGlite starts, in the site's thread (tests' in-memory databases) or in
// its own (pglite-thread.js, a data folder). JavaScript, checked by TypeScript through its
// JSDoc, because the database's thread loads it: a `.ts` file there would load Node's
// TypeScript stripper into that thread for good (docs/decisions/071).
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

/**
 * PGlite's start parameters: its defaults, with PostgreSQL's shared buffers at 16 MB
 * instead of 128 MB. The site's whole content fits in far less, and PGlite keeps those
 * buffers resident: an existing folder opens in about 210 MB instead of 390 MB
 * (npm run bench:memory, issue 17).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/**
 * The extensions the public search needs (migration 0009, docs/decisions/029): PGlite
 * carries them as bundles it loads at start, where PostgreSQL has them installed.
 */
export const PGLITE_EXTENSIONS = { unaccent, pg_trgm };
