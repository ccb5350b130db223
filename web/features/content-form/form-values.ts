// Values shared by the content forms (projects, opportunities): per-language texts and
// the `datetime-local` text of a date.
import { LANGUAGES, type Language, type Localized } from "../../../domain/constants.ts";

/** One value per language. */
export const perLanguage = (value: (lang: Language) => string): Localized =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, value(lang)])) as Localized;

/** `datetime-local` wants local time without a zone. */
export function toLocalDateTime(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/**
 * The publication date as the API reads it: an instant (the server does not know the
 * browser's time zone), only when published.
 */
export function setPublicationDate(
  body: FormData,
  values: { etat: string; datePublication: string },
): void {
  body.delete("datePublication");
  if (values.etat === "publié" && values.datePublication) {
    body.set("datePublication", new Date(values.datePublication).toISOString());
  }
}

/** A content item's texts in each language as the API answers them. */
export interface LocalizedContent {
  titre: Partial<Localized>;
  description: Partial<Localized>;
  contenu: Partial<Localized>;
  motsCles: Partial<Localized<string[]>>;
}

/** The form's texts in each language, keywords comma-separated; empty without an item. */
export function localizedTexts(item?: LocalizedContent) {
  return {
    titre: perLanguage((lang) => item?.titre[lang] ?? ""),
    description: perLanguage((lang) => item?.description[lang] ?? ""),
    contenu: perLanguage((lang) => item?.contenu[lang] ?? ""),
    motsCles: perLanguage((lang) => (item?.motsCles[lang] ?? []).join(", ")),
  };
}
