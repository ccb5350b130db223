// Projects (réalisations): messages and the year and gallery rules of SPEC.md §4, §5, §9.
// Their fields are declared in the registry (domain/content-types/realisation.ts).
import type { Language } from "./constants.ts";
import {
  CONTENT_LIMITS,
  type DeliveryStatus,
  IMAGE_TOO_MANY_PIXELS_MESSAGE,
  type ProjectState,
} from "./content.ts";
import { formatLimit, listOfEntries } from "./content-fields.ts";
import { z } from "./zod.ts";

// SPEC.md §5 word for word where it quotes a message ("Le titre (fr) est obligatoire.", the
// language code in lower case as SPEC.md and the opportunities write it); the others in the
// same voice as the opportunities' messages.
export const REALISATION_MESSAGES = {
  titleRequired: (lang: Language) => `Le titre (${lang}) est obligatoire.`,
  titleTooLong: (lang: Language) =>
    `Le titre (${lang}) ne peut excéder ${formatLimit(CONTENT_LIMITS.titleMax)} caractères.`,
  descriptionTooLong: (lang: Language) =>
    `La description (${lang}) ne peut excéder ${formatLimit(CONTENT_LIMITS.projectDescriptionMax)} caractères.`,
  contentTooLong: (lang: Language) =>
    `Le contenu (${lang}) ne peut excéder ${formatLimit(CONTENT_LIMITS.contentMax)} caractères.`,
  keywordTooLong: (lang: Language) =>
    `Chaque mot-clé (${lang}) doit faire maximum ${CONTENT_LIMITS.keywordMax} caractères.`,
  clientTooLong: `Le client ne peut excéder ${formatLimit(CONTENT_LIMITS.projectClientMax)} caractères.`,
  placeTooLong: (lang: Language) =>
    `Le lieu (${lang}) ne peut excéder ${formatLimit(CONTENT_LIMITS.projectPlaceMax)} caractères.`,
  keyFiguresTooMany: `Un projet compte au plus ${CONTENT_LIMITS.keyFiguresMax} chiffres clés.`,
  keyFigureValueRequired: "Chaque chiffre clé a une valeur.",
  keyFigureValueTooLong: `La valeur d'un chiffre clé ne peut excéder ${CONTENT_LIMITS.keyFigureValueMax} caractères.`,
  keyFigureLabelRequired: (lang: Language) => `Chaque chiffre clé a un libellé (${lang}).`,
  keyFigureLabelTooLong: (lang: Language) =>
    `Le libellé (${lang}) d'un chiffre clé ne peut excéder ${CONTENT_LIMITS.keyFigureLabelMax} caractères.`,
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

const M = REALISATION_MESSAGES;

/** A year typed in a form (text) or sent as a number: required, 1900 to current + 5. */
export const ProjectYearSchema = z
  .union([z.string(), z.number()], { error: M.yearRequired })
  .transform((value) => (typeof value === "string" ? value.trim() : value))
  .refine((value) => value !== "", { error: M.yearRequired })
  .transform((value) => (typeof value === "number" ? value : Number(value)))
  .refine((year) => isValidProjectYear(year), { error: M.yearInvalid });

/**
 * References to the stored images an edit keeps (URLs or keys), in gallery order: a list,
 * one JSON text of such a list (SPEC.md §7 `oldImages`), or image objects with `url` or
 * `cle`. Not sent: undefined (every image is kept).
 */
function keptImageReferences(value: unknown): string[] | undefined | null {
  if (value === undefined) return undefined;
  let list: unknown = value;
  if (typeof value === "string" && /^\s*[[{]/.test(value)) {
    try {
      list = JSON.parse(value);
    } catch {
      return null;
    }
    if (!Array.isArray(list)) return null;
  }
  const entries = listOfEntries(list);
  const references: string[] = [];
  for (const entry of entries) {
    if (typeof entry === "string") references.push(entry);
    else if (entry && typeof entry === "object") {
      const { url, cle } = entry as { url?: unknown; cle?: unknown };
      for (const reference of [url, cle].flat()) {
        if (typeof reference === "string") references.push(reference);
      }
    } else return null;
  }
  return references.map((reference) => reference.trim()).filter((r) => r !== "");
}

export const keptImagesField = z
  .unknown()
  .optional()
  .transform((value, context) => {
    const references = keptImageReferences(value);
    if (references !== null) return references;
    context.addIssue({ code: "custom", message: M.oldImagesInvalid });
    return z.NEVER;
  });

export type { DeliveryStatus, ProjectState };
