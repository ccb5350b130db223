// What the site's thread (pglite-remote.ts) and the database's thread (pglite-thread.js)
// say to each other (docs/decisions/068). Types only: the database's thread reads them
// through JSDoc and never loads this file.

/** How the site's thread asks (pglite-remote.ts writes these). */
export type ThreadRequest =
  | {
      id: number;
      kind: "query";
      /** The transaction the query belongs to, if any. */
      transaction?: number;
      sql: string;
      params: unknown[];
      rowMode: "array" | "object";
      /** Dates and intervals as PostgreSQL writes them (drizzle parses them itself). */
      datesAsText: boolean;
    }
  | { id: number; kind: "begin"; transaction: number }
  | { id: number; kind: "end"; transaction: number; commit: boolean }
  | { id: number; kind: "dump" }
  | { id: number; kind: "close" };

/**
 * A query's answer: each row as the UTF-8 bytes of its JSON (`json`, moved rather than
 * copied: ADR 076), or the rows as objects when one of their values has no JSON form (a
 * Date, a BigInt, bytes).
 */
export type QueryAnswer = {
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
} & ({ json: Uint8Array[] } | { rows: unknown[] });

export type ThreadAnswer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ThreadError };

/** A query's error as fields: an Error's own properties (SQLSTATE `code`, …) are not cloned. */
export interface ThreadError {
  message: string;
  fields: Record<string, unknown>;
}

export interface ThreadStart {
  /** The data folder (an in-memory PGlite stays in the site's thread: pglite.ts). */
  folder: string;
}
