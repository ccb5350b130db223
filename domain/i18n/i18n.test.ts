// Every visible text exists in the three languages: a key added in one file and not the
// others fails here, before a visitor sees a raw key.
import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "../contact-messages.ts";
import { NEWSLETTER_MESSAGES } from "../newsletter-messages.ts";
import { frenchTypography } from "../typography.ts";
import en from "./en.json";
import fr from "./fr.json";
import it_ from "./it.json";

/** Every leaf's path (`home.title`, `sectorPages.mines.points.0`), sorted. */
function keysOf(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [prefix];
  return Object.entries(value)
    .flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
    .sort();
}

function emptyTexts(value: unknown, prefix = ""): string[] {
  if (typeof value === "string") return value.trim() ? [] : [prefix];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) =>
    emptyTexts(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe("the texts of the site", () => {
  it.each([
    ["en", en],
    ["it", it_],
  ])("%s has exactly the French keys", (_lang, messages) => {
    expect(keysOf(messages)).toEqual(keysOf(fr));
  });

  it.each([
    ["fr", fr],
    ["en", en],
    ["it", it_],
  ])("%s has no empty text", (_lang, messages) => {
    expect(emptyTexts(messages)).toEqual([]);
  });

  it("keeps SPEC.md §2's 404 texts word for word", () => {
    expect(fr.notFound.title).toBe("Oups! La page que vous recherchez n'existe pas.");
    expect(fr.notFound.text).toBe(
      "Il se peut qu'elle ait été supprimée ou que vous ayez mal saisi l'adresse.",
    );
    expect(fr.notFound.back).toBe("Retour à l'accueil");
  });
});

/**
 * The codes of the French messages a visitor's form may get back on a page, besides those
 * SPEC.md §5 words under `form.*` (web/lib/form-refusal.ts): the others are the back
 * office's, the API's alone (JSON only) or answered by a page's own text.
 */
const NOT_ON_A_PAGE = new Set([
  "fillAllFields",
  "selectSector",
  "submitError",
  "sent",
  "jsonOnly",
  "notFound",
  "traiteInvalid",
  "traiteFilterInvalid",
  "secteurFilterInvalid",
  "markedTreated",
  "markedUntreated",
  "subscribed",
  "unsubscribed",
  "confirmationSent",
  "confirmed",
  "confirmationUnknown",
  "tokenRequired",
  "tokenUnknown",
]);

describe("the visitors' forms' refusals on the pages", () => {
  it.each([
    ["contact", CONTACT_MESSAGES, fr.formErrors.contact],
    ["newsletter", NEWSLETTER_MESSAGES, fr.formErrors.newsletter],
  ] as const)(
    "have a text for each of the %s form's codes, the French one the API's own in French typography",
    (_form, catalogue, texts) => {
      const codes = Object.keys(catalogue).filter((code) => !NOT_ON_A_PAGE.has(code));
      expect(Object.keys(texts).sort()).toEqual(codes.sort());
      for (const [code, message] of Object.entries(catalogue)) {
        if (typeof message === "string" && code in texts) {
          expect(texts[code as keyof typeof texts], code).toBe(frenchTypography(message));
        }
      }
    },
  );
});

/**
 * French texts SPEC.md quotes word for word, kept as it writes them: a visitor, a client
 * or a check written against SPEC.md reads these exact characters.
 */
const QUOTED_BY_SPEC = new Set(["notFound.title", "notFound.text", "notFound.back", "error.back"]);

function strings(value: unknown, key = ""): [string, string][] {
  if (typeof value === "string") return [[key, value]];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([name, entry]) =>
    strings(entry, key ? `${key}.${name}` : name),
  );
}

describe("the French interface texts (domain/i18n/fr.json)", () => {
  const texts = strings(fr);

  it.each(texts.filter(([key]) => !QUOTED_BY_SPEC.has(key)))(
    "%s is in French typography",
    (_key, text) => {
      expect(text).toBe(frenchTypography(text));
    },
  );

  it("keeps the texts SPEC.md quotes exactly as it writes them", () => {
    expect(fr.notFound.title).toBe("Oups! La page que vous recherchez n'existe pas.");
    expect(fr.notFound.back).toBe("Retour à l'accueil");
  });
});
