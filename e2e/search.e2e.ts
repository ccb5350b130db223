// Issue 20: the public search in Chromium, from the header's field, with and without
// JavaScript: results in the page's language that lead to their pages, typos forgiven.
import { describe, expect, test } from "vitest";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";
import { waitForHydration } from "./support/page.ts";

const { baseUrl } = e2eEnv();
const { newPage } = browserPerFile();

describe("the search", () => {
  test("without JavaScript: the header's field finds projects across accents, a result opens its page", async () => {
    const page = await newPage({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    await page.goto("/mines");
    await page.locator("#recherche-site > summary").click();
    const field = page.getByRole("searchbox", { name: "Que recherchez-vous ?" });
    await field.fill("kedougou");
    await field.press("Enter");
    await page.waitForURL((url) => url.pathname === "/recherche" && url.search === "?q=kedougou");
    expect(await page.locator("h1").textContent()).toBe("Rechercher");
    expect(await page.locator("title").textContent()).toMatch(/^Recherche\u00a0: kedougou — /);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    const results = page.locator("main ol > li");
    const titles = await results.locator("h2").allTextContents();
    expect(titles).toContain("Exploration aurifère dans la région de Kédougou");
    expect(await page.locator("main").textContent()).toMatch(
      /\d+\u00a0résultats? pour «\u00a0kedougou\u00a0»/,
    );

    await results.locator("h2 a", { hasText: "Exploration aurifère" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/realisation/"));
    expect(await page.locator("h1").textContent()).toBe(
      "Exploration aurifère dans la région de Kédougou",
    );
  });

  test("without JavaScript: too short a search is said under the field, in the page's language", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/it/cerca?q=a");
    const field = page.getByRole("searchbox", { name: "Che cosa cerchi?" });
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
      "Digita almeno 2 caratteri da cercare.",
    );
    expect(await page.locator("main ol").count()).toBe(0);
  });

  test("with JavaScript: a typo in English is corrected, the results are in English", async () => {
    const page = await newPage();
    await page.goto("/en/news");
    await waitForHydration(page, "#recherche-site > summary");
    await page.locator("#recherche-site > summary").click();
    // The field takes the focus as it unfolds (an effect, so after the click's repaint on a
    // busy machine): typing then goes straight into it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe("recherche-entete");
    await page.keyboard.type("Ouagadogou");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/en/search");
    const notice = page.getByText("No results for “Ouagadogou”");
    await notice.waitFor();
    expect(await notice.textContent()).toBe(
      "No results for “Ouagadogou”: showing results for “ouagadougou”.",
    );
    // What the API answers in English for the corrected words, in the same order.
    const api = await fetch(`${baseUrl}/api/v1/recherche?q=ouagadougou&lang=en&limite=10`);
    const expected = ((await api.json()).data as { titre: string }[]).map((each) => each.titre);
    expect(expected.length).toBeGreaterThan(1);
    expect(await page.locator("main ol > li h2").allTextContents()).toEqual(expected);
    // The header's search folded away once sent.
    expect(await page.locator("#recherche-site").getAttribute("open")).toBeNull();
  });

  test("a search opened before the scripts came stays open once they have come", async () => {
    // A visitor on a slow network taps the search as soon as the page paints; hydration
    // must not fold it under their thumb (the CI run of stop 36 caught it doing so).
    const page = await newPage({ viewport: { width: 360, height: 740 } });
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await page.route(/\.js(\?|$)/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/en", { waitUntil: "domcontentloaded" });
    await page.locator("#recherche-site > summary").click();
    expect(await page.locator("#recherche-site").getAttribute("open")).toBe("");
    releaseScripts();
    await waitForHydration(page, "#recherche-site > summary");
    // Hydration's effects run once React has committed and the route's modules have come:
    // after the network falls quiet, two frames later at the latest.
    await page.waitForLoadState("networkidle");
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.locator("#recherche-site").getAttribute("open")).toBe("");
    expect(await page.locator("#recherche-entete").isVisible()).toBe(true);
  });

  test("words nothing holds, even corrected, say so and offer the lists instead", async () => {
    const page = await newPage();
    await page.goto("/recherche?q=zzqxw");
    expect(await page.locator("main").textContent()).toContain(
      "Aucun résultat pour «\u00a0zzqxw\u00a0».",
    );
    const offered = await page.locator("main ul a").allTextContents();
    expect(offered.slice(0, 3)).toEqual(["Réalisations", "Actualités", "Opportunités"]);
  });
});
