import type { SQL } from "drizzle-orm";
import type { Database } from "./client.ts";

/**
 * The rows of a raw SQL query, whichever driver ran it: node-postgres and PGlite both
 * answer `{ rows }`, which drizzle's `execute` types differently for each.
 */
export async function rowsOf<T>(db: Pick<Database, "execute">, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
