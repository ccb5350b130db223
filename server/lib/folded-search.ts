import { type SQL, sql } from "drizzle-orm";
import { foldForSearch } from "../../domain/pagination.ts";

/**
 * The accented letters of French and Italian texts, and what `foldForSearch` makes of
 * each: SQL folds the stored text with `translate` as the domain folds the words typed,
 * with no database extension (PGlite and PostgreSQL alike) and whatever the collation,
 * since `lower` then only meets ASCII letters. This is SQL's copy of the one accent
 * folding, `foldAccents` (domain/text.ts), which makes its table: a change there reaches it.
 */
const ACCENTED = "ÀÁÂÄÃÅàáâäãåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÖÕòóôöõÙÚÛÜùúûüÇçÑñ";
const PLAIN = [...ACCENTED].map(foldForSearch).join("");

/** `%`, `_` and `\` typed by a person are letters to find, not LIKE wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * A search's LIKE pattern: the words typed, folded and escaped; undefined for no text.
 * Built once per search, matched against any number of texts with `foldedMatches`.
 */
export function containsPattern(text: string | undefined): string | undefined {
  return text ? `%${escapeLike(foldForSearch(text))}%` : undefined;
}

/** Whether the stored text `expression`, folded as the pattern was, matches `pattern`. */
export function foldedMatches(expression: SQL, pattern: string): SQL {
  return sql`lower(translate(${expression}, ${ACCENTED}, ${PLAIN})) like ${pattern}`;
}
