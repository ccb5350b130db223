// What an address shows depends only on the address: before any page renders, a visitor
// is sent to their language, and a page goes out with its caching headers.

import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerLanguageRedirects } from "./language-redirects.ts";
import { PUBLIC_PAGE_CACHE_CONTROL, registerPageCaching } from "./page-caching.ts";

describe("language redirects and page caching headers", () => {
  let app: FastifyInstance;
  let renders = 0;
  beforeAll(async () => {
    app = Fastify();
    await app.register(cookie);
    registerLanguageRedirects(app);
    registerPageCaching(app, null);
    // Stands for the React Router handler: HTML that depends on the path only.
    app.get("/*", async (request, reply) => {
      renders++;
      const { Readable } = await import("node:stream");
      reply.type("text/html; charset=utf-8");
      return Readable.from([`<html><body>${request.url.split("?")[0]}</body></html>`]);
    });
    app.post("/*", async () => "posted");
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });

  it("shows an unprefixed page in French to a French or unknown visitor", async () => {
    for (const headers of [
      {} as Record<string, string>,
      { "accept-language": "fr-FR,fr;q=0.9" },
      { "accept-language": "de" },
    ]) {
      const response = await get("/contact", headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("/contact");
      expect(response.headers.vary).toBe("Cookie, Accept-Language, Accept-Encoding");
    }
  });

  it("sends another visitor to the page in their language: stored choice first, then browser", async () => {
    const english = await get("/article/un-titre?page=2", { "accept-language": "en-GB,en;q=0.9" });
    expect(english.statusCode).toBe(302);
    expect(english.headers.location).toBe("/en/news/un-titre?page=2");
    expect(english.headers["cache-control"]).toBe("private, no-cache");

    const chosen = await get("/", { cookie: "lang=it", "accept-language": "en" });
    expect(chosen.headers.location).toBe("/it");
    const choseFrench = await get("/contact", { cookie: "lang=fr", "accept-language": "en" });
    expect(choseFrench.statusCode).toBe(200);
  });

  it("stores the language it detected, marked as detected, and nothing when the choice decided", async () => {
    // SPEC.md §1: the detection's result is cached; the mark tells the page that the
    // browser's language decided, so that a choice kept on the device still wins there.
    const english = await get("/contact", { "accept-language": "en-GB,en;q=0.9" });
    expect(english.headers.location).toBe("/en/contact");
    const cookies = [english.headers["set-cookie"]].flat();
    expect(cookies).toEqual([
      expect.stringMatching(/^lang=en; Max-Age=31536000; Path=\/; SameSite=Lax$/),
      expect.stringMatching(/^lang_detecte=1; Max-Age=60; Path=\/; SameSite=Lax$/),
    ]);
    // A stored choice beats the browser, and stays as it was.
    const chosen = await get("/contact", { cookie: "lang=it", "accept-language": "en" });
    expect(chosen.headers.location).toBe("/it/contatti");
    expect(chosen.headers["set-cookie"]).toBeUndefined();
    // A French page sets nothing: it stays the same cacheable bytes for everyone.
    const french = await get("/contact", { "accept-language": "fr" });
    expect(french.statusCode).toBe(200);
    expect(french.headers["set-cookie"]).toBeUndefined();
  });

  it("stores a flag's choice without JavaScript, then goes to the clean address", async () => {
    const response = await get("/en/contact?lang=en&page=3");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/en/contact?page=3");
    expect(response.headers["set-cookie"]).toMatch(
      /^lang=en; Max-Age=31536000; Path=\/; SameSite=Lax/,
    );

    const french = await get("/contact?lang=fr", { "accept-language": "en" });
    expect(french.headers.location).toBe("/contact");
    expect(french.headers["set-cookie"]).toMatch(/^lang=fr;/);

    const unknown = await get("/contact?lang=xx");
    expect(unknown.headers.location).toBe("/contact");
    expect(unknown.headers["set-cookie"]).toBeUndefined();
  });

  it("sends an English or Italian address in French words to its own, in one 301 with its query", async () => {
    const rendered = renders;
    for (const [from, to] of [
      ["/en/actualites", "/en/news"],
      ["/en/actualites?page=2&categorie=mines", "/en/news?page=2&categorie=mines"],
      ["/it/qui-sommes-nous", "/it/chi-siamo"],
      ["/it/contact?x=%C3%A9", "/it/contatti?x=%C3%A9"],
      ["/en/realisation/tour-a?utm_source=mail", "/en/project/tour-a?utm_source=mail"],
      ["/it/opportunite/lot-3", "/it/opportunita/lot-3"],
      ["/en/recherche?q=Dakar", "/en/search?q=Dakar"],
      ["/it/immobilier", "/it/immobiliare"],
      // A case or slash variant goes there in the same hop.
      ["/EN/Actualites/", "/en/news"],
      ["/en//realisation//Tour-A", "/en/project/tour-a"],
      // A newsletter link mailed before: its token is kept as it was, case and all.
      ["/en/newsletter/desinscription/AbC.dEf", "/en/newsletter/unsubscribe/AbC.dEf"],
      ["/it/apercu/AbC.dEf", "/it/anteprima/AbC.dEf"],
    ]) {
      const response = await get(from as string, { "accept-language": "fr", cookie: "lang=fr" });
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
      // The same for everyone: a CDN may keep it, no cookie is set.
      expect(response.headers["set-cookie"], from).toBeUndefined();
      expect(response.headers["cache-control"], from).toBeUndefined();
    }
    expect(renders).toBe(rendered);
    // The new addresses, and French at the root, stay where they are.
    for (const url of [
      "/en/news",
      "/it/chi-siamo",
      "/en/project/tour-a",
      "/actualites",
      "/en/contact",
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it("never sends a hostile address in French words to another site", async () => {
    for (const url of [
      "/en/actualites//evil.example",
      "/en/article//evil.example",
      "/en/article/%2F%2Fevil.example",
      "/en/article/%5C%5Cevil.example",
      "/en/article/%0D%0ASet-Cookie:%20x=1",
      "/en/actualites?next=//evil.example",
      "/en/actualites?%0D%0ASet-Cookie:x=1",
      "//evil.example/en/actualites",
      "/\\evil.example/en/actualites",
      "/en/%2F%2Fevil.example/actualites",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBeLessThan(500);
      const location = response.headers.location;
      if (location === undefined) continue;
      expect(String(location).startsWith("/"), url).toBe(true);
      expect(/^\/[/\\\s]/.test(String(location)), url).toBe(false);
      expect(new URL(String(location), "http://site.test").host, url).toBe("site.test");
      expect(String(location), url).not.toMatch(/[\r\n]/);
      expect(response.headers["set-cookie"], url).toBeUndefined();
    }
    // A path longer than any of the site's is no old link: not echoed in a redirect.
    const long = await get(`/en/article/${"a".repeat(8_000)}`);
    expect(long.headers.location).toBeUndefined();
  });

  it("sends /fr/… to the French page at the root", async () => {
    expect((await get("/fr")).headers.location).toBe("/");
    expect((await get("/fr/qui-sommes-nous?x=1")).headers.location).toBe("/qui-sommes-nous?x=1");
  });

  it("leaves the API, the back office, files, page data and posts alone", async () => {
    const english = { "accept-language": "en" };
    for (const url of [
      "/api/v1/articles",
      "/admin/connexion",
      "/favicon.svg",
      "/contact.data",
      "/uploads/x.webp",
    ]) {
      expect((await get(url, english)).statusCode, url).toBe(200);
    }
    const posted = await app.inject({ method: "POST", url: "/contact", headers: english });
    expect(posted.body).toBe("posted");
  });

  it("gives a page an ETag and a Cache-Control, and answers 304 when it has not changed", async () => {
    const first = await get("/en/news");
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    // A prefixed page depends on its address alone (and the encoding asked).
    expect(first.headers.vary).toBe("Accept-Encoding");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{32}"$/);

    const again = await get("/en/news", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);

    const other = await get("/it/notizie", { "if-none-match": etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
    expect(renders).toBeGreaterThan(0);
  });
});
