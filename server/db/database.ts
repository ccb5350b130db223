// What the site's database handle is, apart from how one is opened (client.ts): the two
// drivers (pglite.ts, postgres.ts) implement it, and client.ts loads the one it needs, so
// neither driver imports the module that imports it.
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What `db.transaction(async (tx) => …)` hands its callback. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** A cheap `select 1`: resolves when the database answers, rejects otherwise (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: its data folder as one archive, to start another from (pgliteTemplate). */
  dump?(): Promise<Blob>;
}

/** The committed SQL migrations, run by either database's handle. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

/** In-memory PGlite, for tests that want a private throwaway database. */
export const IN_MEMORY_DATABASE = "memory://";
