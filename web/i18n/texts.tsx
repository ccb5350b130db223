// The site's texts in the page's language (domain/i18n/{fr,en,it}.json), for React and for
// loaders. A few lines instead of i18next + react-i18next: the site uses dotted keys,
// `{{name}}` placeholders and one list, and those libraries cost 17 KB gzipped of every
// public page's 130 KB budget (docs/decisions/011-texts-without-i18next.md).
import { createContext, useContext } from "react";
import type { Texts } from "../../domain/i18n/create-texts.ts";

export {
  createTexts,
  fillPlaceholders,
  type Texts,
  type TextValues,
} from "../../domain/i18n/create-texts.ts";

const TextsContext = createContext<Texts | null>(null);

/** Given by the root route, with the texts its loader sent for the page's language. */
export const TextsProvider = TextsContext.Provider;

/** The page's texts. Only under the root route, which provides them. */
export function useTexts(): Texts {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error("useTexts() is used outside the root route's TextsProvider.");
  return texts;
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
