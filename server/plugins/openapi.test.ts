import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { withTestApp } from "../test/test-app.ts";

describe("OpenAPI document", () => {
  let app: FastifyInstance;
  withTestApp(async (built) => {
    app = built;
  });

  it("describes the API routes from their schemas, and only them", async () => {
    const response = await app.inject({ url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/v1/auth/connexion",
        "/api/v1/utilisateurs/{id}",
        "/api/v1/secteurs",
      ]),
    );
    expect(Object.keys(doc.paths).every((p: string) => p.startsWith("/api/v1/"))).toBe(true);
    expect(doc.paths["/api/v1/{*}"]).toBeUndefined();
    const login = doc.paths["/api/v1/auth/connexion"].post;
    const body = login.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(expect.arrayContaining(["email", "motDePasse"]));
  });

  it("is browsable at /api/docs", async () => {
    const response = await app.inject({ url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toContain("swagger-ui");
  });
});

describe("OpenAPI document: the content routes' answers (docs/decisions/042)", () => {
  let doc: {
    paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>>;
  };
  withTestApp(async (app) => {
    doc = (await app.inject({ url: "/api/docs/json" })).json();
  });

  interface JsonSchema {
    properties?: Record<string, JsonSchema>;
    items?: JsonSchema;
    anyOf?: JsonSchema[];
    type?: string;
    required?: string[];
  }

  /** The JSON schema of what `method path` answers with `status`. */
  function answerOf(method: string, path: string, status: string): JsonSchema {
    const response = doc.paths[`/api/v1${path}`]?.[method]?.responses[status] as
      | { content?: Record<string, { schema: JsonSchema }> }
      | undefined;
    const schema = response?.content?.["application/json"]?.schema;
    if (!schema) throw new Error(`${method} ${path} documents no ${status} answer`);
    return schema;
  }

  const propertiesOf = (schema: JsonSchema | undefined) => Object.keys(schema?.properties ?? {});

  it("documents a public article, in the reader's language, and its list", () => {
    const article = answerOf("get", "/articles/{slug}", "200");
    expect(propertiesOf(article)).toEqual(
      expect.arrayContaining(["titre", "slug", "nombreVues", "contenu", "resume", "auteur"]),
    );
    expect(article.properties?.titre).toMatchObject({ type: "string" });
    const list = answerOf("get", "/articles", "200");
    expect(propertiesOf(list)).toEqual(expect.arrayContaining(["results", "total", "page"]));
    expect(propertiesOf(list.properties?.results?.items)).toEqual(
      expect.arrayContaining(["titre", "slug", "nombreVues"]),
    );
  });

  it("documents the search's results, their type, and the correction", () => {
    const answer = answerOf("get", "/recherche", "200");
    expect(propertiesOf(answer)).toEqual(
      expect.arrayContaining(["data", "total", "page", "limite", "correction"]),
    );
    expect(propertiesOf(answer.properties?.data?.items).sort()).toEqual([
      "extrait",
      "slug",
      "titre",
      "type",
    ]);
  });

  it("documents each type's staff answer in every language, on every staff route", () => {
    for (const [type, fields] of [
      ["articles", ["titre", "contenu", "resume", "motsCles", "categories", "enLigne"]],
      ["realisations", ["titre", "lieu", "chiffresCles", "client", "secteur", "images"]],
      ["opportunites", ["titre", "description", "pays", "codePays", "categorie", "image"]],
    ] as const) {
      const detail = answerOf("get", `/${type}/admin/{id}`, "200").properties?.data;
      expect(propertiesOf(detail), type).toEqual(expect.arrayContaining([...fields]));
      expect(propertiesOf(detail?.properties?.titre), type).toEqual(["fr", "en", "it"]);
      // A list's items: whole, or with the fields `champs` names and their ids (ADR 051).
      const listed = answerOf("get", `/${type}/admin/all`, "200").properties?.data?.items;
      const [whole, some] = listed?.anyOf ?? [];
      expect(propertiesOf(whole), type).toEqual(propertiesOf(detail));
      expect(propertiesOf(some), type).toEqual(propertiesOf(detail));
      expect(some?.required, type).toEqual(["_id", "id"]);
      for (const [method, path, status] of [
        ["post", `/${type}`, "201"],
        ["patch", `/${type}/{id}`, "200"],
        ["get", `/${type}/{id}/revisions/{revisionId}`, "200"],
      ] as const) {
        const saved = answerOf(method, path, status);
        expect(propertiesOf(saved.properties?.data), `${method} ${path}`).toEqual(
          propertiesOf(detail),
        );
      }
      expect(propertiesOf(answerOf("delete", `/${type}/{id}`, "200"))).toEqual([
        "success",
        "message",
      ]);
      expect(
        propertiesOf(answerOf("get", `/${type}/{id}/revisions`, "200").properties?.data?.items),
      ).toEqual(expect.arrayContaining(["date", "auteur", "champs", "restaureDe"]));
      expect(
        propertiesOf(answerOf("post", `/${type}/{id}/apercu`, "200").properties?.data),
      ).toEqual(["jeton", "expiration", "liens"]);
      // Refusals in the API's one error shape (server/plugins/errors.ts).
      expect(propertiesOf(answerOf("get", `/${type}/admin/{id}`, "4XX"))).toEqual(
        expect.arrayContaining(["success", "message", "erreurs"]),
      );
    }
  });

  it("documents the public projects and opportunities in one language or, without `lang`, every one", () => {
    for (const type of ["realisations", "opportunites"]) {
      const detail = answerOf("get", `/${type}/{slug}`, "200").properties?.data;
      expect(detail?.properties?.titre, type).toMatchObject({ type: "string" });
      const list = answerOf("get", `/${type}`, "200");
      // Opportunities: the public list, or the back office's with a staff token (ADR 005).
      const publicList = list.anyOf?.[0] ?? list;
      const title = publicList.properties?.data?.items?.properties?.titre;
      expect(
        title?.anyOf?.map((choice) => (choice.properties ? propertiesOf(choice) : choice.type)),
        type,
      ).toEqual(["string", ["fr", "en", "it"]]);
    }
  });
});
