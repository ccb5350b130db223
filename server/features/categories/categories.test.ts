import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { CATEGORY_MESSAGES as M } from "../../../domain/categories.ts";
import type { Localized } from "../../../domain/constants.ts";
import { detailPath } from "../../../domain/site-paths.ts";
import { activityLog } from "../../db/schema.ts";
import { makeImage } from "../../test/images.ts";
import { sendForm } from "../../test/multipart.ts";
import {
  API,
  authHeader,
  loginAsAdmin,
  type Session,
  signedInConseiller,
  withTestApp,
} from "../../test/test-app.ts";
import type { StaffCategory } from "./categories.service.ts";

let app: FastifyInstance;
let admin: Session;
let adviser: Session;
let jpeg: Buffer;

withTestApp(
  async (built) => {
    app = built;
    admin = await loginAsAdmin(app);
    adviser = await signedInConseiller(app, admin.token);
    jpeg = await makeImage({ format: "jpeg", width: 320, height: 200 });
  },
  // The public detail page shows a country as written (SPEC.md §7's free text).
  { config: { serveWeb: true } },
);

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" };

type Method = "GET" | "POST" | "PATCH" | "DELETE";

function call(method: Method, url: string, token?: string, payload?: unknown) {
  return app.inject({
    method,
    url: `${API}${url}`,
    headers: token ? authHeader(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

let counter = 0;
/** Labels no other test uses. */
function labels(stem = "Bois"): Localized {
  counter += 1;
  return { fr: `${stem} ${counter}`, en: `Timber ${counter}`, it: `Legname ${counter}` };
}

async function createCategory(libelle: Localized = labels(), ordre?: number) {
  const response = await call("POST", "/categories", admin.token, { libelle, ordre });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { _id: string; libelle: Localized; ordre: number } }>().data;
}

async function staffList(): Promise<StaffCategory[]> {
  const response = await call("GET", "/categories/admin/all", admin.token);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: StaffCategory[] }>().data;
}

async function publicList(query = "") {
  const response = await call("GET", `/categories${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<{
    success: true;
    total: number;
    data: { _id: string; libelle: unknown }[];
  }>();
}

/** An opportunity of `categorie` (label or id), published, through the API. */
async function opportunity(fields: Record<string, string>) {
  const response = await sendForm(
    app,
    "POST",
    "/opportunites",
    admin.token,
    {
      "titre[fr]": "Lot de bois",
      "titre[en]": "Timber lot",
      "titre[it]": "Lotto di legname",
      "description[fr]": "Bois d'œuvre.",
      "description[en]": "Sawn timber.",
      "description[it]": "Legname da opera.",
      etat: "publié",
      ...fields,
    },
    [{ field: "image", filename: "bois.jpg", data: jpeg, type: "image/jpeg" }],
  );
  return response;
}

async function createdOpportunity(fields: Record<string, string>) {
  const response = await opportunity(fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Record<string, unknown> & { _id: string; slugs: Localized } }>()
    .data;
}

describe("who may keep the categories", () => {
  it("lets anyone read the list, administrators only change it (adviser 403, anonymous 401)", async () => {
    const category = await createCategory();
    expect((await publicList()).data.map((c) => c._id)).toContain(category._id);
    const writes: [Method, string][] = [
      ["GET", "/categories/admin/all"],
      ["POST", "/categories"],
      ["PATCH", `/categories/${category._id}`],
      ["DELETE", `/categories/${category._id}`],
    ];
    for (const [method, url] of writes) {
      const body = method === "POST" || method === "PATCH" ? { libelle: labels() } : undefined;
      const anonymous = await call(method, url, undefined, body);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const refused = await call(method, url, adviser.token, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().success).toBe(false);
    }
    // Nothing changed.
    expect((await staffList()).find((c) => c._id === category._id)?.libelle).toEqual(
      category.libelle,
    );
  });
});

describe("POST /api/v1/categories", () => {
  it("creates a category at the end of the list, or at the place asked, and logs it", async () => {
    const first = await createCategory();
    const response = await call("POST", "/categories", admin.token, {
      libelle: { fr: "  Cacao ", en: "Cocoa", it: "Cacao" },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: M.created,
      data: { libelle: { fr: "Cacao", en: "Cocoa", it: "Cacao" } },
    });
    const all = await staffList();
    expect(all.at(-1)).toMatchObject({ _id: body.data._id, nombreOpportunites: 0 });
    expect(all.map((c) => c.ordre)).toEqual(all.map((_, index) => index));

    const placed = await createCategory(labels(), 0);
    const after = await staffList();
    expect(after[0]?._id).toBe(placed._id);
    expect(after.findIndex((c) => c._id === first._id)).toBeGreaterThan(0);

    const log = await app.services.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, "categorie"), eq(activityLog.entityId, placed._id)));
    expect(log).toMatchObject([{ action: "creation", userId: admin.utilisateur._id }]);
  });

  it("refuses a missing or too long label, a bad order or a label taken, in French, creating nothing", async () => {
    const existing = await createCategory({ fr: "Coton", en: "Cotton", it: "Cotone" });
    const before = (await staffList()).length;
    const cases: [unknown, { champ: string; message: string }[]][] = [
      [
        { libelle: { fr: "", en: "Cashew" } },
        [
          { champ: "libelle.fr", message: "Le libellé en français est obligatoire." },
          { champ: "libelle.it", message: "Le libellé en italien est obligatoire." },
        ],
      ],
      [
        { libelle: { fr: "c".repeat(51), en: "Cashew", it: "Anacardi" } },
        [{ champ: "libelle.fr", message: M.labelTooLong("fr") }],
      ],
      [
        { libelle: { fr: "Anacarde", en: "Cashew", it: "Anacardi" }, ordre: "premier" },
        [{ champ: "ordre", message: M.orderInvalid }],
      ],
      [
        { libelle: { fr: "Fibre", en: "COTTON", it: "Fibra" } },
        [{ champ: "libelle", message: M.labelTaken("COTTON") }],
      ],
    ];
    for (const [payload, erreurs] of cases) {
      const response = await call("POST", "/categories", admin.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, erreurs });
    }
    expect(M.labelTaken("COTTON")).toBe("Une catégorie porte déjà le libellé « COTTON ».");
    expect((await staffList()).length).toBe(before);
    expect(existing.libelle.fr).toBe("Coton");
  });
});

describe("PATCH /api/v1/categories/{id}", () => {
  it("renames one language, keeps the others, moves it, and the public reads show it at once", async () => {
    const category = await createCategory({ fr: "Sésame", en: "Sesame", it: "Sesamo" });
    const item = await createdOpportunity({ categorie: "Sésame" });
    const slug = item.slugs.en;
    // Read once: the public reads are now cached.
    const readEnglish = async () =>
      (await call("GET", `/opportunites/${slug}?lang=en`)).json().data.libelleCategorie;
    expect(await readEnglish()).toBe("Sesame");
    expect((await publicList("?lang=en")).data.find((c) => c._id === category._id)?.libelle).toBe(
      "Sesame",
    );

    const response = await call("PATCH", `/categories/${category._id}`, admin.token, {
      libelle: { en: "Sesame seeds" },
      ordre: 0,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: M.updated,
      data: { libelle: { fr: "Sésame", en: "Sesame seeds", it: "Sesamo" }, ordre: 0 },
    });
    expect((await staffList())[0]?._id).toBe(category._id);
    // The content version was bumped: nothing stale in the public reads.
    expect(await readEnglish()).toBe("Sesame seeds");
    expect((await publicList("?lang=en")).data[0]).toEqual({
      _id: category._id,
      libelle: "Sesame seeds",
      ordre: 0,
    });
    // The opportunity API still writes the French label.
    expect((await call("GET", `/opportunites/${slug}?lang=en`)).json().data.categorie).toBe(
      "Sésame",
    );
  });

  it("refuses an emptied label or one another category holds, and an unknown id", async () => {
    await createCategory({ fr: "Karité", en: "Shea", it: "Karité" });
    const category = await createCategory();
    const emptied = await call("PATCH", `/categories/${category._id}`, admin.token, {
      libelle: { it: " " },
    });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().erreurs).toEqual([
      { champ: "libelle.it", message: "Le libellé en italien est obligatoire." },
    ]);
    const taken = await call("PATCH", `/categories/${category._id}`, admin.token, {
      libelle: { fr: "karite" },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe(M.labelTaken("karite"));
    expect((await staffList()).find((c) => c._id === category._id)?.libelle).toEqual(
      category.libelle,
    );
    for (const id of ["00000000-0000-4000-8000-000000000000", "42"]) {
      const missing = await call("PATCH", `/categories/${id}`, admin.token, { libelle: {} });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: M.notFound });
    }
    const notObject = await call("PATCH", `/categories/${category._id}`, admin.token, [1]);
    expect(notObject.statusCode).toBe(400);
  });
});

describe("DELETE /api/v1/categories/{id}", () => {
  it("deletes an unused category and logs it", async () => {
    const category = await createCategory();
    const response = await call("DELETE", `/categories/${category._id}`, admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: M.deleted });
    const all = await staffList();
    expect(all.map((c) => c._id)).not.toContain(category._id);
    expect(all.map((c) => c.ordre)).toEqual(all.map((_, index) => index));
    const log = await app.services.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, category._id));
    expect(log.map((entry) => entry.action).sort()).toEqual(["creation", "suppression"]);
  });

  it("refuses to delete a category in use, unless another one takes its opportunities", async () => {
    const used = await createCategory();
    const other = await createCategory();
    const first = await createdOpportunity({ categorie: used._id });
    await createdOpportunity({ categorie: used.libelle.it });
    expect((await staffList()).find((c) => c._id === used._id)?.nombreOpportunites).toBe(2);

    const refused = await call("DELETE", `/categories/${used._id}`, admin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: M.inUse(2) });
    expect(M.inUse(2)).toBe(
      "Cette catégorie est utilisée par 2 opportunités : choisissez la catégorie qui les reprend, ou « Aucune catégorie », pour la supprimer.",
    );
    for (const remplacement of [used._id, "00000000-0000-4000-8000-000000000000", "Bois"]) {
      const bad = await call(
        "DELETE",
        `/categories/${used._id}?remplacement=${encodeURIComponent(remplacement)}`,
        admin.token,
      );
      expect(bad.statusCode, remplacement).toBe(400);
      expect(bad.json().message).toBe(M.replacementInvalid);
    }
    expect((await staffList()).find((c) => c._id === used._id)?.nombreOpportunites).toBe(2);

    const moved = await call(
      "DELETE",
      `/categories/${used._id}?remplacement=${other._id}`,
      admin.token,
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toEqual({ opportunitesDeplacees: 2 });
    const after = await staffList();
    expect(after.map((c) => c._id)).not.toContain(used._id);
    expect(after.find((c) => c._id === other._id)?.nombreOpportunites).toBe(2);
    const staffItem = await call("GET", `/opportunites/admin/${first._id}`, admin.token);
    expect(staffItem.json().data).toMatchObject({
      categorie: other.libelle.fr,
      categorieId: other._id,
    });

    // 'aucune': the opportunities are left without a category.
    const none = await call("DELETE", `/categories/${other._id}?remplacement=aucune`, admin.token);
    expect(none.statusCode).toBe(200);
    const bare = (await call("GET", `/opportunites/admin/${first._id}`, admin.token)).json().data;
    expect(bare).toMatchObject({ categorie: "", categorieId: null });
  });

  it("answers 404 for an unknown category", async () => {
    const response = await call(
      "DELETE",
      "/categories/00000000-0000-4000-8000-000000000000",
      admin.token,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: M.notFound });
  });
});

describe("an opportunity's category and country", () => {
  it("take a category by label in any language or by id, a country by code or by name", async () => {
    const category = await createCategory({
      fr: "Noix de cajou",
      en: "Cashew nuts",
      it: "Anacardi",
    });
    const byEnglish = await createdOpportunity({ categorie: "cashew NUTS", codePays: "gw" });
    expect(byEnglish).toMatchObject({
      categorie: "Noix de cajou",
      categorieId: category._id,
      codePays: "GW",
      pays: "Guinée-Bissau",
    });
    const byName = await createdOpportunity({ categorie: category._id, pays: "Ivory Coast" });
    expect(byName).toMatchObject({ codePays: "CI", pays: "Côte d’Ivoire" });

    // Public reads: `pays` and `categorie` stay French, the reader's names beside them.
    for (const [lang, libelleCategorie, nomPays] of [
      ["en", "Cashew nuts", "Guinea-Bissau"],
      ["it", "Anacardi", "Guinea-Bissau"],
      ["fr", "Noix de cajou", "Guinée-Bissau"],
    ]) {
      const read = await call("GET", `/opportunites/${byEnglish.slugs.fr}?lang=${lang}`);
      expect(read.json().data, lang).toMatchObject({
        categorie: "Noix de cajou",
        pays: "Guinée-Bissau",
        codePays: "GW",
        libelleCategorie,
        nomPays,
      });
    }
    // Without a language, every language's names.
    const all = (await call("GET", "/opportunites?limite=100")).json().data;
    expect(all.find((item: { _id: string }) => item._id === byEnglish._id)).toMatchObject({
      libelleCategorie: { fr: "Noix de cajou", en: "Cashew nuts", it: "Anacardi" },
      nomPays: { fr: "Guinée-Bissau", en: "Guinea-Bissau", it: "Guinea-Bissau" },
    });
  });

  it("keep an edit's category and country unless it sends them, and refuse an unknown code or id", async () => {
    const category = await createCategory({ fr: "Poisson", en: "Fish", it: "Pesce" });
    const goneId = "00000000-0000-4000-8000-000000000000";
    const unknownId = await opportunity({ categorie: goneId });
    expect(unknownId.statusCode).toBe(400);
    expect(unknownId.json().erreurs).toEqual([
      {
        champ: "categorie",
        message: `Catégorie inconnue : « ${goneId} ». Choisissez une catégorie de la liste.`,
      },
    ]);
    const badCode = await opportunity({ codePays: "ZZ" });
    expect(badCode.json().erreurs?.[0]?.champ).toBe("codePays");

    const item = await createdOpportunity({ categorie: "Poisson", codePays: "SN" });
    const edit = (fields: Record<string, string>) =>
      sendForm(app, "PATCH", `/opportunites/${item._id}`, admin.token, fields);
    // A title alone keeps the category and the country.
    const titled = await edit({ "titre[en]": "Fresh fish" });
    expect(titled.statusCode).toBe(200);
    expect(titled.json().data).toMatchObject({ categorieId: category._id, codePays: "SN" });
    // `pays` alone, as clients wrote it before codes, changes the country.
    const moved = await edit({ pays: "Mauritanie" });
    expect(moved.json().data).toMatchObject({ codePays: "MR", pays: "Mauritanie" });
    // Refused edits change nothing.
    const refused = await edit({ categorie: "Inconnue", codePays: "ML", "titre[fr]": "" });
    expect(refused.statusCode).toBe(400);
    const stored = (await call("GET", `/opportunites/admin/${item._id}`, admin.token)).json().data;
    expect(stored).toMatchObject({ categorieId: category._id, codePays: "MR" });
    expect((await staffList()).some((c) => c.libelle.fr === "Inconnue")).toBe(false);
    // Emptied: no category, no country.
    const cleared = await edit({ categorie: "", codePays: "" });
    expect(cleared.json().data).toMatchObject({
      categorie: "",
      categorieId: null,
      codePays: null,
      pays: "",
    });
  });
});

describe("SPEC.md §7: an opportunity's categorie and pays are free texts", () => {
  const categoriesNamed = async (fr: string) =>
    (await staffList()).filter((category) => category.libelle.fr === fr);

  it("makes a label no category has a new one, in French, 'À traduire' in en and it, logged", async () => {
    const item = await createdOpportunity({ categorie: "  Minerai de manganèse " });
    const [created, ...others] = await categoriesNamed("Minerai de manganèse");
    expect(others).toEqual([]);
    expect(created).toMatchObject({
      libelle: { fr: "Minerai de manganèse", en: "", it: "" },
      nombreOpportunites: 1,
    });
    expect(item).toMatchObject({ categorie: "Minerai de manganèse", categorieId: created?._id });
    // Last in the list; the English and Italian pages show the French label meanwhile.
    expect((await staffList()).at(-1)?._id).toBe(created?._id);
    for (const lang of ["en", "it"]) {
      const read = await call("GET", `/opportunites/${item.slugs.fr}?lang=${lang}`);
      expect(read.json().data.libelleCategorie, lang).toBe("Minerai de manganèse");
    }
    const log = await app.services.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.entityType, "categorie"),
          eq(activityLog.entityId, String(created?._id)),
        ),
      );
    expect(log).toMatchObject([{ action: "creation", userId: admin.utilisateur._id }]);

    // An edit that names another new label makes it too.
    const edited = await sendForm(app, "PATCH", `/opportunites/${item._id}`, admin.token, {
      categorie: "Bauxite brute",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [bauxite] = await categoriesNamed("Bauxite brute");
    expect(edited.json().data).toMatchObject({ categorieId: bauxite?._id });
    expect(bauxite?.libelle).toEqual({ fr: "Bauxite brute", en: "", it: "" });
  });

  it("takes an existing category whatever the case, accents or language of its label", async () => {
    const category = await createCategory({ fr: "Céréales", en: "Grain", it: "Cereali" });
    const before = (await staffList()).length;
    for (const written of ["CEREALES", "céréales", "grain", "Cereali "]) {
      const item = await createdOpportunity({ categorie: written });
      expect(item, written).toMatchObject({ categorie: "Céréales", categorieId: category._id });
    }
    expect((await staffList()).length).toBe(before);
  });

  it("refuses 51 characters of category or 101 of country in French, and a refused opportunity makes no category", async () => {
    const before = await staffList();
    const tooLong = await opportunity({ categorie: "c".repeat(51), pays: "p".repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().erreurs).toEqual([
      { champ: "categorie", message: "La catégorie ne peut excéder 50 caractères." },
      { champ: "pays", message: "Le pays ne peut excéder 100 caractères." },
    ]);
    // A new label with an invalid opportunity: nothing is written, the label neither.
    const invalid = await opportunity({ categorie: "Gomme arabique", "titre[fr]": "" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().erreurs).toEqual([
      { champ: "titre.fr", message: "Le titre (fr) est obligatoire." },
    ]);
    expect(await staffList()).toEqual(before);
    // 50 characters are a label like any other.
    const longest = await createdOpportunity({ categorie: "c".repeat(50) });
    expect(longest.categorie).toBe("c".repeat(50));
  });

  it("keeps a country no code names as written, shown so on the public detail page in fr, en and it", async () => {
    const item = await createdOpportunity({ pays: "  Atlantis  " });
    expect(item).toMatchObject({ pays: "Atlantis", codePays: null });
    for (const lang of ["fr", "en", "it"] as const) {
      const read = await call("GET", `/opportunites/${item.slugs.fr}?lang=${lang}`);
      expect(read.json().data, lang).toMatchObject({ pays: "Atlantis", nomPays: "Atlantis" });
      const path = detailPath(lang, "opportunites", item.slugs[lang]);
      const page = await app.inject({ url: path, headers: BROWSER });
      expect(page.statusCode, path).toBe(200);
      expect(page.body, path).toContain(">Atlantis<");
    }
    // A name the platform knows still reads as its country.
    const named = await createdOpportunity({ pays: "senegal" });
    expect(named).toMatchObject({ pays: "Sénégal", codePays: "SN" });
  });

  it("restores a version whose category was deleted since, by the label it kept", async () => {
    const category = await createCategory({
      fr: "Beurre de karité",
      en: "Shea butter",
      it: "Burro di karité",
    });
    const item = await createdOpportunity({ categorie: "Beurre de karité" });
    const emptied = await sendForm(app, "PATCH", `/opportunites/${item._id}`, admin.token, {
      categorie: "",
    });
    expect(emptied.statusCode).toBe(200);
    const removed = await call("DELETE", `/categories/${category._id}`, admin.token);
    expect(removed.statusCode, removed.body).toBe(200);

    const versions = await call("GET", `/opportunites/${item._id}/revisions`, admin.token);
    const first = versions.json().data.at(-1);
    const restored = await call(
      "POST",
      `/opportunites/${item._id}/revisions/${first._id}/restaurer`,
      admin.token,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    const [remade, ...others] = await categoriesNamed("Beurre de karité");
    expect(others).toEqual([]);
    expect(remade).toMatchObject({
      libelle: { fr: "Beurre de karité", en: "", it: "" },
      nombreOpportunites: 1,
    });
    const stored = (await call("GET", `/opportunites/admin/${item._id}`, admin.token)).json().data;
    expect(stored).toMatchObject({ categorie: "Beurre de karité", categorieId: remade?._id });
  });
});
