// The site's texts in the page's language (web/i18n/{fr,en,it}.json), for React and for
// loaders. A few lines instead of i18next + react-i18next: the site uses dotted keys,
// `{{name}}` placeholders and one list, and those libraries cost 17 KB gzipped of every
// public page's 130 KB budget (docs/decisions/011-texts-without-i18next.md).
import { createContext, useContext } from "react";
import type { Language } from "../../domain/constants.ts";
import type { Messages } from "./resources.server.ts";

export type TextValues = Record<string, string | number>;

export interface Texts {
  /** The language the texts are in: the page's. */
  lang: Language;
  /**
   * The text at a dotted key (`nav.home`), its `{{name}}` placeholders filled from
   * `values`. A missing key shows as itself, a visible clue rather than a blank.
   */
  t: (key: string, values?: TextValues) => string;
  /** The list of texts at a dotted key (a sector's points); empty when there is none. */
  list: (key: string) => string[];
}

/** `{{name}}` placeholders filled from `values`; an unknown name is left as written. */
export function fillPlaceholders(template: string, values: TextValues = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

function lookUp(messages: Messages, key: string): unknown {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export function createTexts(lang: Language, messages: Messages): Texts {
  return {
    lang,
    t: (key, values) => {
      const text = lookUp(messages, key);
      return typeof text === "string" ? fillPlaceholders(text, values) : key;
    },
    list: (key) => {
      const texts = lookUp(messages, key);
      return Array.isArray(texts) ? texts.filter((t): t is string => typeof t === "string") : [];
    },
  };
}

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
