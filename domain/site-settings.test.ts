import { describe, expect, it } from "vitest";
import {
  dialledNumber,
  mergeSettings,
  SITE_SETTINGS_DEFAULTS,
  SiteSettingsSchema,
  settingsFromStored,
  settingsInLanguage,
  whatsappUrl,
} from "./site-settings.ts";

describe("site settings", () => {
  it("defaults to SPEC.md §1's values, which pass their own schema", () => {
    expect(SiteSettingsSchema.parse(SITE_SETTINGS_DEFAULTS)).toEqual(SITE_SETTINGS_DEFAULTS);
    // SPEC.md §9's "15+" counts countries: "15+ years" would contradict §1's 30 years.
    expect(SITE_SETTINGS_DEFAULTS.secteurs.immobilier.statistiques[1]).toEqual({
      valeur: "15+",
      libelle: { fr: "Pays desservis", en: "Countries served", it: "Paesi serviti" },
    });
  });

  it("merges objects key by key and replaces lists whole", () => {
    const merged = mergeSettings(SITE_SETTINGS_DEFAULTS, {
      bureaux: { en: "Accra" },
      reseaux: [{ reseau: "X", url: "https://x.com/a" }],
    }) as typeof SITE_SETTINGS_DEFAULTS;
    expect(merged.bureaux).toEqual({ ...SITE_SETTINGS_DEFAULTS.bureaux, en: "Accra" });
    expect(merged.reseaux).toEqual([{ reseau: "X", url: "https://x.com/a" }]);
    expect(merged.telephones).toBe(SITE_SETTINGS_DEFAULTS.telephones);
  });

  it("reads a stored document over the defaults, and the defaults when it no longer passes", () => {
    expect(settingsFromStored({ email: "a@b.example" }).email).toBe("a@b.example");
    expect(settingsFromStored({ email: "a@b.example" }).nomMarque).toBe(
      SITE_SETTINGS_DEFAULTS.nomMarque,
    );
    expect(settingsFromStored({ email: "pas un email" })).toBe(SITE_SETTINGS_DEFAULTS);
  });

  it("shows a language's empty text in French, and dials numbers without their spaces", () => {
    const settings = settingsFromStored({ bureaux: { fr: "Dakar", en: "", it: "Dakar (it)" } });
    expect(settingsInLanguage(settings, "en", null).bureaux).toBe("Dakar");
    expect(settingsInLanguage(settings, "it", null).bureaux).toBe("Dakar (it)");
    expect(dialledNumber("+221 33 869-00.00")).toBe("+221338690000");
    expect(whatsappUrl("+221 77 123 45 67")).toBe("https://wa.me/221771234567");
  });
});
