import { CONTACT_MESSAGES, ContactRequestInputSchema } from "../../../domain/contact.ts";
import type { Database } from "../../db/client.ts";
import { createAcknowledgments } from "../../lib/acknowledgments.ts";
import type { Clock } from "../../lib/clock.ts";
import { createVisitorForm, VISITOR_RATE_LIMIT } from "../../lib/public-form.ts";
import type { Mail } from "../mail/mail.ts";
import type { SiteSettingsService } from "../site/site-settings.service.ts";
import { createContactRepository } from "./contact.repository.ts";
import { staffNotification, visitorAcknowledgment } from "./contact-mails.ts";

/** Messages one IP address may send per window: the visitors' forms' limit. */
export const CONTACT_RATE_LIMIT = VISITOR_RATE_LIMIT;

/**
 * A visitor's contact request, the same for `POST /api/v1/contact` and for the pages'
 * forms sent without JavaScript (their actions).
 */
export function createContactForm(
  db: Database,
  mail: Mail,
  publicUrl: string,
  siteSettings: Pick<SiteSettingsService, "inLanguage">,
  clock: Clock,
) {
  const repository = createContactRepository(db);
  const { mayAcknowledge } = createAcknowledgments(db, "contact");
  return createVisitorForm(db, {
    name: "contact",
    ...CONTACT_RATE_LIMIT,
    tooManyMessage: CONTACT_MESSAGES.tooManyRequests,
    jsonOnlyMessage: CONTACT_MESSAGES.jsonOnly,
    schema: ContactRequestInputSchema,
    sentMessage: CONTACT_MESSAGES.sent,
    failedMessage: CONTACT_MESSAGES.submitError,
    async save(input, request) {
      const { config } = mail;
      // Counted before the transaction (the limiter writes on its own connection). The
      // visitor's answer is the same either way: it tells nothing of earlier requests.
      const acknowledge = config ? await mayAcknowledge(input.email) : false;
      // The acknowledgment tells how to reach the group as the settings say now.
      const settings = acknowledge ? await siteSettings.inLanguage(input.langue ?? "fr") : null;
      // The request and its mails are stored together: the mails cannot be lost, nor
      // sent for a request that was not kept.
      const id = await db.transaction(async (tx) => {
        const stored = await repository.create(input, clock.now(), tx);
        if (config) {
          await mail.queue(tx, "contact", [
            staffNotification(input, stored, config, publicUrl),
            ...(settings ? [visitorAcknowledgment(input, settings)] : []),
          ]);
        }
        return stored;
      });
      request.log.info(
        { contactRequestId: id },
        config && !acknowledge
          ? "demande de contact reçue (accusé de réception non envoyé : limite par adresse atteinte)"
          : "demande de contact reçue",
      );
      mail.nudge();
    },
  });
}
