import { count, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { mailOutbox } from "../db/schema.ts";

/**
 * Waits until `check` holds, asking again every few milliseconds, and fails after
 * `timeoutMs`. For what happens outside the app's clock (a real SMTP server receiving, a
 * lock another connection waits on, the mail outbox draining): it returns as soon as the
 * condition holds, so it costs what the event costs, never a fixed wait. Time the app
 * decides (a planned date, a flush, a cache's second) is moved with its manual clock instead.
 */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`jamais arrivé : ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Waits until every mail the app has queued is sent (none left in its outbox unsent): past
 * that, no mail of what was asked so far can still arrive. What a test checks that some
 * mail never comes waits for this, not for a moment "long enough".
 */
export function waitForOutboxSent(app: FastifyInstance, timeoutMs = 10_000): Promise<void> {
  return waitUntil(
    async () => {
      const [unsent] = await app.services.db
        .select({ count: count() })
        .from(mailOutbox)
        .where(isNull(mailOutbox.sentAt));
      return (unsent?.count ?? 0) === 0;
    },
    "tous les emails en file envoyés",
    timeoutMs,
  );
}
