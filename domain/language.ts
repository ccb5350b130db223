import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./constants.ts";

/** The cookie that mirrors the language the browser keeps in local storage. */
export const LANGUAGE_COOKIE = "lang";

/**
 * Set for a minute beside LANGUAGE_COOKIE when the server chose the language from the
 * browser's (Accept-Language), not from a stored choice: the page it sends the visitor to
 * then lets a choice kept in local storage win (web/features/i18n/language.ts).
 */
export const DETECTED_LANGUAGE_COOKIE = "lang_detecte";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Any value to a supported language: `en-GB` -> `en`, unknown -> fr. */
export function toLanguage(value: unknown): Language {
  if (typeof value !== "string") return DEFAULT_LANGUAGE;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}

/** The first of `candidates` (`en-GB`, `it`, …) in a supported language, most preferred first. */
export function firstSupportedLanguage(candidates: Iterable<string>): Language | undefined {
  for (const candidate of candidates) {
    const primary = candidate.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

export function readCookie(
  cookieHeader: string | null | undefined,
  name: string,
): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodePercent(rest.join("="));
  }
  return undefined;
}

/**
 * A cookie's value as sent, percent-decoded when it can be: anyone can send a cookie, and
 * `lang=%E0%A4%A` must read as an unknown value, not throw on every page.
 */
function decodePercent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Languages of an Accept-Language header, most preferred first. */
function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag, quality: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((e) => e.tag && e.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((e) => e.tag);
}

/**
 * The language the server renders a page in. It mirrors SPEC.md §1's detection order in
 * the browser (local storage, then the browser's languages): the browser writes its choice
 * to the `lang` cookie, and before it has one the Accept-Language header carries the same
 * list as `navigator.languages`.
 */
export function detectRequestLanguage(
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Language {
  return requestLanguage(cookieHeader, acceptLanguage).lang;
}

/** The same, saying whether a stored choice decided it or the browser's languages did. */
export function requestLanguage(
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
): { lang: Language; stored: boolean } {
  const fromCookie = readCookie(cookieHeader, LANGUAGE_COOKIE);
  if (isLanguage(fromCookie)) return { lang: fromCookie, stored: true };
  const detected = firstSupportedLanguage(acceptedLanguages(acceptLanguage));
  return { lang: detected ?? DEFAULT_LANGUAGE, stored: false };
}

/**
 * The language a page is shown in: its path's prefix (`/en/…`, `/it/…`), French without
 * one (DESIGN.md §7). The visitor's choice never changes what a URL shows; it decides
 * where an unprefixed URL sends them (server/plugins/language-redirects.ts).
 */
export function pathLanguage(pathname: string): Language {
  const prefix = pathname.split(/[/?#]/)[1];
  return isLanguage(prefix) ? prefix : DEFAULT_LANGUAGE;
}
