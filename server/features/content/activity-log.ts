import type { Database } from "../../db/client.ts";
import { activityLog, type UserRow } from "../../db/schema.ts";

type Executor = Pick<Database, "insert">;
export type ActivityAction = "creation" | "modification" | "suppression";

/**
 * Records a staff write. The user's name is copied, so the log still says who did what
 * after the account is deleted (docs/decisions/001).
 */
export async function logActivity(
  tx: Executor,
  user: UserRow,
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
