import { type AnyColumn, and, or, type SQL, sql } from "drizzle-orm";
import { LANGUAGES } from "../../../domain/constants.ts";
import { FOLDED_TITLES_SEPARATOR, foldedTitle } from "../../db/schema.ts";
import { containsPattern, folded } from "../../lib/folded-search.ts";

/**
 * Items whose title contains `text` in any language, ignoring case and accents;
 * undefined (no condition) for no text. It reads the stored folded titles (schema.ts
 * `foldedTitles`, one language per line), whose trigram index gives a search of three
 * letters or more only the items it finds, and whose check compares stored text.
 * A text with a line break could only match across two languages' titles there: it is
 * checked against each language's title as well, as one title would hold it.
 */
export function titleContains(
  titles: { titre: AnyColumn; titrePlie: AnyColumn },
  text: string | undefined,
): SQL | undefined {
  const pattern = containsPattern(text);
  if (!pattern) return undefined;
  const wanted = folded(sql`${pattern}`);
  const inStoredTitles = sql`${titles.titrePlie} like ${wanted}`;
  if (!pattern.includes(FOLDED_TITLES_SEPARATOR)) return inStoredTitles;
  return and(
    inStoredTitles,
    or(...LANGUAGES.map((lang) => sql`${foldedTitle(titles.titre, lang)} like ${wanted}`)),
  );
}
