import { CONTACT_MESSAGES, ContactRequestInputSchema } from "../../../domain/contact.ts";
import type { Database } from "../../db/client.ts";
import { createVisitorForm } from "../../lib/public-form.ts";
import type { Mail } from "../mail/mail.ts";
import { createContactRepository } from "./contact.repository.ts";
import { staffNotification, visitorAcknowledgment } from "./contact-mails.ts";

/** Messages one IP address may send per window. */
export const CONTACT_RATE_LIMIT = { perIp: 5, windowSeconds: 15 * 60 } as const;

/**
 * A visitor's contact request, the same for `POST /api/v1/contact` and for the pages'
 * forms sent without JavaScript (their actions).
 */
export function createContactForm(db: Database, mail: Mail, publicUrl: string) {
  const repository = createContactRepository(db);
  return createVisitorForm(db, {
    name: "contact",
    ...CONTACT_RATE_LIMIT,
    tooManyMessage: CONTACT_MESSAGES.tooManyRequests,
    jsonOnlyMessage: CONTACT_MESSAGES.jsonOnly,
    schema: ContactRequestInputSchema,
    sentMessage: CONTACT_MESSAGES.sent,
    async save(input, request) {
      // The request and its two mails are stored together: the mails cannot be lost, nor
      // sent for a request that was not kept.
      const id = await db.transaction(async (tx) => {
        const stored = await repository.create(input, tx);
        const { config } = mail;
        if (config) {
          await mail.queue(tx, "contact", [
            staffNotification(input, stored, config, publicUrl),
            visitorAcknowledgment(input),
          ]);
        }
        return stored;
      });
      request.log.info({ contactRequestId: id }, "demande de contact reçue");
      mail.nudge();
    },
  });
}
