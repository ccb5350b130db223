// States, limits and shared shapes of the public content (SPEC.md §3, §4, §9).
import type { Language, Localized } from "./constants.ts";
import { foldAccents } from "./text.ts";

export const ARTICLE_STATES = ["brouillon", "planifié", "publié"] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];

export const PROJECT_STATES = ["brouillon", "publié"] as const;
export type ProjectState = (typeof PROJECT_STATES)[number];

export const DELIVERY_STATUSES = ["en cours", "livré"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const OPPORTUNITY_STATUSES = ["actif", "expiré", "retiré"] as const;
export type OpportunityStatus = (typeof OPPORTUNITY_STATUSES)[number];
export const OPPORTUNITY_STATES = ["brouillon", "publié"] as const;
export type OpportunityState = (typeof OPPORTUNITY_STATES)[number];

/** The states of the three content types as the back office says them (only articles are ever 'planifié'). */
export const STATE_LABELS: Record<ArticleState, string> = {
  brouillon: "Brouillon",
  planifié: "Planifié",
  publié: "Publié",
};

/** An opportunity's status as the back office says it. */
export const OPPORTUNITY_STATUS_LABELS: Record<OpportunityStatus, string> = {
  actif: "Actif",
  expiré: "Expiré",
  retiré: "Retiré",
};

export const CONTENT_LIMITS = {
  titleMax: 150,
  articleTitleMin: 10,
  articleTitleMax: 120,
  descriptionMax: 5000,
  projectDescriptionMax: 500,
  contentMax: 10_000,
  articleContentMin: 100,
  summaryMax: 200,
  keywordMax: 30,
  categoryMax: 50,
  countryMax: 100,
  contactMax: 100,
  quantityMax: 100,
  /** A project's client, its place (per language) and its key figures (issue 29). */
  projectClientMax: 150,
  projectPlaceMax: 150,
  keyFiguresMax: 6,
  keyFigureValueMax: 30,
  keyFigureLabelMax: 60,
  projectImagesMin: 1,
  projectImagesMax: 5,
  projectYearMin: 1900,
  /** Years after the current one a project may be dated. */
  projectYearAhead: 5,
  articleCategoriesCreateMax: 3,
  articleCategoriesEditMax: 4,
} as const;

/** SPEC.md §9: home and sector pages show 3 items, mines 4 projects. */
export const HOME_ITEMS = 3;
export const SECTOR_PAGE_ITEMS = 3;
export const MINES_PAGE_PROJECTS = 4;

/**
 * The formats an upload is written in: WebP, which every browser the site supports shows,
 * then AVIF, smaller, for those that ask for it (`<picture>`'s first source).
 */
export const IMAGE_FORMATS = ["webp", "avif"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export type LocalizedText = Localized<string>;
export type LocalizedKeywords = Localized<string[]>;

/** SPEC.md §7 public reads: the text in the requested language, else the French one. */
export function pickLanguage<T>(
  value: Partial<Localized<T>> | null | undefined,
  lang: Language,
): T | undefined {
  if (!value) return undefined;
  const chosen = value[lang];
  const isEmpty =
    chosen === undefined ||
    chosen === null ||
    (typeof chosen === "string" && chosen.trim() === "") ||
    (Array.isArray(chosen) && chosen.length === 0);
  return isEmpty ? value.fr : chosen;
}

/** A URL slug from a title: accents folded, lower case, words joined by hyphens. */
export function slugify(text: string, maxLength = 80): string {
  const slug = foldAccents(text)
    .replace(/œ/gi, "oe")
    .replace(/æ/gi, "ae")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/g, "");
  return slug || "contenu";
}

/** Messages about an entity's one image (articles, opportunities: SPEC.md §5). */
export const IMAGE_MESSAGES = {
  required: "Une image principale est obligatoire.",
  type: "L’image doit être au format JPG, PNG ou WebP.",
  /** Answer to an image over the server's pixel limit (413), the same for every entity. */
  tooManyPixels: "L'image est trop grande : 40 millions de pixels au plus.",
  /** A strip of pixels (100000 × 1) is no picture, and resizing it makes empty ones. */
  shape:
    "L’image doit mesurer au moins 16 pixels de côté, son grand côté au plus 20 fois le petit.",
  /** The server's images are processed one at a time; past its queue, it says so (503). */
  busy: "Le serveur traite déjà d’autres images : réessayez dans une minute.",
} as const;

export const IMAGE_TOO_MANY_PIXELS_MESSAGE = IMAGE_MESSAGES.tooManyPixels;
