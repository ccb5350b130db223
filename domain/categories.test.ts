import { describe, expect, it } from "vitest";
import {
  CategoryInputSchema,
  findCategory,
  CATEGORY_MESSAGES as M,
  takenLabel,
} from "./categories.ts";

const LIST = [
  {
    _id: "6f0c1b5e-0000-4000-8000-000000000001",
    libelle: { fr: "Fret aérien", en: "Air freight", it: "Trasporto aereo merci" },
    ordre: 0,
  },
  {
    _id: "6f0c1b5e-0000-4000-8000-000000000002",
    libelle: { fr: "Granulats", en: "Aggregates", it: "Inerti" },
    ordre: 1,
  },
];

describe("categories", () => {
  it("need a label in each language, 50 characters at most, and take an order from 0", () => {
    const empty = CategoryInputSchema.safeParse({ libelle: { fr: " ", en: "Ores" }, ordre: -1 });
    expect(empty.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["libelle.fr", "Le libellé en français est obligatoire."],
      ["libelle.it", "Le libellé en italien est obligatoire."],
      ["ordre", M.orderInvalid],
    ]);
    const long = CategoryInputSchema.safeParse({
      libelle: { fr: "Minerais", en: "o".repeat(51), it: "Minerali" },
    });
    expect(long.error?.issues[0]?.message).toBe(
      "Le libellé en anglais ne peut excéder 50 caractères.",
    );
    expect(
      CategoryInputSchema.parse({
        libelle: { fr: " Minerais ", en: "Ores", it: "Minerali" },
        ordre: "2",
      }),
    ).toEqual({ libelle: { fr: "Minerais", en: "Ores", it: "Minerali" }, ordre: 2 });
  });

  it("are found by id or by a label in any language, folded", () => {
    expect(findCategory(LIST, "fret aerien")?.ordre).toBe(0);
    expect(findCategory(LIST, "AIR FREIGHT")?.ordre).toBe(0);
    expect(findCategory(LIST, "inerti")?.ordre).toBe(1);
    expect(findCategory(LIST, LIST[1]?._id.toUpperCase() ?? "")?.ordre).toBe(1);
    expect(findCategory(LIST, "Bois")).toBeUndefined();
    expect(findCategory(LIST, "  ")).toBeUndefined();
  });

  it("refuse a label another category holds in any language", () => {
    const taken = (libelle: { fr: string; en: string; it: string }, _id?: string) =>
      takenLabel(LIST, { _id, libelle });
    expect(taken({ fr: "Agrégats", en: "aggregates", it: "Aggregati" })).toBe("aggregates");
    expect(taken({ fr: "Fret aerien", en: "Cargo", it: "Cargo" })).toBe("Fret aerien");
    // A category keeps its own labels when renamed.
    expect(
      taken({ fr: "Granulats", en: "Aggregates", it: "Aggregati" }, LIST[1]?._id),
    ).toBeUndefined();
    expect(taken({ fr: "Bois", en: "Timber", it: "Legname" })).toBeUndefined();
  });
});
