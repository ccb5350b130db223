import { describe, expect, it } from "vitest";
import { inLanguage, isCompleteIn, labelledEntry, textBlocks } from "./page-texts.ts";

describe("inLanguage: a page text left empty in en or it shows the French one", () => {
  it("keeps a language's own text, and falls back on a blank text or an empty list", () => {
    expect(inLanguage({ fr: "Bonjour", en: "Hello", it: "  " }, "en")).toBe("Hello");
    expect(inLanguage({ fr: "Bonjour", en: "Hello", it: "  " }, "it")).toBe("Bonjour");
    expect(inLanguage({ fr: ["Un", "Deux"], en: [], it: ["Uno"] }, "en")).toEqual(["Un", "Deux"]);
    expect(inLanguage({ fr: ["Un", "Deux"], en: [], it: ["Uno"] }, "it")).toEqual(["Uno"]);
  });

  it("says a language is incomplete when one of its texts is empty", () => {
    const document = {
      titre: { fr: "Titre", en: "Title", it: "" },
      points: { fr: ["a"], en: ["b"], it: ["c"] },
    };
    expect(isCompleteIn(document, "en")).toBe(true);
    expect(isCompleteIn(document, "it")).toBe(false);
  });
});

describe("textBlocks: paragraphs between blank lines, '## ' headings", () => {
  it("splits a legal text into headings and paragraphs, keeping a paragraph's line breaks", () => {
    expect(
      textBlocks("## Éditeur\n\nLe groupe.\nDakar\n\n\n## Hébergement \n\n  À compléter.  "),
    ).toEqual([
      { kind: "heading", text: "Éditeur" },
      { kind: "paragraph", text: "Le groupe.\nDakar" },
      { kind: "heading", text: "Hébergement" },
      { kind: "paragraph", text: "À compléter." },
    ]);
  });
});

describe("labelledEntry: a history step or a country, as staff write it on one line", () => {
  it("splits at the first dash between spaces, whichever dash, and keeps the others", () => {
    expect(labelledEntry("1996 — Fondation à Dakar")).toEqual({
      label: "1996",
      text: "Fondation à Dakar",
    });
    expect(labelledEntry(" 2003 - Corridor Dakar – Bamako ")).toEqual({
      label: "2003",
      text: "Corridor Dakar – Bamako",
    });
    expect(labelledEntry("Côte d'Ivoire – Bureau d'Abidjan")).toEqual({
      label: "Côte d'Ivoire",
      text: "Bureau d'Abidjan",
    });
  });

  it("keeps a line without such a dash as text alone: a hyphenated word is no dash", () => {
    expect(labelledEntry("Guinée-Bissau et Sierra Leone")).toEqual({
      label: "",
      text: "Guinée-Bissau et Sierra Leone",
    });
  });
});
