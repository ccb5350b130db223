import pg from "pg";

/** A database made for a test run, and the way to drop it. */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Creates the database `name` on the PostgreSQL server of `serverUrl` (whose own database
 * serves only to connect): the API tests and the browser suite each start from one of their
 * own, a copy of `template` when named (PostgreSQL copies a migrated database in tens of
 * milliseconds, where migrating takes hundreds). Resolves with its URL and the way to drop
 * it, connections and all.
 */
export async function createScratchDatabase(
  serverUrl: string,
  name: string,
  template?: string,
): Promise<ScratchDatabase> {
  const quoted = quote(name);
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${quoted}${template ? ` TEMPLATE ${quote(template)}` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return {
    url: url.toString(),
    drop: () => run(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`),
  };
}
