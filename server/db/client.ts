import { type DatabaseHandle, IN_MEMORY_DATABASE } from "./database.ts";

// The handle's types live in database.ts, which the drivers import; the rest of the server
// keeps importing them from here.
export {
  type Database,
  type DatabaseHandle,
  IN_MEMORY_DATABASE,
  MIGRATIONS_FOLDER,
  type Transaction,
} from "./database.ts";

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
