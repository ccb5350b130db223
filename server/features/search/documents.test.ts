// Issue 30: the search's stored documents and vocabulary. What a visitor notices: a search
// finds what was written, however it was written (the back office, or an import straight
// into the database), and a typo is corrected only towards words a public item holds.
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { articles, realisations, searchVocabulary } from "../../db/schema.ts";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "../../test/content-types.ts";
import { sendForm } from "../../test/multipart.ts";
import { API, authHeader, loginAsAdmin, withTestApp } from "../../test/test-app.ts";
import { documentOf, STORED_DOCUMENTS, storedDocument, storedDocumentsDdl } from "./documents.ts";
import { fillVocabularyIfEmpty, rebuildVocabulary } from "./vocabulary.ts";

const [ARTICLES, PROJECTS, OPPORTUNITIES] = CONTENT_TYPES_UNDER_TEST as [
  (typeof CONTENT_TYPES_UNDER_TEST)[number],
  (typeof CONTENT_TYPES_UNDER_TEST)[number],
  (typeof CONTENT_TYPES_UNDER_TEST)[number],
];

let app: FastifyInstance;
let token: string;
withTestApp(async (built) => {
  app = built;
  ({ token } = await loginAsAdmin(app));
  // Every searched field filled, in each language or in French only.
  await createItem(app, PROJECTS, token, "Port sec de Kaolack", {
    "description[fr]": "Un port sec relié au chemin de fer.",
    "contenu[fr]": "Le terminal traite les conteneurs.",
    "motsCles[fr][]": ["ferroviaire", "conteneurs"],
    "motsCles[en][]": ["railway"],
    client: "Chemins de fer du Sénégal",
    "lieu[fr]": "Kaolack",
    "chiffresCles[0][valeur]": "40 ha",
    "chiffresCles[0][libelle][fr]": "terre-plein",
    "chiffresCles[0][libelle][en]": "yard",
  });
  await createItem(app, ARTICLES, token, "Inauguration du terminal", {
    "resume[fr]": "Le président inaugure le terminal.",
    "motsCles[fr][]": ["inauguration"],
  });
  await createItem(app, OPPORTUNITIES, token, "Concession minière", {
    "contenu[fr]": "Gisement de phosphate à céder.",
  });
  // A job offer and a press release (issue 32), their texts in French only.
  const offer = await sendForm(app, "POST", "/offres-emploi", token, {
    "titre[fr]": "Géologue d'exploration",
    "titre[en]": "Exploration geologist",
    "titre[it]": "Geologo di esplorazione",
    "lieu[fr]": "Kédougou",
    "description[fr]": "Campagnes de forage.",
    secteur: "mines",
    codePays: "SN",
    typeContrat: "CDD",
    dateCloture: "2099-12-31",
    etat: "publié",
  });
  expect(offer.statusCode, offer.body).toBe(201);
  const release = await sendForm(app, "POST", "/communiques", token, {
    "titre[fr]": "Résultats annuels",
    "titre[en]": "Annual results",
    "titre[it]": "Risultati annuali",
    "resume[fr]": "Le groupe publie ses résultats.",
    "texte[fr]": "Le chiffre d'affaires progresse.",
    dateCommunique: "2026-03-02",
    etat: "publié",
  });
  expect(release.statusCode, release.body).toBe(201);
  // A person of the governance (issue 32), their biography in French only.
  const person = await app.inject({
    method: "POST",
    url: `${API}/personnes`,
    headers: authHeader(token),
    payload: {
      nom: { fr: "Ibrahima Sow" },
      fonction: { fr: "Directeur du pôle mines", en: "Head of Mining" },
      biographie: { fr: "Géologue, il a conduit des campagnes d'exploration." },
    },
  });
  expect(person.statusCode, person.body).toBe(201);
});

interface Answer {
  data: { titre: string }[];
  total: number;
  correction: string | null;
}

async function search(q: string, lang = "fr"): Promise<Answer> {
  const response = await app.inject({
    url: `${API}/recherche?${new URLSearchParams({ q, lang })}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await app.services.db.execute(query)) as unknown as { rows: T[] }).rows;

describe("the stored search documents (issue 30)", () => {
  it("hold, for every type and language, the document the registry's searched fields make", async () => {
    for (const { searched, lang } of STORED_DOCUMENTS) {
      const drifted = await rowsOf<{ id: string }>(sql`select ${searched.table.id} as id
        from ${searched.table}
        where ${storedDocument(searched, lang)} is distinct from ${documentOf(searched, lang)}`);
      const [{ stored } = { stored: 0 }] = await rowsOf<{ stored: number }>(
        sql`select count(*)::int as stored from ${searched.table}`,
      );
      expect(stored, searched.type).toBeGreaterThan(0);
      // Out of step: a searched field changed in the registry without its migration.
      expect(
        drifted,
        `${searched.type} (${lang}): a new migration must declare\n${storedDocumentsDdl().join("\n")}`,
      ).toEqual([]);
    }
  });

  it("are kept by the database for rows written outside the application (an import)", async () => {
    const [article] = await app.services.db
      .select({ id: articles.id })
      .from(articles)
      .where(sql`${articles.titre}->>'fr' = 'Inauguration du terminal'`);
    await app.services.db
      .update(articles)
      .set({ titre: { fr: "Inauguration du quai fruitier", en: "", it: "" } })
      .where(eq(articles.id, article?.id as string));
    // The cache of public reads knows nothing of a write it was not told of: it is.
    app.services.publicCache.forgetVersion();
    await app.services.db.execute(sql`update content_version set version = version + 1`);
    expect((await search("fruitier")).data.map((result) => result.titre)).toEqual([
      "Inauguration du quai fruitier",
    ]);
    expect((await search("fruitier", "it")).total).toBe(1);
  });
});

describe("the typo correction's vocabulary (issue 30)", () => {
  it("gains the words of each save, and suggests them once a public item holds them", async () => {
    const draft = await createItem(app, ARTICLES, token, "Cimenterie de Bandia", {
      etat: "brouillon",
    });
    const [saved] = await rowsOf<{ word: string }>(
      sql`select word from ${searchVocabulary} where lang = 'fr' and word = 'cimenterie'`,
    );
    expect(saved?.word).toBe("cimenterie");
    // A draft's words are known, never offered.
    expect(await search("cimentrie")).toMatchObject({ total: 0, correction: null });

    const id = draft.json().data._id;
    const published = await sendForm(app, "PATCH", `/articles/${id}`, token, { etat: "publié" });
    expect(published.statusCode, published.body).toBe(200);
    const answer = await search("cimentrie");
    expect(answer.correction).toBe("cimenterie");
    expect(answer.data.map((result) => result.titre)).toEqual(["Cimenterie de Bandia"]);

    const deleted = await app.inject({
      method: "DELETE",
      url: `${API}/articles/${id}`,
      headers: authHeader(token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await search("cimentrie")).toMatchObject({ total: 0, correction: null });
  });

  it("is rebuilt from every row by search:reindex, and filled at start when a database has none", async () => {
    // An import writes rows and no vocabulary: the typo finds nothing to suggest.
    await app.services.db.execute(sql`delete from ${searchVocabulary}`);
    expect(await search("phosfate")).toMatchObject({ total: 0, correction: null });

    const counts = await rebuildVocabulary(app.services.db);
    // The rebuild outdates the cached reads; an instance trusts the version for a second.
    app.services.publicCache.forgetVersion();
    expect(counts.fr).toBeGreaterThan(10);
    expect(counts.en).toBeGreaterThan(5);
    const answer = await search("phosfate");
    expect(answer.correction).toBe("phosphate");
    expect(answer.data.map((result) => result.titre)).toEqual(["Concession minière"]);
    // Key figures and keywords are words of the vocabulary too, in their language.
    expect((await search("railwya", "en")).correction).toBe("railway");

    await app.services.db.execute(sql`delete from ${searchVocabulary}`);
    expect(await fillVocabularyIfEmpty(app.services.db)).toBe(true);
    expect(await fillVocabularyIfEmpty(app.services.db)).toBe(false);
    app.services.publicCache.forgetVersion();
    expect((await search("phosfate")).correction).toBe("phosphate");
  });
});

describe("the search's kept results (issue 30)", () => {
  it("answers a search again from memory until the content changes, and at once after a write", async () => {
    expect((await search("kaolack")).data.map((result) => result.titre)).toEqual([
      "Port sec de Kaolack",
    ]);
    // A change nobody told the cache of: the kept answer stands (it was not searched again).
    await app.services.db
      .update(realisations)
      .set({ titre: { fr: "Port sec de Kaolack (modifié en base)", en: "", it: "" } })
      .where(sql`${realisations.titre}->>'fr' = 'Port sec de Kaolack'`);
    expect((await search("kaolack")).data.map((result) => result.titre)).toEqual([
      "Port sec de Kaolack",
    ]);
    // A staff write outdates every kept result.
    await createItem(app, ARTICLES, token, "Kaolack accueille ses premiers conteneurs");
    expect((await search("kaolack")).data.map((result) => result.titre).sort()).toEqual([
      "Kaolack accueille ses premiers conteneurs",
      "Port sec de Kaolack (modifié en base)",
    ]);
  });
});
