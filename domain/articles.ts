// Articles: fields, limits and French messages (SPEC.md §3, §4, §5, §9). The API and the
// back-office forms parse with the same schemas.
import { type Language, SECTOR_CODES, type SectorCode } from "./constants.ts";
import {
  ARTICLE_STATES,
  type ArticleState,
  CONTENT_LIMITS,
  IMAGE_TOO_MANY_PIXELS_MESSAGE,
} from "./content.ts";
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
    `Le titre (${lang}) ne peut excéder ${L.articleTitleMax} caractères.`,
  contentRequired: (lang: Language) => `Le contenu (${lang}) est obligatoire.`,
  contentTooShort: (lang: Language) =>
    `Le contenu (${lang}) doit contenir au moins ${L.articleContentMin} caractères.`,
  contentTooLong: (lang: Language) =>
    `Le contenu (${lang}) ne peut excéder ${L.contentMax} caractères.`,
  summaryTooLong: (lang: Language) =>
    `Le résumé (${lang}) ne peut excéder ${L.summaryMax} caractères.`,
  keywordTooLong: (lang: Language) =>
    `Chaque mot-clé (${lang}) doit faire maximum ${L.keywordMax} caractères.`,
  categoriesRequired: `Vous devez sélectionner au moins une catégorie parmi : ${CATEGORIES_IN_MESSAGE}`,
  categoriesTooMany: (max: number) => `Vous ne pouvez pas sélectionner plus de ${max} catégories`,
  categoriesInvalid: (invalid: readonly string[]) => `Catégories invalides: ${invalid.join(", ")}`,
  etatInvalid: "État invalide.",
  dateRequiredWhenPlanned: "Veuillez renseigner la date de publication pour un article planifié.",
  dateInvalid: "La date de publication est invalide.",
  imageRequired: "Une image principale est obligatoire.",
  imageType: "L’image doit être au format JPG, PNG ou WebP.",
  imageTooManyPixels: IMAGE_TOO_MANY_PIXELS_MESSAGE,
  categorieFilterInvalid: `La catégorie doit être l'une de : ${CATEGORIES_IN_MESSAGE}.`,
  notFound: "Article introuvable.",
  created: "Article créé avec succès.",
  updated: "Article modifié avec succès.",
  deleted: "Article supprimé avec succès.",
} as const;

const M = ARTICLE_MESSAGES;

/** A text of bounded length; empty is refused when required, else allowed as "not given". */
function boundedText(options: {
  required: boolean;
  min?: number;
  max: number;
  requiredMessage?: string;
  tooShort?: string;
  tooLong: string;
}) {
  return (
    z
      .string({ error: options.requiredMessage ?? options.tooLong })
      .trim()
      .superRefine((value, context) => {
        if (value === "") {
          if (options.required) {
            context.addIssue({ code: "custom", message: options.requiredMessage });
          }
          return;
        }
        if (options.min !== undefined && value.length < options.min) {
          context.addIssue({ code: "custom", message: options.tooShort });
        } else if (value.length > options.max) {
          context.addIssue({ code: "custom", message: options.tooLong });
        }
      })
      // A field not sent is an empty one: a required one then gets its message.
      .prefault("")
  );
}

const titleField = (lang: Language, required: boolean) =>
  boundedText({
    required,
    min: L.articleTitleMin,
    max: L.articleTitleMax,
    requiredMessage: M.titleRequired(lang),
    tooShort: M.titleTooShort(lang),
    tooLong: M.titleTooLong(lang),
  });

const contentField = (lang: Language, required: boolean) =>
  boundedText({
    required,
    min: L.articleContentMin,
    max: L.contentMax,
    requiredMessage: M.contentRequired(lang),
    tooShort: M.contentTooShort(lang),
    tooLong: M.contentTooLong(lang),
  });

const summaryField = (lang: Language) =>
  boundedText({ required: false, max: L.summaryMax, tooLong: M.summaryTooLong(lang) });

/** Keywords of one language: trimmed, empty ones dropped, one message for the list. */
const keywordsField = (lang: Language) =>
  z
    .array(z.string({ error: M.keywordTooLong(lang) }), { error: M.keywordTooLong(lang) })
    .default([])
    .transform((list) => list.map((k) => k.trim()).filter((k) => k !== ""))
    .refine((list) => list.every((k) => k.length <= L.keywordMax), {
      error: M.keywordTooLong(lang),
    });

/** Per-language object: every language with its own field (messages name the language). */
function perLanguage<T extends z.ZodType>(field: (lang: Language) => T) {
  // A language not sent at all reads as empty: required fields then give their message.
  return z.preprocess(
    (value) => value ?? {},
    z.object({ fr: field("fr"), en: field("en"), it: field("it") }),
  );
}

const isSector = (value: string): value is SectorCode =>
  (SECTOR_CODES as readonly string[]).includes(value);

/** 1 to `max` categories among the four sectors; duplicates count once. */
export const categoriesField = (max: number) =>
  z
    .array(z.string().trim(), { error: M.categoriesRequired })
    .default([])
    .transform((list) => [...new Set(list.filter((c) => c !== ""))])
    .superRefine((list, context) => {
      const invalid = list.filter((c) => !isSector(c));
      if (list.length === 0) context.addIssue({ code: "custom", message: M.categoriesRequired });
      if (invalid.length > 0) {
        context.addIssue({ code: "custom", message: M.categoriesInvalid(invalid) });
      }
      if (list.length > max)
        context.addIssue({ code: "custom", message: M.categoriesTooMany(max) });
    })
    .transform((list) => list as SectorCode[]);

const etatField = z.enum(ARTICLE_STATES, { error: M.etatInvalid });

/** The earliest and latest publication dates the site accepts (a typo like year 20255). */
const DATE_RANGE = { min: Date.UTC(1970, 0, 1), max: Date.UTC(9999, 11, 31) } as const;

/** A date as an ISO string, a datetime-local value or a Date; "" and null mean "none". */
export const publicationDateField = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  z
    .union([z.string(), z.date()], { error: M.dateInvalid })
    .transform((value, context) => {
      const date = value instanceof Date ? value : new Date(value.trim());
      const time = date.getTime();
      if (Number.isNaN(time) || time < DATE_RANGE.min || time > DATE_RANGE.max) {
        context.addIssue({ code: "custom", message: M.dateInvalid });
        return z.NEVER;
      }
      return date;
    })
    .optional(),
);

const plannedHasDate = (input: { etat: ArticleState; datePublication?: Date | undefined }) =>
  input.etat !== "planifié" || input.datePublication !== undefined;

const plannedHasDateOptions = {
  error: M.dateRequiredWhenPlanned,
  path: ["datePublication"],
  // Checked even when other fields fail, so every message comes at once.
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some((i) => i.path?.[0] === "etat" || i.path?.[0] === "datePublication"),
};

/**
 * POST /articles (SPEC.md §5, article creation): every language complete, 1 to 3
 * categories, a date when planned. The main image is checked apart (it is a file).
 */
export const CreateArticleInputSchema = z
  .object({
    titre: perLanguage((lang) => titleField(lang, true)),
    contenu: perLanguage((lang) => contentField(lang, true)),
    resume: perLanguage(summaryField),
    motsCles: perLanguage(keywordsField),
    categories: categoriesField(L.articleCategoriesCreateMax),
    etat: etatField.default("brouillon"),
    datePublication: publicationDateField,
  })
  .refine(plannedHasDate, plannedHasDateOptions);
export type CreateArticleInput = z.output<typeof CreateArticleInputSchema>;

/**
 * An article as edited (SPEC.md §5, article edition): French title and content required,
 * the other languages may stay empty (public reads then show the French), the same
 * limits otherwise, 1 to 4 categories, any state.
 */
export const UpdateArticleInputSchema = z
  .object({
    titre: perLanguage((lang) => titleField(lang, lang === "fr")),
    contenu: perLanguage((lang) => contentField(lang, lang === "fr")),
    resume: perLanguage(summaryField),
    motsCles: perLanguage(keywordsField),
    categories: categoriesField(L.articleCategoriesEditMax),
    etat: etatField,
    datePublication: publicationDateField,
  })
  .refine(plannedHasDate, plannedHasDateOptions);
export type UpdateArticleInput = z.output<typeof UpdateArticleInputSchema>;

/** `categorie` of the public list (sector pages): one sector code. */
export const ArticleCategoryFilterSchema = z.enum(SECTOR_CODES, {
  error: M.categorieFilterInvalid,
});

/** `etat` filter of the back-office list. */
export const ArticleStateFilterSchema = etatField;

/**
 * Whether an article is on the public site at `now`: published, or planned with its date
 * passed (SPEC.md §4). The server computes the same rule in SQL.
 */
export function isArticlePublic(
  article: { etat: ArticleState; datePublication: Date | string | null },
  now: Date = new Date(),
): boolean {
  if (article.etat === "publié") return true;
  if (article.etat !== "planifié" || !article.datePublication) return false;
  return new Date(article.datePublication).getTime() <= now.getTime();
}
