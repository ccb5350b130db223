// Articles: fields, limits and French messages (SPEC.md §3, §4, §5, §9). The back-office
// form and the API parse with the same schemas; the server adds only what a browser cannot
// know (the image's bytes, who is signed in, what is stored).
import { altTextField } from "./alt-texts.ts";
import type { Language } from "./constants.ts";
import { ARTICLE_STATES, type ArticleState, CONTENT_LIMITS, IMAGE_MESSAGES } from "./content.ts";
import {
  byFieldOrder,
  choiceField,
  dateField,
  formatLimit,
  imageFileField,
  keywordsField,
  perLanguage,
  sectorListField,
  textField,
} from "./content-fields.ts";
import { isArticlePublic } from "./visibility.ts";
import { z } from "./zod.ts";

const L = CONTENT_LIMITS;

/** SPEC.md §5 lists the categories in this order in its message. */
const CATEGORIES_IN_MESSAGE = "logistique, immobilier, aviation, mines";

// SPEC.md §5's words where it quotes them; the others in the same voice.
export const ARTICLE_MESSAGES = {
  titleRequired: (lang: Language) => `Le titre (${lang}) est obligatoire.`,
  titleTooShort: (lang: Language) =>
    `Le titre (${lang}) doit contenir au moins ${L.articleTitleMin} caractères.`,
  titleTooLong: (lang: Language) =>
    `Le titre (${lang}) ne peut excéder ${formatLimit(L.articleTitleMax)} caractères.`,
  contentRequired: (lang: Language) => `Le contenu (${lang}) est obligatoire.`,
  contentTooShort: (lang: Language) =>
    `Le contenu (${lang}) doit contenir au moins ${L.articleContentMin} caractères.`,
  contentTooLong: (lang: Language) =>
    `Le contenu (${lang}) ne peut excéder ${formatLimit(L.contentMax)} caractères.`,
  summaryTooLong: (lang: Language) =>
    `Le résumé (${lang}) ne peut excéder ${formatLimit(L.summaryMax)} caractères.`,
  keywordTooLong: (lang: Language) =>
    `Chaque mot-clé (${lang}) doit faire maximum ${L.keywordMax} caractères.`,
  categoriesRequired: `Vous devez sélectionner au moins une catégorie parmi : ${CATEGORIES_IN_MESSAGE}`,
  categoriesTooMany: (max: number) => `Vous ne pouvez pas sélectionner plus de ${max} catégories`,
  categoriesInvalid: (invalid: readonly string[]) => `Catégories invalides: ${invalid.join(", ")}`,
  etatInvalid: "État invalide.",
  dateRequiredWhenPlanned: "Veuillez renseigner la date de publication pour un article planifié.",
  dateInvalid: "La date de publication est invalide.",
  imageRequired: IMAGE_MESSAGES.required,
  imageType: IMAGE_MESSAGES.type,
  imageTooManyPixels: IMAGE_MESSAGES.tooManyPixels,
  categorieFilterInvalid: `La catégorie doit être l'une de : ${CATEGORIES_IN_MESSAGE}.`,
  notFound: "Article introuvable.",
  created: "Article créé avec succès.",
  updated: "Article modifié avec succès.",
  deleted: "Article supprimé avec succès.",
} as const;

const M = ARTICLE_MESSAGES;

const title = (lang: Language, required: boolean) =>
  textField({
    required: required ? M.titleRequired(lang) : undefined,
    min: { length: L.articleTitleMin, message: M.titleTooShort(lang) },
    max: { length: L.articleTitleMax, message: M.titleTooLong(lang) },
  });

const content = (lang: Language, required: boolean) =>
  textField({
    required: required ? M.contentRequired(lang) : undefined,
    min: { length: L.articleContentMin, message: M.contentTooShort(lang) },
    max: { length: L.contentMax, message: M.contentTooLong(lang) },
  });

const summary = (lang: Language) =>
  textField({ max: { length: L.summaryMax, message: M.summaryTooLong(lang) } });

const keywords = (lang: Language) => keywordsField(L.keywordMax, M.keywordTooLong(lang));

const categories = (max: number) =>
  sectorListField(max, {
    required: M.categoriesRequired,
    invalid: M.categoriesInvalid,
    tooMany: M.categoriesTooMany,
  });

const etat = (fallback?: ArticleState) =>
  choiceField(ARTICLE_STATES, M.etatInvalid, fallback ? { fallback } : {});

/** The field names of the article form; files under `imagePrincipale`. */
export const ARTICLE_IMAGE_FIELD = "imagePrincipale";

/** Errors as the form shows its fields: the texts, the categories, the state, the image. */
export const sortArticleErrors = byFieldOrder([
  "titre",
  "contenu",
  "resume",
  "motsCles",
  "categories",
  "etat",
  "datePublication",
  ARTICLE_IMAGE_FIELD,
  "texteAlternatif",
]);

const plannedHasDate = (input: { etat: ArticleState; datePublication: Date | null }) =>
  input.etat !== "planifié" || input.datePublication !== null;

const plannedHasDateOptions = {
  error: M.dateRequiredWhenPlanned,
  path: ["datePublication"],
  // Checked even when other fields fail, so every message comes at once.
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some((i) => i.path?.[0] === "etat" || i.path?.[0] === "datePublication"),
};

/**
 * The article creation form (SPEC.md §5): every language complete, 1 to 3 categories, a
 * date when planned, a main image.
 */
export const CreateArticleInputSchema = z
  .object({
    titre: perLanguage((lang) => title(lang, true)),
    contenu: perLanguage((lang) => content(lang, true)),
    resume: perLanguage(summary),
    motsCles: perLanguage(keywords),
    categories: categories(L.articleCategoriesCreateMax),
    etat: etat("brouillon"),
    datePublication: dateField(M.dateInvalid),
    imagePrincipale: imageFileField({ required: M.imageRequired, typeMessage: M.imageType }),
    texteAlternatif: altTextField,
  })
  .refine(plannedHasDate, plannedHasDateOptions);
export type CreateArticleInput = z.output<typeof CreateArticleInputSchema>;

/**
 * The article edition form (SPEC.md §5): French title and content required, the other
 * languages may stay empty (public reads then show the French), 1 to 4 categories, any
 * state; a new main image is optional.
 */
export const UpdateArticleInputSchema = z
  .object({
    titre: perLanguage((lang) => title(lang, lang === "fr")),
    contenu: perLanguage((lang) => content(lang, lang === "fr")),
    resume: perLanguage(summary),
    motsCles: perLanguage(keywords),
    categories: categories(L.articleCategoriesEditMax),
    etat: etat(),
    datePublication: dateField(M.dateInvalid),
    imagePrincipale: imageFileField({ typeMessage: M.imageType }),
    texteAlternatif: altTextField,
  })
  .refine(plannedHasDate, plannedHasDateOptions);
export type UpdateArticleInput = z.output<typeof UpdateArticleInputSchema>;

/**
 * The publication date an article is stored with (SPEC.md §4): only a planned article
 * carries a chosen date, and a creation otherwise dates it now. An edit may set a free
 * date, except a future one on a published article (it would go first in the list before
 * its time: it is dated now); an edit that sends no date keeps the stored one, unless it
 * makes the article public: it is dated now.
 */
export function articlePublicationDate(
  next: { etat: ArticleState; datePublication: Date | null; dateSent: boolean },
  current: { etat: ArticleState; datePublication: Date | null } | undefined,
  now: Date,
): Date {
  const chosen = next.datePublication;
  if (next.etat === "planifié") return chosen ?? now;
  if (!current) return now;
  if (next.dateSent && chosen) {
    return next.etat === "publié" && chosen.getTime() > now.getTime() ? now : chosen;
  }
  if (next.etat === "publié" && !isArticlePublic(current, now)) return now;
  return current.datePublication ?? now;
}
