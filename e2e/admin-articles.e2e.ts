import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { ARTICLE_MESSAGES as M } from "../domain/articles.ts";
import { LANGUAGES, type Language } from "../domain/constants.ts";
import { uniqueSuffix } from "./support/api.ts";
import {
  adminContentPerFile,
  deleteAfterConfirmation,
  editLinkId,
  imageFiles,
  languageTab,
  publicDetailPath,
  wcagViolations,
} from "./support/back-office.ts";
import { waitForHydration } from "./support/page.ts";

const { baseUrl, newPage, signedIn, staffItem } = adminContentPerFile();
const LIST = "/admin/articles";

let imageFile = "";

beforeAll(async () => {
  [imageFile = ""] = await imageFiles(["principale.png"], { format: "png", height: 500 });
});

async function openCreateForm(page: Page) {
  await page.goto(`${LIST}/creer`);
  await page.getByLabel("Titre (fr) *").waitFor();
  await waitForHydration(page, "form");
}

/** Fills every language's texts; each in its tab. */
async function fillTexts(page: Page, titles: Record<string, string>) {
  for (const lang of LANGUAGES) {
    await languageTab(page, lang).click();
    await page.getByLabel(`Titre (${lang}) *`).fill(titles[lang] ?? "");
    await page.getByLabel(`Résumé (${lang})`).fill(`Résumé ${lang}`);
    await page
      .getByLabel(`Contenu (${lang}) *`)
      .fill(`${titles[lang]} : ${"un texte assez long pour un article. ".repeat(5)}`);
    await page.getByLabel(`Mots-clés (${lang})`).fill(`port, ${lang}`);
  }
  await languageTab(page, "fr").click();
}

const staffDetail = (id: string) =>
  staffItem<{ slugs: Record<string, string>; etat: string; categories: string[] }>("articles", id);

async function publicTitles(): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/v1/articles?lang=fr&limite=100`);
  const body = (await response.json()) as { results: { titre: string }[] };
  return body.results.map((article) => article.titre);
}

const publicPath = (lang: Language, slug: string) => publicDetailPath("article", lang, slug);

/** The id in a list row's 'Modifier' link. */
async function idOf(page: Page, title: string): Promise<string> {
  const row = page.getByRole("row").filter({ hasText: title });
  await row.waitFor();
  return editLinkId(row);
}

/**
 * A whole life cycle through the back office (sign-in, three languages, images, the public
 * pages, deletion): some twenty page loads, over the default 30 s on a 2-core machine that
 * runs the two shards of .ci/run at once.
 */
const LIFECYCLE_TIMEOUT_MS = 90_000;

describe("back office: articles", () => {
  test(
    "an administrator publishes an article in three languages, then deletes it",
    async () => {
      const page = await signedIn();
      const suffix = uniqueSuffix();
      const titles = {
        fr: `Nouveau port sec ${suffix}`,
        en: `New dry port ${suffix}`,
        it: `Nuovo porto secco ${suffix}`,
      };

      await page.getByRole("link", { name: "Articles", exact: true }).click();
      await page.waitForURL((url) => url.pathname === LIST);
      await page.getByRole("heading", { level: 1, name: "Gestion des articles" }).waitFor();
      expect(await wcagViolations(page)).toEqual([]);
      await page
        .getByRole("link", { name: "+ Ajouter un article" })
        // The header's button; an empty list offers the same link in its empty state.
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === `${LIST}/creer`);
      await page.getByLabel("Titre (fr) *").waitFor();
      await waitForHydration(page, "form");

      await fillTexts(page, titles);
      expect(await page.getByLabel("Titre (fr) *").inputValue()).toBe(titles.fr);
      await page.getByRole("checkbox", { name: "Logistique" }).check();
      await page.getByRole("checkbox", { name: "Aviation" }).check();
      // The date is asked only of a planned article.
      expect(await page.getByLabel(/^Date de publication/).count()).toBe(0);
      await page.getByLabel("État").selectOption({ label: "Publié" });
      await page.getByLabel("Ajouter des images").setInputFiles(imageFile);
      await page.getByRole("img", { name: "Aperçu 1 (nouvelle)" }).waitFor();
      expect(await wcagViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Créer l'article" }).click();

      await page.waitForURL((url) => url.pathname === LIST);
      const row = page.getByRole("row").filter({ hasText: titles.fr });
      const id = await idOf(page, titles.fr);
      // The list says so, with the public page's link, and marks the saved row.
      const notice = page.getByRole("status").filter({ hasText: "Article enregistré" });
      await notice.waitFor();
      expect(await row.textContent()).toMatch(/^Enregistré/);
      expect(await page.getByText("Enregistré", { exact: true }).count()).toBe(1);
      expect(await wcagViolations(page)).toEqual([]);
      expect(await row.textContent()).toContain("Publié");
      expect(await row.textContent()).toContain("Aviation, Logistique");
      const { data } = await staffDetail(id);
      expect(data.categories).toEqual(["aviation", "logistique"]);
      expect(await publicTitles()).toContain(titles.fr);

      // The public site, in each language, with its main image.
      const visitor = await newPage();
      for (const lang of LANGUAGES) {
        await visitor.goto(publicPath(lang, data.slugs[lang] ?? ""));
        await visitor.getByRole("heading", { level: 1, name: titles[lang] }).waitFor();
      }
      expect(await visitor.getByRole("img", { name: titles.it, exact: true }).count()).toBe(1);

      // The edit form holds what was saved.
      await row.getByRole("link", { name: "Modifier" }).click();
      await page.getByRole("heading", { level: 1, name: "Modifier l'article" }).waitFor();
      await page.getByLabel("Titre (fr) *").waitFor();
      expect(await page.getByLabel("Titre (fr) *").inputValue()).toBe(titles.fr);
      expect(await page.getByRole("checkbox", { name: "Aviation" }).isChecked()).toBe(true);
      expect(await wcagViolations(page)).toEqual([]);
      await waitForHydration(page, "form");
      // The save bar stays in view at the top of a long form, and says what is not saved.
      const save = page.getByRole("button", { name: "Enregistrer les modifications" });
      await page.evaluate(() => window.scrollTo(0, 0));
      const box = await save.boundingBox();
      expect((box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0)).toBeLessThanOrEqual(
        page.viewportSize()?.height ?? 0,
      );
      expect(await page.getByText("Aucune modification").count()).toBe(1);
      const edited = `${titles.fr} modifié`;
      await page.getByLabel("Titre (fr) *").fill(edited);
      await page.getByText("Modifications non enregistrées").waitFor();
      await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
      await page.waitForURL((url) => url.pathname === LIST);
      const editedRow = page.getByRole("row").filter({ hasText: edited });
      await editedRow.waitFor();
      expect((await staffDetail(id)).data.etat).toBe("publié");
      // 'Voir sur le site' opens the saved article's public page.
      await page.getByRole("link", { name: "Voir sur le site" }).click();
      await page.getByRole("heading", { level: 1, name: edited }).waitFor();
      await page.goBack();
      await page.waitForURL((url) => url.pathname === LIST);
      // Back on the list, the message is not said again.
      await editedRow.waitFor();
      expect(await page.getByText("Article enregistré").count()).toBe(0);

      // Delete, after the confirmation.
      expect(await deleteAfterConfirmation(editedRow)).toBe("Confirmer la suppression ?");
      const gone = await visitor.goto(publicPath("fr", data.slugs.fr ?? ""));
      expect(gone?.status()).toBe(404);
    },
    LIFECYCLE_TIMEOUT_MS,
  );

  test("an article planned for tomorrow stays off the public site", async () => {
    const page = await signedIn();
    const title = `Article planifié ${uniqueSuffix()}`;
    await openCreateForm(page);
    await fillTexts(page, { fr: title, en: `Planned ${title}`, it: `Pianificato ${title}` });
    await page.getByRole("checkbox", { name: "Mines" }).check();
    await page.getByLabel("État").selectOption({ label: "Planifié" });
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000);
    await page.getByLabel("Date de publication *").fill(local.toISOString().slice(0, 16));
    await page.getByLabel("Ajouter des images").setInputFiles(imageFile);
    await page.getByRole("button", { name: "Créer l'article" }).click();

    await page.waitForURL((url) => url.pathname === LIST);
    const id = await idOf(page, title);
    const row = page.getByRole("row").filter({ hasText: title });
    expect(await row.textContent()).toContain("Planifié");
    // Saved, but not public yet: no link to the public site.
    await page.getByRole("status").filter({ hasText: "Article enregistré" }).waitFor();
    expect(await page.getByRole("link", { name: "Voir sur le site" }).count()).toBe(0);
    expect(await row.textContent()).not.toContain("en ligne");
    const { data } = await staffDetail(id);
    expect(data.etat).toBe("planifié");
    const visitor = await newPage();
    const response = await visitor.goto(publicPath("fr", data.slugs.fr ?? ""));
    expect(response?.status()).toBe(404);
    expect(await publicTitles()).not.toContain(title);
  });

  test("the create form says what is missing when sent empty", async () => {
    const page = await signedIn();
    await openCreateForm(page);
    await page.getByLabel("État").selectOption({ label: "Planifié" });
    await page.getByRole("button", { name: "Créer l'article" }).click();
    for (const message of [
      M.titleRequired("fr"),
      M.contentRequired("fr"),
      M.categoriesRequired,
      M.dateRequiredWhenPlanned,
      M.imageRequired,
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByRole("tab", { name: "Anglais (champs manquants)" }).waitFor();
    expect(await wcagViolations(page)).toEqual([]);

    // Creation takes three categories at most.
    for (const name of ["Immobilier", "Aviation", "Mines", "Logistique"]) {
      await page.getByRole("checkbox", { name }).check();
    }
    await page.getByText(M.categoriesTooMany(3), { exact: true }).waitFor();
    expect(page.url()).toContain(`${LIST}/creer`);
  });

  test("an unknown article says it cannot be found", async () => {
    const page = await signedIn();
    await page.goto(`${LIST}/modifier/00000000-0000-0000-0000-000000000000`);
    await page.getByRole("alert").filter({ hasText: "Article introuvable" }).waitFor();
    expect(await page.locator("form").count()).toBe(0);
  });
});
