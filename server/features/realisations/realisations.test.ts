import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../domain/auth.ts";
import { UUID_PATTERN } from "../../../domain/ids.ts";
import { REALISATION_MESSAGES as M } from "../../../domain/realisations.ts";
import { activityLog } from "../../db/schema.ts";
import { makeImage, storedUploads } from "../../test/images.ts";
import { sendForm } from "../../test/multipart.ts";
import type { Session } from "../../test/test-app.ts";
import {
  API,
  authHeader,
  type ListBody,
  loginAsAdmin,
  signedInConseiller,
  withTestApp,
} from "../../test/test-app.ts";

const YEAR = new Date().getFullYear();
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36";

interface ImageFile {
  field: string;
  filename: string;
  data: Buffer;
  type?: string;
}

interface Texts<T = string> {
  fr: T;
  en: T;
  it: T;
}

interface SectorRef {
  _id: string;
  code: string;
  nom: string;
  slug: string;
}

interface ImageDetails {
  url: string;
  srcset: string;
  largeur: number;
  hauteur: number;
}

/** What a project answer holds in the back office and on the public site alike. */
interface ItemFields {
  _id: string;
  id: string;
  slug: string;
  slugs: Texts;
  images: string[];
  medias: { images: ImageDetails[] };
  categories: string[];
  annee: number;
  statutLivraison: string;
  etat: string;
  datePublication: string | null;
  dateCreation: string;
  auteur: { _id: string; nom: string; prenom: string } | null;
  nombreVues: number;
}

/** The back office reads every language's texts. */
interface AdminItem extends ItemFields {
  titre: Texts;
  description: Texts;
  contenu: Texts;
  motsCles: Texts<string[]>;
  secteur: SectorRef & { noms: Texts; slugs: Texts };
}

/** The public site reads one language's. */
interface PublicItem extends ItemFields {
  titre: string;
  description: string;
  contenu: string;
  motsCles: string[];
  secteur: SectorRef;
}

const PUBLIC_KEYS = [
  "_id",
  "annee",
  "auteur",
  "categories",
  // Issue 29: who the project was for, where, and its key figures.
  "chiffresCles",
  "client",
  "contenu",
  "datePublication",
  "dateCreation",
  "description",
  "etat",
  "id",
  "images",
  "lieu",
  "medias",
  "motsCles",
  "nombreVues",
  "secteur",
  "slug",
  "slugs",
  "statutLivraison",
  "titre",
].sort();

let app: FastifyInstance;
let admin: Session;
let jpeg: Buffer;
let png: Buffer;
let webp: Buffer;

withTestApp(async (built) => {
  app = built;
  admin = await loginAsAdmin(app);
  [jpeg, png, webp] = await Promise.all([
    makeImage({ format: "jpeg", width: 400, height: 300 }),
    makeImage({ format: "png", width: 360, height: 240 }),
    makeImage({ format: "webp", width: 300, height: 200 }),
  ]);
});

const jpg = (data: Buffer = jpeg, filename = "photo.jpg"): ImageFile => ({
  field: "images",
  filename,
  data,
  type: "image/jpeg",
});

let counter = 0;
/** A complete, valid creation form with dotted names (SPEC.md §7). */
function creationFields(changes: Record<string, string | string[] | undefined> = {}) {
  counter += 1;
  return {
    "titre.fr": `Résidence des Almadies ${counter}`,
    "titre.en": `Almadies Residence ${counter}`,
    "titre.it": `Residenza Almadies ${counter}`,
    "description.fr": "Un ensemble de 40 logements.",
    "description.en": "A 40-home development.",
    "description.it": "Un complesso di 40 alloggi.",
    "contenu.fr": "Le chantier a duré deux ans.",
    "contenu.en": "Building took two years.",
    "contenu.it": "Il cantiere è durato due anni.",
    "motsCles.fr": "résidence, Dakar",
    "motsCles.en": "residence, Dakar",
    "motsCles.it": "residenza, Dakar",
    secteur: "immobilier",
    annee: "2023",
    statutLivraison: "en cours",
    etat: "brouillon",
    ...changes,
  };
}

async function send(
  target: FastifyInstance,
  method: "POST" | "PATCH",
  url: string,
  token: string | undefined,
  fields: Record<string, string | string[] | undefined>,
  files: ImageFile[] = [],
) {
  return sendForm(target, method, url, token, fields, files);
}

async function create(
  fields: Record<string, string | string[] | undefined> = creationFields(),
  files: ImageFile[] = [jpg()],
  options: { token?: string; target?: FastifyInstance } = {},
) {
  return send(
    options.target ?? app,
    "POST",
    "/realisations",
    options.token ?? admin.token,
    fields,
    files,
  );
}

/** Creates a project and returns it as the back office reads it; fails unless 201. */
async function created(
  changes: Record<string, string | string[] | undefined> = {},
  files: ImageFile[] = [jpg()],
  options: { token?: string; target?: FastifyInstance } = {},
): Promise<AdminItem> {
  const response = await create(creationFields(changes), files, options);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: AdminItem }>().data;
}

function patch(
  id: string,
  fields: Record<string, string | string[] | undefined>,
  files: ImageFile[] = [],
  token = admin.token,
) {
  return send(app, "PATCH", `/realisations/${id}`, token, fields, files);
}

function get(url: string, headers: Record<string, string> = {}, target = app) {
  return target.inject({
    method: "GET",
    url: `${API}${url}`,
    headers: { "user-agent": BROWSER, ...headers },
  });
}

async function adminRead(id: string, token = admin.token) {
  return get(`/realisations/admin/${id}`, authHeader(token));
}

const uploads = (target = app) => storedUploads(target);

/** The files on disk of an image, every width. */
async function filesOf(item: { medias: { images: ImageDetails[] } }, target = app) {
  const all = await uploads(target);
  return item.medias.images.map((image) => {
    const key = path.basename(image.url).replace(/-\d+\.webp$/, "");
    return all.filter((name) => name.startsWith(`${key}-`));
  });
}

function failure(...erreurs: { champ: string; message: string }[]) {
  return { success: false, message: erreurs.map((e) => e.message).join(" | "), erreurs };
}

// ---------------------------------------------------------------------------------------

describe("POST /api/v1/realisations", () => {
  it("creates a project from the dotted multipart names, authored by the signed-in user", async () => {
    const before = await uploads();
    const response = await create(
      creationFields({
        "titre.fr": "Tour Émeraude à Dakar",
        "motsCles.fr": " tour , bureaux,, Dakar ",
        auteur: "00000000-0000-4000-8000-000000000001",
        annee: "1900",
        statutLivraison: undefined,
        etat: undefined,
      }),
      [jpg(), { field: "images", filename: "plan.png", data: png, type: "image/png" }],
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ success: true; message: string; data: AdminItem }>();
    expect(body.success).toBe(true);
    expect(body.message).toBe("Réalisation créée avec succès.");
    const item = body.data;
    expect(item._id).toMatch(UUID_PATTERN);
    expect(item.id).toBe(item._id);
    expect(item.titre.fr).toBe("Tour Émeraude à Dakar");
    expect(item.slugs.fr).toBe("tour-emeraude-a-dakar");
    expect(item.slug).toBe("tour-emeraude-a-dakar");
    expect(item.motsCles).toEqual({
      fr: ["tour", "bureaux", "Dakar"],
      en: ["residence", "Dakar"],
      it: ["residenza", "Dakar"],
    });
    expect(item.secteur).toMatchObject({ code: "immobilier", nom: "Immobilier" });
    expect(item.categories).toEqual(["immobilier"]);
    expect(item.annee).toBe(1900);
    expect(item.statutLivraison).toBe("en cours");
    expect(item.etat).toBe("brouillon");
    expect(item.datePublication).toBeNull();
    expect(item.nombreVues).toBe(0);
    expect(item.auteur).toEqual({
      _id: admin.utilisateur._id,
      nom: admin.utilisateur.nom,
      prenom: admin.utilisateur.prenom,
    });

    // Two images, in the order sent, re-encoded to WebP and served under /uploads.
    expect(item.images).toHaveLength(2);
    expect(item.medias.images.map((i) => i.url)).toEqual(item.images);
    expect(item.medias.images.map((i) => [i.largeur, i.hauteur])).toEqual([
      [400, 300],
      [360, 240],
    ]);
    for (const url of item.images) {
      expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}-\d+\.webp$/);
      const file = await app.inject({ method: "GET", url });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("image/webp");
    }
    const added = (await uploads()).filter((name) => !before.includes(name));
    expect(added.sort()).toEqual((await filesOf(item)).flat().sort());
    expect(added.length).toBeGreaterThanOrEqual(2);
  });

  it("accepts bracketed names, repeated keywords, a sector id, 'livré' and a published date", async () => {
    const sectors = (await get("/secteurs")).json<{ data: SectorRef[] }>().data;
    const aviation = sectors.find((s) => s.code === "aviation");
    const response = await create(
      {
        "titre[fr]": "Hangar de maintenance",
        "titre[en]": "Maintenance hangar",
        "titre[it]": "Hangar di manutenzione",
        "motsCles[fr][]": ["hangar", "maintenance"],
        secteur: aviation?._id,
        annee: String(YEAR + 5),
        statutLivraison: "livré",
        etat: "publié",
        datePublication: "2024-06-01T10:00:00.000Z",
      },
      [jpg(webp, "hangar.webp")],
    );
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json<{ data: AdminItem }>().data;
    expect(item.titre).toEqual({
      fr: "Hangar de maintenance",
      en: "Maintenance hangar",
      it: "Hangar di manutenzione",
    });
    expect(item.description).toEqual({ fr: "", en: "", it: "" });
    expect(item.motsCles.fr).toEqual(["hangar", "maintenance"]);
    expect(item.secteur._id).toBe(aviation?._id);
    expect(item.annee).toBe(YEAR + 5);
    expect(item.statutLivraison).toBe("livré");
    expect(item.etat).toBe("publié");
    expect(item.datePublication).toBe("2024-06-01T10:00:00.000Z");
    expect(item.slugs).toEqual({
      fr: "hangar-de-maintenance",
      en: "maintenance-hangar",
      it: "hangar-di-manutenzione",
    });
  });

  it("lists every missing field at once and stores nothing", async () => {
    const before = await uploads();
    const response = await create({ "titre.fr": "  " }, []);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      failure(
        { champ: "titre.fr", message: "Le titre (fr) est obligatoire." },
        { champ: "titre.en", message: "Le titre (en) est obligatoire." },
        { champ: "titre.it", message: "Le titre (it) est obligatoire." },
        { champ: "secteur", message: "Veuillez choisir un secteur." },
        { champ: "annee", message: "L'année est obligatoire." },
        { champ: "images", message: "Veuillez sélectionner entre 1 et 5 images." },
      ),
    );
    expect(await uploads()).toEqual(before);
  });

  it("refuses texts over their limits in each language, with the images sent left unstored", async () => {
    const before = await uploads();
    const total = (await get("/realisations/admin/all", authHeader(admin.token))).json<
      ListBody<AdminItem>
    >().total;
    const response = await create(
      creationFields({
        "titre.fr": "T".repeat(151),
        "titre.it": "T".repeat(150),
        "description.en": "D".repeat(501),
        "description.fr": "D".repeat(500),
        "contenu.it": "C".repeat(10_001),
        "contenu.fr": "C".repeat(10_000),
        "motsCles.fr": `court, ${"m".repeat(31)}`,
        "motsCles.en": "m".repeat(30),
      }),
      [jpg(), jpg(png, "b.png")],
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      failure(
        { champ: "titre.fr", message: "Le titre (fr) ne peut excéder 150 caractères." },
        { champ: "description.en", message: "La description (en) ne peut excéder 500 caractères." },
        { champ: "contenu.it", message: "Le contenu (it) ne peut excéder 10 000 caractères." },
        { champ: "motsCles.fr", message: "Chaque mot-clé (fr) doit faire maximum 30 caractères." },
      ),
    );
    expect(await uploads()).toEqual(before);
    const after = (await get("/realisations/admin/all", authHeader(admin.token))).json<
      ListBody<AdminItem>
    >().total;
    expect(after).toBe(total);
  });

  it("names the language of each too-long title", async () => {
    const response = await create(
      creationFields({ "titre.en": "E".repeat(151), "titre.it": "I".repeat(151) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      failure(
        { champ: "titre.en", message: M.titleTooLong("en") },
        { champ: "titre.it", message: "Le titre (it) ne peut excéder 150 caractères." },
      ),
    );
  });

  it("accepts years from 1900 to the current year + 5 only", async () => {
    for (const annee of ["1899", String(YEAR + 6), "deux mille", "2020.5", "-2020"]) {
      const response = await create(creationFields({ annee }));
      expect(response.statusCode, annee).toBe(400);
      expect(response.json(), annee).toEqual(
        failure({ champ: "annee", message: "L'année est invalide." }),
      );
    }
    const blank = await create(creationFields({ annee: " " }));
    expect(blank.json()).toEqual(failure({ champ: "annee", message: "L'année est obligatoire." }));
  });

  it("requires a publication date for a published project", async () => {
    const missing = await create(creationFields({ etat: "publié", datePublication: "" }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(
      failure({ champ: "datePublication", message: "Veuillez fournir une date de publication." }),
    );
    const invalid = await create(creationFields({ etat: "publié", datePublication: "hier" }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual(
      failure({ champ: "datePublication", message: "La date de publication est invalide." }),
    );
  });

  it("refuses an unknown state, delivery status or sector", async () => {
    const response = await create(creationFields({ etat: "archivé", statutLivraison: "fini" }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      failure(
        { champ: "statutLivraison", message: M.deliveryStatusInvalid },
        { champ: "etat", message: "État invalide." },
      ),
    );
    const sector = await create(creationFields({ secteur: "spatial" }));
    expect(sector.statusCode).toBe(400);
    expect(sector.json()).toEqual(failure({ champ: "secteur", message: M.sectorUnknown }));
  });

  it("refuses more than 5 images and keeps none of them", async () => {
    const before = await uploads();
    const response = await create(
      creationFields(),
      Array.from({ length: 6 }, () => jpg()),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      failure({ champ: "images", message: "Veuillez sélectionner entre 1 et 5 images." }),
    );
    expect(await uploads()).toEqual(before);
    const five = await create(
      creationFields(),
      Array.from({ length: 5 }, () => jpg()),
    );
    expect(five.statusCode).toBe(201);
    expect(five.json<{ data: AdminItem }>().data.images).toHaveLength(5);
  });

  it("answers 401 'Utilisateur non identifié.' without a token, and stores nothing", async () => {
    const before = await uploads();
    const response = await send(app, "POST", "/realisations", undefined, creationFields(), [jpg()]);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: "Utilisateur non identifié." });
    const expired = await send(app, "POST", "/realisations", "not-a-token", creationFields(), [
      jpg(),
    ]);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ success: false, message: AUTH_MESSAGES.tokenInvalid });
    expect(await uploads()).toEqual(before);
  });

  it("logs the creation in the activity log", async () => {
    const item = await created();
    const rows = await app.services.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, "realisation"), eq(activityLog.entityId, item._id)));
    expect(rows.map((r) => [r.action, r.userId])).toEqual([["creation", admin.utilisateur._id]]);
  });
});

// ---------------------------------------------------------------------------------------

describe("public reads", () => {
  // A database of its own: totals and order are exact.
  let site: FastifyInstance;
  let staff: Session;
  const items: Record<string, AdminItem> = {};

  async function make(
    name: string,
    secteur: string,
    date: string | undefined,
    italianTitle?: string,
  ) {
    const response = await create(
      creationFields({
        "titre.fr": `Projet ${name}`,
        "titre.en": `Project ${name}`,
        "titre.it": italianTitle ?? `Progetto ${name}`,
        secteur,
        etat: date ? "publié" : "brouillon",
        datePublication: date,
      }),
      [jpg()],
      { target: site, token: staff.token },
    );
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json<{ data: AdminItem }>().data._id;
    // Creation needs every title; an edit may empty the Italian texts (French fallback).
    const edit = await send(site, "PATCH", `/realisations/${id}`, staff.token, {
      "titre[it]": italianTitle ? undefined : "",
      "description[it]": "",
      "motsCles[it]": "",
    });
    expect(edit.statusCode, edit.body).toBe(200);
    items[name] = edit.json<{ data: AdminItem }>().data;
  }

  withTestApp(async (built) => {
    site = built;
    staff = await loginAsAdmin(site);
    await make("P1", "immobilier", "2024-01-01T08:00:00Z");
    await make("P2", "mines", "2024-03-01T08:00:00Z");
    await make("P3", "mines", "2024-02-01T08:00:00Z");
    await make("P4", "logistique", "2024-04-01T08:00:00Z");
    await make("P5", "mines", "2024-05-01T08:00:00Z", "Progetto P5");
    await make("P6", "mines", "2023-01-01T08:00:00Z");
    await make("D1", "mines", undefined);
  });

  const titles = (body: ListBody<PublicItem>) => body.data.map((item) => item.titre);

  /** The public list in French unless the query names a language. */
  async function list(query: string) {
    const french = query.includes("lang=") ? query : `${query}${query ? "&" : "?"}lang=fr`;
    const response = await get(`/realisations${french}`, {}, site);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListBody<PublicItem>>();
  }

  it("lists published projects only, newest publication first, with total, page and limite", async () => {
    const body = await list("");
    expect(body).toMatchObject({ success: true, total: 6, page: 1, limite: 20 });
    expect(titles(body)).toEqual([
      "Projet P5",
      "Projet P4",
      "Projet P2",
      "Projet P3",
      "Projet P1",
      "Projet P6",
    ]);
    const item = body.data[0] as PublicItem;
    expect(Object.keys(item).sort()).toEqual(PUBLIC_KEYS);
    expect(item).toMatchObject({
      _id: items.P5?._id,
      id: items.P5?._id,
      slug: "projet-p5",
      slugs: { fr: "projet-p5", en: "project-p5", it: "progetto-p5" },
      description: "Un ensemble de 40 logements.",
      motsCles: ["résidence", "Dakar"],
      secteur: { _id: items.P5?.secteur._id, code: "mines", nom: "Mines", slug: "mines" },
      categories: ["mines"],
      annee: 2023,
      statutLivraison: "en cours",
      etat: "publié",
      datePublication: "2024-05-01T08:00:00.000Z",
      nombreVues: 0,
      auteur: { _id: staff.utilisateur._id },
    });
    expect(item.images).toEqual(items.P5?.images);
    expect(item.medias.images[0]?.srcset).toContain("320w");
  });

  it("serves the home page's 3 latest and pages through the rest", async () => {
    const home = await list("?limite=3");
    expect(home).toMatchObject({ total: 6, page: 1, limite: 3 });
    expect(titles(home)).toEqual(["Projet P5", "Projet P4", "Projet P2"]);
    const second = await list("?limite=4&page=2");
    expect(titles(second)).toEqual(["Projet P1", "Projet P6"]);
    const beyond = await list("?limite=4&page=3");
    expect(beyond).toMatchObject({ data: [], total: 6 });
  });

  it("filters by sector code, id or slug: the mines page's 4 projects", async () => {
    const byCode = await list("?secteur=mines&limite=4");
    expect(byCode).toMatchObject({ total: 4, limite: 4 });
    expect(titles(byCode)).toEqual(["Projet P5", "Projet P2", "Projet P3", "Projet P6"]);
    const byId = await list(`?secteur=${items.P2?.secteur._id}&limite=4`);
    expect(titles(byId)).toEqual(titles(byCode));
    const bySlug = await list("?secteur=mining&limite=4&lang=en");
    expect(bySlug.data.map((i) => i.titre)).toEqual([
      "Project P5",
      "Project P2",
      "Project P3",
      "Project P6",
    ]);
    expect(bySlug.data[0]?.secteur).toMatchObject({ nom: "Mining", slug: "mining" });
    expect(titles(await list("?secteur=immobilier&limite=3"))).toEqual(["Projet P1"]);
    // A sector that does not exist is refused, as on every public list (issue 28).
    const unknown = await get("/realisations?secteur=spatial", {}, site);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: "Ce secteur n'existe pas." });
  });

  it("answers in the requested language, falling back to French field by field", async () => {
    const italian = await list("?lang=it&limite=2");
    // P5 has an Italian title; its description and keywords in Italian are empty.
    expect(italian.data[0]).toMatchObject({
      titre: "Progetto P5",
      description: "Un ensemble de 40 logements.",
      motsCles: ["résidence", "Dakar"],
      contenu: "Il cantiere è durato due anni.",
      slug: "progetto-p5",
      secteur: { nom: "Miniere", slug: "miniere" },
    });
    expect(italian.data[1]).toMatchObject({ titre: "Projet P4", slug: "projet-p4" });
    const english = await list("?lang=en&limite=1");
    expect(english.data[0]).toMatchObject({
      titre: "Project P5",
      description: "A 40-home development.",
      motsCles: ["residence", "Dakar"],
      slug: "project-p5",
    });
    expect((await list("?lang=de&limite=1")).data).toEqual((await list("?limite=1")).data);
  });

  it("reads a published project by its slug in any language", async () => {
    const french = await get("/realisations/projet-p4", {}, site);
    expect(french.statusCode).toBe(200);
    const body = french.json<{ success: true; data: PublicItem }>();
    expect(body.success).toBe(true);
    expect(Object.keys(body.data).sort()).toEqual(PUBLIC_KEYS);
    expect(body.data).toMatchObject({ _id: items.P4?._id, titre: "Projet P4", slug: "projet-p4" });
    const english = await get("/realisations/project-p4?lang=en", {}, site);
    expect(english.json<{ data: PublicItem }>().data).toMatchObject({
      titre: "Project P4",
      slug: "project-p4",
      secteur: { nom: "Logistics" },
    });
  });

  it("hides drafts from every public read", async () => {
    const draft = items.D1 as AdminItem;
    for (const url of [
      `/realisations/${draft.slug}`,
      `/realisations/${draft.slugs.en}?lang=en`,
      `/realisations/${draft._id}`,
    ]) {
      const response = await get(url, {}, site);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ success: false, message: "Réalisation introuvable." });
    }
    const everything = await list("?limite=100");
    expect(everything.data.map((i) => i._id)).not.toContain(draft._id);
    // A signed-in administrator does not see it on the public site either.
    const asStaff = await get(`/realisations/${draft.slug}`, authHeader(staff.token), site);
    expect(asStaff.statusCode).toBe(404);
  });

  it("answers 404 for an unknown slug", async () => {
    const response = await get("/realisations/nulle-part", {}, site);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: "Réalisation introuvable." });
  });
});

// ---------------------------------------------------------------------------------------

describe("back office and ownership", () => {
  let first: Session;
  let second: Session;
  let mine: AdminItem;
  let theirs: AdminItem;

  beforeAll(async () => {
    first = await signedInConseiller(app, admin.token, { prenom: "Aïssatou", nom: "Diallo" });
    second = await signedInConseiller(app, admin.token, { prenom: "Boubacar", nom: "Traoré" });
    mine = await created({ "titre.fr": "Projet de Aïssatou" }, [jpg(), jpg()], {
      token: first.token,
    });
    theirs = await created({ "titre.fr": "Projet de Boubacar" }, [jpg()], {
      token: second.token,
    });
  });

  const listFor = async (token: string, query = "?limite=100") => {
    const response = await get(`/realisations/admin/all${query}`, authHeader(token));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListBody<AdminItem>>();
  };

  it("lists a conseiller's own projects only, with every language", async () => {
    const body = await listFor(first.token);
    expect(body).toMatchObject({ success: true, total: 1, page: 1, limite: 100 });
    expect(body.data.map((i) => i._id)).toEqual([mine._id]);
    expect(body.data[0]?.titre).toEqual({
      fr: "Projet de Aïssatou",
      en: mine.titre.en,
      it: mine.titre.it,
    });
    expect(body.data[0]?.auteur).toEqual({
      _id: first.utilisateur._id,
      nom: "Diallo",
      prenom: "Aïssatou",
    });
    expect((await listFor(second.token)).data.map((i) => i._id)).toEqual([theirs._id]);
  });

  it("lists everything for an administrator, newest first, filtered by state", async () => {
    const body = await listFor(admin.token);
    expect(body.total).toBe(body.data.length);
    const ids = body.data.map((i) => i._id);
    expect(ids).toContain(mine._id);
    expect(ids.indexOf(theirs._id)).toBeLessThan(ids.indexOf(mine._id));
    const drafts = await listFor(admin.token, "?etat=brouillon&limite=100");
    expect(drafts.data.every((i) => i.etat === "brouillon")).toBe(true);
    expect(drafts.data.map((i) => i._id)).toContain(mine._id);
    const published = await listFor(admin.token, "?etat=publié&limite=100");
    expect(published.data.length).toBeGreaterThan(0);
    expect(published.data.every((i) => i.etat === "publié")).toBe(true);
    expect(drafts.total + published.total).toBe(body.total);
    const paged = await listFor(admin.token, "?limite=2&page=1");
    expect(paged).toMatchObject({ page: 1, limite: 2, total: body.total });
    expect(paged.data.map((i) => i._id)).toEqual(ids.slice(0, 2));

    const bad = await get("/realisations/admin/all?etat=archivé", authHeader(admin.token));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(failure({ champ: "etat", message: "État invalide." }));
  });

  it("filters the back-office list by sector, with the state", async () => {
    // A project of another sector, so that a filter letting every project through shows.
    await created({ "titre.fr": "Projet minier à filtrer", secteur: "mines" }, [jpg()], {
      token: second.token,
    });
    const all = await listFor(admin.token);
    const sectorOf = new Map(all.data.map((i) => [i._id, i.secteur.code]));
    expect([...sectorOf.values()]).toEqual(expect.arrayContaining(["immobilier", "mines"]));
    const immobilier = await listFor(admin.token, "?secteur=immobilier&limite=100");
    expect(immobilier.data.length).toBeGreaterThan(0);
    expect(immobilier.data.every((i) => i.secteur.code === "immobilier")).toBe(true);
    expect(immobilier.total).toBe([...sectorOf.values()].filter((c) => c === "immobilier").length);
    const drafts = await listFor(admin.token, "?secteur=immobilier&etat=brouillon&limite=100");
    expect(
      drafts.data.every((i) => i.secteur.code === "immobilier" && i.etat === "brouillon"),
    ).toBe(true);
    expect((await listFor(admin.token, "?secteur=&limite=100")).total).toBe(all.total);

    const bad = await get("/realisations/admin/all?secteur=spatial", authHeader(admin.token));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(failure({ champ: "secteur", message: M.sectorUnknown }));
  });

  it("lets an administrator read and edit any project, keeping its author", async () => {
    const read = await adminRead(mine._id);
    expect(read.statusCode).toBe(200);
    expect(read.json<{ data: AdminItem }>().data.auteur?._id).toBe(first.utilisateur._id);
    const edit = await patch(mine._id, { "description[fr]": "Revu par l'administration." });
    expect(edit.statusCode, edit.body).toBe(200);
    const data = edit.json<{ data: AdminItem }>().data;
    expect(data.description.fr).toBe("Revu par l'administration.");
    expect(data.auteur?._id).toBe(first.utilisateur._id);
    expect((await listFor(first.token)).data[0]?.description.fr).toBe("Revu par l'administration.");
  });
});

// ---------------------------------------------------------------------------------------

describe("PATCH /api/v1/realisations/{id}", () => {
  it("keeps the images listed in oldImages (by URL or key), adds new ones and drops the rest", async () => {
    const item = await created({}, [jpg(), jpg(png, "b.png"), jpg(webp, "c.webp")]);
    const [one, two, three] = item.images;
    const [oneFiles, twoFiles, threeFiles] = await filesOf(item);
    const key = (url: string | undefined) => path.basename(url ?? "").replace(/-\d+\.webp$/, "");
    const response = await patch(
      item._id,
      {
        "titre[fr]": "Titre revu",
        oldImages: JSON.stringify([`http://localhost:3000${three}`, key(one)]),
      },
      [jpg()],
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ success: true; message: string; data: AdminItem }>();
    expect(body.message).toBe("Réalisation modifiée avec succès.");
    const data = body.data;
    expect(data.images).toHaveLength(3);
    expect(data.images.slice(0, 2)).toEqual([three, one]);
    expect(data.images[2]).not.toBe(two);
    // Untouched fields keep their values.
    expect(data.titre).toEqual({ ...item.titre, fr: "Titre revu" });
    expect(data.description).toEqual(item.description);
    expect(data.motsCles).toEqual(item.motsCles);
    expect(data.annee).toBe(item.annee);
    expect(data.secteur._id).toBe(item.secteur._id);
    expect(data.etat).toBe("brouillon");

    // The dropped image's files stay while a version shows it (content/revisions.test.ts).
    const onDisk = await uploads();
    for (const name of [...(oneFiles ?? []), ...(twoFiles ?? []), ...(threeFiles ?? [])]) {
      expect(onDisk).toContain(name);
    }
    const [, , added] = await filesOf(data);
    expect(added?.length).toBeGreaterThan(0);
  });

  it("keeps every image when oldImages is not sent", async () => {
    const item = await created({}, [jpg(), jpg()]);
    const response = await patch(item._id, { annee: "2010" }, [jpg(png, "n.png")]);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<{ data: AdminItem }>().data;
    expect(data.images.slice(0, 2)).toEqual(item.images);
    expect(data.images).toHaveLength(3);
    expect(data.annee).toBe(2010);
  });

  it("refuses to end with no image or more than 5, storing and deleting nothing", async () => {
    const item = await created({}, [jpg(), jpg(), jpg()]);
    const before = await uploads();
    const none = await patch(item._id, { oldImages: "[]" });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual(
      failure({ champ: "images", message: "Veuillez sélectionner entre 1 et 5 images." }),
    );
    const six = await patch(item._id, { "titre[fr]": "Six images" }, [jpg(), jpg(), jpg()]);
    expect(six.statusCode).toBe(400);
    expect(six.json()).toEqual(failure({ champ: "images", message: M.imagesCount }));
    const sixNew = await patch(
      item._id,
      { oldImages: "[]" },
      Array.from({ length: 6 }, () => jpg()),
    );
    expect(sixNew.statusCode).toBe(400);
    expect(sixNew.json()).toEqual(failure({ champ: "images", message: M.imagesCount }));
    expect(await uploads()).toEqual(before);
    const read = (await adminRead(item._id)).json<{ data: AdminItem }>().data;
    expect(read.images).toEqual(item.images);
    expect(read.titre.fr).toBe(item.titre.fr);

    const replaced = await patch(item._id, { oldImages: "[]" }, [jpg(webp, "only.webp")]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<{ data: AdminItem }>().data.images).toHaveLength(1);
    const remaining = (await uploads()).filter((name) => !before.includes(name));
    expect(remaining.length).toBeGreaterThan(0);
    // The replaced images stay for the earlier version (content/revisions.test.ts).
    for (const files of await filesOf(item)) expect(files?.length).toBeGreaterThan(0);
  });

  it("refuses an oldImages value that is not a list", async () => {
    const item = await created();
    const response = await patch(item._id, { oldImages: "[not json" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(failure({ champ: "oldImages", message: M.oldImagesInvalid }));
  });

  it("requires the French title but lets English and Italian be emptied", async () => {
    const item = await created({ etat: "publié", datePublication: "2024-02-02T00:00:00Z" });
    const french = await patch(item._id, { "titre[fr]": " " });
    expect(french.statusCode).toBe(400);
    expect(french.json()).toEqual(
      failure({ champ: "titre.fr", message: "Le titre (fr) est obligatoire." }),
    );
    const tooLong = await patch(item._id, {
      "titre[it]": "x".repeat(151),
      "description[fr]": "x".repeat(501),
      "motsCles[en]": "y".repeat(31),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual(
      failure(
        { champ: "titre.it", message: M.titleTooLong("it") },
        { champ: "description.fr", message: M.descriptionTooLong("fr") },
        { champ: "motsCles.en", message: M.keywordTooLong("en") },
      ),
    );
    const emptied = await patch(item._id, { "titre[en]": "", "description[en]": "" });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json<{ data: AdminItem }>().data.titre.en).toBe("");
    const english = await get(`/realisations/${item.slug}?lang=en`);
    expect(english.statusCode).toBe(200);
    expect(english.json<{ data: PublicItem }>().data).toMatchObject({
      titre: item.titre.fr,
      description: item.description.fr,
      slug: item.slug,
    });
  });

  it("validates the year, the sector and the state like creation", async () => {
    const item = await created();
    const year = await patch(item._id, { annee: String(YEAR + 6) });
    expect(year.json()).toEqual(failure({ champ: "annee", message: M.yearInvalid }));
    const sector = await patch(item._id, { secteur: "" });
    expect(sector.json()).toEqual(failure({ champ: "secteur", message: M.sectorRequired }));
    const state = await patch(item._id, { etat: "publié" });
    expect(state.statusCode).toBe(400);
    expect(state.json()).toEqual(
      failure({ champ: "datePublication", message: M.publicationDateRequired }),
    );
    expect((await get(`/realisations/${item.slug}`)).statusCode).toBe(404);

    const published = await patch(item._id, {
      etat: "publié",
      datePublication: "2025-01-15T09:30:00Z",
      secteur: "aviation",
      statutLivraison: "livré",
    });
    expect(published.statusCode, published.body).toBe(200);
    const read = await get(`/realisations/${item.slug}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<{ data: PublicItem }>().data).toMatchObject({
      etat: "publié",
      statutLivraison: "livré",
      datePublication: "2025-01-15T09:30:00.000Z",
      secteur: { code: "aviation" },
      categories: ["aviation"],
    });
    // Back to draft: gone from the public site again.
    const draft = await patch(item._id, { etat: "brouillon" });
    expect(draft.statusCode).toBe(200);
    expect((await get(`/realisations/${item.slug}`)).statusCode).toBe(404);
  });

  it("answers 415 for a non-image and leaves the project and the folder as they were", async () => {
    const item = await created();
    const before = await uploads();
    const response = await patch(item._id, { "titre[fr]": "Jamais enregistré" }, [
      jpg(),
      {
        field: "images",
        filename: "x.png",
        data: Buffer.from("GIF89a not really"),
        type: "image/png",
      },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      message: M.imageType,
      erreurs: [{ champ: "images", message: M.imageType }],
    });
    expect(await uploads()).toEqual(before);
    expect((await adminRead(item._id)).json<{ data: AdminItem }>().data.titre.fr).toBe(
      item.titre.fr,
    );
  });

  it("logs the modification", async () => {
    const item = await created();
    expect((await patch(item._id, { annee: "2001" })).statusCode).toBe(200);
    const rows = await app.services.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, item._id))
      .orderBy(asc(activityLog.createdAt));
    expect(rows.map((r) => r.action)).toEqual(["creation", "modification"]);
  });
});

// ---------------------------------------------------------------------------------------
