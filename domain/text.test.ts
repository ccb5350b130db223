import { describe, expect, it } from "vitest";
import { slugify } from "./content.ts";
import { foldChoice } from "./content-fields.ts";
import { foldForSearch } from "./pagination.ts";
import { foldAccents, foldName } from "./text.ts";

describe("foldAccents, the one accent folding", () => {
  it("takes the accents off French and Italian letters, keeping their case", () => {
    expect(foldAccents("Côte d’Ivoire")).toBe("Cote d’Ivoire");
    expect(foldAccents("ÉLÈVE à l'école, perché là-haut")).toBe("ELEVE a l'ecole, perche la-haut");
    expect(foldAccents("Perché più così, Niño")).toBe("Perche piu cosi, Nino");
    // The letters the back office's searches fold in SQL (server/lib/folded-search.ts).
    expect(foldAccents("ÀÁÂÄÃÅàáâäãåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÖÕòóôöõÙÚÛÜùúûüÇçÑñ")).toBe(
      "AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn",
    );
  });

  it("folds a letter typed as a letter and its combining accent as the accented letter", () => {
    expect(foldAccents("e\u0301te\u0301")).toBe("ete");
  });

  it("spells out compatibility forms and keeps œ, æ and ß", () => {
    expect(foldAccents("ﬁnance, 500 m², 10\u00a0000")).toBe("finance, 500 m2, 10 000");
    expect(foldAccents("Œuvre, ægide, Straße")).toBe("Œuvre, ægide, Straße");
  });

  it("is what names, choices, slugs and searches fold accents with", () => {
    expect(foldName("CÔTE-D'IVOIRE")).toBe("cote d ivoire");
    expect(foldChoice("Livrée")).toBe("livree");
    expect(slugify("Écoles à Bouaké : 500 m²")).toBe("ecoles-a-bouake-500-m2");
    expect(foldForSearch("Énergie")).toBe("energie");
  });
});
