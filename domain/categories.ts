// The opportunities' categories (issue 19, point 3): a list administrators keep in
// /admin/categories, each with a label in French, English and Italian and a place in the
// list. An opportunity names one; the API still writes `categorie` as its French label.
import { LANGUAGES, type Language, type Localized } from "./constants.ts";
import { CONTENT_LIMITS } from "./content.ts";
import { formatLimit, perLanguage, textField } from "./content-fields.ts";
import { foldName } from "./text.ts";
import { z } from "./zod.ts";

const LANGUAGE_WORDS: Localized = { fr: "français", en: "anglais", it: "italien" };

export const CATEGORY_MESSAGES = {
  labelRequired: (lang: Language) => `Le libellé en ${LANGUAGE_WORDS[lang]} est obligatoire.`,
  labelTooLong: (lang: Language) =>
    `Le libellé en ${LANGUAGE_WORDS[lang]} ne peut excéder ${formatLimit(CONTENT_LIMITS.categoryMax)} caractères.`,
  labelTaken: (label: string) => `Une catégorie porte déjà le libellé « ${label} ».`,
  orderInvalid: "L'ordre doit être un nombre entier positif ou nul.",
  notAnObject: "Le corps de la requête doit être un objet JSON.",
  notFound: "Catégorie introuvable.",
  inUse: (count: number) =>
    `Cette catégorie est utilisée par ${count} opportunité${count > 1 ? "s" : ""} : choisissez la catégorie qui ${count > 1 ? "les" : "la"} reprend, ou « Aucune catégorie », pour la supprimer.`,
  replacementInvalid: "La catégorie de remplacement doit être une autre catégorie de la liste.",
  created: "Catégorie créée avec succès.",
  updated: "Catégorie modifiée avec succès.",
  deleted: "Catégorie supprimée avec succès.",
} as const;

const M = CATEGORY_MESSAGES;

/** What DELETE's `remplacement` takes to leave the opportunities without a category. */
export const NO_REPLACEMENT = "aucune";

/** A label in each language: all three required, at most CONTENT_LIMITS.categoryMax. */
const labelsField = () =>
  perLanguage((lang) =>
    textField({
      required: M.labelRequired(lang),
      max: { length: CONTENT_LIMITS.categoryMax, message: M.labelTooLong(lang) },
    }),
  );

/** The place in the list, from 0 (first); absent: unchanged, or last for a new one. */
const orderField = z
  .unknown()
  .optional()
  .transform((value, context): number | undefined => {
    if (value === undefined || value === null || value === "") return undefined;
    const number = typeof value === "string" ? Number(value.trim()) : value;
    if (typeof number === "number" && Number.isSafeInteger(number) && number >= 0) return number;
    context.addIssue({ code: "custom", message: M.orderInvalid });
    return z.NEVER;
  });

/** A category as POST /categories and the back office's form send it. */
export const CategoryInputSchema = z.object({ libelle: labelsField(), ordre: orderField });
export type CategoryInput = z.output<typeof CategoryInputSchema>;

/** A category as stored, its labels in every language. */
export interface Category {
  _id: string;
  libelle: Localized;
  ordre: number;
}

/**
 * The category an opportunity's `categorie` names (SPEC.md §7: a free text): one of the
 * list, by its id; a label none has yet, which becomes a category; or none.
 */
export type CategoryChoice = { id: string } | { label: string } | null;

/**
 * A category made from a label an opportunity named (SPEC.md §7): French as written,
 * English and Italian empty, which /admin/categories marks 'À traduire' and pages show
 * in French meanwhile, as migration 0006 made the old texts.
 */
export const labelsToTranslate = (label: string): Localized => ({ fr: label, en: "", it: "" });

/** The category a value names: its id, or its label in any language (folded). */
export function findCategory<C extends Category>(
  categories: readonly C[],
  value: string,
): C | undefined {
  const wanted = value.trim();
  const byId = categories.find((category) => category._id === wanted.toLowerCase());
  if (byId) return byId;
  const folded = foldName(wanted);
  if (folded === "") return undefined;
  return categories.find((category) =>
    LANGUAGES.some((lang) => foldName(category.libelle[lang]) === folded),
  );
}

/**
 * The label of `category` another one already holds in any language (folded), if any: two
 * categories that read alike in one language would be one for a reader.
 */
export function takenLabel(
  categories: readonly Category[],
  candidate: { _id?: string; libelle: Localized },
): string | undefined {
  for (const lang of LANGUAGES) {
    const label = candidate.libelle[lang];
    const folded = foldName(label);
    if (folded === "") continue;
    const clash = categories.some(
      (other) =>
        other._id !== candidate._id &&
        LANGUAGES.some((otherLang) => foldName(other.libelle[otherLang]) === folded),
    );
    if (clash) return label;
  }
  return undefined;
}
