import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema.ts";
import type { OutgoingMail } from "./smtp.ts";

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The outbox table: rows written with what they tell about, claimed, then marked. */
export function createOutbox(db: Database) {
  return {
    /** Queues mail in the caller's transaction: stored together with its reason, or not at all. */
    async add(tx: Transaction | Database, kind: string, mails: OutgoingMail[]): Promise<void> {
      if (mails.length === 0) return;
      await tx.insert(mailOutbox).values(
        mails.map((mail) => ({
          kind,
          recipients: mail.to,
          replyTo: mail.replyTo ?? null,
          subject: mail.subject,
          body: mail.text,
        })),
      );
    },

    /**
     * Takes up to `limit` due rows for `leaseMs` in one statement: the rows are locked while
     * the statement runs and SKIP LOCKED passes over those another instance is taking at that
     * moment, so each row goes to one worker; the lease keeps it that worker's until it marks
     * it, or, if the worker died, until the lease runs out and someone retries it.
     */
    async claim(limit: number, leaseMs: number): Promise<OutboxRow[]> {
      const now = sql`now()`;
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.sentAt),
            lte(mailOutbox.nextAttemptAt, now),
            or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
          ),
        )
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(limit)
        .for("update", { skipLocked: true });
      return db
        .update(mailOutbox)
        .set({
          lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
          attempts: sql`${mailOutbox.attempts} + 1`,
        })
        .where(inArray(mailOutbox.id, due))
        .returning();
    },

    async markSent(id: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, id));
    },

    /** Due again after `delayMs`; the error is kept for whoever looks at the table. */
    async markFailed(id: string, delayMs: number, error: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          nextAttemptAt: sql`now() + ${delayMs} * interval '1 millisecond'`,
          lockedUntil: null,
          lastError: error.slice(0, 1000),
        })
        .where(eq(mailOutbox.id, id));
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
