// The embedded PGlite behind the site's database handle (server/db/client.ts, which imports
// this module only when there is no DATABASE_URL: a server on PostgreSQL never loads it).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import {
  type Database,
  type DatabaseHandle,
  IN_MEMORY_DATABASE,
  MIGRATIONS_FOLDER,
} from "./database.ts";
import { unpackPgliteTemplate } from "./pglite-template.ts";
import * as schema from "./schema.ts";

/**
 * PGlite's start parameters: its defaults, with PostgreSQL's shared buffers at 16 MB
 * instead of 128 MB. The site's whole content fits in far less, and PGlite keeps those
 * buffers resident: an existing folder opens in about 210 MB instead of 390 MB
 * (npm run bench:memory, issue 17).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/**
 * The extensions the public search needs (migration 0009, docs/decisions/029): PGlite
 * carries them as bundles it loads at start, where PostgreSQL has them installed.
 */
export const PGLITE_EXTENSIONS = { unaccent, pg_trgm };

/**
 * PGlite in `dataDir/db` (a new one unpacked from the committed template), or in memory
 * from `template` when `location` is IN_MEMORY_DATABASE.
 */
export async function openPglite(
  location: string | undefined,
  dataDir: string,
  template: Blob | undefined,
): Promise<DatabaseHandle> {
  let client: PGlite;
  if (location === IN_MEMORY_DATABASE) {
    client = new PGlite({
      startParams: PGLITE_START_PARAMS,
      extensions: PGLITE_EXTENSIONS,
      ...(template ? { loadDataDir: template } : {}),
    });
  } else {
    const folder = path.join(dataDir, "db");
    mkdirSync(dataDir, { recursive: true });
    if (!(await unpackPgliteTemplate(folder))) mkdirSync(folder, { recursive: true });
    client = new PGlite(folder, {
      startParams: PGLITE_START_PARAMS,
      extensions: PGLITE_EXTENSIONS,
    });
  }
  await client.waitReady;
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir("none"),
  };
}
