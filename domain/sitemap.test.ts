import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./constants.ts";
import {
  SITEMAP_ITEM_TYPES,
  SITEMAP_ITEMS_PER_PART,
  SITEMAP_MAX_URLS,
  sitemapPartName,
  sitemapPartOf,
  sitemapPartPath,
} from "./sitemap.ts";

describe("the sitemap's parts", () => {
  it("hold at most 10,000 addresses: an item is one per language, so 3,333 items", () => {
    expect(SITEMAP_MAX_URLS).toBe(10_000);
    expect(SITEMAP_ITEMS_PER_PART).toBe(3_333);
    expect(SITEMAP_ITEMS_PER_PART * LANGUAGES.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    expect((SITEMAP_ITEMS_PER_PART + 1) * LANGUAGES.length).toBeGreaterThan(SITEMAP_MAX_URLS);
  });

  it("are named by their content and page, and read back from that name", () => {
    expect(sitemapPartPath({ kind: "pages" })).toBe("/sitemaps/pages.xml");
    expect(sitemapPartPath({ kind: "items", type: "articles", page: 12 })).toBe(
      "/sitemaps/articles-12.xml",
    );
    // Every type's parts, whatever its plural ("offres-emploi" holds a hyphen).
    for (const part of [
      { kind: "pages" } as const,
      ...SITEMAP_ITEM_TYPES.flatMap((type) => [
        { kind: "items", type, page: 1 } as const,
        { kind: "items", type, page: 340 } as const,
      ]),
    ]) {
      expect(sitemapPartOf(sitemapPartName(part))).toEqual(part);
    }
  });

  it("name nothing under any other name: another type, page 0, a leading zero, letters, a number past any site", () => {
    for (const name of [
      "articles-0.xml",
      "articles-01.xml",
      "articles-abc.xml",
      "articles-1",
      "articles-1.xml.gz",
      "articles--1.xml",
      "articles-1e3.xml",
      "offres-1.xml",
      "emploi-1.xml",
      "offres-emploi-.xml",
      "offres-emploi-x-1.xml",
      "articles-9999999999999999.xml",
      "article-1.xml",
      "users-1.xml",
      "constructor-1.xml",
      "pages-1.xml",
      "pages",
      "",
    ]) {
      expect(sitemapPartOf(name), name).toBeUndefined();
    }
  });
});
