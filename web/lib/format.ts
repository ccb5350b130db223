import type { Language } from "../../domain/constants.ts";
import { LOCALES } from "../../domain/numbers.ts";

/**
 * A text cut to at most `max` characters for a card (SPEC.md §9: 140 for sector cards, 120
 * for the others), at a word's end where one is near, with an ellipsis.
 */
export function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  const atWord = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.replace(/[\s,;:.–-]+$/, "")}…`;
}

/**
 * A date as a reader of the language writes it (`12 mars 2026`, `12 March 2026`; with a
 * short month, `22 nov. 2026`, for table cells). Always in UTC, so the server and every
 * browser print the same day (no hydration mismatch).
 */
export function formatDate(
  lang: Language,
  iso: string | null | undefined,
  month: "long" | "short" = "long",
): string {
  if (!iso) return "";
  return dateFormatter(lang, month).format(new Date(iso));
}

/**
 * One formatter per language and month style, made once: making an Intl.DateTimeFormat
 * costs far more than formatting with one, and a list page prints a date per card (making
 * them was 5 % of the site's thread while rendering pages for staff, issue 30).
 */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();
function dateFormatter(lang: Language, month: "long" | "short"): Intl.DateTimeFormat {
  const key = `${lang}:${month}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[lang], {
      day: "numeric",
      month,
      year: "numeric",
      timeZone: "UTC",
    });
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A file's size as a reader of the language writes it (`184 ko`, `1,2 Mo`; `1.2 MB`): in
 * kilobytes under a megabyte, one decimal at most (a download link's size, issue 32).
 */
export function formatFileSize(lang: Language, bytes: number): string {
  const mega = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(LOCALES[lang], {
    style: "unit",
    unit: mega ? "megabyte" : "kilobyte",
    maximumFractionDigits: mega ? 1 : 0,
  }).format(mega ? bytes / (1024 * 1024) : Math.max(1, bytes / 1024));
}
