// Business opportunities: validation, states and public visibility (SPEC.md §3, §4, §5, §9).

import { altTextField } from "./alt-texts.ts";
import { LANGUAGES, type Language } from "./constants.ts";
import {
  CONTENT_LIMITS,
  IMAGE_MESSAGES,
  OPPORTUNITY_STATES,
  OPPORTUNITY_STATUSES,
  type OpportunityState,
  type OpportunityStatus,
} from "./content.ts";
import {
  choiceField,
  dateField,
  imageFileField,
  keywordsField,
  formatLimit as limit,
  perLanguage,
  textField,
} from "./content-fields.ts";
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

const M = OPPORTUNITY_MESSAGES;
const L = CONTENT_LIMITS;

type Messages = {
  titleRequired: (lang: Language) => string;
  descriptionRequired: (lang: Language) => string;
  keywordTooLong: (lang: Language) => string;
};

const CREATION_MESSAGES: Messages = M;
const EDITION_MESSAGES: Messages = {
  titleRequired: M.editTitleRequired,
  descriptionRequired: M.editDescriptionRequired,
  keywordTooLong: M.editKeywordTooLong,
};

const optionalText = (max: number, message: string) => textField({ max: { length: max, message } });

function localizedFields(messages: Messages) {
  return {
    titre: perLanguage((lang) =>
      textField({
        required: messages.titleRequired(lang),
        max: { length: L.titleMax, message: M.titleTooLong(lang) },
      }),
    ),
    description: perLanguage((lang) =>
      textField({
        required: messages.descriptionRequired(lang),
        max: { length: L.descriptionMax, message: M.descriptionTooLong(lang) },
      }),
    ),
    contenu: perLanguage((lang) => optionalText(L.contentMax, M.contentTooLong(lang))),
    motsCles: perLanguage((lang) => keywordsField(L.keywordMax, messages.keywordTooLong(lang))),
  };
}

/**
 * `codePays`: an ISO 3166-1 alpha-2 code ("SN", "sn"), "" for none; read as the code in
 * capitals.
 */
const countryCodeField = () =>
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

const detailFields = {
  // The id of a category, or a label (SPEC.md §7's free text): one of the list's in any
  // language, or a new one that the server adds to the list.
  categorie: optionalText(L.categoryMax, M.categoryTooLong),
  codePays: countryCodeField(),
  pays: optionalText(L.countryMax, M.countryTooLong),
  contact: optionalText(L.contactMax, M.contactTooLong),
  quantiteDisponible: optionalText(L.quantityMax, M.quantityTooLong),
  dateExpiration: dateField(M.expirationDateInvalid),
};

/**
 * The opportunity creation form (SPEC.md §5). When publié, an empty publication date means
 * now (SPEC.md §4); a brouillon has none.
 */
export const CreateOpportunityInputSchema = z
  .object({
    ...localizedFields(CREATION_MESSAGES),
    ...detailFields,
    image: imageFileField({ required: M.imageRequired, typeMessage: M.imageType }),
    texteAlternatif: altTextField,
    statut: choiceField(OPPORTUNITY_STATUSES, M.statutInvalid, {
      fallback: OPPORTUNITY_DEFAULTS.statut,
    }),
    etat: choiceField(OPPORTUNITY_STATES, M.etatInvalid, { fallback: OPPORTUNITY_DEFAULTS.etat }),
    datePublication: dateField(M.publicationDateRequired),
  })
  .transform(({ datePublication, ...value }) => ({
    ...value,
    datePublication: value.etat === "publié" ? (datePublication ?? new Date()) : null,
  }));
export type CreateOpportunityInput = z.output<typeof CreateOpportunityInputSchema>;

/**
 * The opportunity edition form (SPEC.md §5): the state and the publication date do not
 * change on edit (SPEC.md §4); the image is either a new file or the current one kept.
 */
export const UpdateOpportunityInputSchema = z.object({
  ...localizedFields(EDITION_MESSAGES),
  ...detailFields,
  image: imageFileField({ typeMessage: M.imageType }),
  texteAlternatif: altTextField,
  statut: choiceField(OPPORTUNITY_STATUSES, M.statutInvalid),
});
export type UpdateOpportunityInput = z.output<typeof UpdateOpportunityInputSchema>;

const LOCALIZED_FIELDS = ["titre", "description", "contenu", "motsCles"];
const OTHER_FIELDS = [
  "categorie",
  "codePays",
  "pays",
  "contact",
  "quantiteDisponible",
  "image",
  "texteAlternatif",
  "statut",
  "etat",
  "datePublication",
  "dateExpiration",
];

/**
 * Where a field's error comes in SPEC.md §5's order: language by language (fr, en, it)
 * title, description, content and keywords, then the other fields. Sorting errors by it
 * puts the first failure a user must fix first.
 */
export function opportunityFieldRank(champ: string): number {
  const [field = "", lang] = champ.split(".");
  const local = LOCALIZED_FIELDS.indexOf(field);
  if (local >= 0) {
    const langIndex = LANGUAGES.indexOf(lang as Language);
    return (langIndex < 0 ? 0 : langIndex) * LOCALIZED_FIELDS.length + local;
  }
  const other = OTHER_FIELDS.indexOf(field);
  return LANGUAGES.length * LOCALIZED_FIELDS.length + (other < 0 ? OTHER_FIELDS.length : other);
}

export function sortOpportunityErrors<T extends { champ: string }>(errors: readonly T[]): T[] {
  return [...errors].sort((a, b) => opportunityFieldRank(a.champ) - opportunityFieldRank(b.champ));
}
