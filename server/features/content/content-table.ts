import type { articles, opportunites, realisations } from "../../db/schema.ts";

/**
 * The tables of the three content types: each has an id, an author, titles, views, dates.
 * A module of its own so that the repository and the versions it records (revisions.ts)
 * both name it without importing each other.
 */
export type ContentTable = typeof articles | typeof realisations | typeof opportunites;
