// The opportunity and project forms' values: their texts in each language and their
// publication date. (What every content form shares is in form-support.ts.)
import type { Localized } from "../../../domain/constants.ts";
import { perLanguage, toInstant } from "./form-support.ts";

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
    body.set("datePublication", toInstant(values.datePublication));
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
