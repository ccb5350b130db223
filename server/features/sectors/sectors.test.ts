import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { API, withTestApp } from "../../test/test-app.ts";

interface SectorBody {
  success: true;
  total: number;
  data: { _id: string; code: string; nom: string; slug: string }[];
}

let app: FastifyInstance;
withTestApp(async (built) => {
  app = built;
});

async function sectors(query = "") {
  const response = await app.inject({ method: "GET", url: `${API}/secteurs${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<SectorBody>();
}

describe("GET /api/v1/secteurs", () => {
  it("lists the four sectors in order, named in French by default", async () => {
    const body = await sectors();
    expect(body.success).toBe(true);
    expect(body.total).toBe(4);
    expect(body.data.map(({ code, nom, slug }) => ({ code, nom, slug }))).toEqual([
      { code: "immobilier", nom: "Immobilier", slug: "immobilier" },
      { code: "aviation", nom: "Aviation", slug: "aviation" },
      { code: "mines", nom: "Mines", slug: "mines" },
      { code: "logistique", nom: "Logistique", slug: "logistique" },
    ]);
    for (const sector of body.data) {
      expect(sector._id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("names the route of each sector's page, the same in every language", async () => {
    for (const lang of ["fr", "en", "it"]) {
      const body = await sectors(`?lang=${lang}`);
      expect(body.data.map((sector) => (sector as { route?: string }).route)).toEqual([
        "immobilier",
        "aviation",
        "mines",
        "logistique",
      ]);
    }
  });

  it("names them in English with lang=en", async () => {
    const body = await sectors("?lang=en");
    expect(body.data.map(({ nom, slug }) => ({ nom, slug }))).toEqual([
      { nom: "Real estate", slug: "real-estate" },
      { nom: "Aviation", slug: "aviation" },
      { nom: "Mining", slug: "mining" },
      { nom: "Logistics", slug: "logistics" },
    ]);
  });

  it("names them in Italian with lang=it", async () => {
    const body = await sectors("?lang=it");
    expect(body.data.map(({ nom, slug }) => ({ nom, slug }))).toEqual([
      { nom: "Immobiliare", slug: "immobiliare" },
      { nom: "Aviazione", slug: "aviazione" },
      { nom: "Miniere", slug: "miniere" },
      { nom: "Logistica", slug: "logistica" },
    ]);
  });

  it("falls back to French for an unknown language", async () => {
    const french = await sectors("?lang=fr");
    expect((await sectors("?lang=de")).data).toEqual(french.data);
    expect((await sectors("?lang=")).data).toEqual(french.data);
    expect(french.data.map((s) => s.nom)).toEqual([
      "Immobilier",
      "Aviation",
      "Mines",
      "Logistique",
    ]);
  });

  it("keeps the same identifiers whatever the language", async () => {
    const ids = (await sectors("?lang=fr")).data.map((s) => s._id);
    expect((await sectors("?lang=it")).data.map((s) => s._id)).toEqual(ids);
    expect(new Set(ids).size).toBe(4);
  });
});

// The conventions every API route shares (DESIGN.md §4), checked on this public route and
// on paths around it.
describe("API conventions", () => {
  it("answers JSON 404 in French for an unknown API path, whatever the method", async () => {
    for (const [method, url] of [
      ["GET", `${API}/whatever`],
      ["POST", `${API}/whatever/deeper?x=1`],
      ["DELETE", `${API}/secteurs`],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ success: false, message: "Ressource introuvable." });
    }
  });

  it("answers a malformed JSON body with a French 400", async () => {
    const response = await app.inject({
      method: "POST",
      url: `${API}/auth/connexion`,
      headers: { "content-type": "application/json" },
      payload: '{"email": "admin@example.com", "motDePasse": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ success: false, message: "Requête invalide." });
  });

  it("answers a body of an unsupported type with a French 415", async () => {
    const response = await app.inject({
      method: "POST",
      url: `${API}/auth/connexion`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=admin%40example.com&motDePasse=x",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      message: "Type de contenu non pris en charge.",
    });
  });

  it("answers a body over the size limit with a French 413", async () => {
    const response = await app.inject({
      method: "POST",
      url: `${API}/auth/connexion`,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@example.com", motDePasse: "x".repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: "Requête trop volumineuse." });
  });

  it("forbids caching of API answers, errors included", async () => {
    const ok = await app.inject({ method: "GET", url: `${API}/secteurs` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["cache-control"]).toBe("no-store");
    const missing = await app.inject({ method: "GET", url: `${API}/whatever` });
    expect(missing.headers["cache-control"]).toBe("no-store");
    const unauthorized = await app.inject({ method: "GET", url: `${API}/admin/me` });
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.headers["cache-control"]).toBe("no-store");
  });

  it("sends the security headers", async () => {
    const response = await app.inject({ method: "GET", url: `${API}/secteurs` });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });
});

describe("a failure inside the server", () => {
  let broken: FastifyInstance;
  withTestApp(async (built) => {
    broken = built;
    // A real failure, no mock: the table the route reads is gone.
    await broken.services.db.execute(sql`DROP TABLE sectors CASCADE`);
  });

  it("answers a generic French 500 with no stack, SQL or path in it", async () => {
    const response = await broken.inject({ method: "GET", url: `${API}/secteurs?lang=en` });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      message: "Une erreur interne est survenue. Veuillez réessayer.",
    });
    expect(response.body).not.toMatch(/sectors|select|relation|stack|\.ts|node_modules|\n\s+at /i);
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});
