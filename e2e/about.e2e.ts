import { describe, expect, test } from "vitest";
import en from "../web/i18n/en.json";
import fr from "../web/i18n/fr.json";
import it from "../web/i18n/it.json";
import { browserPerFile } from "./support/browser.ts";
import { pathOf } from "./support/page.ts";

const { newPage } = browserPerFile();

describe("the about page", () => {
  test.each([
    ["", "fr", fr],
    ["/en", "en", en],
    ["/it", "it", it],
  ] as const)(
    "shows mission, vision and the four values (%s/qui-sommes-nous, no JavaScript)",
    async (prefix, lang, texts) => {
      const page = await newPage({ javaScriptEnabled: false });
      const response = await page.goto(`${prefix}/qui-sommes-nous`);
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute("html", "lang")).toBe(lang);
      expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([
        texts.about.title,
      ]);
      const headings = await page.locator("main h2, main h3").allTextContents();
      expect(headings).toEqual([
        texts.about.missionTitle,
        texts.about.visionTitle,
        texts.about.valuesTitle,
        texts.about.values.innovation.title,
        texts.about.values.integrity.title,
        texts.about.values.excellence.title,
        texts.about.values.impact.title,
        texts.about.ctaTitle,
      ]);
      expect(await page.title()).toContain(texts.about.title);
      await page.getByRole("link", { name: texts.about.cta }).click();
      await page.waitForURL("**/contact");
      expect(pathOf(page)).toBe(`${prefix}/contact`);
    },
  );
});
