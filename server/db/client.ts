import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { unpackPgliteTemplate } from "./pglite-template.ts";
import * as schema from "./schema.ts";

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

/** How long a new PostgreSQL connection may take before the request needing it fails. */
const CONNECT_TIMEOUT_MS = 5_000;

const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

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

/** In-memory PGlite, for tests that want a private throwaway database. */
export const IN_MEMORY_DATABASE = "memory://";

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite in `dataDir/db`.
 * Both run the same drizzle schema and the same committed SQL migrations.
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
    // Bounded connection attempts: while the server is away, requests fail fast with an
    // error instead of waiting; once it is back, the next request opens a new connection.
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle connection dropped by the server (restart, failover, DROP DATABASE in tests)
    // must not crash the process: the pool discards it and opens another on demand.
    pool.on("error", (error) => {
      process.stderr.write(`PostgreSQL : connexion inactive perdue (${error.message})\n`);
    });
    // Fail at start, with the driver's message, rather than on the first request.
    const probe = await pool.connect();
    probe.release();
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: "postgres",
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (databaseUrl === IN_MEMORY_DATABASE) {
    client = new PGlite({
      startParams: PGLITE_START_PARAMS,
      extensions: PGLITE_EXTENSIONS,
      ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
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
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir("none"),
  };
}
