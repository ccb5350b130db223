// Issue 28, point 4: no inline script runs unless the site wrote it. Every HTML answer's
// content security policy lists the hashes of the inline scripts it carries, and nothing
// else inline ('unsafe-inline' is gone from script-src); a page from the cache carries the
// policy it was rendered with. The browser's side: e2e/content-security-policy.e2e.ts.
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { withTestApp } from "../test/test-app.ts";
import { PAGE_CACHE_HEADER } from "./page-caching.ts";
import { inlineScriptHashes } from "./security.ts";

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

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The texts of the inline scripts a browser would run in a page, templates included. */
const runnableInlineScripts = (html: string) =>
  [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/src=|application\/ld\+json/.test(attributes ?? ""))
    .map(([, , text]) => text ?? "");

/** The sources of a policy's script-src. */
const scriptSources = (policy: unknown) =>
  (/(?:^|;)script-src ([^;]*)/.exec(String(policy))?.[1] ?? "").split(" ");

describe("the content security policy of a page", () => {
  it.each([
    ["the home page", "/", 200],
    ["an English page", "/en/contact", 200],
    ["the 404 page", "/nulle-part", 404],
    ["an error page (a refused method)", "/contact", 405],
    ["the back office's sign-in", "/admin/connexion", 200],
    ["the back office", "/admin/articles", 200],
  ])(
    "allows the inline scripts of %s by their hashes, and no other",
    async (_what, url, status) => {
      const response = await app.inject({
        url,
        method: status === 405 ? "DELETE" : "GET",
        headers: BROWSER,
      });
      expect(response.statusCode).toBe(status);
      const sources = scriptSources(response.headers["content-security-policy"]);
      expect(sources).not.toContain("'unsafe-inline'");
      const scripts = runnableInlineScripts(response.body);
      expect(scripts.length).toBeGreaterThan(0);
      expect(sources.sort()).toEqual(["'self'", ...new Set(scripts.map(sha256))].sort());
    },
  );

  it("is kept with a cached page: a hit carries the policy of its render", async () => {
    const miss = await app.inject({ url: "/qui-sommes-nous", headers: BROWSER });
    expect(miss.headers[PAGE_CACHE_HEADER]).toBe("miss");
    const hit = await app.inject({ url: "/qui-sommes-nous", headers: BROWSER });
    expect(hit.headers[PAGE_CACHE_HEADER]).toBe("hit");
    expect(hit.headers["content-security-policy"]).toBe(miss.headers["content-security-policy"]);
    expect(scriptSources(hit.headers["content-security-policy"]).length).toBeGreaterThan(2);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes each runnable inline script once, as written, and skips data and files", () => {
    const html = [
      "<script>a()</script>",
      '<script type="module" async="">import "/x.js";</script>',
      "<template><script>b('é')</script></template>",
      '<script type="application/ld+json">{"@type":"Article"}</script>',
      '<script src="/assets/c.js"></script>',
      "<SCRIPT>a()</SCRIPT >",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha256("a()"),
      sha256('import "/x.js";'),
      sha256("b('é')"),
    ]);
  });
});
