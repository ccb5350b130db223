import { DEFAULT_LANGUAGE, type Language, SECTOR_CODES, type SectorCode } from "./constants.ts";
import { optionalLanguageField } from "./language.ts";
import { z } from "./zod.ts";

export const NEWSLETTER_LIMITS = {
  emailMax: 254,
  /** 256 random bits in base64url. */
  tokenLength: 43,
} as const;

export const NEWSLETTER_MESSAGES = {
  emailRequired: "Veuillez saisir votre adresse email.",
  emailInvalid: "L'adresse email est invalide.",
  secteurInvalid: "Le secteur doit être aviation, immobilier, logistique ou mines.",
  secteurFilterInvalid: "Le filtre secteur doit valoir aviation, immobilier, logistique ou mines.",
  langueInvalid: "La langue doit être fr, en ou it.",
  // The same answer whether the email was already subscribed or not: it reveals nothing.
  subscribed: "Merci ! Votre inscription à la newsletter est enregistrée.",
  unsubscribed: "Vous êtes désinscrit(e) de la newsletter. Vous ne recevrez plus nos messages.",
  jsonOnly: "L'inscription doit être envoyée au format JSON.",
  tokenRequired: "Le jeton de désinscription est obligatoire.",
  tokenUnknown: "Lien de désinscription invalide ou inconnu.",
  tooManyRequests: (minutes: number) =>
    `Trop de demandes envoyées depuis votre connexion. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? "s" : ""}.`,
} as const;

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
