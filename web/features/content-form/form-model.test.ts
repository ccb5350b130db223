// The content form's model: the project form's body (SPEC.md §7: the key figures under their
// indexed names), each type's fields where its form showed them, SPEC.md §4's dates, and
// the checks only an edit form can make.
import { describe, expect, it } from "vitest";
import { ARTICLE_TYPE } from "../../../domain/content-types/article.ts";
import type { FieldDescriptor } from "../../../domain/content-types/fields.ts";
import { REALISATION_MESSAGES } from "../../../domain/realisations.ts";
import {
  contentFormData,
  type FormItem,
  type FormModel,
  formLayout,
  formSchemaOf,
  formValues,
  placeOf,
  STORED_IMAGES,
} from "./form-model.ts";
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

const nameOf = (item: FormItem) =>
  item.kind === "field"
    ? item.name
    : item.kind === "publication"
      ? `${item.state[0]}+${item.date[0]}`
      : "section";

/** The names a layout shows: the content column block by block, then the side panel's. */
function shown(model: FormModel, mode: "create" | "edit") {
  const { main, side } = formLayout(model, mode);
  return {
    main: main.map((block) => {
      if (block.kind === "texts") {
        return [...block.texts, ...block.keywords].map((text) => text.name).join(",");
      }
      if (block.kind === "grid") return `[${block.items.map(nameOf).join(",")}]`;
      return nameOf(block.item);
    }),
    side: side.map(nameOf),
  };
}

describe("formLayout: the content on the left, the item's settings in the side panel", () => {
  it("articles: the texts; the state and date, the categories, the main picture aside", () => {
    expect(shown(TYPE_SCREENS.articles.model, "create")).toEqual({
      main: ["titre,resume,contenu,motsCles"],
      side: ["etat+datePublication", "categories", "imagePrincipale"],
    });
  });

  it("projects: the texts, the client, the key figures and the gallery; the details aside", () => {
    expect(shown(PROJECT, "edit")).toEqual({
      main: ["titre,description,contenu,lieu,motsCles", "client", "chiffresCles", "images"],
      side: ["etat+datePublication", "secteur", "annee", "statutLivraison"],
    });
  });

  it("opportunities: contact and quantity with the texts; their section, status and picture aside", () => {
    const model = TYPE_SCREENS.opportunites.model;
    expect(shown(model, "create")).toEqual({
      main: ["titre,description,contenu,motsCles", "[contact,quantiteDisponible]"],
      side: ["etat+datePublication", "section", "statut", "image"],
    });
    expect(shown(model, "edit")).toEqual({
      main: ["titre,description,contenu,motsCles", "[contact,quantiteDisponible]"],
      side: ["section", "statut", "image"],
    });
  });

  it("a field's `form.place` outranks its kind; a new field's kind places it", () => {
    const title = ARTICLE_TYPE.fields.titre;
    const { fields } = ARTICLE_TYPE;
    const withFields = (extra: Record<string, FieldDescriptor>): FormModel => ({
      ...TYPE_SCREENS.articles.model,
      type: { ...ARTICLE_TYPE, fields: { ...fields, ...extra } },
    });
    const model = withFields({
      lecture: { ...fields.etat, label: "Temps de lecture", form: { place: "main", wide: true } },
      source: { ...title, kind: "text", localized: false, form: { place: "side" } },
      signature: { ...title, kind: "text", localized: false },
      parution: { ...fields.datePublication, form: {} },
    });
    const { main, side } = shown(model, "create");
    expect(main).toEqual(["titre,resume,contenu,motsCles", "lecture", "[signature]"]);
    expect(side).toEqual([
      "etat+datePublication",
      "categories",
      "source",
      "parution",
      "imagePrincipale",
    ]);
  });
});

describe("placeOf", () => {
  it("sends states, dates, numbers, references and a single picture aside, the rest to the content", () => {
    const placed = Object.fromEntries(
      Object.entries({ ...ARTICLE_TYPE.fields, ...PROJECT.type.fields }).map(([name, field]) => [
        name,
        placeOf(field),
      ]),
    );
    expect(placed).toMatchObject({
      titre: "main",
      contenu: "main",
      motsCles: "main",
      client: "main",
      chiffresCles: "main",
      images: "main",
      etat: "side",
      datePublication: "side",
      categories: "side",
      imagePrincipale: "side",
      secteur: "side",
      annee: "side",
      statutLivraison: "side",
    });
  });

  it("keeps the language tabs' texts with the content whatever they say", () => {
    const title = ARTICLE_TYPE.fields.titre;
    expect(placeOf({ ...title, form: { place: "side" } })).toBe("main");
  });
});

describe("contentFormData: SPEC.md §4's publication dates", () => {
  const ARTICLE = TYPE_SCREENS.articles.model;
  const local = "2026-03-01T10:30";

  it("an article's creation sends the date only when planned, as an instant", () => {
    const values = { ...formValues(ARTICLE, "create"), datePublication: local };
    expect(contentFormData(ARTICLE, "create", values, values).get("datePublication")).toBeNull();
    const planned = { ...values, etat: "planifié" };
    expect(contentFormData(ARTICLE, "create", planned, planned).get("datePublication")).toBe(
      new Date(local).toISOString(),
    );
  });

  it("an article's edit sends the date only when changed", () => {
    const item = { ...storedArticle, datePublication: new Date(local).toISOString() };
    const initial = formValues(ARTICLE, "edit", item);
    expect(contentFormData(ARTICLE, "edit", initial, initial).get("datePublication")).toBeNull();
    const changed = { ...initial, datePublication: "2026-03-02T08:00" };
    expect(contentFormData(ARTICLE, "edit", changed, initial).get("datePublication")).toBe(
      new Date("2026-03-02T08:00").toISOString(),
    );
  });

  it("a project sends its date once published, whatever the mode; an opportunity's edit never", () => {
    const values = { ...formValues(PROJECT, "create"), datePublication: local };
    expect(contentFormData(PROJECT, "edit", values, values).get("datePublication")).toBeNull();
    const published = { ...values, etat: "publié" };
    expect(contentFormData(PROJECT, "edit", published, values).get("datePublication")).toBe(
      new Date(local).toISOString(),
    );
    const model = TYPE_SCREENS.opportunites.model;
    const opportunity = formValues(model, "edit", { etat: "publié", datePublication: local });
    const body = contentFormData(model, "edit", opportunity, opportunity);
    expect([body.get("etat"), body.get("datePublication")]).toEqual([null, null]);
  });
});

describe("formValues: an edit starts with its pictures' texts", () => {
  // Answers carry a picture's texts in its MediaView under `medias` (docs/decisions/041).
  const picture = (fr: string, en: string) => ({
    url: `/uploads/${fr}.webp`,
    texteAlternatif: { fr, en, it: "" },
  });

  it("a gallery's texts, per language, one per picture in order", () => {
    const item = {
      images: ["/uploads/a.webp", "/uploads/b.webp"],
      medias: { images: [picture("Un quai", "A quay"), picture("Une grue", "")] },
    };
    expect(formValues(PROJECT, "edit", item).texteAlternatif).toEqual({
      fr: ["Un quai", "Une grue"],
      en: ["A quay", ""],
      it: ["", ""],
    });
  });

  it("a single image's texts, one per language", () => {
    const model = TYPE_SCREENS.articles.model;
    const item = { ...storedArticle, medias: { imagePrincipale: picture("Un puits", "A shaft") } };
    expect(formValues(model, "edit", item).texteAlternatif).toEqual({
      fr: "Un puits",
      en: "A shaft",
      it: "",
    });
  });
});

describe("formSchemaOf: what only the edit form can check", () => {
  it("a picture required at creation is replaced, never removed", () => {
    for (const type of ["articles", "opportunites"] as const) {
      const model = TYPE_SCREENS[type].model;
      const field = type === "articles" ? "imagePrincipale" : "image";
      const values = {
        ...formValues(model, "edit", storedArticle),
        [STORED_IMAGES]: { [field]: null },
      };
      const result = formSchemaOf(model, "edit").safeParse(values);
      expect(
        result.success ? [] : result.error.issues.map((issue) => issue.path.join(".")),
      ).toContain(field);
      const kept = { ...values, [STORED_IMAGES]: { [field]: "/uploads/a.avif" } };
      const again = formSchemaOf(model, "edit").safeParse(kept);
      expect(
        again.success ? [] : again.error.issues.map((issue) => issue.path.join(".")),
      ).not.toContain(field);
    }
  });

  it("a project's kept and new pictures count together (1 to 5)", () => {
    const values = {
      ...formValues(PROJECT, "edit", { images: [] }),
      titre: { fr: "Un titre", en: "", it: "" },
      secteur: "s",
    };
    const result = formSchemaOf(PROJECT, "edit").safeParse(values);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toContain(
      REALISATION_MESSAGES.imagesCount,
    );
  });
});

const storedArticle = {
  titre: { fr: "Un titre assez long", en: "", it: "" },
  contenu: { fr: "x".repeat(120), en: "", it: "" },
  resume: { fr: "", en: "", it: "" },
  description: { fr: "Une description", en: "Une description", it: "Una descrizione" },
  motsCles: { fr: [], en: [], it: [] },
  categories: ["mines"],
  etat: "brouillon",
  statut: "actif",
  datePublication: null,
  imagePrincipale: "/uploads/a.avif",
  image: "/uploads/a.avif",
};

describe("days: a closing day, a release's date", () => {
  const OFFER = TYPE_SCREENS["offres-emploi"].model;
  const RELEASE = TYPE_SCREENS.communiques.model;

  it("shows the day the server keeps (its midnight UTC), and sends it back as that day", () => {
    const item = { etat: "publié", dateCloture: "2026-12-10T00:00:00.000Z" };
    const values = formValues(OFFER, "edit", item);
    expect(values.dateCloture).toBe("2026-12-10");
    expect(contentFormData(OFFER, "edit", values, values).get("dateCloture")).toBe("2026-12-10");
  });

  it("starts a new release at today's day, without an hour", () => {
    const today = new Date(2026, 10, 28, 23, 30);
    expect(formValues(RELEASE, "create", undefined, today).dateCommunique).toBe("2026-11-28");
  });
});
