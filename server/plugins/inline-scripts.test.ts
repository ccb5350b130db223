// Issue 28, point 4: no inline script runs unless the site wrote it. Every HTML answer's
// content security policy names the nonce its render wrote on its own inline scripts, and
// nothing else inline ('unsafe-inline' is gone from script-src, and no hash of what the HTML
// happens to hold is listed); a page from the cache carries the policy of its render. The
// browser's side: e2e/content-security-policy.e2e.ts.
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { withTestApp } from "../test/test-app.ts";
import { PAGE_CACHE_HEADER } from "./page-caching.ts";

const BROWSER = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36",
  "accept-language": "fr",
};

let app: FastifyInstance;
withTestApp(
  async (built) => {
    app = built;
  },
  { config: { serveWeb: true } },
);

/** The attributes of the inline scripts a browser would run in a page, templates included. */
const runnableInlineScripts = (html: string) =>
  [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attributes = ""]) => attributes)
    .filter((attributes) => !/src=|application\/ld\+json/.test(attributes));

/** The sources of a policy's script-src. */
const scriptSources = (policy: unknown) =>
  (/(?:^|;)script-src ([^;]*)/.exec(String(policy))?.[1] ?? "").split(" ");

/** The nonce a policy names (undefined without one). */
const nonceOf = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))?.[1];

describe("the content security policy of a page", () => {
  it.each([
    ["the home page", "/", 200],
    ["an English page", "/en/contact", 200],
    ["the search page", "/recherche?q=mines", 200],
    ["the 404 page", "/nulle-part", 404],
    ["an error page (a refused method)", "/contact", 405],
    ["the back office's sign-in", "/admin/connexion", 200],
    ["the back office", "/admin/articles", 200],
  ])(
    "lets the inline scripts of %s run by the nonce they carry, and no other",
    async (_what, url, status) => {
      const response = await app.inject({
        url,
        method: status === 405 ? "DELETE" : "GET",
        headers: BROWSER,
      });
      expect(response.statusCode).toBe(status);
      const policy = response.headers["content-security-policy"];
      const nonce = nonceOf(policy);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(scriptSources(policy)).toEqual(["'self'", `'nonce-${nonce}'`]);
      const scripts = runnableInlineScripts(response.body);
      expect(scripts.length).toBeGreaterThan(0);
      for (const attributes of scripts) expect(attributes).toContain(` nonce="${nonce}"`);
    },
  );

  it("draws a new nonce for each render: two searches, two nonces", async () => {
    const policies = await Promise.all(
      [1, 2].map(
        async () =>
          (await app.inject({ url: "/recherche?q=transport", headers: BROWSER })).headers[
            "content-security-policy"
          ],
      ),
    );
    expect(nonceOf(policies[0])).toBeDefined();
    expect(nonceOf(policies[0])).not.toBe(nonceOf(policies[1]));
  });

  it("is kept with a cached page: a hit carries the policy and the nonce of its render", async () => {
    const miss = await app.inject({ url: "/qui-sommes-nous", headers: BROWSER });
    expect(miss.headers[PAGE_CACHE_HEADER]).toBe("miss");
    const hit = await app.inject({ url: "/qui-sommes-nous", headers: BROWSER });
    expect(hit.headers[PAGE_CACHE_HEADER]).toBe("hit");
    expect(hit.headers["content-security-policy"]).toBe(miss.headers["content-security-policy"]);
    const nonce = nonceOf(hit.headers["content-security-policy"]);
    expect(hit.body).toContain(` nonce="${nonce}"`);
  });
});
