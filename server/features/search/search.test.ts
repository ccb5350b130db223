// Issue 20: the public search, on PGlite here and on PostgreSQL in CI's second pass. What a
// visitor notices: accents and plurals do not matter, a typo still finds, each language
// searches its own texts, and nothing unpublished ever comes out.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { SEARCH_MESSAGES } from "../../../domain/search.ts";
import { opportunites } from "../../db/schema.ts";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "../../test/content-types.ts";
import { API, loginAsAdmin, withTestApp } from "../../test/test-app.ts";

const [ARTICLES, PROJECTS, OPPORTUNITIES] = CONTENT_TYPES_UNDER_TEST as [
  (typeof CONTENT_TYPES_UNDER_TEST)[number],
  (typeof CONTENT_TYPES_UNDER_TEST)[number],
  (typeof CONTENT_TYPES_UNDER_TEST)[number],
];

let app: FastifyInstance;
withTestApp(
  async (built) => {
    app = built;
    const { token } = await loginAsAdmin(app);
    const titled = (fr: string, en: string, it: string) => ({
      "titre[fr]": fr,
      "titre[en]": en,
      "titre[it]": it,
    });
    await createItem(app, ARTICLES, token, "", {
      ...titled(
        "Nouvel aéroport régional à Kédougou",
        "New regional airport in Kédougou",
        "Nuovo aeroporto regionale a Kédougou",
      ),
      "resume[fr]": "La piste accueille ses premiers vols.",
      "resume[en]": "The runway welcomes its first flights.",
      "resume[it]": "La pista accoglie i primi voli.",
    });
    await createItem(app, PROJECTS, token, "", {
      ...titled("Entrepôts de Tambacounda", "Tambacounda warehouses", "Magazzini di Tambacounda"),
      "description[fr]": "Trois entrepôts frigorifiques près de l'aéroport.",
      "description[en]": "Three cold stores near the airport.",
      "description[it]": "Tre magazzini frigoriferi vicino all'aeroporto.",
    });
    // A project's client, place and key figures are searched too (issue 29).
    await createItem(app, PROJECTS, token, "", {
      ...titled("Centrale solaire de Kolda", "Kolda solar plant", "Centrale solare di Kolda"),
      client: "Société minière du Niokolo",
      "lieu[fr]": "Ziguinchor, Casamance",
      "lieu[en]": "Ziguinchor, southern Senegal",
      "chiffresCles[0][valeur]": "12 000 m²",
      "chiffresCles[0][libelle][fr]": "surface bâtie",
      "chiffresCles[0][libelle][en]": "built floor area",
      "chiffresCles[0][libelle][it]": "superficie costruita",
      "chiffresCles[1][valeur]": "350",
      "chiffresCles[1][libelle][fr]": "emplois créés",
      "chiffresCles[1][libelle][en]": "jobs created",
    });
    await createItem(app, OPPORTUNITIES, token, "", {
      ...titled("Gisement de bauxite à céder", "Bauxite deposit for sale", "Giacimento di bauxite"),
    });
    // What the public never sees: a draft, a planned article, an expired opportunity.
    await createItem(app, ARTICLES, token, "", {
      ...titled("Aéroport secret en brouillon", "Draft airport", "Aeroporto in bozza"),
      etat: "brouillon",
    });
    await createItem(app, ARTICLES, token, "", {
      ...titled("Aéroport planifié", "Planned airport", "Aeroporto pianificato"),
      etat: "planifié",
      datePublication: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    const expired = await createItem(app, OPPORTUNITIES, token, "", {
      ...titled("Bauxite expirée", "Expired bauxite", "Bauxite scaduta"),
    });
    await app.services.db
      .update(opportunites)
      .set({ dateExpiration: new Date(Date.now() - 86_400_000) })
      .where(eq(opportunites.id, expired.json().data._id));
  },
  { config: { serveWeb: true } },
);

interface Answer {
  success: boolean;
  data: { type: string; titre: string; slug: string; extrait: string }[];
  total: number;
  correction: string | null;
  message?: string;
}

async function search(q: string, lang = "fr"): Promise<Answer> {
  const response = await app.inject({
    url: `${API}/recherche?${new URLSearchParams({ q, lang })}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const titles = (answer: Answer) => answer.data.map((result) => result.titre);

describe("GET /api/v1/recherche (issue 20)", () => {
  it("finds across the three types, with type, title, slug and summary, the most relevant first", async () => {
    const answer = await search("aéroport");
    expect(answer.success).toBe(true);
    // The title names it before a description does; the draft and the planned article never.
    expect(titles(answer)).toEqual([
      "Nouvel aéroport régional à Kédougou",
      "Entrepôts de Tambacounda",
    ]);
    expect(answer.total).toBe(2);
    expect(answer.correction).toBeNull();
    expect(answer.data[0]).toEqual({
      type: "article",
      titre: "Nouvel aéroport régional à Kédougou",
      slug: "nouvel-aeroport-regional-a-kedougou",
      extrait: "La piste accueille ses premiers vols.",
    });
    expect(answer.data[1]).toMatchObject({
      type: "realisation",
      extrait: "Trois entrepôts frigorifiques près de l'aéroport.",
    });
  });

  it("ignores accents and case, and finds a word's other forms (stemming per language)", async () => {
    for (const typed of ["AEROPORT", "aéroports", "kedougou", "Régionaux"]) {
      expect(titles(await search(typed)), typed).toContain("Nouvel aéroport régional à Kédougou");
    }
    expect(titles(await search("airports", "en"))).toEqual([
      "New regional airport in Kédougou",
      "Tambacounda warehouses",
    ]);
    expect(titles(await search("magazzino", "it"))).toEqual(["Magazzini di Tambacounda"]);
  });

  it("searches the page's language only: a French word does not find in English", async () => {
    expect((await search("entrepôts", "en")).total).toBe(0);
    expect(titles(await search("warehouse", "en"))).toEqual(["Tambacounda warehouses"]);
  });

  it("forgives a typo: no exact match, the closest words of the public texts are searched", async () => {
    const answer = await search("aeroprt kedugou");
    expect(answer.correction).toBe("aeroport kedougou");
    expect(titles(answer)).toEqual(["Nouvel aéroport régional à Kédougou"]);
    const bauxite = await search("boxite");
    expect(bauxite.correction).toBe("bauxite");
    expect(titles(bauxite)).toEqual(["Gisement de bauxite à céder"]);
  });

  it("never finds a draft, a planned article or an expired opportunity, even by a typo", async () => {
    for (const typed of ["secret", "brouillon", "planifié", "expirée", "secre"]) {
      const answer = await search(typed);
      expect(answer.total, typed).toBe(0);
      expect(answer.data, typed).toEqual([]);
    }
    expect(titles(await search("bauxite"))).toEqual(["Gisement de bauxite à céder"]);
  });

  it("answers nothing found, not an error, for words no text holds or search syntax", async () => {
    for (const typed of ["zzzzqqq", "le la les", `"aéroport" -piste`, "!&|():*'\\", "a:* | b"]) {
      const answer = await search(typed);
      expect(answer.success, typed).toBe(true);
    }
    expect((await search("zzzzqqq")).data).toEqual([]);
    // "…" and -word are the search's own syntax: a phrase, a word excluded.
    expect(titles(await search(`aéroport -piste`))).toEqual(["Entrepôts de Tambacounda"]);
  });

  it("finds a project by its client, its place or a key figure, in the reader's language", async () => {
    for (const typed of [
      "niokolo",
      "Société minière",
      "Ziguinchor",
      "casamance",
      "bâtie",
      "emploi",
    ]) {
      expect(titles(await search(typed)), typed).toEqual(["Centrale solaire de Kolda"]);
    }
    // The client is one text for every language; the place and labels are the reader's.
    expect(titles(await search("Niokolo", "en"))).toEqual(["Kolda solar plant"]);
    expect(titles(await search("jobs", "en"))).toEqual(["Kolda solar plant"]);
    expect(titles(await search("southern", "en"))).toEqual(["Kolda solar plant"]);
    expect((await search("emplois", "en")).total).toBe(0);
    expect((await search("southern")).total).toBe(0);
    // No Italian label: the French one is searched, as the page shows it.
    expect(titles(await search("emplois", "it"))).toEqual(["Centrale solare di Kolda"]);
    expect(titles(await search("superficie", "it"))).toEqual(["Centrale solare di Kolda"]);
    // The result's text is still the description (the type's excerpt), here empty.
    expect((await search("niokolo")).data[0]).toMatchObject({ type: "realisation", extrait: "" });
  });

  it("refuses a missing, too short or too long search in French, as a 400", async () => {
    for (const [query, message] of [
      ["", SEARCH_MESSAGES.tooShort],
      ["q=%20%20a%20", SEARCH_MESSAGES.tooShort],
      [`q=${"a".repeat(101)}`, SEARCH_MESSAGES.tooLong],
    ] as const) {
      const response = await app.inject({ url: `${API}/recherche?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
  });

  it("pages through the results", async () => {
    const first = await app.inject({ url: `${API}/recherche?q=aeroport&limite=1` });
    const second = await app.inject({ url: `${API}/recherche?q=aeroport&limite=1&page=2` });
    expect(first.json()).toMatchObject({ total: 2, page: 1, limite: 1 });
    expect(first.json().data.map((result: { titre: string }) => result.titre)).toEqual([
      "Nouvel aéroport régional à Kédougou",
    ]);
    expect(second.json().data.map((result: { titre: string }) => result.titre)).toEqual([
      "Entrepôts de Tambacounda",
    ]);
  });

  it("works a typo out again once the content changes: a word published later is suggested", async () => {
    // Worked out once for the content as it is (and kept: the same typo comes back).
    for (let time = 0; time < 2; time += 1) {
      expect(await search("bafulabe")).toMatchObject({ total: 0, correction: null });
    }
    const { token } = await loginAsAdmin(app);
    await createItem(app, ARTICLES, token, "Pont de Bafoulabé");
    const answer = await search("bafulabe");
    expect(answer.correction).toBe("bafoulabe");
    expect(titles(answer)).toEqual(["Pont de Bafoulabé"]);
  });
});
