import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { ARTICLE_MESSAGES as M } from "../../../domain/articles.ts";
import type { Language } from "../../../domain/constants.ts";
import { UUID_PATTERN } from "../../../domain/ids.ts";
import { PAGINATION_MESSAGES } from "../../../domain/pagination.ts";
import { activityLog } from "../../db/schema.ts";
import type { ManualClock } from "../../lib/clock.ts";
import { makeImage, storedUploads } from "../../test/images.ts";
import { sendForm } from "../../test/multipart.ts";
import {
  API,
  authHeader,
  createUser,
  type ListBody,
  login,
  loginAsAdmin,
  type Session,
  withTestApp,
} from "../../test/test-app.ts";
import type { PublicArticle, StaffArticle } from "./articles.queries.ts";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";

let app: FastifyInstance;
let admin: Session;
let alice: Session; // conseiller
let bruno: Session; // another conseiller
let jpeg: Buffer;

withTestApp(async (built) => {
  app = built;
  admin = await loginAsAdmin(app);
  const a = await createUser(app, admin.token, { prenom: "Alice", nom: "Sow" });
  const b = await createUser(app, admin.token, { prenom: "Bruno", nom: "Kane" });
  [alice, bruno] = await Promise.all([
    login(app, a.email, a.motDePasse),
    login(app, b.email, b.motDePasse),
  ]);
  jpeg = await makeImage({ format: "jpeg", width: 400, height: 300 });
});

const storedFiles = () => storedUploads(app);
/** Stored file names of an image URL like /uploads/<cle>-<width>.webp: every width. */
async function filesOf(url: string | null): Promise<string[]> {
  const cle = url?.match(/\/uploads\/(.+)-\d+\.webp$/)?.[1];
  if (!cle) throw new Error(`not an upload url: ${url}`);
  return (await storedFiles()).filter((name) => name.startsWith(`${cle}-`));
}

let counter = 0;
/** Valid fields of an article in the three languages, with a unique title. */
function articleFields(
  changes: Record<string, string | string[] | undefined> = {},
): Record<string, string | string[] | undefined> {
  counter += 1;
  const fields: Record<string, string | string[] | undefined> = { etat: "publié" };
  const words: Record<Language, string> = { fr: "Actualité", en: "News story", it: "Notizia" };
  for (const lang of ["fr", "en", "it"] as const) {
    fields[`titre[${lang}]`] = `${words[lang]} numéro ${counter}`;
    fields[`contenu[${lang}]`] = `${words[lang]} ${counter}. ${"Un long texte. ".repeat(8)}`;
    fields[`resume[${lang}]`] = `Résumé ${lang} ${counter}`;
    fields[`motsCles[${lang}][]`] = [`mot-${lang}`, " logistique "];
  }
  fields["categories[]"] = ["logistique"];
  return { ...fields, ...changes };
}

type FileSpec = { field: string; filename: string; data: Buffer; type?: string };
const mainImage = (data: Buffer = jpeg, filename = "photo.jpg", type = "image/jpeg"): FileSpec => ({
  field: "imagePrincipale",
  filename,
  data,
  type,
});

async function send(
  method: "POST" | "PATCH",
  url: string,
  token: string | undefined,
  fields: Record<string, string | string[] | undefined>,
  files: FileSpec[],
) {
  return sendForm(app, method, url, token, fields, files);
}

const post = (
  fields = articleFields(),
  files: FileSpec[] = [mainImage()],
  /** "" sends no token. */
  token: string = admin.token,
) => send("POST", "/articles", token, fields, files);

const patch = (
  id: string,
  fields: Record<string, string | string[] | undefined>,
  files: FileSpec[] = [],
  token: string = admin.token,
) => send("PATCH", `/articles/${id}`, token, fields, files);

/** Creates an article through the API; fails the test unless it answers 201. */
async function create(
  changes: Record<string, string | string[] | undefined> = {},
  token = admin.token,
  files: FileSpec[] = [mainImage()],
): Promise<StaffArticle> {
  const response = await post(articleFields(changes), files, token);
  if (response.statusCode !== 201) {
    throw new Error(`article creation answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ data: StaffArticle }>().data;
}

function get(url: string, options: { token?: string; userAgent?: string } = {}) {
  return app.inject({
    method: "GET",
    url: `${API}${url}`,
    headers: {
      "user-agent": options.userAgent ?? BROWSER,
      ...(options.token ? authHeader(options.token) : {}),
    },
  });
}

type PublicList = ListBody<PublicArticle, "results">;

async function publicList(query = "?limite=100"): Promise<PublicList> {
  const response = await get(`/articles${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<PublicList>();
}
const publicIds = async (query = "?limite=100") =>
  (await publicList(query)).results.map((a) => a._id);

async function staffGet(id: string, token = admin.token): Promise<StaffArticle> {
  const response = await get(`/articles/admin/${id}`, { token });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: StaffArticle }>().data;
}

const validationFailure = (champ: string, message: string) => ({
  success: false,
  message,
  erreurs: [{ champ, message }],
});

/** The app's time: its clock, which a test moves past a planned date instead of waiting. */
const now = () => app.services.clock.now().getTime();
/** The test app's clock (createTestApp's manual clock). */
const clock = () => app.services.clock as ManualClock;

describe("POST /api/v1/articles", () => {
  it("creates an article for the signed-in author, ignoring a body auteur", async () => {
    const before = now();
    const response = await post(
      articleFields({ auteur: admin.utilisateur._id, "categories[]": ["mines", "aviation"] }),
      [mainImage()],
      alice.token,
    );
    expect(response.statusCode).toBe(201);
    const body = response.json<{ success: boolean; message: string; data: StaffArticle }>();
    expect(body).toMatchObject({ success: true, message: "Article créé avec succès." });
    const article = body.data;
    expect(article._id).toMatch(UUID_PATTERN);
    expect(article.id).toBe(article._id);
    expect(article.titre).toEqual({
      fr: `Actualité numéro ${counter}`,
      en: `News story numéro ${counter}`,
      it: `Notizia numéro ${counter}`,
    });
    expect(article.resume.it).toBe(`Résumé it ${counter}`);
    expect(article.motsCles).toEqual({
      fr: ["mot-fr", "logistique"],
      en: ["mot-en", "logistique"],
      it: ["mot-it", "logistique"],
    });
    expect(article.categories).toEqual(["mines", "aviation"]);
    expect(article.etat).toBe("publié");
    expect(article.enLigne).toBe(true);
    expect(article.auteur).toEqual({
      _id: alice.utilisateur._id,
      nom: "Sow",
      prenom: "Alice",
    });
    expect(article.nombreVues).toBe(0);
    // Published without a date: dated now.
    const date = Date.parse(article.datePublication ?? "");
    expect(date).toBeGreaterThanOrEqual(before - 1000);
    expect(date).toBeLessThanOrEqual(now() + 1000);
    expect(article.slugs).toEqual({
      fr: `actualite-numero-${counter}`,
      en: `news-story-numero-${counter}`,
      it: `notizia-numero-${counter}`,
    });
    expect(article.slug).toBe(article.slugs.fr);

    // The image: WebP variants named by the server, served under /uploads.
    expect(article.imagePrincipale).toMatch(/^\/uploads\/[0-9a-f-]{36}-400\.webp$/);
    expect(article.medias).toEqual({
      imagePrincipale: {
        url: article.imagePrincipale,
        srcset: expect.stringContaining("-320.webp 320w"),
        srcsetAvif: expect.stringContaining("-320.avif 320w"),
        largeur: 400,
        hauteur: 300,
        texteAlternatif: article.texteAlternatif,
        credit: null,
        pointFocal: null,
      },
    });
    expect(await filesOf(article.imagePrincipale)).toHaveLength(4);
    const served = await app.inject({ method: "GET", url: article.imagePrincipale ?? "" });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");

    // The write is in the activity log, under its author.
    const logged = await app.services.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, article._id), eq(activityLog.entityType, "article")));
    expect(logged.map((l) => [l.userId, l.action])).toEqual([[alice.utilisateur._id, "creation"]]);
  });

  it("accepts the limits exactly, trims, and counts a repeated category once", async () => {
    const article = await create({
      "titre[fr]": "  Dix lettre  ",
      "titre[en]": "t".repeat(120),
      "contenu[fr]": "c".repeat(100),
      "contenu[it]": "c".repeat(10_000),
      "resume[en]": "r".repeat(200),
      "motsCles[fr][]": ["k".repeat(30), "", "  "],
      "categories[]": ["mines", "mines", "aviation", "immobilier"],
    });
    expect(article.titre.fr).toBe("Dix lettre");
    expect(article.titre.fr).toHaveLength(10);
    expect(article.categories).toEqual(["mines", "aviation", "immobilier"]);
    expect(article.motsCles.fr).toEqual(["k".repeat(30)]);
  });

  const invalid: [string, Record<string, string | string[] | undefined>, string, string][] = [
    ["no French title", { "titre[fr]": undefined }, "titre.fr", M.titleRequired("fr")],
    ["blank English title", { "titre[en]": "   " }, "titre.en", M.titleRequired("en")],
    ["short title", { "titre[en]": "Neuf lett" }, "titre.en", M.titleTooShort("en")],
    ["long title", { "titre[it]": "t".repeat(121) }, "titre.it", M.titleTooLong("it")],
    ["no content", { "contenu[fr]": "" }, "contenu.fr", M.contentRequired("fr")],
    ["short content", { "contenu[en]": "c".repeat(99) }, "contenu.en", M.contentTooShort("en")],
    ["long content", { "contenu[it]": "c".repeat(10_001) }, "contenu.it", M.contentTooLong("it")],
    ["long summary", { "resume[fr]": "r".repeat(201) }, "resume.fr", M.summaryTooLong("fr")],
    [
      "long keyword",
      { "motsCles[en][]": ["ok", "k".repeat(31)] },
      "motsCles.en",
      M.keywordTooLong("en"),
    ],
    ["no category", { "categories[]": undefined }, "categories", M.categoriesRequired],
    [
      "four categories",
      { "categories[]": ["mines", "aviation", "immobilier", "logistique"] },
      "categories",
      M.categoriesTooMany(3),
    ],
    [
      "unknown categories",
      { "categories[]": ["aviation", "spatial", "pêche"] },
      "categories",
      "Catégories invalides: spatial, pêche",
    ],
    ["unknown state", { etat: "archivé" }, "etat", M.etatInvalid],
    ["planned without a date", { etat: "planifié" }, "datePublication", M.dateRequiredWhenPlanned],
    ["bad date", { datePublication: "pas une date" }, "datePublication", M.dateInvalid],
  ];

  it.each(invalid)(
    "refuses an article (%s) with that message, storing nothing",
    async (_, changes, champ, message) => {
      const before = await storedFiles();
      const response = await post(articleFields(changes));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(validationFailure(champ, message));
      expect(await storedFiles()).toEqual(before);
    },
  );

  it("keeps SPEC's wording for the category messages", () => {
    expect(M.categoriesRequired).toBe(
      "Vous devez sélectionner au moins une catégorie parmi : logistique, immobilier, aviation, mines",
    );
    expect(M.categoriesTooMany(3)).toBe("Vous ne pouvez pas sélectionner plus de 3 catégories");
    expect(M.categoriesTooMany(4)).toBe("Vous ne pouvez pas sélectionner plus de 4 catégories");
  });

  it("requires a main image", async () => {
    const total = (await get("/articles/admin/all", { token: admin.token })).json().total;
    const response = await post(articleFields(), []);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(validationFailure("imagePrincipale", M.imageRequired));
    expect((await get("/articles/admin/all", { token: admin.token })).json().total).toBe(total);
  });

  it("lists every error at once, the image included", async () => {
    const response = await post(
      articleFields({ "titre[fr]": "court", "categories[]": undefined, etat: "planifié" }),
      [],
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.erreurs).toEqual([
      { champ: "titre.fr", message: M.titleTooShort("fr") },
      { champ: "categories", message: M.categoriesRequired },
      { champ: "datePublication", message: M.dateRequiredWhenPlanned },
      { champ: "imagePrincipale", message: M.imageRequired },
    ]);
    expect(body.message).toBe(body.erreurs.map((e: { message: string }) => e.message).join(" | "));
  });

  it("refuses a GIF and a truncated JPEG with 415", async () => {
    const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
    for (const data of [gif, jpeg.subarray(0, 300)]) {
      const response = await post(articleFields(), [mainImage(data)]);
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe(M.imageType);
    }
  });
});

describe("public reads", () => {
  it("shows published and past planned articles, never drafts nor future planned ones", async () => {
    const published = await create();
    const draft = await create({ etat: "brouillon" });
    const pastPlanned = await create({
      etat: "planifié",
      datePublication: new Date(now() - 60_000).toISOString(),
    });
    const futurePlanned = await create({
      etat: "planifié",
      datePublication: new Date(now() + 3_600_000).toISOString(),
    });
    expect(draft.enLigne).toBe(false);
    expect(futurePlanned.enLigne).toBe(false);
    expect(pastPlanned.enLigne).toBe(true);

    const ids = await publicIds();
    expect(ids).toContain(published._id);
    expect(ids).toContain(pastPlanned._id);
    expect(ids).not.toContain(draft._id);
    expect(ids).not.toContain(futurePlanned._id);

    // Their details answer 404, by any of their slugs.
    for (const hidden of [draft, futurePlanned]) {
      for (const lang of ["fr", "en", "it"] as const) {
        const response = await get(`/articles/${hidden.slugs[lang]}?lang=${lang}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ success: false, message: "Article introuvable." });
      }
    }
    const visible = await get(`/articles/${pastPlanned.slug}`);
    expect(visible.statusCode).toBe(200);
    expect(visible.json().etat).toBe("publié");
  });

  it("makes a planned article public by itself once its date has passed", async () => {
    const soon = await create({
      etat: "planifié",
      // A minute ahead (less than a cached answer's 5 min): the app's clock also runs with
      // the system's, and on a loaded machine the reads before the date took over 1.5 s.
      datePublication: new Date(now() + 60_000).toISOString(),
    });
    expect(await publicIds()).not.toContain(soon._id);
    expect((await get(`/articles/${soon.slug}`)).statusCode).toBe(404);
    clock().advance(60_200);
    expect(await publicIds()).toContain(soon._id);
    expect((await get(`/articles/${soon.slug}`)).statusCode).toBe(200);
  });

  it("dates a published article now, whatever future date comes with it (SPEC.md §4)", async () => {
    const future = new Date(now() + 30 * 24 * 3_600_000).toISOString();
    const before = now();
    const created = await create({ etat: "publié", datePublication: future });
    const stored = Date.parse(created.datePublication ?? "");
    expect(stored).toBeGreaterThanOrEqual(before - 1_000);
    expect(stored).toBeLessThanOrEqual(now() + 1_000);

    const edited = await patch(created._id, { etat: "publié", datePublication: future });
    expect(edited.statusCode).toBe(200);
    expect(Date.parse(edited.json().data.datePublication)).toBeLessThanOrEqual(now() + 1_000);
    // A past date chosen in edition stays (SPEC.md §4: edition offers a free date).
    const past = await patch(created._id, { datePublication: "2023-06-01T09:00:00.000Z" });
    expect(past.json().data.datePublication).toBe("2023-06-01T09:00:00.000Z");
    // Only a planned article keeps a future date.
    const planned = await create({ etat: "planifié", datePublication: future });
    expect(planned.datePublication).toBe(future);
  });

  it("lists newest first by publication date, with total, page and limite", async () => {
    // Only a planned article keeps a chosen date at creation (SPEC.md §4); past, it is public.
    const planned = (date: string) => create({ etat: "planifié", datePublication: date });
    const old = await planned("2021-03-01T10:00:00.000Z");
    const recent = await planned("2024-03-01T10:00:00.000Z");
    const middle = await planned("2022-03-01T10:00:00.000Z");
    const all = await publicList();
    expect(all).toMatchObject({ success: true, page: 1, limite: 100 });
    expect(all.total).toBe(all.results.length);
    const dates = all.results.map((a) => Date.parse(a.datePublication ?? ""));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const mine = all.results
      .map((a) => a._id)
      .filter((id) => [old, recent, middle].some((x) => x._id === id));
    expect(mine).toEqual([recent._id, middle._id, old._id]);

    // Home page: the latest three; pages go through every article exactly once.
    const home = await publicList("?limite=3");
    expect(home.results.map((a) => a._id)).toEqual(all.results.slice(0, 3).map((a) => a._id));
    expect(home).toMatchObject({ total: all.total, page: 1, limite: 3 });
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 3); page++) {
      seen.push(...(await publicList(`?limite=3&page=${page}`)).results.map((a) => a._id));
    }
    expect(seen).toEqual(all.results.map((a) => a._id));
    const beyond = await publicList(`?limite=3&page=${Math.ceil(all.total / 3) + 1}`);
    expect(beyond.results).toEqual([]);
    expect(beyond.total).toBe(all.total);
  });

  it("filters by sector for the sector pages", async () => {
    const mines = await create({ "categories[]": ["mines", "immobilier"] });
    const aviation = await create({ "categories[]": ["aviation"] });
    const minesList = await publicList("?categorie=mines&limite=100");
    expect(minesList.results.map((a) => a._id)).toContain(mines._id);
    expect(minesList.results.map((a) => a._id)).not.toContain(aviation._id);
    expect(minesList.results.every((a) => a.categories.includes("mines"))).toBe(true);
    expect(minesList.total).toBe(minesList.results.length);
    expect((await publicList("?categorie=&limite=100")).total).toBe((await publicList()).total);

    const bad = await get("/articles?categorie=spatial");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().erreurs).toEqual([{ champ: "categorie", message: M.categorieFilterInvalid }]);
  });

  it("refuses a bad page or limite", async () => {
    for (const [query, champ, message] of [
      ["?page=0", "page", PAGINATION_MESSAGES.page],
      ["?limite=101", "limite", PAGINATION_MESSAGES.limite],
    ] as const) {
      const response = await get(`/articles${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(validationFailure(champ, message));
    }
  });

  it("answers each text in the asked language, falling back to French field by field", async () => {
    const article = await create({}, alice.token);
    // The Italian title and keywords are emptied in the back office: Italian falls back.
    const edited = await patch(article._id, { "titre[it]": "", "motsCles[it]": "" });
    expect(edited.statusCode).toBe(200);

    const detail = await get(`/articles/${article.slugs.it}?lang=it`);
    expect(detail.statusCode).toBe(200);
    const italian = detail.json<PublicArticle>();
    expect(italian).toEqual({
      _id: article._id,
      id: article._id,
      slug: italian.slugs.it,
      slugs: italian.slugs,
      titre: article.titre.fr,
      // No text written for the image: the title, French here as the Italian was emptied.
      texteAlternatif: article.titre.fr,
      contenu: article.contenu.it,
      resume: article.resume.it,
      motsCles: article.motsCles.fr,
      categories: article.categories,
      etat: "publié",
      datePublication: article.datePublication,
      imagePrincipale: article.imagePrincipale,
      medias: {
        imagePrincipale: { ...article.medias.imagePrincipale, texteAlternatif: article.titre.fr },
      },
      auteur: { _id: alice.utilisateur._id, nom: "Sow", prenom: "Alice" },
      nombreVues: 1,
    });

    const english = (await publicList("?lang=en&limite=100")).results.find(
      (a) => a._id === article._id,
    );
    expect(english).toMatchObject({
      titre: article.titre.en,
      contenu: article.contenu.en,
      resume: article.resume.en,
      motsCles: article.motsCles.en,
      slug: article.slugs.en,
    });
    // Anything but fr, en or it reads French.
    const german = (await publicList("?lang=de&limite=100")).results.find(
      (a) => a._id === article._id,
    );
    expect(german).toMatchObject({ titre: article.titre.fr, slug: article.slugs.fr });
  });

  it("gives two articles of the same title distinct slugs", async () => {
    const title = "Titre en double pour deux articles";
    const first = await create({ "titre[fr]": title });
    const second = await create({ "titre[fr]": title });
    expect(first.slugs.fr).toBe("titre-en-double-pour-deux-articles");
    expect(second.slugs.fr).toBe("titre-en-double-pour-deux-articles-2");
    expect((await get(`/articles/${second.slugs.fr}`)).json()._id).toBe(second._id);
  });

  it("answers 404 for an unknown slug", async () => {
    const response = await get("/articles/cet-article-n-existe-pas");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: "Article introuvable." });
  });
});

describe("back office", () => {
  let aliceDraft: StaffArticle;
  let alicePublished: StaffArticle;
  let brunoArticle: StaffArticle;

  beforeAll(async () => {
    aliceDraft = await create({ etat: "brouillon" }, alice.token);
    alicePublished = await create({}, alice.token);
    brunoArticle = await create({ etat: "brouillon" }, bruno.token);
  });

  it("lists every article with its three languages for an administrator", async () => {
    const response = await get("/articles/admin/all?limite=100", { token: admin.token });
    expect(response.statusCode).toBe(200);
    const body = response.json<ListBody<StaffArticle>>();
    expect(body).toMatchObject({ success: true, page: 1, limite: 100 });
    expect(body.total).toBe(body.data.length);
    const ids = body.data.map((a) => a._id);
    expect(ids).toEqual(
      expect.arrayContaining([aliceDraft._id, alicePublished._id, brunoArticle._id]),
    );
    const draft = body.data.find((a) => a._id === aliceDraft._id);
    expect(draft).toEqual(aliceDraft);
    expect(draft?.etat).toBe("brouillon");
    expect(draft?.titre).toEqual({
      fr: expect.any(String),
      en: expect.any(String),
      it: expect.any(String),
    });
  });

  it("lists only a conseiller's own articles, filtered by state", async () => {
    const own = await get("/articles/admin/all?limite=100", { token: alice.token });
    expect(own.statusCode).toBe(200);
    const body = own.json<{ data: StaffArticle[]; total: number }>();
    expect(body.data.length).toBeGreaterThanOrEqual(2);
    expect(body.total).toBe(body.data.length);
    expect(body.data.every((a) => a.auteur?._id === alice.utilisateur._id)).toBe(true);
    expect(body.data.map((a) => a._id)).not.toContain(brunoArticle._id);

    const drafts = (
      await get("/articles/admin/all?etat=brouillon&limite=100", { token: alice.token })
    ).json<{ data: StaffArticle[] }>();
    expect(drafts.data.map((a) => a._id)).toContain(aliceDraft._id);
    expect(drafts.data.every((a) => a.etat === "brouillon")).toBe(true);

    const bad = await get("/articles/admin/all?etat=archivé", { token: alice.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().erreurs).toEqual([{ champ: "etat", message: M.etatInvalid }]);
  });

  it("filters the back-office list by sector, with the state", async () => {
    const mines = await create({ "categories[]": ["mines", "immobilier"], etat: "brouillon" });
    const aviation = await create({ "categories[]": ["aviation"], etat: "brouillon" });
    const list = async (query: string) => {
      const response = await get(`/articles/admin/all?limite=100&${query}`, {
        token: admin.token,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: StaffArticle[]; total: number }>();
    };
    const minesDrafts = await list("categorie=mines&etat=brouillon");
    expect(minesDrafts.data.map((a) => a._id)).toContain(mines._id);
    expect(minesDrafts.data.map((a) => a._id)).not.toContain(aviation._id);
    expect(
      minesDrafts.data.every((a) => a.categories.includes("mines") && a.etat === "brouillon"),
    ).toBe(true);
    expect(minesDrafts.total).toBe(minesDrafts.data.length);

    const bad = await get("/articles/admin/all?categorie=spatial", { token: admin.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().erreurs).toEqual([{ champ: "categorie", message: M.categorieFilterInvalid }]);
  });

  it("reads one article: its own for a conseiller, any for an administrator", async () => {
    expect(await staffGet(aliceDraft._id, alice.token)).toEqual(aliceDraft);
    expect(await staffGet(brunoArticle._id, admin.token)).toEqual(brunoArticle);
    for (const id of [brunoArticle._id, UNKNOWN_ID, "pas-un-uuid", "1"]) {
      const response = await get(`/articles/admin/${id}`, { token: alice.token });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ success: false, message: "Article introuvable." });
    }
  });

  it("lets an administrator edit a conseiller's article, keeping absent fields", async () => {
    const response = await patch(alicePublished._id, {
      "titre[en]": "An English title edited",
      "categories[]": ["mines", "aviation", "immobilier", "logistique"],
      auteur: admin.utilisateur._id,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; message: string; data: StaffArticle }>();
    expect(body).toMatchObject({ success: true, message: "Article modifié avec succès." });
    expect(body.data).toMatchObject({
      titre: { ...alicePublished.titre, en: "An English title edited" },
      contenu: alicePublished.contenu,
      resume: alicePublished.resume,
      motsCles: alicePublished.motsCles,
      categories: ["mines", "aviation", "immobilier", "logistique"],
      etat: "publié",
      datePublication: alicePublished.datePublication,
      imagePrincipale: alicePublished.imagePrincipale,
      auteur: alicePublished.auteur,
    });
    expect(body.data.slugs.en).toBe("an-english-title-edited");
    expect(body.data.slugs.fr).toBe(alicePublished.slugs.fr);
  });

  const invalidEdits: [string, Record<string, string | string[]>, string, string][] = [
    ["empty French title", { "titre[fr]": " " }, "titre.fr", M.titleRequired("fr")],
    ["empty French content", { "contenu[fr]": "" }, "contenu.fr", M.contentRequired("fr")],
    ["short English title", { "titre[en]": "Court" }, "titre.en", M.titleTooShort("en")],
    ["long summary", { "resume[it]": "r".repeat(201) }, "resume.it", M.summaryTooLong("it")],
    ["long keyword", { "motsCles[fr][]": "k".repeat(31) }, "motsCles.fr", M.keywordTooLong("fr")],
    ["no category", { "categories[]": "" }, "categories", M.categoriesRequired],
    [
      "five categories",
      { "categories[]": ["mines", "aviation", "immobilier", "logistique", "pêche"] },
      "categories",
      "Catégories invalides: pêche",
    ],
    ["bad state", { etat: "supprimé" }, "etat", M.etatInvalid],
    ["planned without a date", { etat: "planifié" }, "datePublication", M.dateRequiredWhenPlanned],
    ["bad date", { datePublication: "31/31/2025" }, "datePublication", M.dateInvalid],
  ];

  it.each(invalidEdits)(
    "refuses an edit (%s) with that message, changing nothing",
    async (_, fields, champ, message) => {
      const before = await staffGet(aliceDraft._id);
      const files = await storedFiles();
      const response = await patch(aliceDraft._id, fields, [mainImage()], alice.token);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.erreurs).toContainEqual({ champ, message });
      expect(await staffGet(aliceDraft._id)).toEqual(before);
      expect(await storedFiles()).toEqual(files);
    },
  );

  it("refuses more than 4 categories on edit", async () => {
    const response = await patch(aliceDraft._id, {
      "categories[]": ["mines", "aviation", "immobilier", "logistique", "mines"],
    });
    // A repeated category counts once: four distinct ones are accepted.
    expect(response.statusCode).toBe(200);
    const five = await patch(aliceDraft._id, {
      "categories[]": ["mines", "aviation", "immobilier", "logistique", "spatial"],
    });
    expect(five.statusCode).toBe(400);
    expect(five.json().erreurs).toEqual([
      { champ: "categories", message: "Catégories invalides: spatial" },
      { champ: "categories", message: "Vous ne pouvez pas sélectionner plus de 4 catégories" },
    ]);
  });

  it("replaces the image, keeping the old files for the earlier version; a refused image changes nothing", async () => {
    const article = await create({}, alice.token);
    const oldFiles = await filesOf(article.imagePrincipale);
    expect(oldFiles.length).toBeGreaterThan(0);

    const before = await storedFiles();
    const html = Buffer.from("<html><body>pas une image</body></html>");
    const refused = await patch(
      article._id,
      { "titre[fr]": "Titre jamais enregistré" },
      [mainImage(html, "x.jpg")],
      alice.token,
    );
    expect(refused.statusCode).toBe(415);
    expect(await storedFiles()).toEqual(before);
    expect(await staffGet(article._id)).toEqual(article);

    const png = await makeImage({ format: "png", width: 500, height: 250 });
    const response = await patch(
      article._id,
      {},
      [mainImage(png, "new.png", "image/png")],
      alice.token,
    );
    expect(response.statusCode).toBe(200);
    const updated = response.json<{ data: StaffArticle }>().data;
    expect(updated.imagePrincipale).not.toBe(article.imagePrincipale);
    expect(updated.medias.imagePrincipale).toMatchObject({ largeur: 500, hauteur: 250 });
    expect(await filesOf(updated.imagePrincipale)).toHaveLength(4);
    // A version still shows the old image (server/features/content/revisions.test.ts).
    const remaining = await storedFiles();
    for (const name of oldFiles) expect(remaining).toContain(name);
    expect(
      (await app.inject({ method: "GET", url: article.imagePrincipale ?? "" })).statusCode,
    ).toBe(200);
  });

  it("moves between the three states with a free date", async () => {
    const article = await create(
      { etat: "brouillon", datePublication: "2020-01-01T00:00:00.000Z" },
      alice.token,
    );
    expect(await publicIds()).not.toContain(article._id);

    // Published without a date: public now, dated now (not the draft's old date).
    const before = now();
    const published = await patch(article._id, { etat: "publié" }, [], alice.token);
    expect(published.statusCode).toBe(200);
    const publishedData = published.json<{ data: StaffArticle }>().data;
    expect(Date.parse(publishedData.datePublication ?? "")).toBeGreaterThanOrEqual(before - 1000);
    expect(await publicIds()).toContain(article._id);

    // Planned for later: gone from the public site until then.
    const later = new Date(now() + 86_400_000).toISOString();
    const planned = await patch(
      article._id,
      { etat: "planifié", datePublication: later },
      [],
      alice.token,
    );
    expect(planned.statusCode).toBe(200);
    expect(planned.json().data).toMatchObject({
      etat: "planifié",
      datePublication: later,
      enLigne: false,
    });
    expect(await publicIds()).not.toContain(article._id);
    expect((await get(`/articles/${article.slug}`)).statusCode).toBe(404);

    // Back to a draft, then published at a chosen past date.
    const draft = await patch(article._id, { etat: "brouillon" }, [], alice.token);
    expect(draft.json().data).toMatchObject({ etat: "brouillon", datePublication: later });
    const dated = await patch(
      article._id,
      { etat: "publié", datePublication: "2023-05-04T08:00:00.000Z" },
      [],
      alice.token,
    );
    expect(dated.json().data).toMatchObject({
      etat: "publié",
      datePublication: "2023-05-04T08:00:00.000Z",
      enLigne: true,
    });
    expect(await publicIds()).toContain(article._id);
  });
});
