// Business opportunities: messages, defaults and the country rules (SPEC.md §3, §4, §5, §9).
// Their fields are declared in the registry (domain/content-types/opportunite.ts).
import type { Language } from "./constants.ts";
import {
  CONTENT_LIMITS,
  IMAGE_MESSAGES,
  type OpportunityState,
  type OpportunityStatus,
} from "./content.ts";
import { formatLimit as limit, textField } from "./content-fields.ts";
import { countryCodeFromName, countryName, isCountryCode } from "./countries.ts";
import { z } from "./zod.ts";

// Messages of SPEC.md §5 word for word where it quotes them (creation with a final period,
// edition without, as SPEC.md writes them); the others in the same voice.
export const OPPORTUNITY_MESSAGES = {
  paysFilterInvalid: "Le pays doit être un code ISO 3166 à deux lettres (par exemple SN).",
  categorieFilterInvalid: "La catégorie doit être l'identifiant d'une catégorie.",
  categorieFilterUnknown: "Cette catégorie n'existe pas.",
  titleRequired: (lang: Language) => `Le titre (${lang}) est obligatoire.`,
  titleTooLong: (lang: Language) =>
    `Le titre (${lang}) ne peut excéder ${limit(CONTENT_LIMITS.titleMax)} caractères.`,
  descriptionRequired: (lang: Language) => `La description (${lang}) est obligatoire.`,
  descriptionTooLong: (lang: Language) =>
    `La description (${lang}) ne peut excéder ${limit(CONTENT_LIMITS.descriptionMax)} caractères.`,
  contentTooLong: (lang: Language) =>
    `Le contenu (${lang}) ne peut excéder ${limit(CONTENT_LIMITS.contentMax)} caractères.`,
  keywordTooLong: (lang: Language) =>
    `Chaque mot-clé (${lang}) doit faire maximum ${CONTENT_LIMITS.keywordMax} caractères.`,
  editTitleRequired: (lang: Language) => `Le titre (${lang}) est obligatoire`,
  editDescriptionRequired: (lang: Language) => `La description (${lang}) est obligatoire`,
  editKeywordTooLong: (lang: Language) =>
    `Chaque mot-clé (${lang}) doit faire max ${CONTENT_LIMITS.keywordMax} caractères`,
  categoryTooLong: `La catégorie ne peut excéder ${limit(CONTENT_LIMITS.categoryMax)} caractères.`,
  countryTooLong: `Le pays ne peut excéder ${limit(CONTENT_LIMITS.countryMax)} caractères.`,
  countryCodeInvalid: (code: string) =>
    `Code pays inconnu : « ${code} ». Le code est celui de la norme ISO 3166-1 à deux lettres (SN pour le Sénégal).`,
  categoryUnknown: (value: string) =>
    `Catégorie inconnue : « ${value} ». Choisissez une catégorie de la liste.`,
  contactTooLong: `Le contact ne peut excéder ${limit(CONTENT_LIMITS.contactMax)} caractères.`,
  quantityTooLong: `La quantité disponible ne peut excéder ${limit(CONTENT_LIMITS.quantityMax)} caractères.`,
  imageRequired: IMAGE_MESSAGES.required,
  imageType: IMAGE_MESSAGES.type,
  imageTooManyPixels: IMAGE_MESSAGES.tooManyPixels,
  statutInvalid: "Statut invalide.",
  etatInvalid: "État invalide.",
  publicationDateRequired:
    "Veuillez renseigner la date de publication pour une opportunité publiée.",
  expirationDateInvalid: "La date d'expiration est invalide.",
  notFound: "Opportunité introuvable.",
  nothingToEdit: "Aucune opportunité à modifier",
  created: "Opportunité créée avec succès.",
  updated: "Opportunité modifiée avec succès.",
  deleted: "Opportunité supprimée avec succès.",
} as const;

export const OPPORTUNITY_DEFAULTS = {
  statut: "actif",
  etat: "brouillon",
} as const satisfies { statut: OpportunityStatus; etat: OpportunityState };

/** Each status's French name (the form's select, the back office's list). */
export const OPPORTUNITY_STATUS_LABELS: Record<OpportunityStatus, string> = {
  actif: "Actif",
  expiré: "Expiré",
  retiré: "Retiré",
};

const M = OPPORTUNITY_MESSAGES;
const L = CONTENT_LIMITS;

const optionalText = (max: number, message: string) => textField({ max: { length: max, message } });

/**
 * `codePays`: an ISO 3166-1 alpha-2 code ("SN", "sn"), "" for none; read as the code in
 * capitals.
 */
export const countryCodeField = () =>
  optionalText(L.countryMax, M.countryTooLong).transform((value, context) => {
    const code = value.toUpperCase();
    if (code === "" || isCountryCode(code)) return code;
    context.addIssue({ code: "custom", message: M.countryCodeInvalid(value) });
    return z.NEVER;
  });

/**
 * An opportunity's country as stored: its ISO code when it names one, and the name the API
 * shows in `pays` (the French one of the code, or the text as written without a code).
 */
export interface CountryChoice {
  code: string | null;
  name: string;
}

const NO_COUNTRY: CountryChoice = { code: null, name: "" };

/**
 * `pays` as SPEC.md §7 writes it, a free text of at most 100 characters: the name of one
 * country in French or English ("Sénégal", "senegal", "Ivory Coast") is read as its code;
 * any other text ("Atlantis", "Sahel") is kept as written, without a code.
 */
export function countryFromName(name: string): CountryChoice {
  if (name === "") return NO_COUNTRY;
  const code = countryCodeFromName(name);
  return code ? { code, name: countryName(code, "fr") } : { code: null, name };
}

/**
 * The country a form chose: `codePays` when it sent one, else what `pays` names. `sent`
 * tells which fields the request itself sent (an edit merges the others from the stored
 * item); undefined when neither was sent (an edit keeps its country).
 */
export function chosenCountry(
  input: { codePays: string; pays: string },
  sent: { codePays?: unknown; pays?: unknown } = input,
): CountryChoice | undefined {
  if (sent.codePays !== undefined && input.codePays !== "") {
    return { code: input.codePays, name: countryName(input.codePays, "fr") };
  }
  if (sent.pays !== undefined && input.pays !== "") return countryFromName(input.pays);
  if (sent.codePays !== undefined || sent.pays !== undefined) return NO_COUNTRY;
  return undefined;
}
