import { randomBytes } from "node:crypto";
import pg from "pg";

export interface TemporaryDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database on the PostgreSQL server of `baseUrl`, so the suite starts from
 * nothing (like a new DATA_DIR) even when the API suite has already filled that database,
 * where its own first administrator would stop the harness's from being seeded.
 */
export async function createTemporaryDatabase(baseUrl: string): Promise<TemporaryDatabase> {
  const name = `e2e_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
