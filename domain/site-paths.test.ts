import { describe, expect, it } from "vitest";
import { readCookie } from "./language.ts";
import { canonicalPagePath, documentPath, listPageOf, sitePath } from "./site-paths.ts";

describe("the site's addresses", () => {
  it("make every redirect a path of this site", () => {
    for (const location of [
      "//evil.example/",
      "/\\evil.example/",
      "\\\\evil.example",
      "/\t/evil.example",
      "/ /evil.example",
      "///evil.example",
      "https://evil.example/",
    ]) {
      const target = sitePath(location);
      expect(target.startsWith("/"), location).toBe(true);
      expect(/^\/[/\\\s]/.test(target), location).toBe(false);
      expect(new URL(target, "http://site.test").host, location).toBe("site.test");
    }
    expect(sitePath("/en/contact?page=2")).toBe("/en/contact?page=2");
  });

  it("give each page one address: lower case, single slashes, no trailing slash", () => {
    expect(canonicalPagePath("/EN/Contact/")).toBe("/en/contact");
    expect(canonicalPagePath("//en//contact")).toBe("/en/contact");
    expect(canonicalPagePath("/")).toBe("/");
    expect(canonicalPagePath("/Article/caf%c3%a9")).toBe("/article/caf%C3%A9");
    // Tokens are case-sensitive: the token page keeps its token as sent.
    expect(canonicalPagePath("/EN/Apercu/AbC.dEf/")).toBe("/en/apercu/AbC.dEf");
    for (const path of ["/EN/Contact/", "/Article/caf%c3%a9", "/en/apercu/AbC"]) {
      const once = canonicalPagePath(path);
      expect(canonicalPagePath(once)).toBe(once);
    }
  });

  it("read a client navigation's data request as the page it is for", () => {
    expect(documentPath("/en.data")).toBe("/en");
    expect(documentPath("/_.data")).toBe("/");
    expect(documentPath("/en/_.data")).toBe("/en/");
    expect(documentPath("/it/mines.data")).toBe("/it/mines");
    expect(documentPath("/en/contact")).toBe("/en/contact");
  });

  it("read a list's page as a whole number ≥ 1, else 1", () => {
    const page = (query: string) => listPageOf(new URLSearchParams(query));
    expect(page("page=3")).toBe(3);
    expect(page("page=03")).toBe(3);
    for (const query of ["", "page=0", "page=-2", "page=1.5", "page=abc", "page=1e400"]) {
      expect(page(query), query).toBe(1);
    }
  });

  it("read a badly encoded cookie as an unknown value, never a failure", () => {
    expect(readCookie("lang=%E0%A4%A", "lang")).toBe("%E0%A4%A");
    expect(readCookie("a=1; lang=en", "lang")).toBe("en");
  });
});
