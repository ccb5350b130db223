// PostgreSQL behind the site's database handle (server/db/client.ts, which imports this
// module only when DATABASE_URL names a server: the embedded database's code stays unloaded).
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { type Database, type DatabaseHandle, MIGRATIONS_FOLDER } from "./database.ts";
import * as schema from "./schema.ts";

/** How long a new PostgreSQL connection may take before the request needing it fails. */
const CONNECT_TIMEOUT_MS = 5_000;

export async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
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
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: "postgres",
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}
