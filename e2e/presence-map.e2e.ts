// The presence map (issue 32, point 5) as a visitor meets it, without JavaScript: on the
// about and contact pages, at a phone's and a desktop's width, the map drawn with its
// highlighted countries and labelled offices, the same facts as lists that assistive
// technologies read (the picture is hidden from them), nothing wider than the screen,
// labels readable (axe: e2e/accessibility.e2e.ts runs on both pages in each language).
import { describe, expect, test } from "vitest";
import en from "../domain/i18n/en.json";
import fr from "../domain/i18n/fr.json";
import it from "../domain/i18n/it.json";
import { browserPerFile } from "./support/browser.ts";

const { newPage } = browserPerFile();
const TEXTS = { fr, en, it };

describe("the presence map", () => {
  test.each([
    ["/qui-sommes-nous", "fr", 360],
    ["/contact", "fr", 1280],
    ["/en/contact", "en", 360],
    ["/en/qui-sommes-nous", "en", 1280],
    ["/it/qui-sommes-nous", "it", 360],
    ["/it/contact", "it", 1280],
  ] as const)("%s (%s) at %i px", async (path, lang, width) => {
    const page = await newPage({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    expect((await page.goto(path))?.status()).toBe(200);
    const map = page.locator("[data-presence-map]");
    await map.scrollIntoViewIfNeeded();
    expect(await map.getAttribute("aria-hidden")).toBe("true");
    expect(await map.locator("path[data-pays]").count()).toBe(8);
    // The picture keeps its frame's shape at every width (no shift when it is drawn).
    const box = await map.locator("svg").boundingBox();
    if (!box) throw new Error("the map is not drawn");
    expect(box.width / box.height).toBeCloseTo(1000 / 658, 1);
    // The whole column on a phone, three fifths of the page beside the lists on a desktop.
    expect(box.width).toBeGreaterThan(width < 640 ? width - 80 : 600);
    // Offices' names stay readable, whatever the map's size.
    const label = map.getByText("Bamako", { exact: true });
    const size = await label.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).fontSize),
    );
    expect(size).toBeGreaterThanOrEqual(12);
    // What assistive technologies read: the lists.
    const texts = TEXTS[lang].presence;
    const main = page.locator("main");
    const offices = main.getByRole("heading", { name: texts.offices });
    await offices.waitFor();
    const items = offices.locator("xpath=following-sibling::ul[1]/li");
    expect(await items.allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining("Dakar"), expect.stringContaining("Bamako")]),
    );
    expect(await main.getByRole("heading", { name: texts.countries }).count()).toBe(1);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
});
