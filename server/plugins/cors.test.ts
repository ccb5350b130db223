import type { FastifyInstance } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { API, authHeader, loginAsAdmin, withTestApp } from "../test/test-app.ts";

const FRONT = "https://front.example.com";
const OTHER = "https://autre.example.com";

function corsHeaders(headers: Record<string, unknown>): string[] {
  return Object.keys(headers).filter((name) => name.startsWith("access-control-"));
}

const preflight = (app: FastifyInstance, origin: string, url = `${API}/utilisateurs/me`) =>
  app.inject({
    method: "OPTIONS",
    url,
    headers: {
      origin,
      "access-control-request-method": "PUT",
      "access-control-request-headers": "authorization,content-type",
    },
  });

describe("CORS_ORIGINS lists front ends allowed to call the API", () => {
  let app: FastifyInstance;
  let token: string;
  withTestApp(
    async (built) => {
      app = built;
      token = (await loginAsAdmin(app)).token;
    },
    { config: { corsOrigins: [FRONT, "http://localhost:5173"] } },
  );

  it("answers a listed origin's preflight: methods, Authorization and Content-Type, no credentials", async () => {
    const response = await preflight(app, FRONT);
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe(FRONT);
    expect(String(response.headers["access-control-allow-methods"]).split(", ")).toEqual(
      expect.arrayContaining(["GET", "POST", "PUT", "PATCH", "DELETE"]),
    );
    expect(response.headers["access-control-allow-headers"]).toBe("Authorization, Content-Type");
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
    expect(response.headers.vary).toContain("Origin");
  });

  it("a preflight writes nothing: the public cache keeps its content version", async () => {
    const forget = vi.spyOn(app.services.publicCache, "forgetVersion");
    try {
      expect((await preflight(app, FRONT)).statusCode).toBe(204);
      expect(forget).not.toHaveBeenCalled();
    } finally {
      forget.mockRestore();
    }
  });

  it("lets a listed origin call the API with its bearer token", async () => {
    const response = await app.inject({
      method: "GET",
      url: `${API}/utilisateurs/me`,
      headers: { origin: "http://localhost:5173", ...authHeader(token) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBe("http://localhost:5173");
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("gives an origin not listed no CORS header, and its preflight the API's 404", async () => {
    const call = await app.inject({
      method: "GET",
      url: `${API}/secteurs`,
      headers: { origin: OTHER },
    });
    expect(call.statusCode).toBe(200);
    expect(corsHeaders(call.headers)).toEqual([]);

    const refused = await preflight(app, OTHER);
    expect(refused.statusCode).toBe(404);
    expect(corsHeaders(refused.headers)).toEqual([]);
    expect(refused.json()).toEqual({ success: false, message: "Ressource introuvable." });
  });

  it("leaves everything outside the API as it was, even for a listed origin", async () => {
    const health = await app.inject({ method: "GET", url: "/healthz", headers: { origin: FRONT } });
    expect(health.statusCode).toBe(200);
    expect(corsHeaders(health.headers)).toEqual([]);
    expect(corsHeaders((await preflight(app, FRONT, "/healthz")).headers)).toEqual([]);
  });
});

describe("without CORS_ORIGINS", () => {
  let app: FastifyInstance;
  withTestApp((built) => {
    app = built;
  });

  it("no origin gets CORS headers, and unknown API paths still answer the JSON 404", async () => {
    const response = await preflight(app, FRONT);
    expect(response.statusCode).toBe(404);
    expect(corsHeaders(response.headers)).toEqual([]);
    const unknown = await app.inject({ method: "DELETE", url: `${API}/nulle-part` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: "Ressource introuvable." });
  });
});
