import { DEFAULT_LANGUAGE, type Language, SECTOR_CODES, type SectorCode } from "./constants.ts";
import { optionalLanguageField } from "./language-field.ts";
import { NEWSLETTER_LIMITS, NEWSLETTER_MESSAGES } from "./newsletter-messages.ts";
import { z } from "./zod.ts";

export { NEWSLETTER_LIMITS, NEWSLETTER_MESSAGES } from "./newsletter-messages.ts";

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/**
 * Body of POST /newsletter (the footer's field): email, an optional sector of interest and
 * the visitor's language (a region tag such as en-GB counts as en; none means fr).
 */
export const NewsletterSubscriptionInputSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: NEWSLETTER_MESSAGES.emailRequired, abort: true })
    .max(NEWSLETTER_LIMITS.emailMax, { error: NEWSLETTER_MESSAGES.emailInvalid, abort: true })
    .pipe(z.email({ error: NEWSLETTER_MESSAGES.emailInvalid })),
  secteur: z.preprocess((value) => {
    const present = blankToUndefined(value);
    return typeof present === "string" ? present.trim().toLowerCase() : present;
  }, z.enum(SECTOR_CODES, { error: NEWSLETTER_MESSAGES.secteurInvalid }).optional()),
  langue: optionalLanguageField(NEWSLETTER_MESSAGES.langueInvalid),
});
export type NewsletterSubscriptionInput = z.infer<typeof NewsletterSubscriptionInputSchema>;

export const DEFAULT_NEWSLETTER_LANGUAGE: Language = DEFAULT_LANGUAGE;

/** Body of POST /newsletter/desinscription. */
export const NewsletterUnsubscribeInputSchema = z.object({
  jeton: z
    .string({ error: NEWSLETTER_MESSAGES.tokenRequired })
    .trim()
    .min(1, { error: NEWSLETTER_MESSAGES.tokenRequired }),
});

/** A subscriber as the back office reads it (never the unsubscribe token). */
export interface NewsletterSubscriberView {
  _id: string;
  id: string;
  email: string;
  secteur: SectorCode | null;
  langue: Language;
  dateInscription: string;
}
