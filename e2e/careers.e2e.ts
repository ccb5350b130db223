// Issue 32's public pages in Chromium (docs/decisions/063): /carrieres in three languages,
// its sector and country filters with and without JavaScript, an open offer's page, a
// closed offer's (410) and a press release's with its PDF. Demo content
// (server/db/seed/demo-careers-press.ts): five open offers and one closed.
import { describe, expect, test } from "vitest";
import { LANGUAGES } from "../domain/constants.ts";
import { slugify } from "../domain/content.ts";
import { detailPath, localizedPath } from "../domain/site-paths.ts";
import { wcagViolations } from "./support/back-office.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";
import { waitForHydration } from "./support/page.ts";

const { baseUrl } = e2eEnv();
const { newPage, readingPage } = browserPerFile();

const DOCK = { fr: "Chef·fe de quai", en: "Dock supervisor", it: "Capo banchina" };
const GEOTECH = "Ingénieur·e géotechnicien·ne";
const CLOSED = { fr: "Consultant·e HSE minier", en: "Mining HSE consultant" };

const cards = (page: import("playwright-core").Page) =>
  page.locator("main article").allTextContents();

/** The page's schema.org data, each script parsed. */
async function structuredData(page: import("playwright-core").Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

describe("careers and press pages", () => {
  test("/carrieres lists the open offers in each language, never the closed one", async () => {
    const page = await readingPage();
    for (const lang of LANGUAGES) {
      await page.goto(localizedPath(lang, "/carrieres"));
      expect(await page.getAttribute("html", "lang")).toBe(lang);
      const texts = (await cards(page)).join(" ");
      expect(await page.locator("main article").count()).toBeGreaterThanOrEqual(5);
      expect(texts).toContain(DOCK[lang]);
      expect(texts).not.toContain(lang === "fr" ? CLOSED.fr : CLOSED.en);
    }
  });

  test("without JavaScript: the sector and the country chips filter the offers", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/carrieres");
    await page.getByRole("list", { name: "Secteur" }).getByRole("link", { name: "Mines" }).click();
    await page.waitForURL((url) => url.search === "?secteur=mines");
    const mines = (await cards(page)).join(" ");
    expect(mines).toContain(GEOTECH);
    expect(mines).not.toContain(DOCK.fr);
    await page.goto("/carrieres");
    await page.getByRole("list", { name: "Pays" }).getByRole("link", { name: /Côte/ }).click();
    await page.waitForURL((url) => url.search === "?pays=CI");
    const ivorian = (await cards(page)).join(" ");
    expect(ivorian).toContain(DOCK.fr);
    expect(ivorian).not.toContain(GEOTECH);
  });

  test("with JavaScript: a country chip filters the offers, 'All' lifts it", async () => {
    const page = await newPage();
    await page.goto("/en/careers");
    await waitForHydration(page, "main a.rounded-full");
    const all = await page.locator("main article").count();
    const countries = page.getByRole("list", { name: "Country" });
    await countries.getByRole("link", { name: "Mali", exact: true }).click();
    await page.waitForURL((url) => url.search === "?pays=ML");
    await expect.poll(() => page.locator("main article").count()).toBeLessThan(all);
    for (const card of await cards(page)) expect(card).not.toContain(DOCK.en);
    await countries.getByRole("link", { name: "All" }).click();
    await page.waitForURL((url) => url.search === "");
    await expect.poll(() => page.locator("main article").count()).toBe(all);
  });

  test("an open offer's page shows its facts and its description", async () => {
    const page = await readingPage();
    await page.goto(detailPath("fr", "offres-emploi", slugify(DOCK.fr)));
    await page.getByRole("heading", { level: 1, name: DOCK.fr }).waitFor();
    const main = (await page.locator("main").textContent()) ?? "";
    const facts = ["Abidjan, port autonome", "Date de clôture", "Côte d’Ivoire"];
    const description = [
      "Notre plateforme d’Abidjan reçoit",
      "Organiser les équipes de chargement",
    ];
    for (const fact of [...facts, ...description]) {
      expect(main).toContain(fact);
    }
    expect(await page.getByRole("heading", { name: "Postuler" }).count()).toBe(1);
    // What job search engines read: the same offer as schema.org JobPosting.
    const posting = (await structuredData(page)).find((data) => data["@type"] === "JobPosting");
    expect(posting).toMatchObject({
      title: DOCK.fr,
      employmentType: "TEMPORARY",
      url: `${baseUrl}${detailPath("fr", "offres-emploi", slugify(DOCK.fr))}`,
      jobLocation: { address: { addressLocality: "Abidjan, port autonome", addressCountry: "CI" } },
      directApply: true,
    });
    expect(String(posting?.description)).toContain("<li>Organiser les équipes de chargement");
    // Open through the whole of its closing day (UTC).
    expect(String(posting?.validThrough)).toMatch(/T23:59:59\.000Z$/);
    expect(new Date(String(posting?.validThrough)).getTime()).toBeGreaterThan(Date.now());
  });

  test("a closed offer's page answers 410, says so and leads to the open offers", async () => {
    const page = await readingPage();
    const answer = await page.goto(detailPath("fr", "offres-emploi", slugify(CLOSED.fr)));
    expect(answer?.status()).toBe(410);
    await page.getByRole("heading", { level: 1, name: CLOSED.fr }).waitFor();
    expect(await page.getByText("Cette offre est clôturée").count()).toBe(1);
    // No longer offered to job search engines.
    const types = (await structuredData(page)).map((data) => data["@type"]);
    expect(types).toContain("BreadcrumbList");
    expect(types).not.toContain("JobPosting");
    // As every detail page: its breadcrumb back to the list.
    const crumbs = page.getByRole("navigation", { name: "Fil d’Ariane" });
    expect(await crumbs.getByRole("link", { name: "Carrières" }).count()).toBe(1);
    expect(await wcagViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Voir les offres ouvertes" }).click();
    await page.waitForURL((url) => url.pathname === "/carrieres");
  });

  test("a release's page links its PDF and is a NewsArticle for search engines", async () => {
    const response = await fetch(`${baseUrl}/api/v1/communiques?lang=fr&limite=50`);
    const body = (await response.json()) as {
      data: { slug: string; titre: string; dateCommunique: string; pdf: unknown }[];
    };
    const release = body.data.find((item) => item.pdf);
    expect(release).toBeDefined();
    const page = await readingPage();
    await page.goto(detailPath("fr", "communiques", release?.slug ?? ""));
    const link = page.getByRole("link", { name: /^Télécharger le communiqué \(PDF, / });
    await link.waitFor();
    const pdf = await fetch(new URL(String(await link.getAttribute("href")), baseUrl));
    expect(pdf.headers.get("content-type")).toContain("application/pdf");
    const news = (await structuredData(page)).find((data) => data["@type"] === "NewsArticle");
    expect(news).toMatchObject({
      headline: release?.titre,
      datePublished: release?.dateCommunique,
      inLanguage: "fr",
      mainEntityOfPage: `${baseUrl}${detailPath("fr", "communiques", release?.slug ?? "")}`,
    });
    expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("article");
  });
});
