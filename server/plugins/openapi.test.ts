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
