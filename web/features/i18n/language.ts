import { useEffect } from "react";
import { useLocation, useMatches, useNavigate } from "react-router";
import type { Language, Localized } from "../../../domain/constants.ts";
import { firstSupportedLanguage, LANGUAGE_COOKIE, readCookie } from "../../../domain/language.ts";
import {
  isPublicPagePath,
  localizedPath,
  pageAlternates,
  splitLanguagePrefix,
} from "../../../domain/site-paths.ts";
import { useTexts } from "../../i18n/texts.tsx";
import type { PageHead } from "../../lib/page-head.ts";

/** Each language named in itself, as a visitor looking for theirs reads it. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  fr: "Français",
  en: "English",
  it: "Italiano",
};

/** The language the page is shown in. */
export function usePageLanguage(): Language {
  return useTexts().lang;
}

/** Turns a French path into the page language's: `/contact` → `/en/contact`. */
export function useLocalizedPath(): (path: string) => string {
  const lang = usePageLanguage();
  return (path) => localizedPath(lang, path);
}

/**
 * The current page in every language: what its loader named (a detail page's slug differs
 * per language), else the same path under each prefix (404, error pages).
 */
export function usePageAlternates(): Localized {
  const matches = useMatches();
  const { pathname } = useLocation();
  for (const match of [...matches].reverse()) {
    const head = (match.loaderData as { head?: PageHead } | undefined)?.head;
    if (head?.alternates) return head.alternates;
  }
  return pageAlternates(splitLanguagePrefix(pathname).path);
}

/**
 * Where a choice made with a flag is kept (SPEC.md §1: "stored locally"). The key is the
 * one i18next used before docs/decisions/011, so choices stored then still count.
 */
const CHOICE_STORAGE_KEY = "i18nextLng";
const CHOICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Stores a visitor's choice in local storage and mirrors it to the cookie the server reads
 * (domain/language.ts), so the next unprefixed URL is answered in that language.
 */
export function rememberLanguage(lang: Language): void {
  try {
    localStorage.setItem(CHOICE_STORAGE_KEY, lang);
  } catch {
    // Storage refused (private mode, quota): the cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every phone's browser.
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=${CHOICE_COOKIE_SECONDS}; samesite=lax`;
}

function storedChoice(): string | null {
  try {
    return localStorage.getItem(CHOICE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The language SPEC.md §1's detection order picks in this browser: local storage, the
 * cookie that mirrors it (a browser whose storage was cleared), the browser's languages,
 * then the html tag.
 */
function detectBrowserLanguage(): Language | undefined {
  const candidates = [
    storedChoice(),
    readCookie(document.cookie, LANGUAGE_COOKIE),
    ...navigator.languages,
    document.documentElement.lang,
  ];
  return firstSupportedLanguage(candidates.filter((c): c is string => Boolean(c)));
}

/**
 * On an unprefixed page, after hydration: when the browser's own detection (local storage
 * first) disagrees with the French the server showed, go to the page in that language.
 * The server already redirects by the cookie and Accept-Language
 * (server/plugins/language-redirects.ts); this catches a choice kept only in local storage.
 */
export function useVisitorLanguage(pageLanguage: Language): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration.
  useEffect(() => {
    const { prefix, path } = splitLanguagePrefix(pathname);
    if (prefix || !isPublicPagePath(pathname)) return;
    const chosen = detectBrowserLanguage();
    if (chosen && chosen !== pageLanguage) {
      void navigate(localizedPath(chosen, path) + search, { replace: true });
    }
  }, []);
}
