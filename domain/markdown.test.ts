import { describe, expect, it } from "vitest";
import { textKind } from "./content-types/index.ts";
import { isAllowedLink, isExternalLink } from "./markdown.ts";

describe("the links a text may hold", () => {
  it.each([
    "https://example.com",
    "HTTPS://example.com/a?b=1#c",
    "http://example.com",
    "mailto:ventes@example.com",
    "/contact",
    "/en/news/un-article",
    "  /contact  ",
  ])("accepts %j", (href) => {
    expect(isAllowedLink(href)).toBe(true);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "java\tscript:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "//evil.com",
    "/\\evil.com",
    "https://",
    "mailto:",
    "contact",
    "#ancre",
    "",
  ])("refuses %j", (href) => {
    expect(isAllowedLink(href)).toBe(false);
  });

  it("tells the links that leave the site", () => {
    expect(isExternalLink("https://example.com")).toBe(true);
    expect(isExternalLink("HTTP://example.com")).toBe(true);
    expect(isExternalLink("/contact")).toBe(false);
    expect(isExternalLink("mailto:a@example.com")).toBe(false);
  });
});

describe("the kind of a content field", () => {
  it("is Markdown for every type's contenu, plain text otherwise", () => {
    expect(textKind("articles", "contenu")).toBe("markdown");
    expect(textKind("realisations", "contenu")).toBe("markdown");
    expect(textKind("opportunites", "contenu")).toBe("markdown");
    expect(textKind("articles", "resume")).toBe("text");
    expect(textKind("realisations", "description")).toBe("text");
  });
});
