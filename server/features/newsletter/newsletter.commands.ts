import type { FastifyRequest } from "fastify";
import { HONEYPOT_FIELD } from "../../../domain/contact.ts";
import {
  NEWSLETTER_MESSAGES,
  NewsletterSubscriptionInputSchema,
} from "../../../domain/newsletter.ts";
import type { Database } from "../../db/client.ts";
import { parseOrThrow } from "../../lib/http-error.ts";
import { createPublicFormGuard } from "../../lib/public-form.ts";
import { createNewsletterRepository } from "./newsletter.repository.ts";

/** Subscriptions one IP address may send per window. */
export const NEWSLETTER_RATE_LIMIT = { perIp: 5, windowSeconds: 15 * 60 } as const;

/**
 * A visitor's subscription from the footer, the same whether it comes to the API
 * (`POST /api/v1/newsletter`) or as a page's form without JavaScript (the `/newsletter`
 * action): the per-address limit, the honeypot, the schema, then the write.
 */
export function createNewsletterCommands(db: Database) {
  const repository = createNewsletterRepository(db);
  const guard = createPublicFormGuard(db, {
    name: "newsletter",
    ...NEWSLETTER_RATE_LIMIT,
    tooManyMessage: NEWSLETTER_MESSAGES.tooManyRequests,
    jsonOnlyMessage: NEWSLETTER_MESSAGES.jsonOnly,
  });

  return {
    guard,
    repository,

    /**
     * Subscribes; throws the HttpError a client is meant to see (400 with `erreurs`, 429).
     * `fields` are the form's values; `request` identifies the visitor's address.
     */
    async subscribe(request: FastifyRequest, fields: Record<string, unknown>): Promise<string> {
      await guard.check(request);
      const honeypot = fields[HONEYPOT_FIELD];
      if (typeof honeypot === "string" && honeypot.trim() !== "") {
        // A robot filled the hidden field: it is answered as a success, and nothing is kept.
        await guard.count(request);
        request.log.info("newsletter : champ piège rempli, inscription ignorée");
        return NEWSLETTER_MESSAGES.subscribed;
      }
      const input = parseOrThrow(NewsletterSubscriptionInputSchema, {
        email: fields.email,
        secteur: fields.secteur,
        langue: fields.langue,
      });
      await guard.count(request);
      await repository.subscribe(input);
      return NEWSLETTER_MESSAGES.subscribed;
    },
  };
}

export type NewsletterCommands = ReturnType<typeof createNewsletterCommands>;
