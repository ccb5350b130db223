// The public search (issue 20): what a visitor may type and what an answer holds, shared
// by GET /api/v1/recherche, the /recherche page and the header's field. No library here:
// the public pages' JavaScript imports this file (the schema is search-query.ts).
import {
  CONTENT_TYPE_IDENTITIES,
  CONTENT_TYPE_KEYS,
  type ContentTypeKey,
} from "./content-types/identities.ts";

/** Shorter finds nothing useful; longer is no search a person types. */
export const SEARCH_TEXT_MIN = 2;
export const SEARCH_TEXT_MAX = 100;

/** Results per page of the search page (the API takes `limite`, as its lists do). */
export const SEARCH_PAGE_SIZE = 10;

export const SEARCH_MESSAGES = {
  tooShort: `Saisissez au moins ${SEARCH_TEXT_MIN} caractères à rechercher.`,
  tooLong: `La recherche ne peut pas dépasser ${SEARCH_TEXT_MAX} caractères.`,
  /** Past the searches one address may make per minute (issue 30, SEARCH_LIMIT_PER_MINUTE). */
  tooManyRequests: (minutes: number) =>
    `Trop de recherches envoyées depuis votre connexion. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? "s" : ""}.`,
} as const;

/** Searches one address may make per minute unless SEARCH_LIMIT_PER_MINUTE says otherwise. */
export const DEFAULT_SEARCH_LIMIT_PER_MINUTE = 30;

/** What a search is for, trimmed with its runs of spaces made one. */
export const normalizeSearchText = (text: string) => text.trim().replace(/\s+/g, " ");

/**
 * What a result is: a project, a news article or an opportunity (its one spelling), or a
 * person of the governance (issue 32), who has no page of their own.
 */
export type SearchResultType = ContentTypeKey | "personne";

/** Each result type's pages (domain/site-paths.ts): where a result links to. */
export const RESULT_PAGES = Object.fromEntries(
  CONTENT_TYPE_KEYS.map((key) => [key, CONTENT_TYPE_IDENTITIES[key].plural]),
) as { [K in ContentTypeKey]: (typeof CONTENT_TYPE_IDENTITIES)[K]["plural"] };

/**
 * Where a person found by the search is shown: their card on the governance page, whose
 * id this is (their result's `slug` is their id).
 */
export const PERSON_RESULT = { anchor: (id: string) => `personne-${id}` };

/** One result of GET /api/v1/recherche, in the language asked. */
export interface SearchResult {
  type: SearchResultType;
  titre: string;
  /** Its slug in the language asked; a person's id (they have no page of their own). */
  slug: string;
  /** The item's summary (an article's résumé, a project's or opportunity's description). */
  extrait: string;
}

/** What a page's search answers when its address has searched too much (a 429 for the API). */
export interface SearchRefused {
  tooMany: true;
  retryAfterMinutes: number;
}

export interface SearchAnswer {
  results: SearchResult[];
  total: number;
  /**
   * When nothing matched the words typed and close words did ("mnes" → "mines"): the
   * words searched for instead, which the results are for.
   */
  correction: string | null;
}
