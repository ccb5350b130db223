import { beforeAll, describe, expect, test } from "vitest";
import { LANGUAGES, SECTOR_CODES } from "../domain/constants.ts";
import { DETAIL_PATHS, localizedPath, PAGE_PATHS, SEARCH_PATH } from "../domain/site-paths.ts";
import { wcagViolations } from "./support/back-office.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";

const { baseUrl } = e2eEnv();
const { readingPage } = browserPerFile();

/** A published item's slug in each language, from the public API. */
async function firstSlugs(type: keyof typeof DETAIL_PATHS) {
  const response = await fetch(`${baseUrl}/api/v1/${type}?lang=fr&limite=1`);
  const body = await response.json();
  const [item] = (body.results ?? body.data) as { slugs: Record<string, string> }[];
  if (!item) throw new Error(`e2e: the demo content has no ${type}`);
  return item.slugs;
}

describe("every public template passes axe (WCAG 2.1 AA) in the three languages", () => {
  const slugs: Partial<Record<keyof typeof DETAIL_PATHS, Record<string, string>>> = {};
  beforeAll(async () => {
    for (const type of Object.keys(DETAIL_PATHS) as (keyof typeof DETAIL_PATHS)[]) {
      slugs[type] = await firstSlugs(type);
    }
  });

  const templates = [
    ...Object.entries(PAGE_PATHS).filter(([name]) => !SECTOR_CODES.includes(name as never)),
    ["sector", PAGE_PATHS.mines],
    ["sector (aviation)", PAGE_PATHS.aviation],
    ["not found", "/cette-page-n-existe-pas"],
    ["search", `${SEARCH_PATH}?q=Ouagadougou`],
    ["search (a typo, then nothing found)", `${SEARCH_PATH}?q=zzqxw`],
  ] as [string, string][];

  for (const lang of LANGUAGES) {
    test.each(templates)(`${lang}: %s`, async (_name, path) => {
      const page = await readingPage();
      await page.goto(localizedPath(lang, path));
      expect(await page.getAttribute("html", "lang")).toBe(lang);
      expect(await wcagViolations(page)).toEqual([]);
    });

    test.each(Object.keys(DETAIL_PATHS) as (keyof typeof DETAIL_PATHS)[])(
      `${lang}: %s detail`,
      async (type) => {
        const page = await readingPage();
        const slug = slugs[type]?.[lang] ?? "";
        await page.goto(localizedPath(lang, `${DETAIL_PATHS[type]}/${slug}`));
        expect(await page.getAttribute("html", "lang")).toBe(lang);
        expect(await wcagViolations(page)).toEqual([]);
      },
    );
  }

  test("on a phone, with the menu open", async () => {
    const page = await readingPage({ viewport: { width: 360, height: 740 } });
    await page.goto("/");
    await page.locator("#menu-site > summary").click();
    expect(await wcagViolations(page)).toEqual([]);
  });

  test("on a phone, with the header's search open", async () => {
    const page = await readingPage({ viewport: { width: 360, height: 740 } });
    await page.goto("/en");
    await page.locator("#recherche-site > summary").click();
    await page.locator("#recherche-entete").waitFor();
    expect(await wcagViolations(page)).toEqual([]);
  });
});
