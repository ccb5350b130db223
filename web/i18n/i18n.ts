import i18next, { type i18n } from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../domain/constants.ts";
import { LANGUAGE_COOKIE } from "../../domain/language.ts";
import type { Messages } from "./resources.server.ts";

/** Where a choice made with a flag is kept: local storage, mirrored to the server's cookie. */
export const CHOICE_CACHES = ["localStorage", "cookie"];

/**
 * SPEC.md §1: local storage, then the browser, then the html tag. The cookie (the choice's
 * mirror) comes right after local storage, for a browser whose storage was cleared.
 * Nothing is cached on detection: only a flag stores a choice (features/i18n/language.ts).
 */
export const DETECTION_OPTIONS = {
  order: ["localStorage", "cookie", "navigator", "htmlTag"],
  caches: [],
  lookupLocalStorage: "i18nextLng",
  lookupCookie: LANGUAGE_COOKIE,
  cookieMinutes: 60 * 24 * 365,
  cookieOptions: { path: "/", sameSite: "lax" as const },
};

/**
 * One i18next instance per render on the server (requests must not share a language),
 * one for the page's life in the browser. It starts with the language the server chose,
 * so hydration sees the same text the server sent.
 */
export function createI18n(lang: Language, messages: Messages, withDetector: boolean): i18n {
  const instance = i18next.createInstance();
  if (withDetector) instance.use(LanguageDetector);
  instance.use(initReactI18next);
  void instance.init({
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: { [lang]: { translation: messages } },
    interpolation: { escapeValue: false },
    detection: DETECTION_OPTIONS,
    initAsync: false,
  });
  return instance;
}

/**
 * The error page's words when not even the page's language is known (the root loader
 * failed): French, the fallback language, kept here so no language file enters the bundle.
 */
export const LAST_RESORT_ERROR_TEXTS = {
  title: "Une erreur est survenue",
  text: "Veuillez réessayer dans un instant.",
  back: "Retour à l'accueil",
};
