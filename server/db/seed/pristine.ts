import { count } from "drizzle-orm";
import type { Database } from "../client.ts";
import { activityLog, articles, opportunites, realisations } from "../schema.ts";

/**
 * A first start with an empty database and no staff activity yet: a database an operator
 * has emptied on purpose has activity, and gets nothing back. Apart from the demo content
 * itself so that `npm start` can ask without loading sharp and the demo data (issue 17:
 * the start's peak is the server and the demo content's process together).
 */
export async function isPristine(db: Database): Promise<boolean> {
  const counts = await Promise.all(
    [articles, realisations, opportunites, activityLog].map(async (table) => {
      const [row] = await db.select({ value: count() }).from(table);
      return row?.value ?? 0;
    }),
  );
  return counts.every((n) => n === 0);
}
