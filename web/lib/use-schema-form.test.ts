// The validation the back-office forms run: a domain zod schema through the resolver of
// use-schema-form.ts, its errors by nested path, then the value sent as multipart.
import type { FieldValues, Resolver } from "react-hook-form";
import { describe, expect, test } from "vitest";
import { LANGUAGES, type Language } from "../../domain/constants.ts";
import { CreateRealisationInputSchema } from "../../domain/content-types/realisation.ts";
import { REALISATION_MESSAGES } from "../../domain/realisations.ts";
import { USER_MESSAGES, UserCreateFormSchema, UserEditFormSchema } from "../../domain/users.ts";
import { z } from "../../domain/zod.ts";
import { toFormData, visibleError } from "./form-values.ts";
import { type FormSchema, schemaResolver } from "./use-schema-form.ts";

async function validate(schema: FormSchema, values: FieldValues) {
  const resolver: Resolver<FieldValues> = schemaResolver(schema);
  return resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

/** A trimmed-down project form: a title and keywords per language, and 1 to 5 images. */
const perLanguage = <T extends z.ZodType>(make: (lang: Language) => T) =>
  z.object(Object.fromEntries(LANGUAGES.map((lang) => [lang, make(lang)])) as Record<Language, T>);

const DemoSchema = z.object({
  titre: perLanguage((lang) =>
    z
      .string()
      .trim()
      .min(1, { error: `Le titre (${lang}) est obligatoire.` })
      .max(20, { error: `Le titre (${lang}) ne peut excéder 20 caractères.` }),
  ),
  motsCles: perLanguage((lang) =>
    z.array(
      z.string().max(30, { error: `Chaque mot-clé (${lang}) doit faire maximum 30 caractères.` }),
    ),
  ),
  images: z
    .array(z.instanceof(File, { error: "Ceci n'est pas un fichier." }))
    .min(1, { error: "Veuillez sélectionner entre 1 et 5 images." })
    .max(5, { error: "Veuillez sélectionner entre 1 et 5 images." }),
});

const png = (name: string) => new File([name], name, { type: "image/png" });

const demoValue = () => ({
  titre: { fr: "  Port de Dakar ", en: "Dakar harbour", it: "Porto di Dakar" },
  motsCles: { fr: ["port", "logistique"], en: [] as string[], it: ["porto"] },
  images: [png("quai.png"), png("grue.png")] as unknown[],
});

describe("a form value with per-language texts, keyword lists and files", () => {
  test("a valid value passes as typed (raw: not trimmed), files and lists included", async () => {
    const value = demoValue();
    const { values, errors } = await validate(DemoSchema, value);
    expect(errors).toEqual({});
    expect(values.titre.fr).toBe("  Port de Dakar ");
    expect(values.images[1]).toBeInstanceOf(File);

    const body = toFormData(values);
    expect(body.getAll("motsCles.fr")).toEqual(["port", "logistique"]);
    expect(body.getAll("images").map((file) => (file as File).name)).toEqual([
      "quai.png",
      "grue.png",
    ]);
  });

  test("each language's title has its own error: titre.fr and titre.en stay apart", async () => {
    const value = demoValue();
    value.titre.fr = " ";
    value.titre.en = "A title far longer than twenty characters";
    const { errors } = await validate(DemoSchema, value);
    const state = { serverErrors: {}, clientErrors: errors, touched: {}, submitted: true };
    expect(visibleError("titre.fr", state)).toBe("Le titre (fr) est obligatoire.");
    expect(visibleError("titre.en", state)).toBe("Le titre (en) ne peut excéder 20 caractères.");
    expect(visibleError("titre.it", state)).toBeUndefined();
  });

  test("a keyword too long marks its language's list, a wrong count or item the images", async () => {
    const value = demoValue();
    value.motsCles.it = ["porto", "x".repeat(31)];
    value.images = [];
    let state = {
      serverErrors: {},
      clientErrors: (await validate(DemoSchema, value)).errors,
      touched: {},
      submitted: true,
    };
    expect(visibleError("motsCles.it", state)).toBe(
      "Chaque mot-clé (it) doit faire maximum 30 caractères.",
    );
    expect(visibleError("motsCles.fr", state)).toBeUndefined();
    expect(visibleError("images", state)).toBe("Veuillez sélectionner entre 1 et 5 images.");

    value.images = [1, 2, 3, 4, 5, 6].map((n) => png(`${n}.png`));
    state = { ...state, clientErrors: (await validate(DemoSchema, value)).errors };
    expect(visibleError("images", state)).toBe("Veuillez sélectionner entre 1 et 5 images.");

    value.images = [png("quai.png"), "quai.png"];
    state = { ...state, clientErrors: (await validate(DemoSchema, value)).errors };
    expect(visibleError("images", state)).toBe("Ceci n'est pas un fichier.");
  });
});

describe("the domain schemas the API uses, run by the form", () => {
  test("project creation: the messages of SPEC.md §5 per language", async () => {
    const { errors } = await validate(CreateRealisationInputSchema, {
      titre: { fr: "", en: "x".repeat(151), it: "Porto" },
      description: { fr: "", en: "", it: "" },
      contenu: { fr: "", en: "", it: "" },
      motsCles: { fr: [], en: [], it: [] },
      secteur: "",
      annee: "2024",
      images: [],
    });
    const state = { serverErrors: {}, clientErrors: errors, touched: {}, submitted: true };
    expect(visibleError("titre.fr", state)).toBe(REALISATION_MESSAGES.titleRequired("fr"));
    expect(visibleError("titre.en", state)).toBe(REALISATION_MESSAGES.titleTooLong("en"));
    expect(visibleError("titre.it", state)).toBeUndefined();
    expect(visibleError("secteur", state)).toBe(REALISATION_MESSAGES.sectorRequired);
    expect(visibleError("images", state)).toBe(REALISATION_MESSAGES.imagesCount);
    expect(visibleError("annee", state)).toBeUndefined();
  });

  const emptyUser = {
    prenom: "",
    nom: "",
    email: "",
    telephone: "",
    role: "conseiller",
    statut: "actif",
    acces: "motDePasse",
    motDePasse: "",
    confirmation: "",
  };

  test("user creation: every field's own French message", async () => {
    const { errors } = await validate(UserCreateFormSchema, emptyUser);
    const state = { serverErrors: {}, clientErrors: errors, touched: {}, submitted: true };
    expect(visibleError("prenom", state)).toBe(USER_MESSAGES.prenomRequired);
    expect(visibleError("nom", state)).toBe(USER_MESSAGES.nomRequired);
    expect(visibleError("email", state)).toBe(USER_MESSAGES.emailRequired);
    expect(visibleError("telephone", state)).toBeUndefined();
    expect(visibleError("motDePasse", state)).toBe(USER_MESSAGES.passwordRequired);
    expect(visibleError("confirmation", state)).toBe(USER_MESSAGES.confirmationRequired);
  });

  test("the confirmation is checked against the password, in creation and edition", async () => {
    const user = {
      ...emptyUser,
      prenom: "Mariama",
      nom: "Sow",
      email: "Mariama.Sow@Example.com",
      motDePasse: "Secret-123",
    };
    const differ = await validate(UserCreateFormSchema, { ...user, confirmation: "Secret-124" });
    expect(Object.keys(differ.errors)).toEqual(["confirmation"]);
    expect(differ.errors.confirmation?.message).toBe(USER_MESSAGES.passwordsDiffer);

    const same = await validate(UserCreateFormSchema, { ...user, confirmation: "Secret-123" });
    expect(same.errors).toEqual({});
    expect(same.values.email).toBe("Mariama.Sow@Example.com");

    // An invitation asks for no password: whatever the hidden fields hold is not checked.
    const invited = await validate(UserCreateFormSchema, {
      ...user,
      acces: "invitation",
      motDePasse: "court",
      confirmation: "",
    });
    expect(invited.errors).toEqual({});

    const keep = await validate(UserEditFormSchema, { ...user, motDePasse: "" });
    expect(keep.errors).toEqual({});
    const edit = await validate(UserEditFormSchema, { ...user, confirmation: "" });
    expect(edit.errors.confirmation?.message).toBe(USER_MESSAGES.passwordsDiffer);
  });
});
