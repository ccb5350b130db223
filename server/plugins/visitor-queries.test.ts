// Issue 28, point 3: what a visitor adds to an address never reaches what others get. A
// page cached under its normalised address is rendered from that address, so a parameter
// it does not read (`?utm_source=…`) shows in none of its links; the API keeps its public
// answers under what the route reads of the request, so made-up parameters, filters and
// slugs add no entry to the cache and cannot push the pages everyone reads out of it.
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "../test/content-types.ts";
import { API, loginAsAdmin, withTestApp } from "../test/test-app.ts";
import { PAGE_CACHE_HEADER } from "./page-caching.ts";

const BROWSER = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36",
  "accept-language": "fr",
};
const [ARTICLES, PROJECTS] = CONTENT_TYPES_UNDER_TEST as [
  (typeof CONTENT_TYPES_UNDER_TEST)[number],
  (typeof CONTENT_TYPES_UNDER_TEST)[number],
];

let app: FastifyInstance;
let articleSlug = "";
withTestApp(
  async (built) => {
    app = built;
    const { token } = await loginAsAdmin(app);
    await createItem(app, ARTICLES, token, "Article des liens partagés", {
      "categories[]": ["aviation"],
    });
    const list = await app.inject({ url: `${API}/articles?lang=fr` });
    articleSlug = list.json().results[0].slug;
    await createItem(app, PROJECTS, token, "Projet des liens partagés", { secteur: "mines" });
  },
  { config: { serveWeb: true } },
);

const get = (url: string) => app.inject({ url, headers: BROWSER });

/** Every `href` and `content` attribute value of a page: its links, canonical, alternates. */
const addressesOf = (html: string) =>
  [...html.matchAll(/\s(?:href|content)="([^"]*)"/g)].map((match) => match[1] as string);

describe("a page asked with a parameter it does not read", () => {
  beforeAll(async () => {
    expect(articleSlug).not.toBe("");
  });

  it.each([
    ["the home page", "/", "?utm_source=X"],
    ["an English list filtered by sector", "/en/news", "?secteur=aviation&utm_source=X"],
    ["an article", "/article/{slug}", "?utm_source=X&fbclid=abc"],
  ])("is rendered, on a miss, as its clean address: %s", async (_what, path, query) => {
    const clean = path.replace("{slug}", articleSlug);
    const kept = query.includes("secteur") ? "?secteur=aviation" : "";
    const first = await get(`${clean}${query}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers[PAGE_CACHE_HEADER]).toBe("miss");

    const next = await get(`${clean}${kept}`);
    expect(next.headers[PAGE_CACHE_HEADER]).toBe("hit");
    // The language flags, canonical and alternates keep only what the page reads.
    const addresses = addressesOf(next.body);
    expect(addresses.length).toBeGreaterThan(10);
    expect(addresses.filter((address) => /utm_source|fbclid/.test(address))).toEqual([]);
    expect(next.body).not.toContain("utm_source");
    expect(next.body).not.toContain("fbclid");
    // The one who sent the parameter was sent that same page.
    expect(first.body).toBe(next.body);
  });
});

describe("public API reads asked with what no route reads", () => {
  it("keep no entry for made-up parameters, filters or slugs, and the pages stay cached", async () => {
    const home = await get("/");
    const cache = app.services.publicCache;
    // The real answers, once each: what a junk request could share.
    for (const url of [
      `${API}/articles?lang=fr`,
      `${API}/realisations`,
      `${API}/categories`,
      `${API}/site?lang=en`,
      `${API}/pages/accueil?lang=it`,
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(200);
    }
    const before = cache.size().entries;

    for (let n = 0; n < 20; n += 1) {
      for (const url of [
        `${API}/articles?lang=fr&x=${n}`,
        `${API}/articles?lang=fr&utm_source=${n}`,
        `${API}/realisations?_=${n}`,
        `${API}/categories?cb=${n}`,
        `${API}/site?lang=en&v=${n}`,
        `${API}/pages/accueil?lang=it&n=${n}`,
        `${API}/articles/inconnu-${n}?lang=fr`,
        `${API}/realisations/inconnu-${n}`,
        `${API}/realisations?secteur=inconnu-${n}`,
        `${API}/opportunites?categorie=${randomUUID()}`,
        `${API}/articles?lang=fr&page=${1000 + n}`,
      ]) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBeLessThan(500);
      }
    }
    expect(cache.size().entries).toBe(before);
    const again = await get("/");
    expect(again.headers[PAGE_CACHE_HEADER]).toBe("hit");
    expect(again.headers.etag).toBe(home.headers.etag);
  });
});

describe("a public list asked for a filter value that names nothing", () => {
  it.each([
    [`${API}/realisations?secteur=plage`, "secteur", "Ce secteur n'existe pas."],
    [
      `${API}/articles?categorie=plage`,
      "categorie",
      "La catégorie doit être l'une de : logistique, immobilier, aviation, mines.",
    ],
    [
      `${API}/opportunites?categorie=${"0".repeat(8)}-0000-4000-8000-${"0".repeat(12)}`,
      "categorie",
      "Cette catégorie n'existe pas.",
    ],
    [
      `${API}/opportunites?pays=ZZ`,
      "pays",
      "Le pays doit être un code ISO 3166 à deux lettres (par exemple SN).",
    ],
  ])("answers 400 naming it, as every list does: %s", async (url, champ, message) => {
    const response = await app.inject({ url });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message,
      erreurs: [{ champ, message }],
    });
  });

  it("still lists a sector named by its code, id or slug, as the sector pages ask", async () => {
    const sectors = (await app.inject({ url: `${API}/secteurs` })).json();
    const mines = (sectors.data ?? sectors).find((s: { code: string }) => s.code === "mines");
    for (const value of ["mines", "MINES", mines._id]) {
      const response = await app.inject({ url: `${API}/realisations?lang=fr&secteur=${value}` });
      expect(response.statusCode, value).toBe(200);
      expect(response.json().data.map((item: { titre: string }) => item.titre)).toEqual([
        "Projet des liens partagés",
      ]);
    }
  });
});
