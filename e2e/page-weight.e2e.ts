// Issue 9's light pages: what a phone downloads before a public page is interactive stays
// within budget, and holds nothing a visitor never uses (zod, the back office, the texts of
// another language). Measured on the built app, as `npm run size:pages` reports it.
import { describe, expect, test } from "vitest";
import en from "../domain/i18n/en.json";
import fr from "../domain/i18n/fr.json";
import { e2eEnv } from "./support/env.ts";
import { shippedPageTexts } from "./support/page-texts.ts";
import {
  BACK_OFFICE_PAGES_TO_WEIGH,
  PUBLIC_FIRST_LOAD_BUDGET,
  publicPagesToWeigh,
  weighPage,
} from "./support/page-weight.ts";

const { baseUrl } = e2eEnv();

/** Text found only in code that is not for visitors. */
const NOT_FOR_VISITORS = {
  // zod's issue code, in any build of zod: form validation belongs to the back office.
  zod: '"invalid_type"',
  "the back office's menu": "Tableau de bord",
  "the back office's sign-out": "Se déconnecter",
};

describe("first-load JavaScript of public pages", () => {
  test("stays within 127 KB gzipped and holds no zod and no back-office code", async () => {
    for (const { title, path } of await publicPagesToWeigh(baseUrl)) {
      const { gzipped, sources } = await weighPage(baseUrl, path);
      expect(gzipped, `${title}: ${(gzipped / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(
        PUBLIC_FIRST_LOAD_BUDGET,
      );
      for (const [what, marker] of Object.entries(NOT_FOR_VISITORS)) {
        expect(
          sources.some((source) => source.includes(marker)),
          `${title} loads ${what}`,
        ).toBe(false);
      }
    }
  });

  test("the back office's scripts are not among them", async () => {
    const publicScripts = new Set<string>();
    for (const { path } of await publicPagesToWeigh(baseUrl)) {
      for (const url of (await weighPage(baseUrl, path)).scripts) publicScripts.add(url);
    }
    // The check has something to find: the back office does load its markers.
    const backOffice = await weighPage(baseUrl, BACK_OFFICE_PAGES_TO_WEIGH[2]?.path ?? "");
    const marked = backOffice.scripts.filter((_, i) =>
      Object.values(NOT_FOR_VISITORS).some((marker) => backOffice.sources[i]?.includes(marker)),
    );
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.filter((url) => publicScripts.has(url))).toEqual([]);
  });

  test("a page carries the texts of its own language only", async () => {
    const french = await weighPage(baseUrl, "/");
    const english = await weighPage(baseUrl, "/en");
    expect(french.html).toContain(fr.nav.skip);
    expect(french.html).not.toContain(en.nav.skip);
    expect(english.html).toContain(en.nav.skip);
    expect(english.html).not.toContain(fr.nav.skip);
    for (const source of [...french.sources, ...english.sources]) {
      expect(source).not.toContain(shippedPageTexts("accueil", "en").text("titre"));
      expect(source).not.toContain(shippedPageTexts("accueil", "fr").text("titre"));
    }
  });
});
