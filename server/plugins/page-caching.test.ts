// The page cache (DESIGN.md §7, issue 9), on pages of the test's own that read the public
// content through the same load context as the real pages: what a visitor is sent must be
// what a fresh render would show, whatever staff write or time brings.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import type { ManualClock } from "../lib/clock.ts";
import { preferredEncoding } from "../lib/encoded-bodies.ts";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "../test/content-types.ts";
import { API, authHeader, loginAsAdmin, withTestApp } from "../test/test-app.ts";
import { PAGE_CACHE_HEADER, registerPageCaching } from "./page-caching.ts";
import { loadContextFor } from "./web.ts";

const VISITOR = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" };
const [ARTICLES, , OPPORTUNITIES] = CONTENT_TYPES_UNDER_TEST as [
  (typeof CONTENT_TYPES_UNDER_TEST)[number],
  (typeof CONTENT_TYPES_UNDER_TEST)[number],
  (typeof CONTENT_TYPES_UNDER_TEST)[number],
];

let app: FastifyInstance;
let token = "";
/** How many times a page was rendered: a hit renders nothing. */
let renders = 0;

withTestApp(async (built) => {
  app = built;
  registerPageCaching(app, app.services.publicCache);
  const html = (body: string) =>
    `<!doctype html><html lang="fr"><body>${body}${" ".repeat(2000)}</body></html>`;
  // A list page and a detail page, as the real loaders read them (the test app has no build).
  app.get("/actualites", async (request, reply) => {
    renders += 1;
    const context = await loadContextFor(app, request, { publicUrl: "https://example.org" });
    const [articles, opportunities] = await Promise.all([
      context.articles.list({ page: 1, limite: 100 }),
      context.opportunites.list({ page: 1, limite: 100 }),
    ]);
    const titles = [...articles.items, ...opportunities.items].map((item) => item.titre);
    return reply.type("text/html; charset=utf-8").send(html(titles.join("|")));
  });
  app.get("/article/:slug", async (request, reply) => {
    renders += 1;
    const context = await loadContextFor(app, request, { publicUrl: "https://example.org" });
    const found = await context.articles.bySlug((request.params as { slug: string }).slug);
    if (!found) return reply.code(404).type("text/html").send(html("introuvable"));
    await context.articles.countView(found.id);
    return reply.type("text/html; charset=utf-8").send(html(found.item.titre));
  });
  ({ token } = await loginAsAdmin(app));
});

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { ...VISITOR, ...headers } });

/** The app's time (createTestApp's manual clock): moved past a date instead of waiting. */
const clock = () => app.services.clock as ManualClock;
/**
 * A minute ahead: the clock also runs with the system's, and a loaded machine once took
 * longer than 1.5 s over the reads before the date. Less than a cached entry's lifetime
 * (5 min), so that only the date can outdate what the cache holds.
 */
const SOON_MS = 60_000;
const soon = () => new Date(clock().now().getTime() + SOON_MS).toISOString();

const createArticle = (title: string, fields: Record<string, string> = {}) =>
  createItem(app, ARTICLES, token, title, fields);

describe("the page cache", () => {
  it("renders a page once, then sends its stored bytes with the same ETag, or 304", async () => {
    await createArticle("Article de la page en cache");
    const first = await page("/actualites");
    expect(first.statusCode).toBe(200);
    expect(first.headers[PAGE_CACHE_HEADER]).toBe("miss");
    const rendered = renders;

    const second = await page("/actualites");
    expect(second.headers[PAGE_CACHE_HEADER]).toBe("hit");
    expect(renders).toBe(rendered);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["cache-control"]).toContain("s-maxage");
    // A hit is sent before routing, still with the security headers.
    expect(second.headers["content-security-policy"]).toContain("frame-ancestors 'none'");

    const unchanged = await page("/actualites", { "if-none-match": String(first.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe("");
  });

  it("sends Brotli or gzip as asked, each decoding to the same HTML", async () => {
    const plain = await page("/actualites");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await page("/actualites", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const gz = await page("/actualites", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("identity")).toBe("identity");
  });

  it("compresses a page it does not keep (a 404, a page for staff) in the one form asked", async () => {
    for (const [url, headers] of [
      ["/article/nulle-part", {}],
      ["/actualites", authHeader(token)],
    ] as const) {
      const plain = await page(url, headers);
      expect(plain.headers["content-encoding"], url).toBeUndefined();
      expect(plain.headers[PAGE_CACHE_HEADER], url).toBeUndefined();
      const br = await page(url, { ...headers, "accept-encoding": "gzip, deflate, br" });
      expect(br.statusCode, url).toBe(plain.statusCode);
      expect(br.headers["content-encoding"], url).toBe("br");
      expect(br.headers.vary, url).toContain("Accept-Encoding");
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(plain.body);
      const gz = await page(url, { ...headers, "accept-encoding": "gzip" });
      expect(gz.headers["content-encoding"], url).toBe("gzip");
      expect(gunzipSync(gz.rawPayload).toString(), url).toBe(plain.body);
      const head = await app.inject({
        method: "HEAD",
        url,
        headers: { ...VISITOR, ...headers, "accept-encoding": "br" },
      });
      expect(head.headers["content-encoding"], url).toBe("br");
      expect(head.body, url).toBe("");
    }
  });

  it("shows a staff write on the very next request", async () => {
    await page("/actualites");
    expect((await page("/actualites")).headers[PAGE_CACHE_HEADER]).toBe("hit");
    await createArticle("Article écrit à l'instant");
    const next = await page("/actualites");
    expect(next.headers[PAGE_CACHE_HEADER]).toBe("miss");
    // French typography on the French page (issue 20): the apostrophe is set.
    expect(next.body).toContain("Article écrit à l’instant");
  });

  it("never serves nor keeps a page for staff", async () => {
    await page("/actualites");
    const staff = await page("/actualites", authHeader(token));
    expect(staff.headers[PAGE_CACHE_HEADER]).toBeUndefined();
    const rendered = renders;
    await page("/actualites", authHeader(token));
    expect(renders).toBe(rendered + 1);
  });

  it("shows a planned article once its date has passed, with no write in between", async () => {
    await createArticle("Article planifié pour bientôt", {
      etat: "planifié",
      datePublication: soon(),
    });
    expect((await page("/actualites")).body).not.toContain("Article planifié pour bientôt");
    expect((await page("/actualites")).headers[PAGE_CACHE_HEADER]).toBe("hit");
    clock().advance(SOON_MS + 300);
    expect((await page("/actualites")).body).toContain("Article planifié pour bientôt");
  });

  it("drops an opportunity once it expires, with no write in between", async () => {
    await createItem(app, OPPORTUNITIES, token, "Offre qui expire bientôt", {
      dateExpiration: soon(),
    });
    expect((await page("/actualites")).body).toContain("Offre qui expire bientôt");
    clock().advance(SOON_MS + 300);
    expect((await page("/actualites")).body).not.toContain("Offre qui expire bientôt");
  });

  it("counts the view of a page served from the cache, once per visitor", async () => {
    const created = await createArticle("Article compté depuis le cache");
    const { _id, slugs } = created.json().data;
    /** The stored count, once the views noted in memory are written. */
    const views = async () => {
      await app.services.views.flush();
      const staffRead = await app.inject({
        url: `${API}/articles/admin/${_id}`,
        headers: authHeader(token),
      });
      return staffRead.json().data.nombreVues;
    };
    const detail = `/article/${slugs.fr}`;
    expect((await page(detail)).headers[PAGE_CACHE_HEADER]).toBe("miss");
    expect(await views()).toBe(1);
    const other = { "user-agent": "Mozilla/5.0 (iPhone) Safari/604.1" };
    expect((await page(detail, other)).headers[PAGE_CACHE_HEADER]).toBe("hit");
    expect(await views()).toBe(2);
    await page(detail, other);
    await page(detail, { "user-agent": "Googlebot/2.1" });
    // A hit notes its view in memory before the page goes (views.count waits on nothing
    // for a visitor without a token): views() writes whatever these two requests noted.
    expect(await views()).toBe(2);
  });
});
