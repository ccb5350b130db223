// The security headers (server/plugins/security.ts) on every kind of answer: helmet's
// headers are worked out once at start, so each answer must still carry all of them.
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { API, withTestApp } from "../test/test-app.ts";

let app: FastifyInstance;
withTestApp(async (built) => {
  app = built;
});

const EXPECTED = {
  "content-security-policy":
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;media-src 'self' https:;font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
  "referrer-policy": "same-origin",
  "x-content-type-options": "nosniff",
  "x-frame-options": "SAMEORIGIN",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "cross-origin-opener-policy": "same-origin",
};

describe("security headers", () => {
  it.each([
    ["a public list", `${API}/secteurs`, 200],
    ["a list kept in the cache", `${API}/articles?lang=fr`, 200],
    ["an unknown API path", `${API}/nulle-part`, 404],
    ["a refused query", `${API}/articles?page=zero`, 400],
    ["a request without a token", `${API}/utilisateurs`, 401],
  ])("are on %s", async (_what, url, status) => {
    // Twice: the second answer of a kept list comes from the cache.
    for (const _ of [1, 2]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(status);
      expect(response.headers).toMatchObject(EXPECTED);
      expect(response.headers["x-powered-by"]).toBeUndefined();
    }
  });
});

describe("uploads (local folder)", () => {
  it("may be embedded by any site, their 404 too, while the API stays same-origin", async () => {
    await app.services.storage.put("embarquee-400.webp", Buffer.from("RIFF"), "image/webp");
    const upload = await app.inject({ url: "/uploads/embarquee-400.webp" });
    expect(upload.statusCode).toBe(200);
    expect(upload.headers).toMatchObject({
      ...EXPECTED,
      "cross-origin-resource-policy": "cross-origin",
      "cache-control": "public, max-age=31536000, immutable",
    });
    const missing = await app.inject({ url: "/uploads/absente-400.webp" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const api = await app.inject({ url: `${API}/secteurs` });
    expect(api.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });
});
