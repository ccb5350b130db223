// Business opportunities: validation, states and public visibility (SPEC.md §3, §4, §5, §9).
import { LANGUAGES, type Language } from "./constants.ts";
import {
  CONTENT_LIMITS,
  IMAGE_TOO_MANY_PIXELS_MESSAGE,
  OPPORTUNITY_STATES,
  OPPORTUNITY_STATUSES,
  type OpportunityState,
  type OpportunityStatus,
} from "./content.ts";
import { z } from "./zod.ts";

/** "5000", "10 000": how the messages write a limit. */
const limit = (n: number) => (n < 10_000 ? String(n) : String(n).replace(/\B(?=(\d{3})+$)/g, " "));

// Messages of SPEC.md §5 word for word where it quotes them (creation with a final period,
// edition without, as SPEC.md writes them); the others in the same voice.
export const OPPORTUNITY_MESSAGES = {
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
  contactTooLong: `Le contact ne peut excéder ${limit(CONTENT_LIMITS.contactMax)} caractères.`,
  quantityTooLong: `La quantité disponible ne peut excéder ${limit(CONTENT_LIMITS.quantityMax)} caractères.`,
  imageRequired: "Une image principale est obligatoire.",
  imageType: "L’image doit être au format JPG, PNG ou WebP.",
  imageTooManyPixels: IMAGE_TOO_MANY_PIXELS_MESSAGE,
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

/** Lower case, trimmed, accents folded: "  Expiré " and "EXPIRE" both read "expire". */
function fold(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toLowerCase();
}

/**
 * One of `values`, compared case-insensitively and trimmed (SPEC.md §4), stored as written
 * in `values`. Empty or absent: `fallback`, or invalid when there is none.
 */
function choiceField<T extends string>(
  values: readonly T[],
  message: string,
  fallback?: T,
): z.ZodType<T, string | undefined | null> {
  return z
    .string({ error: message })
    .nullish()
    .transform((value, ctx) => {
      const folded = fold(value ?? "");
      if (folded === "" && fallback) return fallback;
      const match = values.find((candidate) => fold(candidate) === folded);
      if (match) return match;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });
}

const DATE_YEARS = { min: 1900, max: 9999 } as const;

/**
 * A date as sent by a form (ISO text, `YYYY-MM-DD`, `YYYY-MM-DDTHH:mm`) or a Date:
 * null when empty, undefined when it is no date (or out of any sensible range).
 */
export function parseDateInput(value: unknown): Date | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value === "string" && value.trim() === "") return null;
  const date =
    value instanceof Date ? value : typeof value === "string" ? new Date(value.trim()) : null;
  if (!date || Number.isNaN(date.getTime())) return undefined;
  const year = date.getUTCFullYear();
  return year < DATE_YEARS.min || year > DATE_YEARS.max ? undefined : date;
}

const dateInput = z.union([z.string(), z.date()]).nullish();

const optionalDate = (message: string) =>
  dateInput.transform((value, ctx) => {
    const date = parseDateInput(value);
    if (date !== undefined) return date;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });

type Messages = {
  titleRequired: (lang: Language) => string;
  descriptionRequired: (lang: Language) => string;
  keywordTooLong: (lang: Language) => string;
};

const CREATION_MESSAGES: Messages = OPPORTUNITY_MESSAGES;
const EDITION_MESSAGES: Messages = {
  titleRequired: OPPORTUNITY_MESSAGES.editTitleRequired,
  descriptionRequired: OPPORTUNITY_MESSAGES.editDescriptionRequired,
  keywordTooLong: OPPORTUNITY_MESSAGES.editKeywordTooLong,
};

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .default("")
    .transform((value) => value ?? "");

/** A language's keywords: trimmed, empty ones dropped, each at most 30 characters. */
const keywords = (message: string) =>
  z
    .array(z.string({ error: message }), { error: message })
    .nullish()
    .transform((list) => (list ?? []).map((k) => k.trim()).filter((k) => k !== ""))
    .refine((list) => list.every((k) => k.length <= CONTENT_LIMITS.keywordMax), {
      error: message,
    });

function perLanguage<S extends z.ZodType>(make: (lang: Language) => S) {
  return z.object({ fr: make("fr"), en: make("en"), it: make("it") });
}

function localizedFields(messages: Messages) {
  return {
    titre: perLanguage((lang) =>
      requiredText(
        CONTENT_LIMITS.titleMax,
        messages.titleRequired(lang),
        OPPORTUNITY_MESSAGES.titleTooLong(lang),
      ),
    ).prefault({ fr: "", en: "", it: "" }),
    description: perLanguage((lang) =>
      requiredText(
        CONTENT_LIMITS.descriptionMax,
        messages.descriptionRequired(lang),
        OPPORTUNITY_MESSAGES.descriptionTooLong(lang),
      ),
    ).prefault({ fr: "", en: "", it: "" }),
    contenu: perLanguage((lang) =>
      optionalText(CONTENT_LIMITS.contentMax, OPPORTUNITY_MESSAGES.contentTooLong(lang)),
    )
      .nullish()
      .transform((value) => value ?? { fr: "", en: "", it: "" }),
    motsCles: perLanguage((lang) => keywords(messages.keywordTooLong(lang)))
      .nullish()
      .transform((value) => value ?? { fr: [], en: [], it: [] }),
  };
}

const detailFields = {
  categorie: optionalText(CONTENT_LIMITS.categoryMax, OPPORTUNITY_MESSAGES.categoryTooLong),
  pays: optionalText(CONTENT_LIMITS.countryMax, OPPORTUNITY_MESSAGES.countryTooLong),
  contact: optionalText(CONTENT_LIMITS.contactMax, OPPORTUNITY_MESSAGES.contactTooLong),
  quantiteDisponible: optionalText(
    CONTENT_LIMITS.quantityMax,
    OPPORTUNITY_MESSAGES.quantityTooLong,
  ),
  dateExpiration: optionalDate(OPPORTUNITY_MESSAGES.expirationDateInvalid),
};

/**
 * POST /opportunites (SPEC.md §5, opportunity creation). `image` is the uploaded file (a
 * File in the browser, the server's upload otherwise): only its presence is checked here.
 * When publié, an empty publication date means now (SPEC.md §4); a brouillon has none.
 */
export const CreateOpportunityInputSchema = z
  .object({
    ...localizedFields(CREATION_MESSAGES),
    ...detailFields,
    image: z.unknown().refine((file) => file !== undefined && file !== null && file !== "", {
      error: OPPORTUNITY_MESSAGES.imageRequired,
    }),
    statut: choiceField(
      OPPORTUNITY_STATUSES,
      OPPORTUNITY_MESSAGES.statutInvalid,
      OPPORTUNITY_DEFAULTS.statut,
    ),
    etat: choiceField(
      OPPORTUNITY_STATES,
      OPPORTUNITY_MESSAGES.etatInvalid,
      OPPORTUNITY_DEFAULTS.etat,
    ),
    datePublication: dateInput,
  })
  .refine(
    (value) => value.etat !== "publié" || parseDateInput(value.datePublication) !== undefined,
    {
      path: ["datePublication"],
      error: OPPORTUNITY_MESSAGES.publicationDateRequired,
      // Checked even when another field failed: every error is listed at once.
      when: () => true,
    },
  )
  .transform(({ image: _image, datePublication, ...value }) => ({
    ...value,
    datePublication:
      value.etat === "publié" ? (parseDateInput(datePublication) ?? new Date()) : null,
  }));
export type CreateOpportunityInput = z.output<typeof CreateOpportunityInputSchema>;

/**
 * PATCH /opportunites/{id} (SPEC.md §5, opportunity edit): the whole edited opportunity.
 * The state and the publication date do not change on edit (SPEC.md §4); the image is
 * either a new file or the current one kept.
 */
export const UpdateOpportunityInputSchema = z.object({
  ...localizedFields(EDITION_MESSAGES),
  ...detailFields,
  statut: choiceField(OPPORTUNITY_STATUSES, OPPORTUNITY_MESSAGES.statutInvalid),
});
export type UpdateOpportunityInput = z.output<typeof UpdateOpportunityInputSchema>;

const LOCALIZED_FIELDS = ["titre", "description", "contenu", "motsCles"];
const OTHER_FIELDS = [
  "categorie",
  "pays",
  "contact",
  "quantiteDisponible",
  "image",
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

/**
 * Whether an opportunity is shown publicly (SPEC.md §4): publié, actif, and not past its
 * expiration. The server checks the same rule in SQL; this is for the screens.
 */
export function isOpportunityPublic(
  item: { etat: string; statut: string; dateExpiration?: Date | string | null },
  now: Date = new Date(),
): boolean {
  if (fold(item.etat) !== fold("publié") || fold(item.statut) !== "actif") return false;
  if (!item.dateExpiration) return true;
  return new Date(item.dateExpiration).getTime() > now.getTime();
}
