// The sitemap as an index of parts (issue 30, docs/decisions/045): what a crawler reads at
// /sitemap.xml and /sitemaps/{part}.xml. Parts hold two items here (the app's
// `sitemapItemsPerPart`), so that a type splits with a handful of items; the real size,
// 10,000 addresses, is domain/sitemap.test.ts's.
import { gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createManualClock } from "../../lib/clock.ts";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "../../test/content-types.ts";
import { sendForm } from "../../test/multipart.ts";
import { locsOf, pathOf, wholeSitemap } from "../../test/sitemap.ts";
import { API, authHeader, loginAsAdmin, withTestApp } from "../../test/test-app.ts";

const [ARTICLES, PROJECTS, OPPORTUNITIES] = CONTENT_TYPES_UNDER_TEST as [
  (typeof CONTENT_TYPES_UNDER_TEST)[number],
  (typeof CONTENT_TYPES_UNDER_TEST)[number],
  (typeof CONTENT_TYPES_UNDER_TEST)[number],
];
const HOUR = 3_600_000;
const XML = "application/xml; charset=utf-8";

const clock = createManualClock({ frozen: true });
let app: FastifyInstance;
let token: string;

interface Created {
  _id: string;
  slugs: { fr: string; en: string; it: string };
}
/** An item's id and slugs from its creation's answer (an opportunity names them `slug`). */
const createdOf = (body: { data: Record<string, unknown> }): Created => ({
  _id: body.data._id as string,
  slugs: (body.data.slugs ?? body.data.slug) as Created["slugs"],
});

const published: Created[] = [];
let project: Created;
let draft: Created;
let planned: Created;
let expired: Created;

withTestApp(
  async (built) => {
    app = built;
    token = (await loginAsAdmin(app)).token;
    const create = async (
      content: (typeof CONTENT_TYPES_UNDER_TEST)[number],
      title: string,
      fields = {},
    ) => createdOf((await createItem(app, content, token, title, fields)).json());
    for (const title of ["Port de Dakar", "Piste de Kédougou", "Entrepôt de Bamako"]) {
      published.push(await create(ARTICLES, title));
    }
    draft = await create(ARTICLES, "Brouillon confidentiel", { etat: "brouillon" });
    planned = await create(ARTICLES, "Annonce à venir", {
      etat: "planifié",
      datePublication: new Date(clock.now().getTime() + 48 * HOUR).toISOString(),
    });
    project = await create(PROJECTS, "Terminal de Lomé");
    await create(OPPORTUNITIES, "Lot de bauxite");
    expired = await create(OPPORTUNITIES, "Offre de manganèse", {
      dateExpiration: new Date(clock.now().getTime() + HOUR).toISOString(),
    });
    clock.advance(HOUR);
  },
  { clock, config: { serveWeb: true }, sitemapItemsPerPart: 2 },
);

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { "accept-encoding": "identity", ...headers } });

/** Each `<sitemap>` of the index: its part's path and its lastmod. */
async function indexEntries() {
  const index = await get("/sitemap.xml");
  expect(index.statusCode).toBe(200);
  return [
    ...index.body.matchAll(/<sitemap><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?/g),
  ].map(([, loc, lastmod]) => ({ path: pathOf(loc), lastmod }));
}

/** The `<lastmod>` of each `<url>` of a part. */
const lastmodsOf = (xml: string) =>
  [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map(([, lastmod]) => lastmod);

describe("/sitemap.xml", () => {
  it("is an index of the fixed pages' part, then each type's parts, each with the newest change among its items", async () => {
    const response = await get("/sitemap.xml");
    expect(response.headers["content-type"]).toBe(XML);
    expect(response.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    const entries = await indexEntries();
    expect(entries.map((entry) => entry.path)).toEqual([
      "/sitemaps/pages.xml",
      "/sitemaps/realisations-1.xml",
      "/sitemaps/articles-1.xml",
      "/sitemaps/articles-2.xml",
      "/sitemaps/opportunites-1.xml",
    ]);
    for (const entry of entries) {
      expect(entry.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      if (entry.path === "/sitemaps/pages.xml") continue;
      const part = await get(entry.path);
      const newest = lastmodsOf(part.body).sort().at(-1);
      expect(entry.lastmod, entry.path).toBe(newest);
    }
    // The fixed pages list the items (the home page, the lists): they changed with the newest.
    const newestOfAll = entries
      .map((entry) => entry.lastmod ?? "")
      .sort()
      .at(-1);
    expect(entries[0]?.lastmod).toBe(newestOfAll);
  });

  it("lists each published item once per language, each address naming its alternates, with the item's last change", async () => {
    const response = await get("/sitemaps/realisations-1.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(XML);
    const { fr, en, it } = project.slugs;
    const base = "http://localhost";
    expect(locsOf(response.body)).toEqual([
      `${base}/realisation/${fr}`,
      `${base}/en/project/${en}`,
      `${base}/it/progetto/${it}`,
    ]);
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="fr" href="${base}/realisation/${fr}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${base}/en/project/${en}"/>`,
      `<xhtml:link rel="alternate" hreflang="it" href="${base}/it/progetto/${it}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${base}/realisation/${fr}"/>`,
    ].join("");
    const urls = response.body.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls).toHaveLength(3);
    for (const url of urls) expect(url).toContain(alternates);
    const staff = await app.inject({
      url: `${API}/realisations/admin/${project._id}`,
      headers: authHeader(token),
    });
    const saved = staff.json<{ data: { dateModification: string } }>().data.dateModification;
    expect(lastmodsOf(response.body)).toEqual(Array(3).fill(`${saved.slice(0, 19)}Z`));
  });

  it("lists the fixed pages in the three languages, each at its address in its own words", async () => {
    const body = (await get("/sitemaps/pages.xml")).body;
    const paths = locsOf(body).map(pathOf);
    // "/en" and what is under it: /engagements is a French address.
    const under = (lang: string) => (path: string) =>
      path === `/${lang}` || path.startsWith(`/${lang}/`);
    expect(paths.filter(under("en"))).toEqual([
      "/en",
      "/en/real-estate",
      "/en/aviation",
      "/en/mining",
      "/en/logistics",
      "/en/projects",
      "/en/news",
      "/en/opportunities",
      "/en/about-us",
      "/en/contact",
      "/en/legal-notice",
      "/en/privacy",
      "/en/governance",
      "/en/careers",
      "/en/press",
      "/en/commitments",
    ]);
    expect(paths.filter(under("it"))).toEqual([
      "/it",
      "/it/immobiliare",
      "/it/aviazione",
      "/it/miniere",
      "/it/logistica",
      "/it/progetti",
      "/it/notizie",
      "/it/opportunita",
      "/it/chi-siamo",
      "/it/contatti",
      "/it/note-legali",
      "/it/privacy",
      "/it/governance",
      "/it/carriere",
      "/it/stampa",
      "/it/impegni",
    ]);
    for (const path of [
      "/",
      "/mines",
      "/qui-sommes-nous",
      "/mentions-legales",
      "/carrieres",
      "/presse",
      "/engagements",
    ]) {
      expect(paths).toContain(path);
    }
    // Each address names the page in the other languages, in their words.
    const base = "http://localhost";
    const aboutUs = body.match(/<url><loc>[^<]*\/en\/about-us<\/loc>.*?<\/url>/)?.[0];
    expect(aboutUs).toContain(
      [
        `<xhtml:link rel="alternate" hreflang="fr" href="${base}/qui-sommes-nous"/>`,
        `<xhtml:link rel="alternate" hreflang="en" href="${base}/en/about-us"/>`,
        `<xhtml:link rel="alternate" hreflang="it" href="${base}/it/chi-siamo"/>`,
      ].join(""),
    );
  });

  it("shows nothing unpublished: no draft, no article planned for later, no expired opportunity", async () => {
    const sitemap = await wholeSitemap(app);
    for (const item of published) expect(sitemap).toContain(`/article/${item.slugs.fr}</loc>`);
    for (const hidden of [draft, planned, expired]) {
      expect(sitemap).not.toContain(hidden.slugs.fr);
      expect(sitemap).not.toContain(hidden.slugs.en);
    }
  });

  it("splits a type with more items than a part holds: each item once, no part over its size", async () => {
    const parts = await Promise.all(
      ["/sitemaps/articles-1.xml", "/sitemaps/articles-2.xml"].map(async (path) =>
        locsOf((await get(path)).body).map(pathOf),
      ),
    );
    expect(parts.map((locs) => locs.length)).toEqual([6, 3]);
    const everyAddress = parts.flat();
    expect(new Set(everyAddress).size).toBe(everyAddress.length);
    expect(everyAddress.filter((path) => path.startsWith("/article/")).sort()).toEqual(
      published.map((item) => `/article/${item.slugs.fr}`).sort(),
    );
  });
});

describe("a sitemap file", () => {
  it("carries an ETag and answers 304 to a client that holds it", async () => {
    for (const path of ["/sitemap.xml", "/sitemaps/articles-1.xml", "/sitemaps/pages.xml"]) {
      const first = await get(path);
      const etag = first.headers.etag as string;
      expect(etag, path).toMatch(/^".+"$/);
      expect((await get(path)).headers.etag).toBe(etag);
      const again = await get(path, { "if-none-match": etag });
      expect(again.statusCode, path).toBe(304);
      expect(again.body).toBe("");
    }
  });

  it("is sent compressed to a client that accepts it, and whole to one that does not", async () => {
    const plain = await get("/sitemaps/articles-1.xml");
    const zipped = await get("/sitemaps/articles-1.xml", { "accept-encoding": "gzip" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(zipped.headers.etag).toBe(plain.headers.etag);
  });

  it("changes with a write: a new title shows at once, under a new ETag and a later lastmod", async () => {
    const path = "/sitemaps/realisations-1.xml";
    const before = await get(path);
    const indexBefore = await indexEntries();
    clock.advance(1_000);
    const edited = await sendForm(app, "PATCH", `${PROJECTS.path}/${project._id}`, token, {
      "titre[fr]": "Terminal à conteneurs de Lomé",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await get(path);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain("/realisation/terminal-a-conteneurs-de-lome</loc>");
    const stale = await get(path, { "if-none-match": before.headers.etag as string });
    expect(stale.statusCode).toBe(200);
    const projectPart = (entries: { path: string; lastmod?: string }[]) =>
      entries.find((entry) => entry.path === path)?.lastmod ?? "";
    expect(projectPart(await indexEntries()) >= projectPart(indexBefore)).toBe(true);
    expect(lastmodsOf(after.body)[0]).toBe(projectPart(await indexEntries()));
  });

  it("is built once when several crawlers ask for it at once", async () => {
    // A write outdates every kept file: the next requests all miss.
    const edited = await sendForm(app, "PATCH", `${ARTICLES.path}/${published[0]?._id}`, token, {
      "titre[en]": "Dakar harbour",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const builds = vi.spyOn(app.services.content.articles.queries, "sitemapPart");
    try {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => get("/sitemaps/articles-1.xml")),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
      expect(builds).toHaveBeenCalledTimes(1);
      const other = await get("/sitemaps/articles-2.xml");
      expect(`${answers[0]?.body}${other.body}`).toContain("/en/news/dakar-harbour</loc>");
    } finally {
      builds.mockRestore();
    }
  });

  it("past the last part, or under a name that names no part, is a 404 in French that keeps nothing", async () => {
    const kept = app.services.publicCache.size().entries;
    for (const path of [
      "/sitemaps/articles-3.xml",
      "/sitemaps/realisations-2.xml",
      "/sitemaps/articles-0.xml",
      "/sitemaps/articles-01.xml",
      "/sitemaps/articles-abc.xml",
      "/sitemaps/articles-abc",
      "/sitemaps/articles-1",
      "/sitemaps/articles-99999999999999999999999.xml",
      "/sitemaps/articles-9007199254740993.xml",
      "/sitemaps/utilisateurs-1.xml",
      "/sitemaps/pages",
      "/sitemaps/%2e%2e%2fsitemap.xml",
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).toContain("Cette partie du plan du site n'existe pas.");
    }
    expect(app.services.publicCache.size().entries).toBe(kept);
  });
});

describe("an article planned for later", () => {
  let before: string;
  beforeAll(async () => {
    before = await wholeSitemap(app);
  });

  it("joins the sitemap once the clock reaches its date", async () => {
    expect(before).not.toContain(planned.slugs.fr);
    clock.advance(48 * HOUR);
    expect(await wholeSitemap(app)).toContain(`/article/${planned.slugs.fr}</loc>`);
  });
});
