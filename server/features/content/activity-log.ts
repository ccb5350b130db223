import type { JournalAction } from "../../../domain/journal.ts";
import type { Database } from "../../db/client.ts";
import { activityLog } from "../../db/schema.ts";
import { bumpContentVersion } from "../../lib/public-cache.ts";
import type { Actor } from "./ownership.ts";

type Executor = Pick<Database, "insert" | "update">;
export type ActivityAction = JournalAction;

/**
 * Records a staff write. The user's name is copied, so the log still says who did what
 * after the account is deleted (docs/decisions/001). Every staff write passes here, in its
 * transaction, so this is also where the content version of the public cache is bumped.
 */
export async function logActivity(
  tx: Executor,
  user: Actor,
  entityType: string,
  entityId: string,
  action: ActivityAction,
): Promise<void> {
  await tx.insert(activityLog).values({
    userId: user.id,
    userName: `${user.prenom} ${user.nom}`,
    entityType,
    entityId,
    action,
  });
  await bumpContentVersion(tx);
}
