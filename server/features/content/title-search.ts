import { type AnyColumn, or, type SQL, sql } from "drizzle-orm";
import { LANGUAGES } from "../../../domain/constants.ts";
import { foldedTitle } from "../../db/schema.ts";
import { containsPattern, folded } from "../../lib/folded-search.ts";

/**
 * Items whose title contains `text` in any language, ignoring case and accents;
 * undefined (no condition) for no text. Each language's folded title is the expression
 * the title's trigram index holds (schema.ts `listIndexes`), so a search of three letters
 * or more reads only the items it finds.
 */
export function titleContains(titre: AnyColumn, text: string | undefined): SQL | undefined {
  const pattern = containsPattern(text);
  if (!pattern) return undefined;
  const wanted = folded(sql`${pattern}`);
  return or(...LANGUAGES.map((lang) => sql`${foldedTitle(titre, lang)} like ${wanted}`));
}
