import { type AnyColumn, or, type SQL, sql } from "drizzle-orm";
import { LANGUAGES } from "../../../domain/constants.ts";
import { containsPattern, foldedMatches } from "../../lib/folded-search.ts";

/**
 * Items whose title contains `text` in any language, ignoring case and accents;
 * undefined (no condition) for no text.
 */
export function titleContains(titre: AnyColumn, text: string | undefined): SQL | undefined {
  const pattern = containsPattern(text);
  if (!pattern) return undefined;
  return or(...LANGUAGES.map((lang) => foldedMatches(sql`${titre}->>${lang}`, pattern)));
}
