// How long applications are kept (APPLICATION_RETENTION_MONTHS, 24 by default): once a day,
// and once when the server is ready, the applications received before that many months ago
// are deleted with their CVs. A candidate's data is kept for the recruitment it was sent
// for, not for ever; staff may delete one earlier from the inbox (ADR 066).
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../lib/clock.ts";
import type { Applications } from "./candidatures.service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment `months` calendar months before `now`: what was received before it goes. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export function createApplicationRetention(deps: {
  applications: Pick<Applications, "removeReceivedBefore">;
  clock: Clock;
  months: number;
}) {
  const { applications, clock, months } = deps;
  let running: Promise<number> | null = null;

  /** What is past the retention, deleted with its CVs (candidatures.service.ts). */
  const purge = () => applications.removeReceivedBefore(retentionCutoff(clock.now(), months));

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
