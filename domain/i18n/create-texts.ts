// The texts of one language as functions, without React: the pages use them through
// web/i18n/texts.tsx, the server's mails directly (server/lib/site-texts.ts). The browser's
// bundle carries this module but no language file (the type import below is erased).
import type { Language } from "../constants.ts";
import type { Messages } from "./messages.ts";

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
