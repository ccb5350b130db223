import { describe, expect, test } from "vitest";
import en from "../domain/i18n/en.json";
import fr from "../domain/i18n/fr.json";
import it from "../domain/i18n/it.json";
import { labelledEntry } from "../domain/page-texts.ts";
import { browserPerFile } from "./support/browser.ts";
import { pathOf } from "./support/page.ts";
import { shippedPageTexts } from "./support/page-texts.ts";

const { newPage } = browserPerFile();
const SITE_TEXTS = { fr, en, it };

describe("the about page", () => {
  test.each([
    ["", "fr"],
    ["/en", "en"],
    ["/it", "it"],
  ] as const)(
    "shows mission, vision, the history, the countries and the four values (%s/qui-sommes-nous, no JavaScript)",
    async (prefix, lang) => {
      const page = await newPage({ javaScriptEnabled: false });
      const response = await page.goto(`${prefix}/qui-sommes-nous`);
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute("html", "lang")).toBe(lang);
      const about = shippedPageTexts("qui-sommes-nous", lang);
      expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([
        about.text("titre"),
      ]);
      const headings = await page.locator("main h2, main h3").allTextContents();
      expect(headings).toEqual([
        about.text("missionTitre"),
        about.text("visionTitre"),
        about.text("histoireTitre"),
        about.text("presenceTitre"),
        // The presence map's lists (issue 32): the offices, then the countries.
        ...(["offices", "countries"] as const).map((key) => SITE_TEXTS[lang].presence[key]),
        ...about.list("presence").map((line) => labelledEntry(line).label),
        about.text("valeursTitre"),
        about.text("innovationTitre"),
        about.text("integriteTitre"),
        about.text("excellenceTitre"),
        about.text("impactTitre"),
        about.text("appelTitre"),
      ]);
      // Issue 20: the history as a timeline, each step its year and its text, in order.
      const steps = page
        .getByRole("region", { name: about.text("histoireTitre") })
        .locator("ol > li");
      expect(await steps.count()).toBe(about.list("histoire").length);
      expect(await steps.first().locator("p").allTextContents()).toEqual(
        Object.values(labelledEntry(about.list("histoire")[0] ?? "")),
      );
      expect(await page.title()).toContain(about.text("titre"));
      await page.getByRole("link", { name: about.text("appelBouton") }).click();
      await page.waitForURL("**/contact");
      expect(pathOf(page)).toBe(`${prefix}/contact`);
    },
  );
});
