// What a visitor gets of a text written in Markdown (issue 19): the formatting an author may
// use, nothing an attacker may slip in, the plain texts written before Markdown unchanged,
// and the plain-text excerpt of cards and meta descriptions.
import { describe, expect, it } from "vitest";
import {
  markdownExcerpt,
  renderMarkdown,
  withExcerpts,
  withRenderedMarkdown,
} from "./markdown.server.ts";

describe("renderMarkdown", () => {
  it("renders what the editor writes: headings, bold, italic, lists, quotes and links", () => {
    const html = renderMarkdown(
      [
        "## Notre approche",
        "Un texte **important** et *nuancé*.",
        "### Étapes",
        "- étude\n- chantier",
        "1. premier\n2. second",
        "> Une citation",
        "Écrivez à [l'équipe](mailto:contact@example.com) ou voyez [nos projets](/realisations).",
      ].join("\n\n"),
    );
    expect(html).toContain("<h2>Notre approche</h2>");
    expect(html).toContain("<h3>Étapes</h3>");
    expect(html).toContain("<strong>important</strong>");
    expect(html).toContain("<em>nuancé</em>");
    expect(html).toContain("<ul>\n<li>étude</li>\n<li>chantier</li>\n</ul>");
    expect(html).toContain("<ol>\n<li>premier</li>\n<li>second</li>\n</ol>");
    expect(html).toContain("<blockquote>\n<p>Une citation</p>\n</blockquote>");
    expect(html).toContain('<a href="mailto:contact@example.com">l\'équipe</a>');
    expect(html).toContain('<a href="/realisations">nos projets</a>');
  });

  it("starts headings at h2 under the page's h1, keeping their hierarchy", () => {
    expect(renderMarkdown("# Un\n\n## Deux\n\n###### Six")).toBe(
      "<h2>Un</h2>\n<h3>Deux</h3>\n<h6>Six</h6>\n",
    );
    expect(renderMarkdown("### Trois\n\n#### Quatre")).toBe("<h2>Trois</h2>\n<h3>Quatre</h3>\n");
    expect(renderMarkdown("## Deux\n\n### Trois")).toBe("<h2>Deux</h2>\n<h3>Trois</h3>\n");
  });

  it("gives links that leave the site rel=noopener noreferrer, and the site's own none", () => {
    expect(renderMarkdown("[site](https://example.com/a?b=1&c=2)")).toBe(
      '<p><a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">site</a></p>\n',
    );
    expect(renderMarkdown("<https://example.com>")).toContain(
      '<a href="https://example.com" rel="noopener noreferrer">https://example.com</a>',
    );
    expect(renderMarkdown("Voir https://example.com/page.")).toContain(
      '<a href="https://example.com/page" rel="noopener noreferrer">https://example.com/page</a>.',
    );
    expect(renderMarkdown("[contact](/contact)")).toBe('<p><a href="/contact">contact</a></p>\n');
  });

  it("shows raw HTML as text", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\nUn <b onclick="x()">mot</b>.',
    );
    expect(html).not.toMatch(/<script|<img|<b /);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("Un &lt;b onclick=&quot;x()&quot;&gt;mot&lt;/b&gt;.");
  });

  it.each([
    ["[x](javascript:alert(1))"],
    ["[x](JaVaScRiPt:alert(1))"],
    ["[x](java\tscript:alert(1))"],
    ["[x](&#106;avascript:alert(1))"],
    ["[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["[x](vbscript:msgbox(1))"],
    ["[x](//evil.com)"],
    ["[x](/\\evil.com)"],
    ["[x](file:///etc/passwd)"],
    ["[x](page-relative)"],
    ["<javascript:alert(1)>"],
    ["<data:text/html,<script>alert(1)</script>>"],
    ["[x]: javascript:alert(1)\n\n[lien][x]"],
    ["![img](https://example.com/a.png)"],
  ])("renders %j without a live link, script or image", (source) => {
    const html = renderMarkdown(source);
    expect(html).not.toMatch(/href="(?!https?:|mailto:|\/(?![/\\]))/i);
    expect(html).not.toMatch(/<(script|img|iframe)/i);
    expect(html).not.toContain('href="//');
  });

  it("keeps a site path with a backslash on the site", () => {
    // "/\evil.com" would be read by a browser as "//evil.com": encoded, it stays a path here.
    expect(renderMarkdown("[x](/\\evil.com)")).toContain('href="/%5Cevil.com"');
  });

  it("decodes entities as text, never as markup", () => {
    expect(renderMarkdown("&lt;script&gt; &amp; &copy; &#60;b&#62;")).toBe(
      "<p>&lt;script&gt; &amp; © &lt;b&gt;</p>\n",
    );
  });

  it("renders the plain texts written before Markdown as paragraphs, line breaks kept", () => {
    const plain =
      "Premier paragraphe, sur deux lignes :\nla seconde.\n\nSecond paragraphe.\n\n\nTroisième, après deux lignes vides.";
    expect(renderMarkdown(plain)).toBe(
      "<p>Premier paragraphe, sur deux lignes :<br>\nla seconde.</p>\n<p>Second paragraphe.</p>\n<p>Troisième, après deux lignes vides.</p>\n",
    );
    // What Markdown would otherwise read as code, a rule or a table stays text.
    expect(renderMarkdown("    indenté\n\n---\n\n| a | b |\n\n`code`")).toBe(
      "<p>indenté</p>\n<p>---</p>\n<p>| a | b |</p>\n<p>`code`</p>\n",
    );
    expect(renderMarkdown("")).toBe("");
  });

  it("stops nesting past a depth instead of growing without bound", () => {
    const html = renderMarkdown(`${"> ".repeat(200)}fond`);
    expect(html.match(/<blockquote>/g)?.length ?? 0).toBeLessThanOrEqual(20);
  });
});

describe("markdownExcerpt", () => {
  it("reads the text without its markup, headings left out, lists as sentences", () => {
    const text = [
      "## Nos engagements",
      "Un chantier **exemplaire** avec [nos partenaires](https://example.com) :",
      "- eau recyclée\n- sols réhabilités\n- emplois locaux",
      "> Une *citation* &amp; une suite.",
    ].join("\n\n");
    expect(markdownExcerpt(text)).toBe(
      "Un chantier exemplaire avec nos partenaires : eau recyclée, sols réhabilités, emplois locaux. Une citation & une suite.",
    );
  });

  it("keeps raw HTML as the text it shows, and headings when nothing else is written", () => {
    expect(markdownExcerpt("<b>gras</b> & <script>x</script>")).toBe(
      "<b>gras</b> & <script>x</script>",
    );
    expect(markdownExcerpt("# Seulement un titre")).toBe("Seulement un titre");
  });

  it("gives a plain text back as written, its line breaks as spaces", () => {
    expect(markdownExcerpt("Ligne un\nligne deux.\n\nParagraphe deux.")).toBe(
      "Ligne un ligne deux. Paragraphe deux.",
    );
  });

  it("cuts at a word's end with an ellipsis", () => {
    const excerpt = markdownExcerpt(`**${"mot ".repeat(60).trim()}**`, 120);
    expect(excerpt.length).toBeLessThanOrEqual(120);
    expect(excerpt).toMatch(/^mot mot .* mot…$/);
  });
});

describe("the Markdown fields of an item", () => {
  const item = { titre: "**Titre**", description: "*desc*", contenu: "## Un\n\nDeux **trois**." };

  it("are rendered for a detail page, the other fields left as they are", () => {
    expect(withRenderedMarkdown("articles", item)).toEqual({
      titre: "**Titre**",
      description: "*desc*",
      contenu: { html: "<h2>Un</h2>\n<p>Deux <strong>trois</strong>.</p>\n" },
    });
  });

  it("are read as excerpts for a card", () => {
    expect(withExcerpts("opportunites", item, 120)).toEqual({
      titre: "**Titre**",
      description: "*desc*",
      contenu: "Deux trois.",
    });
  });
});
