// Projects (réalisations): rules and French messages of SPEC.md §4, §5 and §9, shared by the
// API and the back-office forms.
import { LANGUAGES, type Language, type Localized } from "./constants.ts";
import {
  CONTENT_LIMITS,
  DELIVERY_STATUSES,
  type DeliveryStatus,
  IMAGE_TOO_MANY_PIXELS_MESSAGE,
  PROJECT_STATES,
  type ProjectState,
} from "./content.ts";
import { z } from "./zod.ts";

// SPEC.md §5 word for word where it quotes a message ("Le titre (fr) est obligatoire.", the
// language code in lower case as SPEC.md and the opportunities write it); the others in the
// same voice as the opportunities' messages.
export const REALISATION_MESSAGES = {
  titleRequired: (lang: Language) => `Le titre (${lang}) est obligatoire.`,
  titleTooLong: (lang: Language) =>
    `Le titre (${lang}) ne peut excéder ${CONTENT_LIMITS.titleMax} caractères.`,
  descriptionTooLong: (lang: Language) =>
    `La description (${lang}) ne peut excéder ${CONTENT_LIMITS.projectDescriptionMax} caractères.`,
  contentTooLong: (lang: Language) => `Le contenu (${lang}) ne peut excéder 10 000 caractères.`,
  keywordTooLong: (lang: Language) =>
    `Chaque mot-clé (${lang}) doit faire maximum ${CONTENT_LIMITS.keywordMax} caractères.`,
  sectorRequired: "Veuillez choisir un secteur.",
  sectorUnknown: "Ce secteur n'existe pas.",
  yearRequired: "L'année est obligatoire.",
  yearInvalid: "L'année est invalide.",
  imagesCount: "Veuillez sélectionner entre 1 et 5 images.",
  imageType: "Les images doivent être au format JPG, PNG ou WebP.",
  imageTooManyPixels: IMAGE_TOO_MANY_PIXELS_MESSAGE,
  oldImagesInvalid: "La liste des images conservées est invalide.",
  stateInvalid: "État invalide.",
  deliveryStatusInvalid: "Le statut de livraison doit être « en cours » ou « livré ».",
  publicationDateRequired: "Veuillez fournir une date de publication.",
  publicationDateInvalid: "La date de publication est invalide.",
  userUnidentified: "Utilisateur non identifié.",
  notFound: "Réalisation introuvable.",
  created: "Réalisation créée avec succès.",
  updated: "Réalisation modifiée avec succès.",
  deleted: "Réalisation supprimée avec succès.",
} as const;

/** Shown as 'En cours' / 'Livré' (SPEC.md §4). */
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  "en cours": "En cours",
  livré: "Livré",
};

export const DEFAULT_DELIVERY_STATUS: DeliveryStatus = "en cours";

/** The latest year a project may carry: the current year plus 5 (SPEC.md §9). */
export function latestProjectYear(now = new Date()): number {
  return now.getFullYear() + CONTENT_LIMITS.projectYearAhead;
}

export function isValidProjectYear(year: number, now = new Date()): boolean {
  return (
    Number.isInteger(year) &&
    year >= CONTENT_LIMITS.projectYearMin &&
    year <= latestProjectYear(now)
  );
}

/** Whether a project ends up with an allowed number of images (1 to 5). */
export function isValidImageCount(count: number): boolean {
  return count >= CONTENT_LIMITS.projectImagesMin && count <= CONTENT_LIMITS.projectImagesMax;
}

// --- fields ------------------------------------------------------------------------------

const title = (lang: Language, required: boolean) => {
  const base = z.string({ error: REALISATION_MESSAGES.titleRequired(lang) }).trim();
  return (required ? base.min(1, { error: REALISATION_MESSAGES.titleRequired(lang) }) : base).max(
    CONTENT_LIMITS.titleMax,
    { error: REALISATION_MESSAGES.titleTooLong(lang) },
  );
};

const description = (lang: Language) =>
  z
    .string()
    .trim()
    .max(CONTENT_LIMITS.projectDescriptionMax, {
      error: REALISATION_MESSAGES.descriptionTooLong(lang),
    });

const content = (lang: Language) =>
  z
    .string()
    .trim()
    .max(CONTENT_LIMITS.contentMax, { error: REALISATION_MESSAGES.contentTooLong(lang) });

/** Keywords of one language: trimmed, empty ones dropped, each at most 30 characters. */
const keywords = (lang: Language) =>
  z
    .array(z.string())
    .transform((list) => list.map((k) => k.trim()).filter((k) => k !== ""))
    .refine((list) => list.every((k) => k.length <= CONTENT_LIMITS.keywordMax), {
      error: REALISATION_MESSAGES.keywordTooLong(lang),
    });

/** One schema per language, as an object {fr, en, it}: errors name `titre.fr` and so on. */
function perLanguage<T extends z.ZodType>(make: (lang: Language) => T) {
  return z.object(
    Object.fromEntries(LANGUAGES.map((lang) => [lang, make(lang)])) as Record<Language, T>,
  );
}

/** Every language optional: an edit sends only what it changes. */
function perLanguagePartial<T extends z.ZodType>(make: (lang: Language) => T) {
  return z.object(
    Object.fromEntries(LANGUAGES.map((lang) => [lang, make(lang).optional()])) as Record<
      Language,
      z.ZodOptional<T>
    >,
  );
}

/** A sector id or code (the API resolves it). */
const sectorField = z
  .string({ error: REALISATION_MESSAGES.sectorRequired })
  .trim()
  .min(1, { error: REALISATION_MESSAGES.sectorRequired });

/** A year typed in a form (text) or sent as a number: required, 1900 to current + 5. */
export const ProjectYearSchema = z
  .union([z.string(), z.number()], { error: REALISATION_MESSAGES.yearRequired })
  .transform((value) => (typeof value === "string" ? value.trim() : value))
  .refine((value) => value !== "", { error: REALISATION_MESSAGES.yearRequired })
  .transform((value) => (typeof value === "number" ? value : Number(value)))
  .refine((year) => isValidProjectYear(year), { error: REALISATION_MESSAGES.yearInvalid });

/** Lower case, accents folded, `_`/`-` as spaces: "Livre", "EN_COURS" read as typed. */
function fold(value: unknown): unknown {
  if (typeof value !== "string") return value;
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[_-]+/g, " ")
    .trim();
}

const STATE_ALIASES: Record<string, ProjectState> = {
  brouillon: "brouillon",
  draft: "brouillon",
  publie: "publié",
  published: "publié",
};
const DELIVERY_ALIASES: Record<string, DeliveryStatus> = { "en cours": "en cours", livre: "livré" };

/** brouillon | publié; 'published' too (SPEC.md §4 reads it as publié). */
const stateField = z.preprocess(
  (value) => STATE_ALIASES[String(fold(value))] ?? value,
  z.enum(PROJECT_STATES, { error: REALISATION_MESSAGES.stateInvalid }),
);
const deliveryField = z.preprocess(
  (value) => DELIVERY_ALIASES[String(fold(value))] ?? value,
  z.enum(DELIVERY_STATUSES, { error: REALISATION_MESSAGES.deliveryStatusInvalid }),
);

/** A date from a form (`datetime-local` or ISO text) or a Date; "" means none. */
const dateField = z
  .union([z.string(), z.date()], { error: REALISATION_MESSAGES.publicationDateInvalid })
  .transform((value, ctx) => {
    if (value instanceof Date) return value;
    const text = value.trim();
    if (text === "") return null;
    const date = new Date(text);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: "custom", message: REALISATION_MESSAGES.publicationDateInvalid });
      return z.NEVER;
    }
    return date;
  });

// --- creation ----------------------------------------------------------------------------

/**
 * POST /realisations (SPEC.md §5, project creation). `images` are whatever the caller
 * holds (File objects in the browser, uploads on the server): only their number is checked
 * here, their bytes are checked by the server.
 */
export const CreateRealisationInputSchema = z
  .object({
    titre: perLanguage((lang) => title(lang, true)),
    description: perLanguage(description),
    contenu: perLanguage(content),
    motsCles: perLanguage(keywords),
    secteur: sectorField,
    annee: ProjectYearSchema,
    statutLivraison: deliveryField.default(DEFAULT_DELIVERY_STATUS),
    etat: stateField.default("brouillon"),
    datePublication: dateField.optional(),
    images: z
      .array(z.unknown(), { error: REALISATION_MESSAGES.imagesCount })
      .min(CONTENT_LIMITS.projectImagesMin, { error: REALISATION_MESSAGES.imagesCount })
      .max(CONTENT_LIMITS.projectImagesMax, { error: REALISATION_MESSAGES.imagesCount }),
  })
  .superRefine((input, ctx) => {
    // Runs even when other fields failed: every error is listed at once.
    // An invalid date has its own message already.
    if (input.etat === "publié" && (input.datePublication ?? null) === null) {
      ctx.addIssue({
        code: "custom",
        path: ["datePublication"],
        message: REALISATION_MESSAGES.publicationDateRequired,
      });
    }
  });
export type CreateRealisationInput = z.infer<typeof CreateRealisationInputSchema>;

// --- edition -----------------------------------------------------------------------------

/**
 * PATCH /realisations/{id} (SPEC.md §5, project edition): only what is sent changes. The
 * French title stays required, the English and Italian ones may be emptied (public reads
 * then fall back to French). `images` are the new files only; the total after the edit
 * (kept + new) must be 1 to 5, which the server checks against what it holds.
 */
export const UpdateRealisationInputSchema = z.object({
  titre: perLanguagePartial((lang) => title(lang, lang === "fr")).optional(),
  description: perLanguagePartial(description).optional(),
  contenu: perLanguagePartial(content).optional(),
  motsCles: perLanguagePartial(keywords).optional(),
  secteur: sectorField.optional(),
  annee: ProjectYearSchema.optional(),
  statutLivraison: deliveryField.optional(),
  etat: stateField.optional(),
  datePublication: dateField.optional(),
  images: z
    .array(z.unknown())
    .max(CONTENT_LIMITS.projectImagesMax, { error: REALISATION_MESSAGES.imagesCount })
    .default([]),
});
export type UpdateRealisationInput = z.infer<typeof UpdateRealisationInputSchema>;

/** Texts of a project in every language, as the back office reads and writes them. */
export interface RealisationTexts {
  titre: Localized;
  description: Localized;
  contenu: Localized;
  motsCles: Localized<string[]>;
}

export type { DeliveryStatus, ProjectState };
