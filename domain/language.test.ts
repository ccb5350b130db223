import { describe, expect, it } from "vitest";
import { detectRequestLanguage, isLanguage, toLanguage } from "./language.ts";

describe("detectRequestLanguage", () => {
  it("takes the language cookie before the browser's languages", () => {
    expect(detectRequestLanguage("lang=it", "en-US,en;q=0.9")).toBe("it");
    expect(detectRequestLanguage("theme=dark; lang=en; other=1", "fr-FR")).toBe("en");
  });

  it("ignores a cookie holding an unsupported language and falls back to Accept-Language", () => {
    expect(detectRequestLanguage("lang=de", "en-GB,en;q=0.9")).toBe("en");
    // A cookie of another name that merely ends in "lang" is not the language cookie.
    expect(detectRequestLanguage("xlang=it", "en")).toBe("en");
  });

  it("follows the q-values of Accept-Language to the first supported language", () => {
    expect(detectRequestLanguage(undefined, "de-DE,de;q=0.9,it;q=0.8,en;q=0.5")).toBe("it");
    // Order in the header does not matter, quality does.
    expect(detectRequestLanguage(undefined, "fr;q=0.3,en;q=0.7,es")).toBe("en");
    expect(detectRequestLanguage(null, "it-IT")).toBe("it");
  });

  it("keeps the header's order between languages of equal quality", () => {
    expect(detectRequestLanguage(undefined, "en,it")).toBe("en");
    expect(detectRequestLanguage(undefined, "it,en")).toBe("it");
  });

  it("skips languages refused with q=0", () => {
    expect(detectRequestLanguage(undefined, "en;q=0,it;q=0.2")).toBe("it");
  });

  it("answers fr when nothing supported is asked for", () => {
    expect(detectRequestLanguage(undefined, undefined)).toBe("fr");
    expect(detectRequestLanguage(null, null)).toBe("fr");
    expect(detectRequestLanguage("", "")).toBe("fr");
    expect(detectRequestLanguage("lang=es", "de-DE,es;q=0.5")).toBe("fr");
  });
});

describe("toLanguage", () => {
  it("keeps the supported languages", () => {
    expect(toLanguage("fr")).toBe("fr");
    expect(toLanguage("en")).toBe("en");
    expect(toLanguage("it")).toBe("it");
  });

  it("reduces a regional tag to its language, whatever its case", () => {
    expect(toLanguage("en-GB")).toBe("en");
    expect(toLanguage("IT_it")).toBe("it");
    expect(toLanguage(" EN ")).toBe("en");
  });

  it("answers fr for anything else", () => {
    expect(toLanguage("de")).toBe("fr");
    expect(toLanguage("")).toBe("fr");
    expect(toLanguage(undefined)).toBe("fr");
    expect(toLanguage(42)).toBe("fr");
    expect(toLanguage(["en"])).toBe("fr");
  });
});

describe("isLanguage", () => {
  it("accepts exactly fr, en and it", () => {
    expect(["fr", "en", "it", "de", "EN", ""].map(isLanguage)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
