import i18next, { type i18n } from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../domain/constants.ts";
import { LANGUAGE_COOKIE } from "../../domain/language.ts";
import type { Messages } from "./resources.server.ts";

/** SPEC.md §1: local storage, then the browser, then the html tag; the result is cached. */
export const DETECTION_OPTIONS = {
  order: ["localStorage", "navigator", "htmlTag"],
  caches: ["localStorage", "cookie"],
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

/** Loads another language's texts on demand: one small chunk per language. */
export async function loadMessages(lang: Language): Promise<Messages> {
  const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
    fr: () => import("./fr.json"),
    en: () => import("./en.json"),
    it: () => import("./it.json"),
  };
  return (await loaders[lang]()).default;
}
