import type { FastifyBaseLogger } from "fastify";
import type { MailConfig } from "../../config.ts";
import type { Outbox, OutboxRow } from "./outbox.ts";
import type { MailSender } from "./smtp.ts";

/** Rows taken per claim; a full batch is followed by another at once. */
const BATCH = 10;

/** The delay after the `attempts`-th failure: retryMinMs doubled each time, capped. */
export function retryDelayMs(
  attempts: number,
  timings: Pick<MailConfig, "retryMinMs" | "retryMaxMs">,
) {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(timings.retryMinMs * 2 ** exponent, timings.retryMaxMs);
}

/**
 * Sends the outbox: every pollIntervalMs, and at once when nudged (a request was just
 * stored). One pass at a time per instance; several instances share the table safely
 * (Outbox.claim).
 */
export function createMailWorker(options: {
  outbox: Outbox;
  sender: MailSender;
  timings: Pick<MailConfig, "pollIntervalMs" | "retryMinMs" | "retryMaxMs" | "leaseMs">;
}) {
  const { outbox, sender, timings } = options;
  let log: FastifyBaseLogger | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let nudgedWhileRunning = false;
  let stopped = true;

  async function sendOne(row: OutboxRow): Promise<void> {
    try {
      await sender.send({
        to: row.recipients,
        replyTo: row.replyTo,
        subject: row.subject,
        text: row.body,
      });
    } catch (error) {
      const delay = retryDelayMs(row.attempts, timings);
      const message = error instanceof Error ? error.message : String(error);
      // The recipients and the text stay out of the logs: they are the visitor's data.
      log?.warn(
        { mailId: row.id, kind: row.kind, attempts: row.attempts, retryInMs: delay, err: message },
        "email non envoyé, nouvel essai prévu",
      );
      await outbox.markFailed(row.id, delay, message);
      return;
    }
    await outbox.markSent(row.id);
    log?.info({ mailId: row.id, kind: row.kind }, "email envoyé");
  }

  /** One claim and its sends; the number of rows taken. */
  async function drainOnce(): Promise<number> {
    const rows = await outbox.claim(BATCH, timings.leaseMs);
    for (const row of rows) await sendOne(row);
    return rows.length;
  }

  async function pass(): Promise<void> {
    do {
      nudgedWhileRunning = false;
      while (!stopped && (await drainOnce()) === BATCH) {}
    } while (nudgedWhileRunning && !stopped);
  }

  function schedule(): void {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(kick, timings.pollIntervalMs);
    // The poll alone never keeps the process alive.
    timer.unref();
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      nudgedWhileRunning = true;
      return;
    }
    running = pass()
      .catch((error) => log?.error({ err: error }, "file d'envoi des emails : échec de lecture"))
      .finally(() => {
        running = undefined;
        schedule();
      });
  }

  return {
    start(logger: FastifyBaseLogger): void {
      log = logger;
      stopped = false;
      kick();
    },

    /** Something was just queued: look now rather than at the next poll. */
    nudge: kick,

    /**
     * Stops polling, lets the pass in flight end, then tries once more to send what is due,
     * all within `timeoutMs`: shutdown never waits on a dead SMTP server. What is left stays
     * in the table for the next start or another instance.
     */
    async close(timeoutMs = 2_000): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      const last = (running ?? Promise.resolve()).then(drainOnce).catch((error) => {
        log?.warn({ err: error }, "file d'envoi des emails : dernier envoi interrompu");
      });
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        last,
        new Promise<void>((resolve) => {
          timeout = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timeout);
      sender.close();
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
