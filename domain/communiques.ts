// Press releases (issue 32): their messages and the rules of their PDF. Their fields are
// declared in the registry (domain/content-types/communique.ts).
import type { Language } from "./constants.ts";
import { CONTENT_LIMITS } from "./content.ts";
import { formatLimit as limit } from "./content-fields.ts";

export const RELEASE_STATES = ["brouillon", "publié"] as const;
export type ReleaseState = (typeof RELEASE_STATES)[number];

/** The states a public reader may see a release in. */
export const RELEASE_PUBLIC_STATES = ["publié"] as const satisfies readonly ReleaseState[];

export const RELEASE_LIMITS = {
  titleMax: CONTENT_LIMITS.titleMax,
  summaryMax: 300,
  textMax: CONTENT_LIMITS.contentMax,
  /** A release's PDF: at most 5 MB (issue 32). */
  pdfMaxBytes: 5 * 1024 * 1024,
} as const;

const L = RELEASE_LIMITS;

// SPEC.md §5's voice: the field, its language, what is wrong, a final period.
export const RELEASE_MESSAGES = {
  titleRequired: (lang: Language) => `Le titre (${lang}) est obligatoire.`,
  titleTooLong: (lang: Language) =>
    `Le titre (${lang}) ne peut excéder ${limit(L.titleMax)} caractères.`,
  summaryRequired: (lang: Language) => `Le résumé (${lang}) est obligatoire.`,
  summaryTooLong: (lang: Language) =>
    `Le résumé (${lang}) ne peut excéder ${limit(L.summaryMax)} caractères.`,
  textRequired: (lang: Language) => `Le texte (${lang}) est obligatoire.`,
  textTooLong: (lang: Language) =>
    `Le texte (${lang}) ne peut excéder ${limit(L.textMax)} caractères.`,
  dateRequired: "La date du communiqué est obligatoire.",
  dateInvalid: "La date du communiqué est invalide.",
  stateInvalid: "L'état doit être brouillon ou publié.",
  pdfType: "Le fichier du communiqué doit être un PDF.",
  pdfDamaged:
    "Le fichier du communiqué est un PDF illisible ou incomplet : enregistrez-le de nouveau au format PDF, puis réessayez.",
  pdfTooLarge: "Le fichier du communiqué ne peut excéder 5 Mo.",
  notFound: "Communiqué introuvable.",
  created: "Communiqué créé avec succès.",
  updated: "Communiqué modifié avec succès.",
  deleted: "Communiqué supprimé avec succès.",
} as const;

/** A release's PDF as stored: its key in the public storage, its size in bytes, its name. */
export interface ReleasePdf {
  cle: string;
  octets: number;
  nom: string;
}
