import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
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

/** Where the embedded database's starting folders are kept (scripts/make-db-template.ts). */
export const PGLITE_TEMPLATE_DIR = fileURLToPath(new URL("./template", import.meta.url));

/** The starting folder for the installed PGlite: a data folder is tied to its version. */
export function pgliteTemplatePath(): string {
  return path.join(PGLITE_TEMPLATE_DIR, `pglite-${installedPgliteVersion()}.tar.gz`);
}

/** PGlite's version, from its package.json (which its `exports` do not list). */
function installedPgliteVersion(): string {
  let folder = path.dirname(fileURLToPath(import.meta.resolve("@electric-sql/pglite")));
  for (;;) {
    const manifest = path.join(folder, "package.json");
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, "utf8"));
      if (name === "@electric-sql/pglite") return version;
    }
    const parent = path.dirname(folder);
    if (parent === folder) return "unknown";
    folder = parent;
  }
}

/**
 * What a new embedded database starts from: the committed result of initdb for this PGlite
 * version, when there is one. Copying it costs a fraction of initdb's time and memory
 * (issue 17); without it, PGlite runs initdb itself.
 */
function newFolderTemplate(folder: string): Blob | undefined {
  if (existsSync(path.join(folder, "PG_VERSION"))) return undefined;
  const template = pgliteTemplatePath();
  return existsSync(template) ? new Blob([readFileSync(template)]) : undefined;
}

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
      ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
    });
  } else {
    const folder = path.join(dataDir, "db");
    mkdirSync(folder, { recursive: true });
    const template = newFolderTemplate(folder);
    client = new PGlite(folder, {
      startParams: PGLITE_START_PARAMS,
      ...(template ? { loadDataDir: template } : {}),
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
