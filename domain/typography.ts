// French typography (issue 20): what a French reader expects of a printed page, applied
// to the site's own French texts (domain/i18n/fr.json, checked by domain/i18n/i18n.test.ts) and
// to what staff write in French, when a page shows it. No library: pages may import it.
import type { Language } from "./constants.ts";
import { localizeNumbers } from "./numbers.ts";

/** A narrow no-break space (espace fine insécable): before `; ! ?`. */
export const NARROW_NO_BREAK_SPACE = "\u202f";
/** A no-break space (espace insécable): before `:` and inside « ». */
export const NO_BREAK_SPACE = "\u00a0";

/** A run of spaces, ordinary or no-break. */
const SPACE_RUN = /[ \u00a0\u202f]+/g;

/**
 * `text` set in French typography:
 * - the space before `; ! ?` becomes a narrow no-break space, the one before `:` a
 *   no-break space, so the sign never starts a line (a sign written without a space, as in
 *   `https://` or `12:30`, is left alone);
 * - the spaces inside « » become no-break spaces (one is added where none was typed);
 * - a straight apostrophe between two letters becomes the typographic one (l’équipe);
 * - a number's thousands are set apart by narrow no-break spaces (`15 000`), as
 *   domain/numbers.ts writes French numbers.
 *
 * Applying it twice gives the same text, so it may run on a text already set.
 */
export function frenchTypography(text: string): string {
  return localizeNumbers(
    "fr",
    text
      // Each run of spaces is matched once and judged by the sign after it: a pattern that
      // looked ahead from every space would take quadratic time on a long run of them.
      .replace(SPACE_RUN, (run, offset: number) => {
        const next = text[offset + run.length];
        if (next === ";" || next === "!" || next === "?") return NARROW_NO_BREAK_SPACE;
        if (next === ":" || next === "»") return NO_BREAK_SPACE;
        return text[offset - 1] === "«" ? NO_BREAK_SPACE : run;
      })
      .replace(/«(?![ \u00a0\u202f])/g, `«${NO_BREAK_SPACE}`)
      .replace(/(?<![ \u00a0\u202f])»/g, `${NO_BREAK_SPACE}»`)
      .replace(/(\p{L})'(?=\p{L})/gu, "$1’"),
  );
}

/**
 * Keys whose strings are addresses, identifiers or codes, never prose: left as they are.
 * The brand's name is prose (issue 28): a French page writes it as it writes the rest,
 * `Groupe Afrique de l’Ouest` in its header, footer, `<title>` and `og:site_name` alike.
 */
const NOT_PROSE_KEY =
  /^(_?id|slug|url|href|src|email|tel|token|code|codePays|lang|langue)$|(Url|Path|Id)$/;

/** Every prose string in `value` (an item, a list, settings) through `set`. */
function setProse<T>(value: T, set: (text: string) => string): T {
  if (typeof value === "string") return set(value) as T;
  if (Array.isArray(value)) return value.map((entry) => setProse(entry, set)) as T;
  if (
    value === null ||
    typeof value !== "object" ||
    Object.getPrototypeOf(value) !== Object.prototype
  )
    return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [
      key,
      NOT_PROSE_KEY.test(key) ? entry : setProse(entry, set),
    ]),
  ) as T;
}

/**
 * Every prose string in `value` (an item, a list, settings) set in French typography;
 * addresses, identifiers and codes (NOT_PROSE_KEY) are left alone.
 */
export function typesetFrenchProse<T>(value: T): T {
  return setProse(value, frenchTypography);
}

/**
 * Texts as a page in `lang` shows them, whoever wrote them: in French typography on French
 * pages; on English and Italian ones, with their numbers as that language writes them (a
 * quantity typed `15 000 m³` reads `15,000 m³`, domain/numbers.ts). What a page receives
 * goes through here once (server/plugins/web.ts), and so does its head (page-head.server.ts).
 */
export function asShownIn<T>(lang: Language, value: T): T {
  return lang === "fr"
    ? typesetFrenchProse(value)
    : setProse(value, (text) => localizeNumbers(lang, text));
}
