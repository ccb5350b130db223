// How every text typed by a person is cleaned before any rule looks at it: once, here, so
// that "required" and length limits judge what a reader will see.

/**
 * Control characters (C0 and C1, DEL) except tab and line breaks, and the invisible
 * format characters that render as nothing: zero-width space and joiners, word joiner,
 * byte-order mark, soft hyphen. A NUL byte would also make PostgreSQL refuse the text.
 */
const INVISIBLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u200B-\u200F\u2028\u2029\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/g;

/** Unicode NFC, invisible and control characters removed, trimmed; line breaks kept. */
export function normalizeText(value: string): string {
  return value.normalize("NFC").replace(INVISIBLE, "").replace(/\r\n?/g, "\n").trim();
}

/** Whether a value holds a character no text of the product may hold (NUL and the like). */
export function hasForbiddenCharacter(value: string): boolean {
  return value.includes("\u0000");
}

/**
 * Line breaks of every kind a mail reader or a terminal may honour: CR, LF, vertical tab,
 * form feed, NEL, and the Unicode line and paragraph separators. normalizeText removes
 * some of them and keeps \n, so a one-line field checks the raw value with this first.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const LINE_BREAK = /[\n\r\u000B\u000C\u0085\u2028\u2029]/;

/** Whether a value, as typed, holds a line break (a one-line field refuses it). */
export function hasLineBreak(value: string): boolean {
  return LINE_BREAK.test(value);
}

/**
 * A text without its accents, case and everything else kept: "Côte d’Ivoire" gives
 * "Cote d’Ivoire". The one accent folding of the code: names, choices, slugs and the words
 * of a search all fold through it. Compatibility forms are spelt out as well ("ﬁ" gives
 * "fi", "m²" gives "m2", a no-break space a space); œ, æ and ß are letters of their own and
 * stay (slugify spells them out). SQL folds on its side where the text is SQL's
 * (server/lib/folded-search.ts's translate table, made with this function; unaccent in the
 * public search's configurations, migration 0009).
 */
export function foldAccents(value: string): string {
  return value.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
}

/**
 * A name as compared (a country, a category): case, accents and punctuation aside, so that
 * "cote d'ivoire", "Côte d’Ivoire" and "COTE-D'IVOIRE" read alike.
 */
export function foldName(value: string): string {
  return foldAccents(value)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
