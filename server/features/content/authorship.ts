import { count, eq } from "drizzle-orm";
import {
  CONTENT_TYPE_IDENTITIES,
  CONTENT_TYPE_KEYS,
  type ContentTypePlural,
} from "../../../domain/content-types/identities.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { invalidatePublicPages } from "../../lib/public-cache.ts";
import { logActivity } from "./activity-log.ts";
import { CONTENT_TABLES } from "./content-table.ts";
import type { Actor } from "./ownership.ts";

/** The content tables a user can author, by the type the activity log names them with. */
const AUTHORED_TABLES = CONTENT_TYPE_KEYS.map((type) => [type, CONTENT_TABLES[type]] as const);

/** How many items of each type a user authored, by the type's plural, and in all. */
export type AuthoredCounts = Record<ContentTypePlural, number> & { total: number };

/** What `userId` authored: what a deletion would leave with 'Auteur supprimé'. */
export async function countAuthored(db: Database, userId: string): Promise<AuthoredCounts> {
  const counts = await Promise.all(
    AUTHORED_TABLES.map(async ([type, table]) => {
      const [row] = await db
        .select({ value: count() })
        .from(table)
        .where(eq(table.auteurId, userId));
      return [CONTENT_TYPE_IDENTITIES[type].plural, row?.value ?? 0] as const;
    }),
  );
  const total = counts.reduce((sum, [, value]) => sum + value, 0);
  return { ...(Object.fromEntries(counts) as Record<ContentTypePlural, number>), total };
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
