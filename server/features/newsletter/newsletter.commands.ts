import {
  NEWSLETTER_MESSAGES,
  NewsletterSubscriptionInputSchema,
} from "../../../domain/newsletter.ts";
import type { Database } from "../../db/client.ts";
import { createVisitorForm } from "../../lib/public-form.ts";
import { createNewsletterRepository } from "./newsletter.repository.ts";

/** Subscriptions one IP address may send per window. */
export const NEWSLETTER_RATE_LIMIT = { perIp: 5, windowSeconds: 15 * 60 } as const;

/**
 * The footer's subscription, the same for `POST /api/v1/newsletter` and for the
 * `/newsletter` page's action (a form sent without JavaScript).
 */
export function createNewsletterSignup(db: Database) {
  const repository = createNewsletterRepository(db);
  return createVisitorForm(db, {
    name: "newsletter",
    ...NEWSLETTER_RATE_LIMIT,
    tooManyMessage: NEWSLETTER_MESSAGES.tooManyRequests,
    jsonOnlyMessage: NEWSLETTER_MESSAGES.jsonOnly,
    schema: NewsletterSubscriptionInputSchema,
    sentMessage: NEWSLETTER_MESSAGES.subscribed,
    save: (input) => repository.subscribe(input),
  });
}
