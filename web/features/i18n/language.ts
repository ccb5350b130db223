import type { i18n } from "i18next";
import { LANGUAGES, type Language } from "../../../domain/constants.ts";
import { isLanguage } from "../../../domain/language.ts";
import { loadMessages } from "../../i18n/i18n.ts";

export const LANGUAGE_LABELS: Record<Language, string> = {
  fr: "Français",
  en: "English",
  it: "Italiano",
};

/** Loads the language's texts if needed, switches, and lets the detector cache the choice. */
export async function switchLanguage(i18n: i18n, lang: Language): Promise<void> {
  if (!i18n.hasResourceBundle(lang, "translation")) {
    i18n.addResourceBundle(lang, "translation", await loadMessages(lang));
  }
  await i18n.changeLanguage(lang);
  // changeLanguage caches through the detector: local storage, and the cookie the server reads.
  document.documentElement.lang = lang;
}

/** The language SPEC.md §1's detection order picks in this browser. */
export function detectBrowserLanguage(i18n: i18n): Language {
  const detected = i18n.services.languageDetector?.detect();
  const candidates = [detected].flat().filter((c): c is string => typeof c === "string");
  for (const candidate of candidates) {
    const primary = candidate.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return LANGUAGES[0];
}
