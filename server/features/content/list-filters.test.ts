// Issue 20: the public lists filter by sector (projects, news) and by country and category
// (opportunities), with the filters in the address: chips that work without JavaScript,
// one cache entry per filter, 404 for a filter that names nothing, drafts never shown.
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { PAGE_CACHE_HEADER } from "../../plugins/page-caching.ts";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "../../test/content-types.ts";
import { API, authHeader, loginAsAdmin, withTestApp } from "../../test/test-app.ts";

const [ARTICLES, PROJECTS, OPPORTUNITIES] = CONTENT_TYPES_UNDER_TEST as [
  (typeof CONTENT_TYPES_UNDER_TEST)[number],
  (typeof CONTENT_TYPES_UNDER_TEST)[number],
  (typeof CONTENT_TYPES_UNDER_TEST)[number],
];

let app: FastifyInstance;
let token = "";
withTestApp(
  async (built) => {
    app = built;
    ({ token } = await loginAsAdmin(app));
  },
  { config: { serveWeb: true } },
);

const page = (url: string) => app.inject({ url, headers: { "accept-language": "fr" } });

/** The labels of the chips marked current on a page. */
const chosenChips = (body: string) =>
  [...body.matchAll(/<a aria-current="true" class="[^"]*rounded-full[^"]*"[^>]*>([^<]*)</g)].map(
    (match) => match[1],
  );

async function createCategory(libelle: string): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: `${API}/categories`,
    headers: authHeader(token),
    payload: { libelle: { fr: libelle, en: `${libelle} (en)`, it: `${libelle} (it)` } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id;
}

let entrepots = "";
beforeAll(async () => {
  await createItem(app, PROJECTS, token, "Mine d'or Alpha", { secteur: "mines" });
  await createItem(app, PROJECTS, token, "Tour Beta", { secteur: "immobilier" });
  await createItem(app, PROJECTS, token, "Brouillon Gamma", {
    secteur: "mines",
    etat: "brouillon",
  });
  await createItem(app, ARTICLES, token, "Fret Delta", { "categories[]": ["aviation"] });
  await createItem(app, ARTICLES, token, "Chantier Epsilon", { "categories[]": ["immobilier"] });
  const minerais = await createCategory("Minerais");
  entrepots = await createCategory("Entrepôts");
  await createItem(app, OPPORTUNITIES, token, "Bauxite Zeta", {
    codePays: "GN",
    categorie: minerais,
  });
  await createItem(app, OPPORTUNITIES, token, "Entrepôt Eta", {
    codePays: "SN",
    categorie: entrepots,
  });
  await createItem(app, OPPORTUNITIES, token, "Brouillon Theta", {
    codePays: "ML",
    categorie: entrepots,
    etat: "brouillon",
  });
});

describe("public lists filtered from their address (issue 20)", () => {
  it("shows a sector's projects only, with its chip current and its name in the title; never a draft", async () => {
    const response = await page("/realisations?secteur=mines");
    expect(response.statusCode).toBe(200);
    // The French page sets the typed apostrophe (issue 20): "Mine d’or".
    expect(response.body).toContain("Mine d’or Alpha");
    expect(response.body).not.toContain("Tour Beta");
    expect(response.body).not.toContain("Brouillon Gamma");
    expect(chosenChips(response.body)).toEqual(["Mines"]);
    expect(response.body).toContain("<title>Nos réalisations\u00a0: Mines");
    // Every chip is a link that works without JavaScript.
    expect(response.body).toContain('href="/realisations?secteur=immobilier"');
    expect(response.body).toMatch(/href="\/realisations" data-discover="true">Tous</);

    const all = await page("/realisations");
    expect(all.body).toContain("Tour Beta");
    expect(all.body).toContain("Mine d’or Alpha");
    expect(chosenChips(all.body)).toEqual(["Tous"]);
  });

  it("keeps one cache entry per filter: the whole list is never served for a filtered one, nor the reverse", async () => {
    const first = await page("/realisations?secteur=immobilier");
    expect(first.headers[PAGE_CACHE_HEADER]).toBe("miss");
    const again = await page("/realisations?secteur=IMMOBILIER&utm_source=lettre");
    expect(again.headers[PAGE_CACHE_HEADER]).toBe("hit");
    expect(again.body).toBe(first.body);
    const whole = await page("/realisations");
    expect(whole.body).toContain("Mine d’or Alpha");
    const mines = await page("/realisations?secteur=mines");
    expect(mines.body).not.toContain("Tour Beta");
  });

  it("filters the news by sector in each language", async () => {
    const response = await page("/en/news?secteur=aviation");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Fret Delta (en)");
    expect(response.body).not.toContain("Chantier Epsilon");
    expect(chosenChips(response.body)).toEqual(["Aviation"]);
    // The flags keep the filter: the same list in Italian.
    expect(response.body).toContain('href="/it/notizie?secteur=aviation&amp;lang=it"');
  });

  it("filters opportunities by country and by category, offering only those public ones name", async () => {
    const guinea = await page("/opportunites?pays=gn");
    expect(guinea.statusCode).toBe(200);
    expect(guinea.body).toContain("Bauxite Zeta");
    expect(guinea.body).not.toContain("Entrepôt Eta");
    expect(chosenChips(guinea.body)).toEqual(["Guinée", "Tous"]);
    // Mali's only opportunity is a draft: no chip for it.
    expect(guinea.body).toContain('href="/opportunites?pays=SN"');
    expect(guinea.body).not.toContain("pays=ML");

    const stores = await page(`/opportunites?categorie=${entrepots}`);
    expect(stores.body).toContain("Entrepôt Eta");
    expect(stores.body).not.toContain("Bauxite Zeta");
    expect(stores.body).not.toContain("Brouillon Theta");

    const both = await page(`/opportunites?pays=GN&categorie=${entrepots}`);
    expect(both.statusCode).toBe(200);
    expect(both.body).not.toContain("Bauxite Zeta");
    expect(both.body).toContain("Aucun élément ne correspond à ce filtre pour le moment.");
  });

  it("answers 404 for a filter that names nothing on offer, and keeps none of them", async () => {
    for (const url of [
      "/realisations?secteur=plage",
      "/en/news?secteur=%3Cscript%3E",
      "/opportunites?pays=FR",
      "/opportunites?pays=ZZ",
      "/opportunites?categorie=00000000-0000-4000-8000-000000000000",
      "/opportunites?categorie=pas-un-identifiant",
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect((await page(url)).headers[PAGE_CACHE_HEADER], url).toBeUndefined();
    }
  });

  it("answers 404 for a page past the last, filtered or not (issue 30: pages read by their ids)", async () => {
    expect((await page("/realisations?secteur=mines")).statusCode).toBe(200);
    for (const url of [
      "/realisations?secteur=mines&page=2",
      "/actualites?page=999",
      "/opportunites?page=2",
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("filters GET /api/v1/opportunites by country and category, and refuses a malformed one in French", async () => {
    const guinea = await app.inject({ url: `${API}/opportunites?lang=fr&pays=gn` });
    expect(guinea.statusCode).toBe(200);
    expect(guinea.json().data.map((item: { titre: string }) => item.titre)).toEqual([
      "Bauxite Zeta",
    ]);
    const stores = await app.inject({ url: `${API}/opportunites?lang=fr&categorie=${entrepots}` });
    expect(stores.json().data.map((item: { titre: string }) => item.titre)).toEqual([
      "Entrepôt Eta",
    ]);
    const country = await app.inject({ url: `${API}/opportunites?pays=Guinée` });
    expect(country.statusCode).toBe(400);
    expect(country.json().message).toContain(
      "Le pays doit être un code ISO 3166 à deux lettres (par exemple SN).",
    );
    const category = await app.inject({ url: `${API}/opportunites?categorie=minerais` });
    expect(category.statusCode).toBe(400);
    expect(JSON.stringify(category.json())).toContain(
      "La catégorie doit être l'identifiant d'une catégorie.",
    );
  });
});
