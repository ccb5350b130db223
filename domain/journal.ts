import { CONTENT_TYPE_IDENTITIES } from "./content-types/identities.ts";
import { z } from "./zod.ts";

/** What the activity log records writes on (server/features/content/activity-log.ts). */
export const JOURNAL_ENTITY_TYPES = [
  // The content types, by their one spelling (domain/content-types/identities.ts).
  CONTENT_TYPE_IDENTITIES.article.key,
  CONTENT_TYPE_IDENTITIES.realisation.key,
  CONTENT_TYPE_IDENTITIES.opportunite.key,
  CONTENT_TYPE_IDENTITIES.offreEmploi.key,
  CONTENT_TYPE_IDENTITIES.communique.key,
  "contact",
  // The site's own documents (issue 18): its settings, and each page's texts.
  "site",
  "page",
  // The opportunities' categories (issue 19).
  "categorie",
  // The people of the governance (issue 32, ADR 058).
  "personne",
  // The group's certifications, partners and clients (issue 32, ADR 064).
  "reference",
  // Job applications: marked read or unread, deleted with their CV (issue 32, ADR 066).
  "candidature",
] as const;
export type JournalEntityType = (typeof JOURNAL_ENTITY_TYPES)[number];

export const JOURNAL_ACTIONS = ["creation", "modification", "suppression", "restauration"] as const;
export type JournalAction = (typeof JOURNAL_ACTIONS)[number];

export const JOURNAL_MESSAGES = {
  utilisateurInvalid: "Le filtre utilisateur doit être l'identifiant d'un utilisateur.",
  entiteInvalid:
    "Le filtre entite doit valoir article, realisation, opportunite, offreEmploi, communique, contact, site, page, categorie, personne, reference ou candidature.",
} as const;

/** How the log names the site settings' writes, and a page's texts (with the page's key). */
export const JOURNAL_TITLES = {
  site: "Paramètres du site",
  pagePrefix: "Page : ",
  categoryPrefix: "Catégorie : ",
  personPrefix: "Gouvernance : ",
  referencePrefix: "Référence : ",
  applicationPrefix: "Candidature : ",
} as const;

/** The person filter of GET /journal: a user id; empty or absent is no filter. */
export const JournalUserFilterSchema = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim().toLowerCase() : undefined))
  .pipe(z.uuid({ error: JOURNAL_MESSAGES.utilisateurInvalid }).optional());

/** One line of the activity log as the back office reads it. */
export interface JournalEntryView {
  _id: string;
  id: string;
  /** The account that wrote, or null once it is deleted. */
  utilisateur: { _id: string; prenom: string; nom: string } | null;
  /** The name copied when the write happened: who it was, even after the account is gone. */
  nomUtilisateur: string;
  action: JournalAction;
  element: {
    type: JournalEntityType;
    _id: string;
    /** The French title (a contact request: the sender's name), or null once deleted. */
    titre: string | null;
  };
  date: string;
}
