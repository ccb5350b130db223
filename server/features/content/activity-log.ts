import type { JournalAction } from "../../../domain/journal.ts";
import type { Database } from "../../db/client.ts";
import { activityLog } from "../../db/schema.ts";
import type { Actor } from "./ownership.ts";

type Executor = Pick<Database, "insert">;
export type ActivityAction = JournalAction;

/**
 * Records a staff write. The user's name is copied, so the log still says who did what
 * after the account is deleted (docs/decisions/001). What the write changes on the public
 * site is invalidated by the writer (invalidatePublicPages), not here: a contact request
 * read is logged and shows nowhere public.
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
}
