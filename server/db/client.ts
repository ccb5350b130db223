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

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite in `dataDir/db`.
 * Both run the same drizzle schema and the same committed SQL migrations. Each driver is
 * loaded only when it is used: a server on PostgreSQL does not carry PGlite's code, nor
 * the embedded one the PostgreSQL client's (issue 17).
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * An in-memory PGlite's starting content: a data folder PGlite dumped (`dumpDataDir`),
   * already initialised and migrated. Starting from it skips initdb, which costs over a
   * second and most of PGlite's peak memory (the tests' template: server/test/).
   */
  pgliteTemplate?: Blob | undefined;
}): Promise<DatabaseHandle> {
  const { databaseUrl, dataDir } = options;
  if (databaseUrl && databaseUrl !== IN_MEMORY_DATABASE) {
    const { openPostgres } = await import("./postgres.ts");
    return openPostgres(databaseUrl);
  }
  const { openPglite } = await import("./pglite.ts");
  return openPglite(databaseUrl, dataDir, options.pgliteTemplate);
}
