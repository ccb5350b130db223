// Every visible text exists in the three languages: a key added in one file and not the
// others fails here, before a visitor sees a raw key.
import { describe, expect, it } from "vitest";
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
