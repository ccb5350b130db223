import { foldAccents } from "./text.ts";
import { z } from "./zod.ts";

/** The longest text a back-office list searches for (longer than any title, SPEC.md §9). */
export const SEARCH_MAX_LENGTH = 150;

export const PAGINATION_MESSAGES = {
  page: "La page doit être un entier positif.",
  limite: "La limite doit être un entier entre 1 et 100.",
  recherche: `La recherche ne peut pas dépasser ${SEARCH_MAX_LENGTH} caractères.`,
} as const;

/** `page` and `limite` of every list (DESIGN.md §4). */
export const PaginationQuerySchema = z.object({
  page: z.coerce
    .number({ error: PAGINATION_MESSAGES.page })
    .int({ error: PAGINATION_MESSAGES.page })
    .min(1, { error: PAGINATION_MESSAGES.page })
    .default(1),
  limite: z.coerce
    .number({ error: PAGINATION_MESSAGES.limite })
    .int({ error: PAGINATION_MESSAGES.limite })
    .min(1, { error: PAGINATION_MESSAGES.limite })
    .max(100, { error: PAGINATION_MESSAGES.limite })
    .default(20),
});

/**
 * `recherche` of a back-office list: words a title contains, in any language; blank is no
 * search.
 */
export const SearchQuerySchema = z.object({
  recherche: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.string().max(SEARCH_MAX_LENGTH, { error: PAGINATION_MESSAGES.recherche }).optional()),
});

/**
 * A text folded for a search that ignores case and accents ("Énergie" finds "energie"):
 * the same folding as `foldedMatches` in SQL (server/lib/folded-search.ts).
 */
export function foldForSearch(text: string): string {
  return foldAccents(text).toLowerCase();
}
