import type { FastifyBaseLogger } from "fastify";
import type { MailConfig } from "../../config.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { createOutbox } from "./outbox.ts";
import { createSmtpSender, type OutgoingMail } from "./smtp.ts";
import { createMailWorker } from "./worker.ts";

/**
 * The app's mail: queue in a transaction, the worker sends. Without SMTP_URL nothing is
 * queued at all: rows no one will ever send would pile up, and a later SMTP_URL would then
 * send visitors acknowledgments of requests made weeks before. The requests themselves are
 * stored either way, and the back office shows them.
 */
export function createMail(config: MailConfig | undefined, db: Database) {
  if (!config) {
    return {
      config,
      async queue(_tx: Transaction | Database, _kind: string, _mails: OutgoingMail[]) {},
      nudge() {},
      start(_log: FastifyBaseLogger) {},
      async close() {},
    };
  }
  const outbox = createOutbox(db);
  const worker = createMailWorker({ outbox, sender: createSmtpSender(config), timings: config });
  return {
    config,
    queue: (tx: Transaction | Database, kind: string, mails: OutgoingMail[]) =>
      outbox.add(tx, kind, mails),
    nudge: worker.nudge,
    start: worker.start,
    close: () => worker.close(),
  };
}

export type Mail = ReturnType<typeof createMail>;
