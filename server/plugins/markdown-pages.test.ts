// Formatted content (issue 19) end to end without a browser: `contenu` kept by the API as the
// Markdown its author wrote, and the public pages (the web build, through app.inject)
// showing it formatted, with what an attacker could slip in rendered inert.
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "../test/content-types.ts";
import { API, authHeader, loginAsAdmin, withTestApp } from "../test/test-app.ts";

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" };

/** Markdown as a careless or hostile author may write it, in every supported construct. */
const WRITTEN = [
  "# Un titre de premier niveau",
  "Texte **gras**, *italique* et [un lien](https://example.com/page), [une page](/contact), [un mail](mailto:ventes@example.com).",
  "- un\n- deux",
  "> citation",
  '<script>alert("x")</script>',
  "<img src=x onerror=alert(1)>",
  "[piège](javascript:alert(1)) [données](data:text/html,x) [vb](vbscript:msgbox) [hôte](//evil.com)",
  "Ligne une\nligne deux",
].join("\n\n");

const EXCERPT_START = "Texte gras, italique et un lien, une page, un mail. un, deux. citation";

let app: FastifyInstance;
let token = "";
withTestApp(
  async (built) => {
    app = built;
    ({ token } = await loginAsAdmin(app));
  },
  { config: { serveWeb: true } },
);

const page = (url: string) => app.inject({ url, headers: BROWSER });

describe.each(CONTENT_TYPES_UNDER_TEST)("$type: Markdown content", (content) => {
  it("keeps contenu as written, and its page shows it formatted, hostile parts inert", async () => {
    const title = `Texte mis en forme ${content.type}`;
    const created = await createItem(app, content, token, title, {
      "contenu[fr]": WRITTEN,
      "contenu[en]": WRITTEN,
      "contenu[it]": WRITTEN,
    });
    const { _id: id } = created.json<{ data: { _id: string } }>().data;

    // The API: the text as written, in the back office and on the public reads.
    const staff = await app.inject({
      url: `${API}${content.path}/admin/${id}`,
      headers: authHeader(token),
    });
    const stored = staff.json<{
      data: { contenu: Record<string, string>; slugs: { fr: string } };
    }>().data;
    expect(stored.contenu.fr).toBe(WRITTEN);
    const slug = stored.slugs.fr;
    const publicRead = await app.inject({ url: `${API}${content.path}/${slug}?lang=fr` });
    expect(content.detailItem(publicRead.json())).toMatchObject({ contenu: WRITTEN });

    // The public page: formatted by the server.
    const response = await page(`/${content.type}/${slug}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain("<h2>Un titre de premier niveau</h2>");
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain("<strong>gras</strong>");
    expect(html).toContain("<em>italique</em>");
    expect(html).toContain(
      '<a href="https://example.com/page" rel="noopener noreferrer">un lien</a>',
    );
    expect(html).toContain('<a href="/contact">une page</a>');
    expect(html).toContain('<a href="mailto:ventes@example.com">un mail</a>');
    expect(html).toContain("<ul>\n<li>un</li>\n<li>deux</li>\n</ul>");
    expect(html).toContain("<blockquote>\n<p>citation</p>\n</blockquote>");
    expect(html).toContain("<p>Ligne une<br>\nligne deux</p>");
    // Raw HTML shows as text; refused links stay text; nothing of it runs.
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toMatch(/href="\s*(javascript|data|vbscript):/i);
    expect(html).not.toContain('href="//evil.com"');
    expect(html).toContain("[piège](javascript:alert(1))");
    // The page does not carry the Markdown besides its HTML.
    expect(html).not.toContain("**gras**");

    // Where only a summary fits, the text is read without its marks.
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(description).not.toMatch(/\*\*|#/);
  });
});

describe("the cards and descriptions of Markdown texts", () => {
  it("read the text without its marks when there is no summary", async () => {
    const [articles] = CONTENT_TYPES_UNDER_TEST;
    if (!articles) throw new Error("articles are the first content type under test");
    const created = await createItem(app, articles, token, "Article sans résumé en Markdown", {
      "contenu[fr]": WRITTEN,
    });
    const { slugs } = created.json<{ data: { slugs: { fr: string } } }>().data;
    const detail = await page(`/article/${slugs.fr}`);
    const description = /<meta name="description" content="([^"]*)"/.exec(detail.body)?.[1];
    expect(description?.startsWith(EXCERPT_START)).toBe(true);

    const list = await page("/actualites");
    expect(list.body).toContain(EXCERPT_START);
    expect(list.body).not.toContain("Texte **gras**");
  });
});
