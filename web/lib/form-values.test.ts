import { describe, expect, test } from "vitest";
import {
  clearServerErrors,
  isTouchedAt,
  messageAt,
  serverErrorsByPath,
  toFormData,
  visibleError,
} from "./form-values.ts";

const image = (name: string, body = `bytes of ${name}`) =>
  new File([body], name, { type: "image/png" });

describe("toFormData: the nested form value as the API's multipart body", () => {
  const cover = image("couverture.png");
  const first = image("chantier-1.png");
  const second = image("chantier-2.png");
  const value = {
    titre: { fr: "Port de Dakar", en: "Dakar harbour", it: "" },
    motsCles: { fr: ["port", "logistique"], en: [], it: ["porto"] },
    categories: ["logistique", "mines"],
    images: [first, second],
    imagePrincipale: cover,
    annee: 2024,
    publie: true,
    datePublication: new Date("2026-03-01T10:00:00.000Z"),
    secteur: null,
    auteur: undefined,
    oldImages: [{ cle: "a1" }, { cle: "b2" }],
  };

  test("names are dotted paths, lists repeat their name, files stay files", () => {
    const form = toFormData(value);
    expect(form.get("titre.fr")).toBe("Port de Dakar");
    expect(form.get("titre.en")).toBe("Dakar harbour");
    expect(form.get("titre.it")).toBe("");
    expect(form.getAll("motsCles.fr")).toEqual(["port", "logistique"]);
    expect(form.getAll("motsCles.it")).toEqual(["porto"]);
    expect(form.getAll("categories")).toEqual(["logistique", "mines"]);
    const images = form.getAll("images");
    expect(images).toHaveLength(2);
    expect(images.map((file) => (file as File).name)).toEqual(["chantier-1.png", "chantier-2.png"]);
    expect(images[0]).toBeInstanceOf(File);
    expect((form.get("imagePrincipale") as File).name).toBe("couverture.png");
    expect(form.get("annee")).toBe("2024");
    expect(form.get("publie")).toBe("true");
    expect(form.get("datePublication")).toBe("2026-03-01T10:00:00.000Z");
    expect(form.get("oldImages.0.cle")).toBe("a1");
    expect(form.get("oldImages.1.cle")).toBe("b2");
  });

  test("an empty list is sent as one empty value; null and undefined are left out", () => {
    const form = toFormData(value);
    expect(form.getAll("motsCles.en")).toEqual([""]);
    expect(form.has("secteur")).toBe(false);
    expect(form.has("auteur")).toBe(false);
    expect(toFormData({ image: null, images: [] }).getAll("images")).toEqual([""]);
    expect(toFormData({ image: null }).has("image")).toBe(false);
  });

  test("the body survives multipart encoding, file names and bytes included", async () => {
    const request = new Request("http://localhost/api/v1/realisations", {
      method: "POST",
      body: toFormData(value),
    });
    expect(request.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
    const received = await request.formData();
    expect(received.getAll("motsCles.fr")).toEqual(["port", "logistique"]);
    expect(received.get("titre.en")).toBe("Dakar harbour");
    const files = received.getAll("images") as File[];
    expect(files.map((file) => file.name)).toEqual(["chantier-1.png", "chantier-2.png"]);
    expect(await files[1]?.text()).toBe("bytes of chantier-2.png");
    expect(((received.get("imagePrincipale") as File) ?? null)?.type).toBe("image/png");
  });
});

describe("serverErrorsByPath: the API's erreurs by field", () => {
  test("each champ keeps its own message, the first one when a champ repeats", () => {
    const errors = serverErrorsByPath([
      { champ: "titre.fr", message: "Le titre (fr) est obligatoire." },
      { champ: "titre.it", message: "Le titre (it) ne peut excéder 150 caractères." },
      { champ: "titre.fr", message: "un second message" },
      { champ: "motsCles.it", message: "Chaque mot-clé (it) doit faire maximum 30 caractères." },
      { champ: "images", message: "Veuillez sélectionner entre 1 et 5 images." },
      { champ: "imagePrincipale", message: "Une image principale est obligatoire." },
      { champ: "description[en]", message: "La description (en) est obligatoire." },
    ]);
    expect(errors).toEqual({
      "titre.fr": "Le titre (fr) est obligatoire.",
      "titre.it": "Le titre (it) ne peut excéder 150 caractères.",
      "motsCles.it": "Chaque mot-clé (it) doit faire maximum 30 caractères.",
      images: "Veuillez sélectionner entre 1 et 5 images.",
      imagePrincipale: "Une image principale est obligatoire.",
      "description.en": "La description (en) est obligatoire.",
    });
  });

  test("changing a field drops its server error and its parts', not its neighbours'", () => {
    const errors = serverErrorsByPath([
      { champ: "titre.en", message: "en" },
      { champ: "titre.it", message: "it" },
      { champ: "images.2", message: "image" },
      { champ: "motsCles.fr", message: "mots" },
    ]);
    expect(clearServerErrors(errors, "titre.en")).toEqual({
      "titre.it": "it",
      "images.2": "image",
      "motsCles.fr": "mots",
    });
    expect(clearServerErrors(errors, "images")).not.toHaveProperty("images.2");
    expect(clearServerErrors(errors, "motsCles.fr.0")).not.toHaveProperty("motsCles.fr");
    expect(clearServerErrors(errors, "titres")).toBe(errors);
  });
});

describe("visibleError: what shows beside a field", () => {
  // react-hook-form's error tree for a value whose French and English titles are wrong.
  const clientErrors = {
    titre: {
      fr: { type: "too_small", message: "Le titre (fr) est obligatoire." },
      en: { type: "too_big", message: "Le titre (en) ne peut excéder 150 caractères." },
    },
    images: [undefined, { type: "custom", message: "Format refusé." }],
  };
  const state = { serverErrors: {}, clientErrors, touched: {}, submitted: false };

  test("nothing before the field is left; its own error once it is", () => {
    expect(visibleError("titre.fr", state)).toBeUndefined();
    const touched = { titre: { en: true } };
    expect(visibleError("titre.en", { ...state, touched })).toBe(
      "Le titre (en) ne peut excéder 150 caractères.",
    );
    expect(visibleError("titre.fr", { ...state, touched })).toBeUndefined();
    expect(
      visibleError("titre.it", { ...state, touched: { titre: { it: true } } }),
    ).toBeUndefined();
  });

  test("every error after a submit; a list shows its items' error", () => {
    const submitted = { ...state, submitted: true };
    expect(visibleError("titre.fr", submitted)).toBe("Le titre (fr) est obligatoire.");
    expect(visibleError("titre.en", submitted)).toBe(
      "Le titre (en) ne peut excéder 150 caractères.",
    );
    expect(visibleError("images", submitted)).toBe("Format refusé.");
    expect(visibleError("motsCles.fr", submitted)).toBeUndefined();
  });

  test("the server's error shows first, even on a field never left", () => {
    const serverErrors = serverErrorsByPath([
      { champ: "titre.it", message: "Le titre (it) est obligatoire." },
      { champ: "titre.fr", message: "Titre déjà utilisé." },
      { champ: "motsCles.it.1", message: "Chaque mot-clé (it) doit faire maximum 30 caractères." },
    ]);
    const withServer = { ...state, serverErrors };
    expect(visibleError("titre.it", withServer)).toBe("Le titre (it) est obligatoire.");
    expect(visibleError("titre.fr", withServer)).toBe("Titre déjà utilisé.");
    expect(visibleError("motsCles.it", withServer)).toBe(
      "Chaque mot-clé (it) doit faire maximum 30 caractères.",
    );
    expect(visibleError("titre.en", withServer)).toBeUndefined();
  });

  test("paths are read segment by segment", () => {
    expect(messageAt(clientErrors, "titre")).toBe("Le titre (fr) est obligatoire.");
    expect(messageAt(clientErrors, "titr")).toBeUndefined();
    expect(messageAt(clientErrors, "images.1")).toBe("Format refusé.");
    expect(isTouchedAt({ motsCles: { fr: [false, true] } }, "motsCles.fr")).toBe(true);
    expect(isTouchedAt({ images: true }, "images.0")).toBe(true);
    expect(isTouchedAt({ titre: { fr: true } }, "titre.en")).toBe(false);
  });
});
