// A page reached in the browser by a client navigation (a flag, the brand link) shows
// exactly what the same address shows when loaded directly (issue 16: `/en` came in French
// after a flag's click, its data request `/en.data` read as "no language").
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import type { Language } from "../domain/constants.ts";
import { detailAlternates, localizedPath, pageAlternates } from "../domain/site-paths.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";
import { waitForHydration } from "./support/page.ts";

const { baseUrl } = e2eEnv();
const { newPage, readingPage } = browserPerFile();

/** What a visitor reads of a page: its language, title, headings and the links' words. */
async function signature(page: Page) {
  return page.evaluate(() => {
    const texts = (selector: string) =>
      [...document.querySelectorAll(selector)].map((element) =>
        (element as HTMLElement).innerText.replace(/\s+/g, " ").trim(),
      );
    return {
      lang: document.documentElement.lang,
      title: document.title,
      headings: texts("main h1, main h2, main h3"),
      links: texts("main a"),
      navigation: texts("header nav a"),
    };
  });
}

/** The first published item's slug in each language, from the public API. */
async function firstSlugs(path: string, key: "results" | "data") {
  const response = await fetch(`${baseUrl}/api/v1${path}?limite=1`);
  const [item] = (await response.json())[key] as { slug: Record<Language, string> }[];
  if (!item) throw new Error(`e2e: the demo content has nothing at ${path}`);
  return item.slug;
}

/** The pages with one address per language, by their French path. */
const SAME_PATH_PAGES = [
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
];
/** Every public page of SPEC.md §2: those, and one item of each type. */
const PUBLIC_PAGE_NAMES = [...SAME_PATH_PAGES, "article", "realisation", "opportunite"];

/** The French path of every public page of SPEC.md §2 and its path in each language. */
async function publicPages(): Promise<{ name: string; paths: Record<Language, string> }[]> {
  const [article, project, opportunity] = await Promise.all([
    firstSlugs("/articles", "results"),
    firstSlugs("/realisations", "data"),
    firstSlugs("/opportunites", "data"),
  ]);
  return [
    ...SAME_PATH_PAGES.map((path) => ({ name: path, paths: pageAlternates(path) })),
    { name: "article", paths: detailAlternates("articles", article) },
    { name: "realisation", paths: detailAlternates("realisations", project) },
    { name: "opportunite", paths: detailAlternates("opportunites", opportunity) },
  ];
}

/** The page at `path` as a direct load shows it (no JavaScript: the server's HTML). */
async function directly(path: string) {
  const page = await readingPage({ javaScriptEnabled: false });
  await page.goto(path);
  return signature(page);
}

describe("client navigations render what a direct load of the address renders", () => {
  let pages: Map<string, Record<Language, string>>;
  beforeAll(async () => {
    pages = new Map((await publicPages()).map(({ name, paths }) => [name, paths]));
  });

  // One test per page (fr → en → it → fr, each language reached by a click from another):
  // thirty-nine navigations in one test went over any sensible time on a 2-core machine.
  test.each(PUBLIC_PAGE_NAMES)(
    "a flag's click on %s, into each language",
    async (name) => {
      const paths = pages.get(name);
      if (!paths) throw new Error(`e2e: no path for ${name}`);
      const page = await newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(paths.fr);
      for (const lang of ["en", "it", "fr"] as const) {
        await waitForHydration(page, `header a[hreflang="${lang}"]`);
        const expected = await directly(paths[lang]);
        await page.locator(`header a[hreflang="${lang}"]`).first().click();
        await page.waitForURL((url) => url.pathname === paths[lang]);
        await expect
          .poll(() => signature(page), { message: `${name} in ${lang}`, timeout: 10_000 })
          .toEqual(expected);
      }
      await page.close();
    },
    60_000,
  );

  test("the brand link from a sector page goes home in the page's language", async () => {
    for (const lang of ["en", "it"] as const) {
      const page = await newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(localizedPath(lang, "/mines"));
      await waitForHydration(page, "header a");
      const expected = await directly(`/${lang}`);
      await page.locator("header a").first().click();
      await page.waitForURL((url) => url.pathname === `/${lang}`);
      await expect.poll(() => signature(page), { timeout: 10_000 }).toEqual(expected);
    }
  });
});
