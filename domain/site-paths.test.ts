import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./constants.ts";
import { readCookie } from "./language.ts";
import {
  canonicalPagePath,
  DETAIL_PATHS,
  detailAlternates,
  documentPath,
  isSearchPath,
  listPageOf,
  localizedPath,
  movedAddress,
  newsletterTokenPath,
  PAGE_PATHS,
  pageAlternates,
  previewPath,
  SITE_PATHS,
  type SitePathName,
  sitePath,
  splitLanguagePrefix,
  tokenPageOf,
} from "./site-paths.ts";

const NAMES = Object.keys(SITE_PATHS) as SitePathName[];

describe("the addresses in each language (docs/decisions/056)", () => {
  it("keep SPEC.md's French words at the root", () => {
    expect(Object.values(PAGE_PATHS)).toEqual([
      "/",
      "/immobilier",
      "/aviation",
      "/mines",
      "/logistique",
      "/realisations",
      "/actualites",
      "/opportunites",
      "/qui-sommes-nous",
      "/contact",
      "/mentions-legales",
      "/confidentialite",
      "/gouvernance",
      "/carrieres",
      "/presse",
      "/engagements",
    ]);
    expect(DETAIL_PATHS).toEqual({
      realisations: "/realisation",
      articles: "/article",
      opportunites: "/opportunite",
      // A job offer's and a release's page live under their list's address (issue 32).
      "offres-emploi": "/carrieres",
      communiques: "/presse",
    });
    for (const name of NAMES)
      expect(localizedPath("fr", SITE_PATHS[name].fr)).toBe(SITE_PATHS[name].fr);
  });

  it("give each page its words in English and Italian", () => {
    const en = (path: string) => localizedPath("en", path);
    const it_ = (path: string) => localizedPath("it", path);
    expect(Object.values(PAGE_PATHS).map(en)).toEqual([
      "/en",
      "/en/real-estate",
      "/en/aviation",
      "/en/mining",
      "/en/logistics",
      "/en/projects",
      "/en/news",
      "/en/opportunities",
      "/en/about-us",
      "/en/contact",
      "/en/legal-notice",
      "/en/privacy",
      "/en/governance",
      "/en/careers",
      "/en/press",
      "/en/commitments",
    ]);
    expect(Object.values(PAGE_PATHS).map(it_)).toEqual([
      "/it",
      "/it/immobiliare",
      "/it/aviazione",
      "/it/miniere",
      "/it/logistica",
      "/it/progetti",
      "/it/notizie",
      "/it/opportunita",
      "/it/chi-siamo",
      "/it/contatti",
      "/it/note-legali",
      "/it/privacy",
      "/it/governance",
      "/it/carriere",
      "/it/stampa",
      "/it/impegni",
    ]);
    expect(en("/recherche?q=Dakar#r")).toBe("/en/search?q=Dakar#r");
    expect(it_("/recherche?q=Dakar")).toBe("/it/cerca?q=Dakar");
    expect(en("/newsletter")).toBe("/en/newsletter");
    // Issue 32's pages, at their addresses in each language.
    expect(["/gouvernance", "/carrieres", "/presse", "/engagements"].map(en)).toEqual([
      "/en/governance",
      "/en/careers",
      "/en/press",
      "/en/commitments",
    ]);
    expect(["/gouvernance", "/carrieres", "/presse", "/engagements"].map(it_)).toEqual([
      "/it/governance",
      "/it/carriere",
      "/it/stampa",
      "/it/impegni",
    ]);
    // A path the table does not know keeps its words under the prefix.
    expect(en("/page-introuvable")).toBe("/en/page-introuvable");
    expect(en("/actualites/x")).toBe("/en/actualites/x");
  });

  it("put each item's page under its language's words, its slug as it is", () => {
    expect(
      detailAlternates("realisations", { fr: "tour-a", en: "tower-a", it: "torre-a" }),
    ).toEqual({
      fr: "/realisation/tour-a",
      en: "/en/project/tower-a",
      it: "/it/progetto/torre-a",
    });
    expect(detailAlternates("articles", { fr: "un-titre", en: "a-title", it: "" })).toEqual({
      fr: "/article/un-titre",
      en: "/en/news/a-title",
      it: "/it/notizia/un-titre",
    });
    expect(detailAlternates("opportunites", { fr: "lot", en: "lot", it: "lotto" })).toEqual({
      fr: "/opportunite/lot",
      en: "/en/opportunity/lot",
      it: "/it/opportunita/lotto",
    });
    expect(previewPath("it", "AbC.d")).toBe("/it/anteprima/AbC.d");
    expect(newsletterTokenPath("en", "unsubscribe", "t0K")).toBe("/en/newsletter/unsubscribe/t0K");
    expect(newsletterTokenPath("it", "confirm", "t0K")).toBe("/it/newsletter/conferma/t0K");
    expect(pageAlternates("/qui-sommes-nous")).toEqual({
      fr: "/qui-sommes-nous",
      en: "/en/about-us",
      it: "/it/chi-siamo",
    });
  });

  it("read any language's address back as the French path of its page", () => {
    expect(splitLanguagePrefix("/en/news")).toEqual({ prefix: "en", path: "/actualites" });
    expect(splitLanguagePrefix("/en/news/a-title")).toEqual({
      prefix: "en",
      path: "/article/a-title",
    });
    expect(splitLanguagePrefix("/it/opportunita")).toEqual({ prefix: "it", path: "/opportunites" });
    expect(splitLanguagePrefix("/it/opportunita/lotto")).toEqual({
      prefix: "it",
      path: "/opportunite/lotto",
    });
    expect(splitLanguagePrefix("/it")).toEqual({ prefix: "it", path: "/" });
    expect(splitLanguagePrefix("/contact")).toEqual({ prefix: undefined, path: "/contact" });
    expect(splitLanguagePrefix("/en/nowhere")).toEqual({ prefix: "en", path: "/nowhere" });
    expect(isSearchPath("/it/cerca")).toBe(true);
    expect(isSearchPath("/it/recherche")).toBe(true);
    expect(tokenPageOf("/en/preview/x")).toBe("/apercu");
    expect(tokenPageOf("/it/newsletter/disiscrizione/x")).toBe("/newsletter/desinscription");
    expect(tokenPageOf("/en/newsletter/confirmation/x")).toBe("/newsletter/confirmation");
    expect(tokenPageOf("/en/preview")).toBeUndefined();
  });

  it("round-trip every address of the table, in every language", () => {
    for (const name of NAMES) {
      const french =
        SITE_PATHS[name].kind === "detail" || SITE_PATHS[name].kind === "token"
          ? `${SITE_PATHS[name].fr}/x`
          : SITE_PATHS[name].fr;
      for (const lang of LANGUAGES) {
        const address = localizedPath(lang, french);
        expect(splitLanguagePrefix(address).path, `${name} ${lang}`).toBe(french);
        expect(movedAddress(address), address).toBeUndefined();
      }
    }
  });

  it("never give one address to two pages, nor a language's word to another page in French", () => {
    for (const lang of LANGUAGES) {
      const whole = NAMES.filter((name) => !["detail", "token"].includes(SITE_PATHS[name].kind));
      const paths = whole.map((name) => SITE_PATHS[name][lang]);
      expect(new Set(paths).size, lang).toBe(paths.length);
      const starts = NAMES.filter((name) => ["detail", "token"].includes(SITE_PATHS[name].kind));
      const startPaths = starts.map((name) => SITE_PATHS[name][lang]);
      expect(new Set(startPaths).size, lang).toBe(startPaths.length);
      // `/en/contact` is the same page as `/contact`; `/en/x` must never be the French
      // word of another page, or its 301 would be ambiguous.
      for (const name of NAMES) {
        const clash = NAMES.find(
          (other) =>
            other !== name &&
            SITE_PATHS[other].fr === SITE_PATHS[name][lang] &&
            (SITE_PATHS[other].kind === "detail") === (SITE_PATHS[name].kind === "detail"),
        );
        expect(clash, `${lang} ${name}`).toBeUndefined();
      }
    }
  });

  it("send an English or Italian address in French words to its own, keeping what follows", () => {
    expect(movedAddress("/en/actualites")).toBe("/en/news");
    expect(movedAddress("/it/qui-sommes-nous")).toBe("/it/chi-siamo");
    expect(movedAddress("/en/realisation/tour-a")).toBe("/en/project/tour-a");
    expect(movedAddress("/it/article/un-titre")).toBe("/it/notizia/un-titre");
    expect(movedAddress("/it/contact")).toBe("/it/contatti");
    expect(movedAddress("/en/recherche")).toBe("/en/search");
    expect(movedAddress("/en/apercu/AbC")).toBe("/en/preview/AbC");
    expect(movedAddress("/it/newsletter/desinscription/AbC")).toBe(
      "/it/newsletter/disiscrizione/AbC",
    );
    expect(movedAddress("/en/article/%2F%2Fevil.example")).toBe("/en/news/%2F%2Fevil.example");
    // Its own words, French at the root, unknown words: nothing moved.
    for (const path of [
      "/en/news",
      "/en/contact",
      "/actualites",
      "/en/nowhere",
      "/en",
      "/",
      "/fr/actualites",
    ]) {
      expect(movedAddress(path), path).toBeUndefined();
    }
  });
});

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
