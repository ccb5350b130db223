import { randomBytes } from "node:crypto";
import { createScratchDatabase, type ScratchDatabase } from "../../server/test/scratch-database.ts";

export type TemporaryDatabase = ScratchDatabase;

/**
 * A fresh, empty database on the PostgreSQL server of `baseUrl`, so the suite starts from
 * nothing (like a new DATA_DIR) even when the API suite has already filled that database,
 * where its own first administrator would stop the harness's from being seeded.
 */
export function createTemporaryDatabase(baseUrl: string): Promise<TemporaryDatabase> {
  const name = `e2e_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  return createScratchDatabase(baseUrl, name);
}
