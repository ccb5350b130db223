import { foldAccents } from "./text.ts";
import { z } from "./zod.ts";

/** The longest text a back-office list searches for (longer than any title, SPEC.md §9). */
export const SEARCH_MAX_LENGTH = 150;

/**
 * The orders of a back-office list (`tri`, issue 30): by creation date, title (the French
 * one, case and accents ignored), state or views; a leading "-" gives the exact reverse
 * order. `-date`, newest created first, is the list's order when none is asked.
 */
export const STAFF_SORTS = [
  "-date",
  "date",
  "titre",
  "-titre",
  "etat",
  "-etat",
  "-vues",
  "vues",
] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];

/** What a list is sorted by, either way: a column whose header sorts the list. */
export type StaffSortKey = Exclude<StaffSort, `-${string}`>;

export const PAGINATION_MESSAGES = {
  page: "La page doit être un entier positif.",
  limite: "La limite doit être un entier entre 1 et 100.",
  recherche: `La recherche ne peut pas dépasser ${SEARCH_MAX_LENGTH} caractères.`,
  tri: `Le tri doit être l'un de : ${STAFF_SORTS.join(", ")}.`,
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

/** `tri` of a back-office list: one of STAFF_SORTS; absent or blank is the default order. */
export const SortQuerySchema = z.object({
  tri: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.enum(STAFF_SORTS, { error: PAGINATION_MESSAGES.tri }).optional()),
});

/** What `champs` answers for a name the list's items do not have. */
export const fieldsMessage = (known: readonly string[]) =>
  `Les champs doivent être parmi : ${known.join(", ")}.`;

/**
 * `champs` of a back-office list: the names of the item fields to answer, separated by
 * commas (as WordPress's `_fields` or Ghost's `fields`); absent or blank, every field. A
 * screen that draws a few columns asks for those: a page of full items carries every
 * text in three languages and every picture's variants (75–108 KB for 20 demo items).
 * `_id` and `id` are always answered.
 */
export function fieldsQuerySchema(known: readonly string[]) {
  const message = fieldsMessage(known);
  return z.object({
    champs: z
      .string()
      .optional()
      .transform((value) => {
        const names = (value ?? "")
          .split(",")
          .map((name) => name.trim())
          .filter(Boolean);
        return names.length > 0 ? [...new Set(names)] : undefined;
      })
      .pipe(z.array(z.enum(known as [string, ...string[]], { error: message })).optional()),
  });
}

/**
 * A text folded for a search that ignores case and accents ("Énergie" finds "energie"):
 * the same folding as `foldedMatches` in SQL (server/lib/folded-search.ts).
 */
export function foldForSearch(text: string): string {
  return foldAccents(text).toLowerCase();
}
