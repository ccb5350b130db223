import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { makeImage } from "../test/images.ts";
import { sendForm } from "../test/multipart.ts";
import { API, createTestApp, loginAsAdmin } from "../test/test-app.ts";

const LIST = `${API}/opportunites?lang=fr`;

describe("public reads are cached under the content version", () => {
  let app: FastifyInstance;
  let other: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    app = await createTestApp();
    // A second instance on the same database, as behind a load balancer.
    other = await buildApp({
      config: app.services.config,
      database: {
        db: app.services.db,
        kind: "pglite",
        migrate: async () => {},
        close: async () => {},
      },
      logger: false,
      ownsDatabase: false,
    });
    token = (await loginAsAdmin(app)).token;
  });
  afterAll(async () => {
    await other?.close();
    await app?.close();
  });

  async function createOpportunity(titre: string): Promise<string> {
    const response = await sendForm(
      app,
      "POST",
      "/opportunites",
      token,
      {
        "titre[fr]": titre,
        "titre[en]": titre,
        "titre[it]": titre,
        "description[fr]": "Une description.",
        "description[en]": "A description.",
        "description[it]": "Una descrizione.",
        statut: "actif",
        etat: "publié",
      },
      [{ field: "image", filename: "a.jpg", data: await makeImage(), type: "image/jpeg" }],
    );
    expect(response.statusCode).toBe(201);
    return response.json().data._id;
  }

  const titles = (response: { json(): { data: { titre: string }[] } }) =>
    response.json().data.map((o) => o.titre);

  it("answers with an ETag, and 304 to a client that already has the same answer", async () => {
    await createOpportunity("Première offre en cache");
    const first = await app.inject({ url: LIST });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    const again = await app.inject({ url: LIST, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("shows a write at once on the instance that made it", async () => {
    const before = await app.inject({ url: LIST });
    await createOpportunity("Deuxième offre en cache");
    const after = await app.inject({ url: LIST });
    expect(titles(after)).toContain("Deuxième offre en cache");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The old ETag no longer matches: the client gets the new list, not a 304.
    const revalidated = await app.inject({
      url: LIST,
      headers: { "if-none-match": before.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(200);
  });

  it("shows another instance's write within a second", async () => {
    expect(titles(await other.inject({ url: LIST }))).not.toContain("Troisième offre en cache");
    await createOpportunity("Troisième offre en cache");
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(titles(await other.inject({ url: LIST }))).toContain("Troisième offre en cache");
  });
});
