import { describe, expect, test } from "vitest";
import { localizedPath, movedAddress } from "../domain/site-paths.ts";
import { adminToken, createDraftArticle, uniqueSuffix } from "./support/api.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";
import { pathOf, waitForHydration } from "./support/page.ts";
import { shippedPageTexts } from "./support/page-texts.ts";

const { baseUrl, adminEmail, adminPassword } = e2eEnv();
const { newPage } = browserPerFile();

interface PublicArticle {
  titre: string;
  slugs: { fr: string; en: string; it: string };
}

/** The newest article as the public API reads it in a language. */
async function newestArticle(lang: string): Promise<PublicArticle> {
  const response = await fetch(`${baseUrl}/api/v1/articles?lang=${lang}&limite=1`);
  const [article] = (await response.json()).results as PublicArticle[];
  if (!article) throw new Error("e2e: the demo content has no article");
  return article;
}

/** The sitemap as a crawler reads it: the index, then every part it names (all 200). */
async function wholeSitemap(): Promise<string> {
  const index = await fetch(`${baseUrl}/sitemap.xml`);
  expect(index.status).toBe(200);
  expect(index.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  const xml = await index.text();
  const parts = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, address]) => String(address));
  const bodies = await Promise.all(
    parts.map(async (address) => {
      const part = await fetch(address);
      expect(part.status, address).toBe(200);
      return part.text();
    }),
  );
  return [xml, ...bodies].join("\n");
}

describe("an unprefixed address follows the visitor's language (JavaScript disabled)", () => {
  test("French, or a language the site does not offer, stays at the root", async () => {
    for (const locale of ["fr-FR", "de-DE"]) {
      const page = await newPage({ javaScriptEnabled: false, locale });
      await page.goto("/qui-sommes-nous");
      expect(pathOf(page)).toBe("/qui-sommes-nous");
      expect(await page.getAttribute("html", "lang")).toBe("fr");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
        shippedPageTexts("qui-sommes-nous", "fr").text("titre"),
      );
    }
  });

  test("an English or Italian browser goes to the same page under /en or /it", async () => {
    for (const [locale, lang] of [
      ["en-US", "en"],
      ["it-IT", "it"],
    ] as const) {
      const page = await newPage({ javaScriptEnabled: false, locale });
      await page.goto("/qui-sommes-nous");
      expect(pathOf(page)).toBe(localizedPath(lang, "/qui-sommes-nous"));
      expect(await page.getAttribute("html", "lang")).toBe(lang);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
        shippedPageTexts("qui-sommes-nous", lang).text("titre"),
      );
    }
  });

  test("a stored choice (the lang cookie) wins over the browser", async () => {
    const page = await newPage({ javaScriptEnabled: false, locale: "en-US" });
    await page.context().addCookies([{ name: "lang", value: "it", url: baseUrl }]);
    await page.goto("/");
    expect(pathOf(page)).toBe("/it");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      shippedPageTexts("accueil", "it").text("titre"),
    );
  });

  test("a prefixed address shows its language whatever the visitor's", async () => {
    const page = await newPage({ javaScriptEnabled: false, locale: "it-IT" });
    await page.goto("/en/contact");
    expect(pathOf(page)).toBe("/en/contact");
    expect(await page.getAttribute("html", "lang")).toBe("en");
  });
});

describe("the flags", () => {
  test("switch to the same item in the other language, and the choice survives a reload", async () => {
    const article = await newestArticle("fr");
    const english = await newestArticle("en");
    const page = await newPage({ locale: "fr-FR" });
    await page.goto(`/article/${article.slugs.fr}`);
    await waitForHydration(page, 'a[hreflang="en"]');
    await page.getByRole("link", { name: "English" }).click();
    await page.waitForURL(`${baseUrl}/en/news/${article.slugs.en}`);
    await page.getByRole("heading", { level: 1, name: english.titre }).waitFor();
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("en");
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");

    await page.reload();
    expect(pathOf(page)).toBe(`/en/news/${article.slugs.en}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(english.titre);
    // The choice is the visitor's now: an unprefixed address takes them to English.
    await page.goto("/contact");
    expect(pathOf(page)).toBe("/en/contact");

    await waitForHydration(page, 'a[hreflang="fr"]');
    await page.getByRole("link", { name: "Français" }).click();
    await page.waitForURL(`${baseUrl}/contact`);
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("fr");
    await page.reload();
    expect(pathOf(page)).toBe("/contact");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      shippedPageTexts("contact", "fr").text("titre"),
    );
  });

  test("a flag's choice wins over an English browser at the next unprefixed address", async () => {
    const page = await newPage({ locale: "en-US" });
    await page.goto("/");
    expect(pathOf(page)).toBe("/en");
    await waitForHydration(page, 'a[hreflang="it"]');
    await page.getByRole("link", { name: "Italiano" }).click();
    await page.waitForURL(`${baseUrl}/it`);
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("it");

    await page.goto("/");
    expect(pathOf(page)).toBe("/it");
    await page.goto("/contact");
    expect(pathOf(page)).toBe("/it/contatti");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      shippedPageTexts("contact", "it").text("titre"),
    );
  });

  test("a choice kept on the device wins over the browser when its cookie is gone", async () => {
    const page = await newPage({ locale: "en-US" });
    await page.goto("/");
    expect(pathOf(page)).toBe("/en");
    // The first visit's detection is stored, on the device and in the cookie (SPEC.md §1).
    // React marks the link during hydration's render, before its commit runs the effect that
    // stores the choice: on a busy machine that effect comes well after the mark.
    await waitForHydration(page, 'a[hreflang="it"]');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("i18nextLng")), { timeout: 10_000 })
      .toBe("en");
    const cookieOf = async () =>
      (await page.context().cookies(baseUrl)).find((cookie) => cookie.name === "lang")?.value;
    expect(await cookieOf()).toBe("en");

    await page.getByRole("link", { name: "Italiano" }).click();
    await page.waitForURL(`${baseUrl}/it`);
    // The cookie expires or is cleared (Safari keeps a script's cookie 7 days) while the
    // device keeps the choice: the server can only guess from the browser.
    await page.context().clearCookies();
    await page.goto("/contact");
    await page.waitForURL(`${baseUrl}/it/contatti`);
    await page
      .getByRole("heading", { level: 1, name: shippedPageTexts("contact", "it").text("titre") })
      .waitFor();
    expect(await cookieOf()).toBe("it");
    await page.goto("/");
    expect(pathOf(page)).toBe("/it");
  });

  test("work without JavaScript: the link stores the choice and lands on the page", async () => {
    const page = await newPage({ javaScriptEnabled: false, locale: "en-US" });
    await page.goto("/en/news");
    await page.getByRole("link", { name: "Italiano" }).click();
    await page.waitForURL(`${baseUrl}/it/notizie`);
    expect(await page.getAttribute("html", "lang")).toBe("it");
    const cookies = await page.context().cookies(baseUrl);
    expect(cookies.find((cookie) => cookie.name === "lang")?.value).toBe("it");
    await page.goto("/");
    expect(pathOf(page)).toBe("/it");
  });
});

describe("addresses in the visitor's language (docs/decisions/056)", () => {
  test("an old address in French words lands on the page's own, its query kept", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    const response = await page.goto("/en/actualites?page=1&categorie=mines");
    expect(response?.status()).toBe(200);
    expect(pathOf(page)).toBe("/en/news");
    expect(new URL(page.url()).search).toBe("?page=1&categorie=mines");
    expect(await page.getAttribute("html", "lang")).toBe("en");
    const moved = await fetch(`${baseUrl}/it/qui-sommes-nous?x=1`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/it/chi-siamo?x=1");
  });

  test("every link of an English or Italian page is at its own address, reached in one step", async () => {
    const article = await newestArticle("fr");
    for (const lang of ["en", "it"] as const) {
      const page = await newPage({ javaScriptEnabled: false });
      const pages = ["/", "/actualites", `/article/${article.slugs.fr}`, "/page-introuvable"];
      const links = new Set<string>();
      for (const path of pages) {
        await page.goto(localizedPath(lang, path));
        // The 404's address keeps its words; every page it links to must not.
        if (path !== "/page-introuvable") expect(movedAddress(pathOf(page))).toBeUndefined();
        const hrefs = await page
          .locator("a[href^='/'], link[rel=alternate], link[rel=canonical]")
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href") ?? ""));
        const data = await page.locator('script[type="application/ld+json"]').allTextContents();
        const inData = data.join("").match(/https?:\/\/[^"]+/g) ?? [];
        for (const href of [...hrefs, ...inData]) {
          const url = new URL(href, baseUrl);
          if (url.origin !== new URL(baseUrl).origin) continue;
          if (/^\/(?:uploads|assets|api|admin|conseiller)\/|\.\w+$/.test(url.pathname)) continue;
          links.add(url.pathname + url.search);
        }
      }
      // The menu, the footer and the flags name each page in this language's words.
      expect(links).toContain(localizedPath(lang, "/qui-sommes-nous"));
      expect(links).toContain(localizedPath(lang, "/realisations"));
      expect(links).toContain(localizedPath(lang, "/mentions-legales"));
      for (const link of links) {
        expect(movedAddress(link.split("?")[0] ?? ""), `${lang}: ${link}`).toBeUndefined();
        const answer = await fetch(`${baseUrl}${link}`, { redirect: "manual" });
        // Every link answers without a hop (the flags' `?lang=` links store a choice first).
        const expected = link.includes("lang=") ? 302 : 200;
        expect(answer.status, `${lang}: ${link}`).toBe(expected);
      }
    }
  });
});

describe("pages ready to be found and shared", () => {
  test("a detail page names its canonical URL, its alternates, its image and its data", async () => {
    const article = await newestArticle("it");
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`/it/notizia/${article.slugs.it}`);
    const head = page.locator("head");
    const href = (selector: string) => head.locator(selector).getAttribute("href");
    expect(await href('link[rel="canonical"]')).toBe(`${baseUrl}/it/notizia/${article.slugs.it}`);
    expect(await href('link[hreflang="fr"]')).toBe(`${baseUrl}/article/${article.slugs.fr}`);
    expect(await href('link[hreflang="en"]')).toBe(`${baseUrl}/en/news/${article.slugs.en}`);
    expect(await href('link[hreflang="x-default"]')).toBe(`${baseUrl}/article/${article.slugs.fr}`);
    expect(await head.locator('meta[property="og:title"]').getAttribute("content")).toContain(
      article.titre,
    );
    const image = String(await head.locator('meta[property="og:image"]').getAttribute("content"));
    expect(image.startsWith(`${baseUrl}/uploads/`)).toBe(true);
    expect((await fetch(image)).status).toBe(200);
    const types = (await head.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text)["@type"],
    );
    expect(types).toEqual(expect.arrayContaining(["Organization", "BreadcrumbList", "Article"]));
  });

  test("pages can be cached: the same bytes for everyone, an ETag, 304 when unchanged", async () => {
    const first = await fetch(`${baseUrl}/en/contact`, { headers: { cookie: "lang=it" } });
    const second = await fetch(`${baseUrl}/en/contact`, { headers: { "accept-language": "fr" } });
    expect(first.status).toBe(200);
    expect(await first.text()).toBe(await second.text());
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(first.headers.get("cache-control")).toContain("public");
    const again = await fetch(`${baseUrl}/en/contact`, {
      headers: { "if-none-match": String(etag) },
    });
    expect(again.status).toBe(304);
  });

  test("sitemap.xml indexes parts that list every page and every published item in every language", async () => {
    const article = await newestArticle("fr");
    const xml = await wholeSitemap();
    expect(xml).toContain(`<loc>${baseUrl}/sitemaps/pages.xml</loc>`);
    expect(xml).toContain(`<loc>${baseUrl}/sitemaps/articles-1.xml</loc>`);
    for (const path of ["/", "/en/mining", "/it/chi-siamo", `/en/news/${article.slugs.en}`]) {
      expect(xml).toContain(`<loc>${baseUrl}${path}</loc>`);
    }
    expect(xml).toContain(`hreflang="it" href="${baseUrl}/it/notizia/${article.slugs.it}"`);
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Disallow: /api");
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });
});

describe("nothing unpublished is shown", () => {
  test("a draft is in no list, no sitemap and has no page", async () => {
    const token = await adminToken(baseUrl, adminEmail, adminPassword);
    const title = `Brouillon confidentiel ${uniqueSuffix()}`;
    const slugs = await createDraftArticle(baseUrl, token, title);
    expect((await fetch(`${baseUrl}/article/${slugs.fr}`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/en/news/${slugs.en}`)).status).toBe(404);
    expect(await wholeSitemap()).not.toContain(slugs.fr);
    for (const path of ["/actualites", "/mines", "/"]) {
      expect(await (await fetch(`${baseUrl}${path}`)).text(), path).not.toContain(title);
    }
  });
});
