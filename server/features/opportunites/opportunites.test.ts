import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { UUID_PATTERN } from "../../../domain/ids.ts";
import { OPPORTUNITY_MESSAGES as M } from "../../../domain/opportunites.ts";
import { PAGINATION_MESSAGES } from "../../../domain/pagination.ts";
import { activityLog } from "../../db/schema.ts";
import { hasExif, makeImage, storedUploads } from "../../test/images.ts";
import { sendForm } from "../../test/multipart.ts";
import {
  API,
  authHeader,
  type ListBody,
  loginAsAdmin,
  type Session,
  signedInConseiller,
  withTestApp,
} from "../../test/test-app.ts";
import type { PublicOpportunity, StaffOpportunity } from "./opportunites.queries.ts";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

let app: FastifyInstance;
let admin: Session;
let alice: Session;
let bruno: Session;
let jpeg: Buffer;

withTestApp(async (built) => {
  app = built;
  admin = await loginAsAdmin(app);
  alice = await signedInConseiller(app, admin.token, { prenom: "Alice", nom: "Sarr" });
  bruno = await signedInConseiller(app, admin.token, { prenom: "Bruno", nom: "Mendy" });
  jpeg = await makeImage({ format: "jpeg", width: 400, height: 300 });
  // The categories these tests name (issue 19: a category comes from the list).
  for (const libelle of [
    { fr: "Matériaux", en: "Materials", it: "Materiali" },
    { fr: "Agroalimentaire", en: "Agri-food", it: "Agroalimentare" },
    { fr: "c".repeat(50), en: "Fifty", it: "Cinquanta" },
  ]) {
    const response = await app.inject({
      method: "POST",
      url: `${API}/categories`,
      headers: authHeader(admin.token),
      payload: { libelle },
    });
    if (response.statusCode !== 201) throw new Error(`category: ${response.body}`);
  }
});

let counter = 0;
/** A valid creation form; each call gets titles of its own. */
function formFields(changes: Record<string, string | string[] | undefined> = {}) {
  counter += 1;
  return {
    "titre[fr]": `Lot de ciment Dakar ${counter}`,
    "titre[en]": `Cement lot Dakar ${counter}`,
    "titre[it]": `Lotto di cemento Dakar ${counter}`,
    "description[fr]": "Ciment CEM II disponible immédiatement, livraison au port.",
    "description[en]": "CEM II cement available now, delivered to the port.",
    "description[it]": "Cemento CEM II disponibile subito, consegna al porto.",
    "contenu[fr]": "Conditions détaillées de l'offre.",
    "contenu[en]": "Detailed terms of the offer.",
    "contenu[it]": "Condizioni dettagliate dell'offerta.",
    "motsCles[fr][]": ["ciment", "btp"],
    "motsCles[en][]": ["cement"],
    "motsCles[it][]": ["cemento"],
    categorie: "Matériaux",
    pays: "Sénégal",
    contact: "+221 77 000 00 00",
    quantiteDisponible: "500 tonnes",
    ...changes,
  };
}

type FileSpec = { field: string; filename: string; data: Buffer; type?: string };
const jpegFile = (): FileSpec => ({
  field: "image",
  filename: "photo.jpg",
  data: jpeg,
  type: "image/jpeg",
});

async function send(
  method: "POST" | "PATCH",
  url: string,
  token: string | undefined,
  fields: Record<string, string | string[] | undefined>,
  files: FileSpec[] = [],
) {
  return sendForm(app, method, url, token, fields, files);
}

function post(
  fields: Record<string, string | string[] | undefined>,
  token: string = admin.token,
  files: FileSpec[] = [jpegFile()],
) {
  return send("POST", "/opportunites", token, fields, files);
}

function patch(
  id: string,
  fields: Record<string, string | string[] | undefined>,
  token: string = admin.token,
  files: FileSpec[] = [],
) {
  return send("PATCH", `/opportunites/${id}`, token, fields, files);
}

/** Creates through the API and returns the back-office view; fails unless 201. */
async function create(
  changes: Record<string, string | string[] | undefined> = {},
  token: string = admin.token,
): Promise<StaffOpportunity> {
  const response = await post(formFields(changes), token);
  if (response.statusCode !== 201) throw new Error(`creation: ${response.body}`);
  return response.json<{ data: StaffOpportunity }>().data;
}

const createPublished = (changes: Record<string, string | string[] | undefined> = {}) =>
  create({ etat: "publié", ...changes });

function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: "GET", url: `${API}${url}`, headers });
}

async function publicList(query = "?limite=100"): Promise<ListBody<PublicOpportunity>> {
  const response = await get(`/opportunites${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function publicIds(): Promise<string[]> {
  return (await publicList()).data.map((o) => o._id);
}

async function backOffice(token: string): Promise<ListBody<StaffOpportunity>> {
  const response = await get("/opportunites/admin/all?limite=100", authHeader(token));
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function backOfficeItem(id: string, token: string = admin.token) {
  const response = await get(`/opportunites/admin/${id}`, authHeader(token));
  expect(response.statusCode).toBe(200);
  return response.json<{ data: StaffOpportunity }>().data;
}

const uploadsDir = () => path.join(app.services.config.dataDir, "uploads");
const uploadedFiles = () => storedUploads(app);
/** The stored files of an image URL (`/uploads/<cle>-<width>.webp`): every width. */
async function filesOf(url: string | null): Promise<string[]> {
  const cle = url?.match(/\/uploads\/(.+)-\d+\.webp$/)?.[1];
  if (!cle) return [];
  return (await uploadedFiles()).filter((name) => name.startsWith(`${cle}-`));
}

function failure(response: LightMyRequestResponse) {
  return response.json<{
    success: false;
    message: string;
    erreurs?: { champ: string; message: string }[];
  }>();
}

describe("POST /api/v1/opportunites", () => {
  it("creates a draft, actif by default, authored by the signed-in user whatever the body says", async () => {
    const filesBefore = (await uploadedFiles()).length;
    const response = await post(
      formFields({
        "titre[fr]": "  Huile de palme brute ",
        "titre[en]": "Crude palm oil",
        "titre[it]": "Olio di palma grezzo",
        "motsCles[fr][]": [" huile ", "", "palme", "  "],
        categorie: "  Agroalimentaire ",
        auteur: bruno.utilisateur._id,
      }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json<{ success: true; message: string; data: StaffOpportunity }>();
    expect(body.success).toBe(true);
    expect(body.message).toBe(M.created);
    const item = body.data;
    expect(item).toMatchObject({
      _id: expect.stringMatching(UUID_PATTERN),
      id: item._id,
      slug: { fr: "huile-de-palme-brute", en: "crude-palm-oil", it: "olio-di-palma-grezzo" },
      slugs: { fr: "huile-de-palme-brute", en: "crude-palm-oil", it: "olio-di-palma-grezzo" },
      titre: { fr: "Huile de palme brute", en: "Crude palm oil", it: "Olio di palma grezzo" },
      contenu: { fr: "Conditions détaillées de l'offre." },
      motsCles: { fr: ["huile", "palme"], en: ["cement"], it: ["cemento"] },
      categorie: "Agroalimentaire",
      pays: "Sénégal",
      contact: "+221 77 000 00 00",
      quantiteDisponible: "500 tonnes",
      statut: "actif",
      etat: "brouillon",
      datePublication: null,
      dateExpiration: null,
      nombreVues: 0,
      image: expect.stringMatching(/^\/uploads\/[0-9a-f-]+-400\.webp$/),
      medias: { image: { largeur: 400, hauteur: 300 } },
      auteur: { _id: admin.utilisateur._id, nom: admin.utilisateur.nom },
    });
    expect(Date.now() - Date.parse(item.dateCreation)).toBeLessThan(60_000);
    expect(item.medias.image?.url).toBe(item.image);
    expect(item.medias.image?.srcset).toContain("320w");
    // Every width is on disk, and served.
    expect(await filesOf(item.image)).toHaveLength(4);
    expect((await uploadedFiles()).length).toBe(filesBefore + 4);
    const served = await app.inject({ url: item.image ?? "" });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    // A draft is not public.
    expect(await publicIds()).not.toContain(item._id);
    // The write is in the activity log.
    const log = await app.services.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, item._id));
    expect(log).toMatchObject([{ action: "creation", userId: admin.utilisateur._id }]);
  });

  it("publishes now when publié comes without a date, and keeps a given date", async () => {
    const now = await createPublished();
    expect(now.etat).toBe("publié");
    expect(Math.abs(Date.now() - Date.parse(now.datePublication ?? ""))).toBeLessThan(60_000);
    const dated = await create({ etat: " PUBLIÉ ", datePublication: "2026-03-01T09:30:00.000Z" });
    expect(dated).toMatchObject({ etat: "publié", datePublication: "2026-03-01T09:30:00.000Z" });
    // A draft has no publication date, even when one is sent.
    const draft = await create({ etat: "brouillon", datePublication: "2026-03-01" });
    expect(draft.datePublication).toBeNull();
  });

  it("normalises the statut: trimmed, any case, stored as written in SPEC.md", async () => {
    expect((await create({ statut: "  ACTIF " })).statut).toBe("actif");
    expect((await create({ statut: "Expiré" })).statut).toBe("expiré");
    expect((await create({ statut: "retiré" })).statut).toBe("retiré");
  });

  it("answers each creation rule with SPEC.md's message, fr first, and stores nothing", async () => {
    const cases: [string, Record<string, string | string[] | undefined>, string, string][] = [
      ["titre.fr", { "titre[fr]": "  " }, "titre.fr", "Le titre (fr) est obligatoire."],
      ["titre.en", { "titre[en]": undefined }, "titre.en", "Le titre (en) est obligatoire."],
      ["titre.it", { "titre[it]": "" }, "titre.it", "Le titre (it) est obligatoire."],
      [
        "long titre",
        { "titre[en]": "t".repeat(151) },
        "titre.en",
        "Le titre (en) ne peut excéder 150 caractères.",
      ],
      [
        "description",
        { "description[it]": "" },
        "description.it",
        "La description (it) est obligatoire.",
      ],
      [
        "long description",
        { "description[fr]": "d".repeat(5001) },
        "description.fr",
        "La description (fr) ne peut excéder 5000 caractères.",
      ],
      [
        "long keyword",
        { "motsCles[en][]": ["ok", "k".repeat(31)] },
        "motsCles.en",
        "Chaque mot-clé (en) doit faire maximum 30 caractères.",
      ],
      ["long contenu", { "contenu[it]": "c".repeat(10_001) }, "contenu.it", M.contentTooLong("it")],
      ["long categorie", { categorie: "c".repeat(51) }, "categorie", M.categoryTooLong],
      ["long pays", { pays: "p".repeat(101) }, "pays", M.countryTooLong],
      ["long contact", { contact: "c".repeat(101) }, "contact", M.contactTooLong],
      [
        "long quantite",
        { quantiteDisponible: "q".repeat(101) },
        "quantiteDisponible",
        M.quantityTooLong,
      ],
      ["statut", { statut: "ouvert" }, "statut", "Statut invalide."],
      ["etat", { etat: "planifié" }, "etat", "État invalide."],
      [
        "date",
        { etat: "publié", datePublication: "pas une date" },
        "datePublication",
        "Veuillez renseigner la date de publication pour une opportunité publiée.",
      ],
      ["expiration", { dateExpiration: "31/12/2026" }, "dateExpiration", M.expirationDateInvalid],
    ];
    const filesBefore = await uploadedFiles();
    const before = (await backOffice(admin.token)).total;
    for (const [name, changes, champ, message] of cases) {
      const response = await post(formFields(changes));
      expect(response.statusCode, name).toBe(400);
      expect(failure(response), name).toEqual({
        success: false,
        message,
        erreurs: [{ champ, message }],
      });
    }
    // At the limits exactly, all is well.
    const atLimits = await create({
      "titre[fr]": "t".repeat(150),
      "description[fr]": "d".repeat(5000),
      "contenu[fr]": "c".repeat(10_000),
      "motsCles[fr][]": ["k".repeat(30)],
      categorie: "c".repeat(50),
      pays: "Saint-Vincent-et-les-Grenadines",
      contact: "c".repeat(100),
      quantiteDisponible: "q".repeat(100),
    });
    expect(atLimits.titre.fr).toHaveLength(150);
    expect((await backOffice(admin.token)).total).toBe(before + 1);
    expect((await uploadedFiles()).length).toBe(filesBefore.length + 4);
  });

  it("requires an image, and lists every error in SPEC.md's order", async () => {
    const filesBefore = await uploadedFiles();
    const response = await post(
      formFields({
        "titre[it]": "",
        "description[en]": "",
        "titre[fr]": "",
        "motsCles[fr][]": ["m".repeat(31)],
        statut: "zz",
        etat: "publié",
        datePublication: "2026-13-45",
      }),
      admin.token,
      [],
    );
    expect(response.statusCode).toBe(400);
    const body = failure(response);
    expect(body.erreurs).toEqual([
      { champ: "titre.fr", message: "Le titre (fr) est obligatoire." },
      { champ: "motsCles.fr", message: "Chaque mot-clé (fr) doit faire maximum 30 caractères." },
      { champ: "description.en", message: "La description (en) est obligatoire." },
      { champ: "titre.it", message: "Le titre (it) est obligatoire." },
      { champ: "image", message: "Une image principale est obligatoire." },
      { champ: "statut", message: "Statut invalide." },
      { champ: "datePublication", message: M.publicationDateRequired },
    ]);
    expect(body.message.split(" | ")[0]).toBe("Le titre (fr) est obligatoire.");
    expect(await uploadedFiles()).toEqual(filesBefore);

    // A JSON body is read too: without a file, the image is missing.
    const json = await app.inject({
      method: "POST",
      url: `${API}/opportunites`,
      headers: authHeader(admin.token),
      payload: {
        titre: { fr: "Titre", en: "Title", it: "Titolo" },
        description: { fr: "D", en: "D", it: "D" },
      },
    });
    expect(json.statusCode).toBe(400);
    expect(failure(json).erreurs).toEqual([{ champ: "image", message: M.imageRequired }]);
  });
});

describe("public reads", () => {
  it("show only publié, actif, unexpired opportunities, newest created first", async () => {
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
    const draft = await create({ etat: "brouillon" });
    const expire = await createPublished({ statut: "expiré" });
    const retire = await createPublished({ statut: "retiré" });
    const expired = await createPublished({ dateExpiration: yesterday });
    // Published long ago but created after the others: creation date decides the order.
    const older = await createPublished({ datePublication: "2026-01-01T00:00:00.000Z" });
    const upcoming = await createPublished({ dateExpiration: tomorrow, statut: " Actif " });
    const newest = await createPublished({ datePublication: "2020-01-01T00:00:00.000Z" });

    const list = await publicList();
    const ids = list.data.map((o) => o._id);
    for (const hidden of [draft, expire, retire, expired]) {
      expect(ids).not.toContain(hidden._id);
      const detail = await get(`/opportunites/${hidden.slugs.fr}`);
      expect(detail.statusCode).toBe(404);
      expect(detail.json()).toEqual({ success: false, message: "Opportunité introuvable." });
    }
    expect(ids.indexOf(newest._id)).toBe(0);
    expect(ids.indexOf(upcoming._id)).toBe(1);
    expect(ids.indexOf(older._id)).toBe(2);
    expect(list.total).toBe(list.data.length);
    const created = list.data.map((o) => o.dateCreation);
    expect(created).toEqual([...created].sort().reverse());

    // Expiration is checked when reading: moving it to the past hides the item at once.
    const moved = await patch(upcoming._id, { dateExpiration: yesterday });
    expect(moved.statusCode).toBe(200);
    expect(await publicIds()).not.toContain(upcoming._id);
    expect((await get(`/opportunites/${upcoming.slugs.fr}`)).statusCode).toBe(404);
    // And clearing it shows the item again.
    expect((await patch(upcoming._id, { dateExpiration: "" })).statusCode).toBe(200);
    expect(await publicIds()).toContain(upcoming._id);
    // Withdrawing it hides it.
    expect((await patch(upcoming._id, { statut: "RETIRÉ" })).statusCode).toBe(200);
    expect(await publicIds()).not.toContain(upcoming._id);
  });

  it("pages the public list with total, page and limite", async () => {
    for (let i = 0; i < 3; i++) await createPublished();
    const all = await publicList();
    expect(all.total).toBeGreaterThanOrEqual(3);
    const seen: string[] = [];
    const pages = Math.ceil(all.total / 2);
    for (let page = 1; page <= pages; page++) {
      const body = await publicList(`?page=${page}&limite=2`);
      expect(body).toMatchObject({ success: true, page, limite: 2, total: all.total });
      seen.push(...body.data.map((o) => o._id));
    }
    expect(seen).toEqual(all.data.map((o) => o._id));
    const bad = await get("/opportunites?limite=0");
    expect(bad.statusCode).toBe(400);
    expect(failure(bad).erreurs).toEqual([
      { champ: "limite", message: PAGINATION_MESSAGES.limite },
    ]);
  });

  it("answer texts in the reader's language, French where one is missing", async () => {
    const item = await createPublished({
      "titre[fr]": "Bauxite de Boké",
      "titre[en]": "Boké bauxite",
      "titre[it]": "Bauxite di Boké",
      "contenu[en]": "",
      "motsCles[it][]": undefined,
    });
    const read = async (lang: string) => {
      const response = await get(`/opportunites/${item.slugs.fr}?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      return response.json<{ success: true; data: PublicOpportunity }>();
    };
    const en = await read("en");
    expect(en.success).toBe(true);
    expect(en.data).toMatchObject({
      _id: item._id,
      id: item._id,
      slug: "boke-bauxite",
      slugs: { fr: "bauxite-de-boke", en: "boke-bauxite", it: "bauxite-di-boke" },
      titre: "Boké bauxite",
      description: "CEM II cement available now, delivered to the port.",
      contenu: "Conditions détaillées de l'offre.",
      motsCles: ["cement"],
      etat: "publié",
      statut: "actif",
      image: item.image,
      auteur: { _id: admin.utilisateur._id },
    });
    const it = await read("it");
    expect(it.data).toMatchObject({ slug: "bauxite-di-boke", motsCles: ["ciment", "btp"] });
    // Any other language is French.
    const other = await read("de");
    expect(other.data).toMatchObject({ slug: "bauxite-de-boke", titre: "Bauxite de Boké" });
    // The list speaks the same language.
    const list = await publicList("?lang=it&limite=100");
    expect(list.data.find((o) => o._id === item._id)).toMatchObject({
      titre: "Bauxite di Boké",
      slug: "bauxite-di-boke",
    });
  });
});

describe("back office and ownership", () => {
  it("GET /opportunites with a staff token is the back-office list (decision 005)", async () => {
    const draft = await create({ etat: "brouillon" }, alice.token);
    const adminView = await get("/opportunites?limite=100", authHeader(admin.token));
    expect(adminView.statusCode).toBe(200);
    const body = adminView.json<ListBody<StaffOpportunity>>();
    const found = body.data.find((o) => o._id === draft._id);
    expect(found).toMatchObject({
      etat: "brouillon",
      titre: { fr: draft.titre.fr, en: draft.titre.en },
    });
    expect(found?.auteur).toMatchObject({
      _id: alice.utilisateur._id,
      prenom: "Alice",
      nom: "Sarr",
    });
    expect(body.total).toBe((await backOffice(admin.token)).total);
    // Without a token, or with a bad one, it is the public list: no drafts.
    expect(await publicIds()).not.toContain(draft._id);
    const forged = await get("/opportunites?limite=100", authHeader("forged"));
    expect(forged.statusCode).toBe(200);
    expect(forged.json<ListBody<PublicOpportunity>>().data.map((o) => o._id)).not.toContain(
      draft._id,
    );
    // The admin/all list needs a token.
    const anonymous = await get("/opportunites/admin/all");
    expect(anonymous.statusCode).toBe(401);
    expect((await get(`/opportunites/admin/${draft._id}`)).statusCode).toBe(401);
  });

  it("filters the back-office list by statut and state", async () => {
    const withdrawn = await create({ etat: "brouillon", statut: "retiré" }, alice.token);
    const active = await create({ etat: "brouillon" }, alice.token);
    const list = async (query: string) => {
      const response = await get(
        `/opportunites/admin/all?limite=100&${query}`,
        authHeader(alice.token),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ListBody<StaffOpportunity>>();
    };
    const found = await list("statut=retiré&etat=brouillon");
    expect(found.data.map((o) => o._id)).toContain(withdrawn._id);
    expect(found.data.map((o) => o._id)).not.toContain(active._id);
    expect(found.data.every((o) => o.statut === "retiré" && o.etat === "brouillon")).toBe(true);
    expect((await list("statut=actif")).data.map((o) => o._id)).toContain(active._id);

    for (const [query, champ, message] of [
      ["statut=perdu", "statut", M.statutInvalid],
      ["etat=archivé", "etat", M.etatInvalid],
    ] as const) {
      const bad = await get(`/opportunites/admin/all?${query}`, authHeader(alice.token));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().erreurs).toEqual([{ champ, message }]);
    }
  });
});

describe("PATCH /api/v1/opportunites/{id}", () => {
  it("changes only what is sent, never the state", async () => {
    const item = await create({ etat: "brouillon", dateExpiration: "2030-06-30T00:00:00.000Z" });
    const response = await patch(item._id, {
      "titre[en]": "  New English title ",
      "contenu[it]": "Nuovo contenuto",
      "motsCles[fr][]": "minerai, or , ,export",
      statut: "Expiré",
      quantiteDisponible: "",
      etat: "publié",
      datePublication: "2026-01-01",
      auteur: bruno.utilisateur._id,
      oldImage: item.image ?? "",
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: true; message: string; data: StaffOpportunity }>();
    expect(body.message).toBe(M.updated);
    expect(body.data).toEqual({
      ...item,
      slug: { ...item.slug, en: "new-english-title" },
      slugs: { ...item.slugs, en: "new-english-title" },
      titre: { ...item.titre, en: "New English title" },
      contenu: { ...item.contenu, it: "Nuovo contenuto" },
      motsCles: { ...item.motsCles, fr: ["minerai", "or", "export"] },
      statut: "expiré",
      quantiteDisponible: "",
    });
    expect(body.data.etat).toBe("brouillon");
    expect(body.data.datePublication).toBeNull();
    expect(await filesOf(item.image)).toHaveLength(4);
    const log = await app.services.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, item._id));
    expect(log.map((l) => l.action).sort()).toEqual(["creation", "modification"]);
  });

  it("answers the edit rules with SPEC.md's messages and changes nothing", async () => {
    const item = await create();
    const cases: [Record<string, string | string[]>, string, string][] = [
      [{ "titre[fr]": " " }, "titre.fr", "Le titre (fr) est obligatoire"],
      [{ "description[en]": "" }, "description.en", "La description (en) est obligatoire"],
      [
        { "motsCles[it][]": ["m".repeat(31)] },
        "motsCles.it",
        "Chaque mot-clé (it) doit faire max 30 caractères",
      ],
      [{ "titre[it]": "t".repeat(151) }, "titre.it", M.titleTooLong("it")],
      [{ "description[fr]": "d".repeat(5001) }, "description.fr", M.descriptionTooLong("fr")],
      [{ "contenu[en]": "c".repeat(10_001) }, "contenu.en", M.contentTooLong("en")],
      [{ categorie: "c".repeat(51) }, "categorie", M.categoryTooLong],
      [{ pays: "p".repeat(101) }, "pays", M.countryTooLong],
      [{ contact: "c".repeat(101) }, "contact", M.contactTooLong],
      [{ quantiteDisponible: "q".repeat(101) }, "quantiteDisponible", M.quantityTooLong],
      [{ statut: "" }, "statut", M.statutInvalid],
      [{ dateExpiration: "demain" }, "dateExpiration", M.expirationDateInvalid],
    ];
    for (const [fields, champ, message] of cases) {
      const response = await patch(item._id, fields);
      expect(response.statusCode, champ).toBe(400);
      expect(failure(response), champ).toEqual({
        success: false,
        message,
        erreurs: [{ champ, message }],
      });
    }
    expect(await backOfficeItem(item._id)).toEqual(item);
  });

  it("replaces the image with a new file, keeping the old files for the earlier version", async () => {
    const item = await create();
    const oldFiles = await filesOf(item.image);
    expect(oldFiles).toHaveLength(4);
    const png = await makeImage({ format: "png", width: 900, height: 600, gps: true });
    const response = await patch(item._id, { "titre[fr]": item.titre.fr }, admin.token, [
      { field: "image", filename: "nouvelle.png", data: png, type: "image/png" },
    ]);
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: StaffOpportunity }>().data;
    expect(data.image).not.toBe(item.image);
    expect(data.medias.image).toMatchObject({ largeur: 900, hauteur: 600 });
    expect(data.slugs).toEqual(item.slugs);
    // A version still shows the old image (server/features/content/revisions.test.ts).
    expect(await filesOf(item.image)).toEqual(oldFiles);
    const newFiles = await filesOf(data.image);
    expect(newFiles).toHaveLength(6);
    for (const file of newFiles) {
      expect(await hasExif(await readFile(path.join(uploadsDir(), file)))).toBe(false);
    }
    expect((await app.inject({ url: item.image ?? "" })).statusCode).toBe(200);
  });

  it("refuses a renamed HTML file or an invalid field, keeping the current image and leaving no file", async () => {
    const item = await create();
    const filesBefore = await uploadedFiles();
    const html = Buffer.from("<html><body>pas une image</body></html>");
    const rejected = await patch(item._id, { pays: "Ghana" }, admin.token, [
      { field: "image", filename: "photo.jpg", data: html, type: "image/jpeg" },
    ]);
    expect(rejected.statusCode).toBe(415);
    expect(failure(rejected).message).toBe(M.imageType);
    const invalid = await patch(item._id, { "titre[fr]": "" }, admin.token, [jpegFile()]);
    expect(invalid.statusCode).toBe(400);
    expect(await uploadedFiles()).toEqual(filesBefore);
    expect(await backOfficeItem(item._id)).toEqual(item);
  });

  it("needs a token and answers 404 for an unknown id", async () => {
    const item = await create();
    expect((await patch(item._id, { pays: "Togo" }, "")).statusCode).toBe(401);
    const unknown = await patch(UNKNOWN_ID, { pays: "Togo" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: M.notFound });
    expect((await patch("42", { pays: "Togo" })).statusCode).toBe(404);
  });
});
