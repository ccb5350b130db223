import type { i18n } from "i18next";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useMatches, useNavigate } from "react-router";
import { LANGUAGES, type Language, type Localized } from "../../../domain/constants.ts";
import { isLanguage, toLanguage } from "../../../domain/language.ts";
import {
  isPublicPagePath,
  localizedPath,
  pageAlternates,
  splitLanguagePrefix,
} from "../../../domain/site-paths.ts";
import { CHOICE_CACHES } from "../../i18n/i18n.ts";
import type { PageHead } from "../../lib/page-head.ts";

/** Each language named in itself, as a visitor looking for theirs reads it. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  fr: "Français",
  en: "English",
  it: "Italiano",
};

/** The language the page is shown in. */
export function usePageLanguage(): Language {
  return toLanguage(useTranslation().i18n.language);
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

/** Stores a visitor's choice where SPEC.md §1 keeps it: local storage, and its cookie mirror. */
export function rememberLanguage(instance: i18n, lang: Language): void {
  instance.services.languageDetector?.cacheUserLanguage?.(lang, CHOICE_CACHES);
}

/** The language SPEC.md §1's detection order picks in this browser. */
function detectBrowserLanguage(instance: i18n): Language | undefined {
  const detected = instance.services.languageDetector?.detect();
  const candidates = [detected].flat().filter((c): c is string => typeof c === "string");
  for (const candidate of candidates) {
    const primary = candidate.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

/**
 * On an unprefixed page, after hydration: when the browser's own detection (local storage
 * first) disagrees with the French the server showed, go to the page in that language.
 * The server already redirects by the cookie and Accept-Language
 * (server/plugins/language-redirects.ts); this catches a choice kept only in local storage.
 */
export function useVisitorLanguage(instance: i18n): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration.
  useEffect(() => {
    const { prefix, path } = splitLanguagePrefix(pathname);
    if (prefix || !isPublicPagePath(pathname)) return;
    const chosen = detectBrowserLanguage(instance);
    if (chosen && chosen !== toLanguage(instance.language) && LANGUAGES.includes(chosen)) {
      void navigate(localizedPath(chosen, path) + search, { replace: true });
    }
  }, []);
}
