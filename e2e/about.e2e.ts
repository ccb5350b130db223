import { describe, expect, test } from "vitest";
import en from "../domain/i18n/en.json";
import fr from "../domain/i18n/fr.json";
import it from "../domain/i18n/it.json";
import { labelledEntry } from "../domain/page-texts.ts";
import { localizedPath, PAGE_PATHS } from "../domain/site-paths.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";
import { pathOf } from "./support/page.ts";
import { shippedPageTexts } from "./support/page-texts.ts";

const { newPage } = browserPerFile();
const { baseUrl } = e2eEnv();
const SITE_TEXTS = { fr, en, it };

/** The names of the direction, in their order, as GET /api/v1/personnes answers them. */
async function directionNames(lang: string): Promise<string[]> {
  const body = (await (await fetch(`${baseUrl}/api/v1/personnes?lang=${lang}`)).json()) as {
    data: { nom: string; groupe: string }[];
  };
  return body.data.filter((person) => person.groupe === "direction").map((person) => person.nom);
}

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
        // The direction's first four faces (issue 32), each named, as the API lists them.
        SITE_TEXTS[lang].governance.leadersTitle,
        ...(await directionNames(lang)).slice(0, 4),
        about.text("valeursTitre"),
        about.text("innovationTitre"),
        about.text("integriteTitre"),
        about.text("excellenceTitre"),
        about.text("impactTitre"),
        // The partners' and clients' strip (issue 32, point 4).
        SITE_TEXTS[lang].commitments.stripTitle,
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
      const contact = localizedPath(lang, PAGE_PATHS.contact);
      await page.waitForURL((url) => url.pathname === contact);
      expect(pathOf(page)).toBe(contact);
    },
  );
});
