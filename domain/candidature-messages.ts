// A job application's limits and French messages (issue 32, point 2), apart from its schema
// so that the offer's page can name them without bringing zod into its JavaScript.
import { PAGE_FORM_BODY_LIMIT } from "./constants.ts";
import { CONTACT_LIMITS, CONTACT_MESSAGES } from "./contact-messages.ts";
import { DETAIL_PATHS, splitLanguagePrefix } from "./site-paths.ts";

export const CANDIDATURE_LIMITS = {
  nomMax: CONTACT_LIMITS.nomMax,
  emailMax: CONTACT_LIMITS.emailMax,
  telephoneMax: CONTACT_LIMITS.numeroMax,
  messageMax: CONTACT_LIMITS.descriptionMax,
  /** The CV: one PDF of at most 5 MB (issue 32). */
  cvMaxBytes: 5 * 1024 * 1024,
  cvNameMax: 200,
} as const;

/** The CV's field, as the form and the API name it. */
export const CV_FIELD = "cv";

// SPEC.md §5's voice: one sentence per rule, a final period.
export const CANDIDATURE_MESSAGES = {
  cvRequired: "Veuillez joindre votre CV au format PDF.",
  cvTooLarge: "Le CV ne peut dépasser 5 Mo.",
  cvNotPdf:
    "Le CV doit être un fichier PDF : le fichier envoyé n'en est pas un (une image ou un document renommé en .pdf, par exemple).",
  cvDamaged:
    "Le CV est un PDF illisible ou incomplet : enregistrez-le de nouveau au format PDF, puis réessayez.",
  cvOne: "Un seul CV peut être joint.",
  messageTooLong: `Le message ne peut excéder ${CANDIDATURE_LIMITS.messageMax} caractères.`,
  offerNotFound: "Offre d'emploi introuvable.",
  offerClosed: "Cette offre d'emploi est close : elle ne reçoit plus de candidatures.",
  sent: "Votre candidature a bien été envoyée. Nous vous recontacterons si votre profil retient notre attention.",
  tooManyRequests: (minutes: number) =>
    `Trop de candidatures envoyées depuis votre connexion. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? "s" : ""}.`,
  notFound: "Candidature introuvable.",
  cvMissing: "Le CV de cette candidature est introuvable.",
  luInvalid: "Le champ lu doit valoir true ou false.",
  luFilterInvalid: "Le filtre lu doit valoir true ou false.",
  offreFilterInvalid: "Le filtre offre doit être l'identifiant d'une offre d'emploi.",
  markedRead: "Candidature marquée comme lue.",
  markedUnread: "Candidature marquée comme non lue.",
  deleted: "Candidature supprimée.",
} as const;

/**
 * Every French message an application may be refused with, by code: the contact form's
 * (name, email, phone) and the application's own. The offer's page shows each code's text
 * in its language (`formErrors.candidature.{code}`).
 */
export const APPLICATION_FORM_MESSAGES = {
  ...CONTACT_MESSAGES,
  ...CANDIDATURE_MESSAGES,
} as const;

/**
 * What an offer's page takes in a form's body: the CV and the fields around it. Every
 * other page keeps PAGE_FORM_BODY_LIMIT.
 */
export const APPLICATION_PAGE_BODY_LIMIT = CANDIDATURE_LIMITS.cvMaxBytes + PAGE_FORM_BODY_LIMIT;

/** Whether a public path is an offer's page (`/carrieres/{slug}`, `/en/careers/{slug}`…). */
export function isOfferPagePath(pathname: string): boolean {
  const { path } = splitLanguagePrefix(pathname);
  const start = `${DETAIL_PATHS["offres-emploi"]}/`;
  return path.startsWith(start) && path.length > start.length && !path.includes("/", start.length);
}
