// The project form's body (SPEC.md §7): the key figures go under their indexed names, and
// the server reads them back as the entries the schema checks.
import { describe, expect, it } from "vitest";
import { contentFormData, formValues } from "./form-model.ts";
import { TYPE_SCREENS } from "./type-forms.ts";

const figures = [
  { valeur: "12 000 m²", libelle: { fr: "surface bâtie", en: "built area", it: "" } },
  { valeur: "350", libelle: { fr: "emplois créés", en: "", it: "posti di lavoro" } },
];

const PROJECT = TYPE_SCREENS.realisations.model;

describe("realisationFormData", () => {
  it("sends the client, each language's place and the key figures by their indexed names", () => {
    const values = {
      ...formValues(PROJECT, "create", undefined, new Date("2026-01-01T00:00:00Z")),
      client: "Port autonome de Kaolack",
      lieu: { fr: "Kaolack", en: "Kaolack, Senegal", it: "" },
      chiffresCles: figures,
    };
    const body = contentFormData(PROJECT, "create", values, values);
    const names = [...body.keys()];
    expect(body.get("client")).toBe("Port autonome de Kaolack");
    expect(body.get("lieu.en")).toBe("Kaolack, Senegal");
    expect(names.filter((name) => name.startsWith("chiffresCles"))).toEqual([
      "chiffresCles[0][valeur]",
      "chiffresCles[0][libelle][fr]",
      "chiffresCles[0][libelle][en]",
      "chiffresCles[0][libelle][it]",
      "chiffresCles[1][valeur]",
      "chiffresCles[1][libelle][fr]",
      "chiffresCles[1][libelle][en]",
      "chiffresCles[1][libelle][it]",
    ]);
    expect(body.get("chiffresCles[1][libelle][it]")).toBe("posti di lavoro");
  });

  it("sends no figure as one empty value, so that an edit can remove them all", () => {
    const values = { ...formValues(PROJECT, "create"), chiffresCles: [] };
    const body = contentFormData(PROJECT, "edit", values, values);
    expect(body.getAll("chiffresCles")).toEqual([""]);
  });
});
