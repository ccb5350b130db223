import { count, eq } from "drizzle-orm";
import type { ContentTypeKey } from "../../../domain/content-types/identities.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { articles, opportunites, realisations } from "../../db/schema.ts";
import { invalidatePublicPages } from "../../lib/public-cache.ts";
import { logActivity } from "./activity-log.ts";
import type { Actor } from "./ownership.ts";

/** The content tables a user can author, by the type the activity log names them with. */
const AUTHORED_TABLES = [
  ["article", articles],
  ["realisation", realisations],
  ["opportunite", opportunites],
] as const satisfies readonly (readonly [ContentTypeKey, unknown])[];

/** How many items of each type a user authored. */
export interface AuthoredCounts {
  articles: number;
  realisations: number;
  opportunites: number;
  total: number;
}

/** What `userId` authored: what a deletion would leave with 'Auteur supprimé'. */
export async function countAuthored(db: Database, userId: string): Promise<AuthoredCounts> {
  const [articleCount, realisationCount, opportuniteCount] = await Promise.all(
    AUTHORED_TABLES.map(async ([, table]) => {
      const [row] = await db
        .select({ value: count() })
        .from(table)
        .where(eq(table.auteurId, userId));
      return row?.value ?? 0;
    }),
  );
  const counts = {
    articles: articleCount ?? 0,
    realisations: realisationCount ?? 0,
    opportunites: opportuniteCount ?? 0,
  };
  return { ...counts, total: counts.articles + counts.realisations + counts.opportunites };
}

/**
 * Gives every item `fromUserId` authored to `toUserId`, in the caller's transaction (the
 * deletion of `fromUserId`: docs/decisions/021). Each item moved is logged as modified by
 * `actor`, which also bumps the content version, so no cached page keeps the old author.
 * Answers how many items moved.
 */
export async function transferAuthorship(
  tx: Transaction,
  fromUserId: string,
  toUserId: string,
  actor: Actor,
): Promise<number> {
  let moved = 0;
  for (const [type, table] of AUTHORED_TABLES) {
    // updatedAt stays: the item's text did not change, only who answers for it.
    const rows = await tx
      .update(table)
      .set({ auteurId: toUserId })
      .where(eq(table.auteurId, fromUserId))
      .returning({ id: table.id });
    for (const row of rows) await logActivity(tx, actor, type, row.id, "modification");
    // The public pages name each item's author.
    if (rows.length > 0) await invalidatePublicPages(tx);
    moved += rows.length;
  }
  return moved;
}
