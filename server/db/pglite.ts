// The embedded PGlite behind the site's database handle (server/db/client.ts, which imports
// this module only when there is no DATABASE_URL: a server on PostgreSQL never loads it).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import {
  type Database,
  type DatabaseHandle,
  IN_MEMORY_DATABASE,
  MIGRATIONS_FOLDER,
} from "./database.ts";
import { PGLITE_EXTENSIONS, PGLITE_START_PARAMS } from "./pglite-options.js";
import { createQueryRunner } from "./pglite-query.js";
import { asPglite, startPgliteThread } from "./pglite-remote.ts";
import { unpackPgliteTemplate } from "./pglite-template.ts";
import * as schema from "./schema.ts";

export { PGLITE_EXTENSIONS } from "./pglite-options.js";

/**
 * PGlite in `dataDir/db` (a new one unpacked from the committed template), run in a thread
 * of its own (pglite-thread.js, docs/decisions/068); or in memory from `template`, in this
 * thread, when `location` is IN_MEMORY_DATABASE (the tests' throwaway databases, which
 * start by the hundred and carry no load).
 */
export async function openPglite(
  location: string | undefined,
  dataDir: string,
  template: Blob | undefined,
): Promise<DatabaseHandle> {
  if (location === IN_MEMORY_DATABASE) {
    const client = new PGlite({
      startParams: PGLITE_START_PARAMS,
      extensions: PGLITE_EXTENSIONS,
      ...(template ? { loadDataDir: template } : {}),
    });
    await client.waitReady;
    return handleOf(queriedInOnePass(client), {
      close: () => client.close(),
      dump: () => client.dumpDataDir("none"),
    });
  }
  const folder = path.join(dataDir, "db");
  mkdirSync(dataDir, { recursive: true });
  if (!(await unpackPgliteTemplate(folder))) mkdirSync(folder, { recursive: true });
  const remote = await startPgliteThread({ folder });
  return handleOf(asPglite(remote), {
    close: () => remote.close(),
    dump: () => remote.dumpDataDir(),
  });
}

/**
 * `client` with its queries run in one pass (pglite-query.js, docs/decisions/076), as the
 * database's thread runs them: what drizzle calls, `query` and `transaction`.
 */
function queriedInOnePass(client: PGlite): PGlite {
  const runner = createQueryRunner(client);
  const onePass: Pick<PGlite, "query" | "transaction"> = {
    query: (sql, params, options) => runner.query(sql, params, options, false),
    transaction: (callback) =>
      client.transaction((tx) =>
        callback({
          ...tx,
          query: async (sql, params, options) => {
            // PGlite's own check: a transaction rolled back takes no more queries.
            if (tx.closed) throw new Error("Transaction is closed");
            return runner.query(sql, params, options, true);
          },
          rollback: () => tx.rollback(),
          get closed() {
            return tx.closed;
          },
        }),
      ),
  };
  return onePass as PGlite;
}

/** The site's handle on a PGlite, in this thread or answered by its own. */
function handleOf(
  client: PGlite,
  own: { close(): Promise<void>; dump(): Promise<Blob> },
): DatabaseHandle {
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await client.query("select 1");
    },
    ...own,
  };
}
