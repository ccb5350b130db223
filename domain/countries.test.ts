import { describe, expect, it } from "vitest";
import {
  CreateOpportunityInputSchema,
  UpdateOpportunityInputSchema,
} from "./content-types/opportunite.ts";
import {
  COUNTRY_CODES,
  countryCodeFromName,
  countryGroups,
  countryName,
  isCountryCode,
  WEST_AFRICA_CODES,
} from "./countries.ts";
import { chosenCountry, OPPORTUNITY_MESSAGES as M } from "./opportunites.ts";

describe("country codes", () => {
  it("holds the 249 assigned ISO 3166-1 codes, each named by the platform", () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of COUNTRY_CODES) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      // A code the platform does not know comes back as itself.
      expect(countryName(code, "fr"), code).not.toBe(code);
    }
    expect(isCountryCode("SN")).toBe(true);
    expect(isCountryCode("sn")).toBe(false);
    expect(isCountryCode("XK")).toBe(false);
    expect(isCountryCode("EU")).toBe(false);
  });

  it("names a country in French, English and Italian", () => {
    expect(["fr", "en", "it"].map((lang) => countryName("SN", lang as "fr"))).toEqual([
      "Sénégal",
      "Senegal",
      "Senegal",
    ]);
    expect(countryName("GN", "fr")).toBe("Guinée");
    expect(countryName("GN", "en")).toBe("Guinea");
    expect(countryName("CI", "it")).toBe("Costa d’Avorio");
    expect(countryName("CV", "en")).toBe("Cape Verde");
  });

  it("lists West Africa first, each group in French alphabetical order", () => {
    const { westAfrica, others } = countryGroups("fr");
    expect(westAfrica.map((c) => c.code).sort()).toEqual([...WEST_AFRICA_CODES].sort());
    expect(westAfrica.map((c) => c.name).slice(0, 4)).toEqual([
      "Bénin",
      "Burkina Faso",
      "Cap-Vert",
      "Côte d’Ivoire",
    ]);
    expect(others).toHaveLength(249 - WEST_AFRICA_CODES.length);
    expect(others.map((c) => c.code)).not.toContain("SN");
    // "Égypte" sorts with the E, not after Z.
    const names = others.map((c) => c.name);
    expect(names.indexOf("Égypte")).toBeLessThan(names.indexOf("Espagne"));
    expect(names.indexOf("Égypte")).toBeGreaterThan(names.indexOf("Danemark"));
  });
});

describe("a country named in French or English", () => {
  it("reads as its code, whatever the case, accents or apostrophes", () => {
    for (const [name, code] of [
      ["Sénégal", "SN"],
      ["senegal", "SN"],
      [" SÉNÉGAL ", "SN"],
      ["Côte d'Ivoire", "CI"],
      ["COTE D’IVOIRE", "CI"],
      ["Ivory Coast", "CI"],
      ["Guinée", "GN"],
      ["Guinée-Bissau", "GW"],
      ["Guinea Bissau", "GW"],
      ["Guinée équatoriale", "GQ"],
      ["Gambia", "GM"],
      ["The Gambia", "GM"],
      ["Cap-Vert", "CV"],
      ["Royaume-Uni", "GB"],
      ["United States", "US"],
    ]) {
      expect(countryCodeFromName(name as string), name).toBe(code);
    }
  });

  it("reads as nothing when it names no country", () => {
    for (const name of ["", "Narnia", "Afrique de l'Ouest", "SN", "Guinée Conakry Sud"]) {
      expect(countryCodeFromName(name), name).toBeUndefined();
    }
  });
});

/** A valid creation form but for what a case changes (the image is the browser's File). */
const form = (changes: Record<string, unknown>) => ({
  titre: { fr: "Titre", en: "Title", it: "Titolo" },
  description: { fr: "Description", en: "Description", it: "Descrizione" },
  image: new File([new Uint8Array([1, 2, 3])], "photo.jpg", { type: "image/jpeg" }),
  ...changes,
});

describe("the opportunity's country fields", () => {
  it("read codePays in capitals, and pays as the country it names", () => {
    const parsed = CreateOpportunityInputSchema.parse(form({ codePays: " ci ", pays: "Togo" }));
    expect(parsed.codePays).toBe("CI");
    // codePays wins over pays; pays alone is used when no code came.
    expect(chosenCountry(parsed)).toEqual({ code: "CI", name: "Côte d’Ivoire" });
    expect(chosenCountry({ codePays: "", pays: "togo" })).toEqual({ code: "TG", name: "Togo" });
    expect(chosenCountry({ codePays: "", pays: "" })).toEqual({ code: null, name: "" });
  });

  it("on edit, keep the stored country unless a field was sent", () => {
    const stored = { codePays: "SN", pays: "" };
    expect(chosenCountry(stored, {})).toBeUndefined();
    expect(chosenCountry({ codePays: "SN", pays: "Mali" }, { pays: "Mali" })).toEqual({
      code: "ML",
      name: "Mali",
    });
    expect(chosenCountry({ codePays: "", pays: "" }, { codePays: "" })).toEqual({
      code: null,
      name: "",
    });
  });

  it("keep a pays that names no country as written (SPEC.md §7), refuse an unknown code", () => {
    const parsed = CreateOpportunityInputSchema.parse(form({ pays: "Narnia" }));
    expect(chosenCountry(parsed)).toEqual({ code: null, name: "Narnia" });
    const badCode = UpdateOpportunityInputSchema.safeParse(
      form({ codePays: "XX", statut: "actif" }),
    );
    expect(badCode.error?.issues).toMatchObject([
      { path: ["codePays"], message: M.countryCodeInvalid("XX") },
    ]);
    expect(M.countryCodeInvalid("XX")).toBe(
      "Code pays inconnu : « XX ». Le code est celui de la norme ISO 3166-1 à deux lettres (SN pour le Sénégal).",
    );
  });
});
