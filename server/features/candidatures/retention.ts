// How long applications are kept (APPLICATION_RETENTION_MONTHS, 24 by default): once a day,
// and once when the server is ready, the applications received before that many months ago
// are deleted with their CVs. A candidate's data is kept for the recruitment it was sent
// for, not for ever; staff may delete one earlier from the inbox (ADR 066).
import { eq, lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { candidatures } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import type { PrivateFiles } from "../../plugins/private-files.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Applications read and deleted per query: the work of one pass stays bounded. */
const BATCH = 100;

/** The moment `months` calendar months before `now`: what was received before it goes. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export function createApplicationRetention(deps: {
  db: Database;
  files: Pick<PrivateFiles, "remove">;
  clock: Clock;
  months: number;
}) {
  const { db, files, clock, months } = deps;
  let running: Promise<number> | null = null;

  /**
   * Deletes what is past the retention, each application with its CV in one transaction
   * (a CV that cannot be removed keeps its row, which names it: the next pass tries again);
   * answers how many went.
   */
  async function purge(): Promise<number> {
    const cutoff = retentionCutoff(clock.now(), months);
    let removed = 0;
    for (;;) {
      const batch = await db
        .select({ id: candidatures.id })
        .from(candidatures)
        .where(lt(candidatures.createdAt, cutoff))
        .limit(BATCH);
      for (const { id } of batch) {
        await db.transaction(async (tx) => {
          const [row] = await tx
            .delete(candidatures)
            .where(eq(candidatures.id, id))
            .returning({ cle: candidatures.cvCle });
          if (row) await files.remove(row.cle);
        });
        removed++;
      }
      if (batch.length < BATCH) return removed;
    }
  }

  /** One pass at a time: a pass still running when the next is due is not doubled. */
  function pass(log: FastifyBaseLogger): Promise<number> {
    running ??= purge()
      .then((removed) => {
        if (removed > 0) {
          log.info(
            { candidatures: removed, mois: months },
            "candidatures supprimées : durée de conservation dépassée",
          );
        }
        return removed;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, "suppression des candidatures anciennes impossible");
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  let stop: (() => void) | null = null;
  return {
    /** Runs a pass now and every day after, on the app's clock. */
    start(log: FastifyBaseLogger): Promise<number> {
      stop ??= clock.every(DAY_MS, () => void pass(log));
      return pass(log);
    },
    /** Stops the daily pass and waits for one in progress. */
    async close(): Promise<void> {
      stop?.();
      stop = null;
      await running;
    },
    /** A pass now (what the daily timer runs). */
    pass,
  };
}
