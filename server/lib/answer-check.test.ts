// The tests' check of answers against their routes' schemas (docs/decisions/042).
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "../../domain/zod.ts";
import { opportunites } from "../db/schema.ts";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "../test/content-types.ts";
import { API, authHeader, loginAsAdmin, withTestApp } from "../test/test-app.ts";
import { answerProblems, responseSchemaFor } from "./answer-check.ts";

const Item = z.object({
  titre: z.string(),
  vues: z.number(),
  auteur: z.object({ nom: z.string() }),
});

describe("answerProblems", () => {
  it("finds nothing in an answer that fits", () => {
    expect(answerProblems(Item, { titre: "Un", vues: 2, auteur: { nom: "Diallo" } })).toEqual([]);
  });

  it("names a field the schema does not list, which zod alone would drop without a word", () => {
    expect(
      answerProblems(z.array(Item), [
        { titre: "Un", vues: 2, auteur: { nom: "Diallo", role: "admin" } },
      ]),
    ).toEqual(["[0].auteur.role : champ absent du schéma"]);
  });

  it("names a missing field and a value of the wrong kind", () => {
    const problems = answerProblems(Item, { titre: 3, auteur: { nom: "Diallo" } });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^titre : /);
    expect(problems[1]).toMatch(/^vues : /);
  });
});

describe("responseSchemaFor", () => {
  const response = { 200: Item, "4xx": z.string() };
  it("takes a status's own schema, else its class's", () => {
    expect(responseSchemaFor(response, 200)).toBe(Item);
    expect(responseSchemaFor(response, 404)).toBe(response["4xx"]);
    expect(responseSchemaFor(response, 500)).toBeUndefined();
    expect(responseSchemaFor(undefined, 200)).toBeUndefined();
  });
});

describe("the test app's answers", () => {
  let app: FastifyInstance;
  let token: string;
  withTestApp(async (built) => {
    app = built;
    token = (await loginAsAdmin(app)).token;
  });

  it("turn into a 500 naming the field when one no longer fits its route's schema", async () => {
    const opportunity = CONTENT_TYPES_UNDER_TEST.find((c) => c.type === "opportunite");
    if (!opportunity) throw new Error("no opportunities under test");
    const created = await createItem(app, opportunity, token, "Hors schéma");
    const { _id: id } = created.json<{ data: { _id: string } }>().data;
    const read = () =>
      app.inject({ url: `${API}/opportunites/admin/${id}`, headers: authHeader(token) });
    expect((await read()).statusCode).toBe(200);

    // A status no form can write (its schema's choices): the answer drifted from its schema.
    await app.services.db
      .update(opportunites)
      .set({ statut: "archivé" as never })
      .where(eq(opportunites.id, id));
    const drifted = await read();
    expect(drifted.statusCode).toBe(500);
    expect(drifted.json().message).toBe(
      "Réponse hors de son schéma : GET /api/v1/opportunites/admin/:id (200).",
    );
    expect(drifted.json().erreurs[0].message).toMatch(/^data\.statut : /);
  });
});
