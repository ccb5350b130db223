import { type AnyColumn, or, type SQL, sql } from "drizzle-orm";
import { LANGUAGES } from "../../../domain/constants.ts";
import { foldForSearch } from "../../../domain/pagination.ts";

/**
 * The accented letters of French and Italian titles, and what `foldForSearch` makes of
 * each: SQL folds the stored titles with `translate` as the domain folds the words typed,
 * with no database extension (PGlite and PostgreSQL alike) and whatever the collation,
 * since `lower` then only meets ASCII letters.
 */
const ACCENTED = "ÀÁÂÄÃÅàáâäãåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÖÕòóôöõÙÚÛÜùúûüÇçÑñ";
const PLAIN = [...ACCENTED].map(foldForSearch).join("");

/** `%`, `_` and `\` typed by a person are letters to find, not LIKE wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Items whose title contains `text` in any language, ignoring case and accents;
 * undefined (no condition) for no text.
 */
export function titleContains(titre: AnyColumn, text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = `%${escapeLike(foldForSearch(text))}%`;
  return or(
    ...LANGUAGES.map(
      (lang) => sql`lower(translate(${titre}->>${lang}, ${ACCENTED}, ${PLAIN})) like ${pattern}`,
    ),
  );
}
