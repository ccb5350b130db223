import { type SQL, sql } from "drizzle-orm";
import { foldForSearch } from "../../domain/pagination.ts";

/**
 * The accented letters of French and Italian texts, which the database's folding and the
 * domain's must fold alike (folded-search.test.ts). SQL folds with `site_fold` (migration
 * 0015: lower(unaccent(…)), IMMUTABLE so that the title indexes hold it, issue 30) the
 * stored text and the pattern alike, so that a letter unaccent folds further than
 * `foldForSearch` (œ, ß) still finds itself.
 */
export const ACCENTED = "ÀÁÂÄÃÅàáâäãåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÖÕòóôöõÙÚÛÜùúûüÇçÑñ";

/** `%`, `_` and `\` typed by a person are letters to find, not LIKE wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * A search's LIKE pattern: the words typed, folded and escaped; undefined for no text.
 * Built once per search, matched against any number of texts with `foldedMatches`.
 */
export function containsPattern(text: string | undefined): string | undefined {
  return text ? `%${escapeLike(foldForSearch(text))}%` : undefined;
}

/** The stored text `expression` folded as the patterns are (the very expression indexed). */
export const folded = (expression: SQL): SQL => sql`site_fold(${expression})`;

/** Whether the stored text `expression`, folded as the pattern was, matches `pattern`. */
export function foldedMatches(expression: SQL, pattern: string): SQL {
  return sql`${folded(expression)} like ${folded(sql`${pattern}`)}`;
}
