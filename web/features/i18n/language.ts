import { useEffect } from "react";
import { useLocation, useMatches, useNavigate } from "react-router";
import type { Language, Localized } from "../../../domain/constants.ts";
import {
  DETECTED_LANGUAGE_COOKIE,
  firstSupportedLanguage,
  LANGUAGE_COOKIE,
  readCookie,
} from "../../../domain/language.ts";
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

/** The language kept in local storage, if it is one the site speaks. */
function storedChoice(): Language | undefined {
  try {
    return firstSupportedLanguage([localStorage.getItem(CHOICE_STORAGE_KEY) ?? ""]);
  } catch {
    return undefined;
  }
}

/** Whether the server chose this page's language from the browser's, once: the mark goes. */
function takeDetectionMark(): boolean {
  if (readCookie(document.cookie, DETECTED_LANGUAGE_COOKIE) === undefined) return false;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every phone's browser.
  document.cookie = `${DETECTED_LANGUAGE_COOKIE}=; path=/; max-age=0; samesite=lax`;
  return true;
}

/**
 * The visitor's language after SPEC.md §1's detection order: local storage, the browser's
 * languages, the html tag. The server read the cookie that mirrors local storage, else the
 * browser's languages (stored then, and marked as detected); so here:
 * - after the server's detection, a choice local storage kept (its cookie expired or was
 *   cleared) wins over the browser's language;
 * - otherwise the cookie, when there is one, is the newest word: a choice made without
 *   JavaScript, or a detection stored with no choice on the device;
 * - otherwise local storage, and on an unprefixed page the browser's languages.
 */
function visitorLanguage(detected: boolean, prefixed: boolean): Language | undefined {
  const stored = storedChoice();
  const cookie = firstSupportedLanguage([readCookie(document.cookie, LANGUAGE_COOKIE) ?? ""]);
  if (detected) return stored ?? cookie;
  if (cookie) return cookie;
  if (stored || prefixed) return stored;
  return firstSupportedLanguage([...navigator.languages, document.documentElement.lang]);
}

/**
 * After hydration, on a public page: the visitor's language is stored on the device and in
 * its cookie as one (the detection's result too, SPEC.md §1; writing the cookie again keeps
 * it from expiring while the visitor comes back). Where a detection chose the page (an
 * unprefixed address, or the one the server's detection sent the visitor to) and the
 * visitor's language is another, go to this page in it. A prefixed address opened
 * otherwise shows its language, whatever the visitor's.
 */
export function useVisitorLanguage(pageLanguage: Language): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const alternates = usePageAlternates();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration.
  useEffect(() => {
    if (!isPublicPagePath(pathname)) return;
    const { prefix, path } = splitLanguagePrefix(pathname);
    const detected = takeDetectionMark();
    const visitor = visitorLanguage(detected, Boolean(prefix));
    if (!visitor) return;
    rememberLanguage(visitor);
    if ((detected || !prefix) && visitor !== pageLanguage) {
      const target = prefix ? alternates[visitor] : localizedPath(visitor, path);
      void navigate(target + search, { replace: true });
    }
  }, []);
}
