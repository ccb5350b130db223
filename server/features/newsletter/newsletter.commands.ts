import {
  NEWSLETTER_MESSAGES,
  NewsletterSubscriptionInputSchema,
} from "../../../domain/newsletter.ts";
import type { Database } from "../../db/client.ts";
import { HttpError } from "../../lib/http-error.ts";
import { createVisitorForm } from "../../lib/public-form.ts";
import type { Mail } from "../mail/mail.ts";
import type { SiteSettingsService } from "../site/site-settings.service.ts";
import { createNewsletterRepository } from "./newsletter.repository.ts";
import { confirmationMail } from "./newsletter-mails.ts";

/** Subscriptions one IP address may send per window. */
export const NEWSLETTER_RATE_LIMIT = { perIp: 5, windowSeconds: 15 * 60 } as const;

/**
 * The footer's subscription, the same for `POST /api/v1/newsletter` and for the
 * `/newsletter` page's action (a form sent without JavaScript). With SMTP it counts once
 * the link mailed to the address is followed (double opt-in); without, at once.
 */
export function createNewsletterSignup(
  db: Database,
  mail: Mail,
  publicUrl: string,
  siteSettings: Pick<SiteSettingsService, "read">,
) {
  const repository = createNewsletterRepository(db);
  const { config } = mail;
  const form = createVisitorForm(db, {
    name: "newsletter",
    ...NEWSLETTER_RATE_LIMIT,
    tooManyMessage: NEWSLETTER_MESSAGES.tooManyRequests,
    jsonOnlyMessage: NEWSLETTER_MESSAGES.jsonOnly,
    schema: NewsletterSubscriptionInputSchema,
    sentMessage: config ? NEWSLETTER_MESSAGES.confirmationSent : NEWSLETTER_MESSAGES.subscribed,
    failedMessage: NEWSLETTER_MESSAGES.submitError,
    async save(input) {
      if (!config) return repository.subscribe(input);
      // The brand the confirmation names, as the settings say now.
      const { nomMarque } = await siteSettings.read();
      await repository.subscribePending(input, (tx, pending) =>
        mail.queue(tx, "newsletter.confirmation", [
          confirmationMail(pending, publicUrl, nomMarque),
        ]),
      );
      mail.nudge();
    },
  });
  /** A token page's button: the French answer, or a 404 with the French refusal. */
  const byToken =
    (change: (token: string) => Promise<boolean>, done: string, unknown: string) =>
    async (token: string): Promise<string> => {
      if (!(await change(token))) throw new HttpError(404, unknown);
      return done;
    };
  return {
    ...form,
    confirm: byToken(
      repository.confirm,
      NEWSLETTER_MESSAGES.confirmed,
      NEWSLETTER_MESSAGES.confirmationUnknown,
    ),
    unsubscribe: byToken(
      repository.unsubscribe,
      NEWSLETTER_MESSAGES.unsubscribed,
      NEWSLETTER_MESSAGES.tokenUnknown,
    ),
  };
}
