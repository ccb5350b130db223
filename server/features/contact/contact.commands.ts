import { CONTACT_MESSAGES, ContactRequestInputSchema } from "../../../domain/contact.ts";
import type { Database } from "../../db/client.ts";
import { createVisitorForm } from "../../lib/public-form.ts";
import { createContactRepository } from "./contact.repository.ts";

/** Messages one IP address may send per window. */
export const CONTACT_RATE_LIMIT = { perIp: 5, windowSeconds: 15 * 60 } as const;

/**
 * A visitor's contact request, the same for `POST /api/v1/contact` and for the pages'
 * forms sent without JavaScript (their actions).
 */
export function createContactForm(db: Database) {
  const repository = createContactRepository(db);
  return createVisitorForm(db, {
    name: "contact",
    ...CONTACT_RATE_LIMIT,
    tooManyMessage: CONTACT_MESSAGES.tooManyRequests,
    jsonOnlyMessage: CONTACT_MESSAGES.jsonOnly,
    schema: ContactRequestInputSchema,
    sentMessage: CONTACT_MESSAGES.sent,
    async save(input, request) {
      const id = await repository.create(input);
      request.log.info({ contactRequestId: id }, "demande de contact reçue");
    },
  });
}
