// Issue 30: the search is the one public request any stranger can make expensive, so each
// address has its share per minute (SEARCH_LIMIT_PER_MINUTE), the API's and the page's
// together. What a visitor notices past it: a French 429 with Retry-After on the API, the
// search page saying so in the page's language, and searching again a minute later.
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { SEARCH_MESSAGES } from "../../../domain/search.ts";
import { createManualClock } from "../../lib/clock.ts";
import { API, withTestApp } from "../../test/test-app.ts";

const LIMIT = 3;
const clock = createManualClock();
let app: FastifyInstance;
withTestApp(
  (built) => {
    app = built;
  },
  { clock, config: { searchLimitPerMinute: LIMIT, serveWeb: true, trustProxy: true } },
);

const from = (address: string) => ({ "x-forwarded-for": address });
const apiSearch = (address: string, q = "aéroport") =>
  app.inject({ url: `${API}/recherche?${new URLSearchParams({ q })}`, headers: from(address) });

describe("searches per address (issue 30)", () => {
  it("answers a French 429 with Retry-After past the limit, until the minute has passed", async () => {
    for (let i = 0; i < LIMIT; i++) expect((await apiSearch("203.0.113.7")).statusCode).toBe(200);
    const refused = await apiSearch("203.0.113.7");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: SEARCH_MESSAGES.tooManyRequests(1),
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    // Another address is not held back by this one.
    expect((await apiSearch("198.51.100.4")).statusCode).toBe(200);

    clock.advance(60_000);
    expect((await apiSearch("203.0.113.7")).statusCode).toBe(200);
  });

  it("counts the search page's searches with the API's, and the page says so in its language", async () => {
    const address = "192.0.2.55";
    for (let i = 0; i < LIMIT; i++) expect((await apiSearch(address)).statusCode).toBe(200);
    for (const [path, text] of [
      [
        "/recherche",
        "Trop de recherches envoyées depuis votre connexion. Veuillez réessayer dans 1",
      ],
      ["/en/search", "Too many searches sent from your connection. Please try again in 1"],
      ["/it/cerca", "Troppe ricerche inviate dalla tua connessione. Riprova tra 1"],
    ] as const) {
      const page = await app.inject({ url: `${path}?q=port`, headers: from(address) });
      expect(page.statusCode, path).toBe(429);
      expect(page.body.replaceAll("\u00a0", " "), path).toContain(text);
      // The words typed stay in the field.
      expect(page.body, path).toMatch(/<input[^>]*value="port"/);
    }
    // A page without words searches nothing, and is never refused.
    expect((await app.inject({ url: "/recherche", headers: from(address) })).statusCode).toBe(200);
  });
});
