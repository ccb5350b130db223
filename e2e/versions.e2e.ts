// Versions (issue 19, part 5) in Chromium: an edited article's 'Versions' panel lists its
// saves, compares the first with the current text, and restores it after 'Confirmer la
// restauration ?'; the form and the public page then show the restored title. axe finds
// nothing on the edit screen with the panel and a comparison open, on a phone too.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { adminToken, createArticle, uniqueSuffix } from "./support/api.ts";
import {
  acceptNextDialog,
  adminContentPerFile,
  publicDetailPath,
  wcagViolations,
} from "./support/back-office.ts";
import { e2eEnv } from "./support/env.ts";
import { waitForHydration } from "./support/page.ts";

const { baseUrl, adminEmail, adminPassword } = e2eEnv();
const { signedIn } = adminContentPerFile();
let token = "";

beforeAll(async () => {
  token = await adminToken(baseUrl, adminEmail, adminPassword);
});

/** A published article whose French title was then changed through the API. */
async function editedArticle() {
  const title = `Article versionné ${uniqueSuffix()}`;
  const { _id: id, slugs } = await createArticle(baseUrl, token, title, "publié");
  const form = new FormData();
  form.append("titre[fr]", `${title} révisé`);
  const response = await fetch(`${baseUrl}/api/v1/articles/${id}`, {
    method: "PATCH",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(200);
  return { id, original: `${title} fr`, edited: `${title} révisé`, slug: slugs.fr };
}

async function openVersions(page: Page, id: string) {
  await page.goto(`/admin/articles/modifier/${id}`);
  await page.getByLabel("Titre (fr) *").waitFor();
  await waitForHydration(page, "form");
  await page.getByText("Versions", { exact: true }).click();
  return page.getByRole("region", { name: /^Versions/ });
}

describe("versions of an article", () => {
  test("compares the first version with the current text, restores it, and the public page shows it", async () => {
    const article = await editedArticle();
    const page = await signedIn();
    const panel = await openVersions(page, article.id);
    const entries = panel.getByRole("listitem");
    await expect.poll(() => entries.count()).toBe(2);
    await expect.poll(() => entries.first().textContent()).toContain("Modifié : Titre");
    expect(await entries.last().textContent()).toContain("Première version");

    await entries
      .last()
      .getByRole("button", { name: /^Comparer/ })
      .click();
    const compared = entries.last().locator("dl");
    await compared.waitFor();
    expect(await compared.locator("dt").allTextContents()).toEqual(["Titre (français)"]);
    // The word the edit added is struck out in the current text.
    expect(await compared.locator("del").allTextContents()).toEqual(["révisé"]);

    const question = acceptNextDialog(page);
    await entries
      .last()
      .getByRole("button", { name: /^Restaurer/ })
      .click();
    await expect
      .poll(() => panel.getByRole("status").textContent())
      .toMatch(/^Version restaurée\./);
    expect(question()).toBe("Confirmer la restauration ?");
    await expect.poll(() => page.getByLabel("Titre (fr) *").inputValue()).toBe(article.original);
    await expect.poll(() => entries.count()).toBe(3);
    expect(await entries.first().textContent()).toContain("Restauration d'une version antérieure");

    const publicPage = await page.context().newPage();
    await publicPage.goto(publicDetailPath("article", "fr", article.slug ?? ""));
    expect(await publicPage.locator("h1").textContent()).toBe(article.original);
  });

  for (const width of [1280, 360]) {
    test(`at ${width} px: axe finds nothing with the panel and a comparison open`, async () => {
      const article = await editedArticle();
      const page = await signedIn({ viewport: { width, height: 900 } });
      const panel = await openVersions(page, article.id);
      await panel.getByRole("button", { name: /^Comparer/ }).click();
      await panel.locator("dl").waitFor();
      expect(await wcagViolations(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
