// Articles: limits, French messages (SPEC.md §3, §4, §5, §9) and the publication-date rule.
// Their fields are declared in the registry (domain/content-types/article.ts).
import type { Language } from "./constants.ts";
import { type ArticleState, CONTENT_LIMITS, IMAGE_MESSAGES } from "./content.ts";
import { formatLimit } from "./content-fields.ts";
import { isArticlePublic } from "./visibility.ts";

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
