// The page texts (issue 18) in the browser: an administrator edits the home page's hero in
// /admin/pages and the home page shows it in each language; the screens pass axe at a
// phone's width and a desktop's.
import type { Page } from "playwright-core";
import { afterAll, describe, expect, test } from "vitest";
import { PAGE_TEXT_KEYS, PAGE_TEXT_MESSAGES } from "../domain/page-texts.ts";
import { defaultPageTexts } from "../domain/page-texts-document.ts";
import { adminToken } from "./support/api.ts";
import { languageTab, signedInAdmin, wcagViolations } from "./support/back-office.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";

const { baseUrl, adminEmail, adminPassword } = e2eEnv();
const { newPage } = browserPerFile();

// Other files read the home page's shipped title: it is put back once these tests end.
afterAll(async () => {
  const token = await adminToken(baseUrl, adminEmail, adminPassword);
  await fetch(`${baseUrl}/api/v1/pages/accueil`, {
    method: "PATCH",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(defaultPageTexts("accueil")),
  });
});

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function openScreen(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  await page.waitForLoadState("networkidle");
}

describe("/admin/pages", () => {
  for (const width of [360, 1280]) {
    test(`at ${width} px: the list and a page's form pass axe and fit the screen`, async () => {
      const page = await signedInAdmin(
        () => newPage({ viewport: { width, height: 800 } }),
        adminEmail,
        adminPassword,
      );
      await openScreen(page, "/admin/pages", "Textes des pages");
      await page.getByRole("link", { name: "Politique de confidentialité" }).waitFor();
      // One row for each page whose texts staff write.
      expect(await page.locator("tbody tr").count()).toBe(PAGE_TEXT_KEYS.length);
      expect(await wcagViolations(page)).toEqual([]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      await openScreen(page, "/admin/pages/accueil", /^Textes de la page «\s*Accueil\s*»$/);
      expect(await wcagViolations(page)).toEqual([]);
      await languageTab(page, "en").click();
      expect(await wcagViolations(page)).toEqual([]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });
  }

  test("an administrator changes the home page's title: the home page shows it in each language, French where one is empty", async () => {
    const page = await signedInAdmin(
      () => newPage({ viewport: { width: 1280, height: 800 } }),
      adminEmail,
      adminPassword,
    );
    // From the administrator's navigation to the home page's texts.
    await page.getByRole("link", { name: "Pages", exact: true }).click();
    await page.getByRole("link", { name: "Accueil", exact: true }).click();
    await page
      .getByRole("heading", { level: 1, name: /^Textes de la page «\s*Accueil\s*»$/ })
      .waitFor();
    const frenchTitle = page.getByLabel("Titre (fr) *", { exact: true });

    // An empty French title is refused beside the field and in the summary.
    await frenchTitle.fill("");
    await page.getByRole("button", { name: "Enregistrer la page" }).click();
    await expect
      .poll(() => page.getByText(PAGE_TEXT_MESSAGES.titleRequired).count())
      .toBeGreaterThanOrEqual(2);

    await frenchTitle.fill("Un groupe, quatre métiers");
    await languageTab(page, "en").click();
    await page.getByLabel("Titre (en)", { exact: true }).fill("One group, four businesses");
    await languageTab(page, "it").click();
    await page.getByLabel("Titre (it)", { exact: true }).fill("");
    await page.getByRole("button", { name: "Enregistrer la page" }).click();
    await page.getByRole("status").getByText("Page enregistrée").waitFor();

    const heading = async (path: string) => {
      const visitor = await newPage({ javaScriptEnabled: false });
      await visitor.goto(path);
      return visitor.getByRole("heading", { level: 1 }).textContent();
    };
    expect(await heading("/")).toBe("Un groupe, quatre métiers");
    expect(await heading("/en")).toBe("One group, four businesses");
    expect(await heading("/it")).toBe("Un groupe, quatre métiers");
  });
});
