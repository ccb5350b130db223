// Issue 20: the public lists' filter chips, in Chromium, with and without JavaScript: the
// address keeps the filter, the cards follow it, a flag keeps it in the other language.
import { describe, expect, test } from "vitest";
import { browserPerFile } from "./support/browser.ts";
import { waitForHydration } from "./support/page.ts";

const { newPage } = browserPerFile();

describe("the lists' filter chips", () => {
  test("without JavaScript: a sector chip filters the projects, a flag keeps the filter", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/realisations");
    const all = await page.locator("main article").count();
    await page.getByRole("list", { name: "Secteur" }).getByRole("link", { name: "Mines" }).click();
    await page.waitForURL((url) => url.search === "?secteur=mines");
    const badges = await page
      .locator("main article span.rounded-full:first-child")
      .allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    expect(badges.length).toBeLessThan(all);
    expect(new Set(badges)).toEqual(new Set(["Mines"]));
    expect(await page.locator('a[aria-current="true"].rounded-full').textContent()).toBe("Mines");

    await page.getByRole("link", { name: "English" }).click();
    await page.waitForURL((url) => url.pathname === "/en/projects");
    expect(new URL(page.url()).search).toBe("?secteur=mines");
    expect(await page.locator("title").textContent()).toContain("Mining");
  });

  test("with JavaScript: a country chip filters the opportunities, 'All' lifts it", async () => {
    const page = await newPage();
    await page.goto("/en/opportunities");
    await waitForHydration(page, "main a.rounded-full");
    const countries = page.getByRole("list", { name: "Country" });
    const all = await page.locator("main article").count();
    await countries.getByRole("link", { name: "Guinea", exact: true }).click();
    await page.waitForURL((url) => url.search === "?pays=GN");
    await expect.poll(() => page.locator("main article").count()).toBeLessThan(all);
    expect(await page.locator("main article").allTextContents()).not.toHaveLength(0);
    for (const card of await page.locator("main article").allTextContents()) {
      expect(card).toContain("Guinea");
    }
    await countries.getByRole("link", { name: "All" }).click();
    await page.waitForURL((url) => url.search === "");
    await expect.poll(() => page.locator("main article").count()).toBe(all);
  });
});
