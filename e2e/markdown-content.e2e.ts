// Formatted content (issue 19) in Chromium: an article written with the editor's toolbar
// and keyboard shortcuts, its Markdown saved as written, and the public page showing the
// formatting; the French text beside the translation in the en tab; a draft typed in the
// editor offered back after a reload.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { LINK_REFUSED_MESSAGE } from "../domain/markdown.ts";
import { uniqueSuffix } from "./support/api.ts";
import {
  acceptNextDialog,
  adminContentPerFile,
  editLinkId,
  imageFiles,
  languageTab,
  publicDetailPath,
  wcagViolations,
} from "./support/back-office.ts";
import { draftKept, waitForHydration } from "./support/page.ts";

const { newPage, signedIn, staffItem } = adminContentPerFile();
const LIST = "/admin/articles";

let imageFile = "";

beforeAll(async () => {
  [imageFile = ""] = await imageFiles(["markdown.png"], { format: "png", height: 500 });
});

/** The creation form, once its editors have loaded. */
async function openCreateForm(page: Page) {
  await page.goto(`${LIST}/creer`);
  await page.getByLabel("Titre (fr) *").waitFor();
  await waitForHydration(page, "form");
  await editorOf(page, "fr").waitFor();
}

/** A language's content editor: the textbox named by its label. */
const editorOf = (page: Page, lang: string) =>
  page
    .getByRole("textbox", { name: `Contenu (${lang}) *`, exact: true })
    .and(page.locator("[contenteditable]"));

/** A toolbar button of the French content's editor. */
const button = (page: Page, name: string) =>
  page
    .getByRole("toolbar", { name: "Mise en forme : Contenu (français)" })
    .getByRole("button", { name, exact: true });

const pressed = async (page: Page, name: string) =>
  (await button(page, name).getAttribute("aria-pressed")) === "true";

describe("formatted content", () => {
  test("an article written with the toolbar shows its formatting on the public page", async () => {
    const page = await signedIn();
    const suffix = uniqueSuffix();
    const titles = {
      fr: `Chantier mis en forme ${suffix}`,
      en: `Formatted building site ${suffix}`,
      it: `Cantiere formattato ${suffix}`,
    };
    await openCreateForm(page);

    // French, with the toolbar and the keyboard.
    await page.getByLabel("Titre (fr) *").fill(titles.fr);
    const editor = editorOf(page, "fr");
    await editor.click();
    await page.keyboard.type("Un chantier ");
    await button(page, "Gras").click();
    expect(await pressed(page, "Gras")).toBe(true);
    await page.keyboard.type("exemplaire");
    await button(page, "Gras").click();
    expect(await pressed(page, "Gras")).toBe(false);
    await page.keyboard.type(" mené avec les entreprises de la région, ");
    await page.keyboard.press("ControlOrMeta+i");
    await page.keyboard.type("du premier jour");
    await page.keyboard.press("ControlOrMeta+i");
    await page.keyboard.type(" à la livraison.");
    await page.keyboard.press("Enter");
    await button(page, "Titre").click();
    expect(await pressed(page, "Titre")).toBe(true);
    await page.keyboard.type("Les étapes");
    await page.keyboard.press("Enter");
    await button(page, "Liste à puces").click();
    expect(await pressed(page, "Liste à puces")).toBe(true);
    await page.keyboard.type("étude du terrain");
    await page.keyboard.press("Enter");
    await page.keyboard.type("construction");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Voir le plan");
    await page.keyboard.press("Shift+Home");

    // 'Lien' asks for the address, refuses a script, takes https.
    await button(page, "Lien").click();
    const dialog = page.getByRole("dialog", { name: "Ajouter un lien" });
    const address = dialog.getByLabel("Adresse du lien");
    await address.fill("javascript:alert(1)");
    await dialog.getByRole("button", { name: "Appliquer" }).click();
    await dialog.getByText(LINK_REFUSED_MESSAGE).waitFor();
    expect(await wcagViolations(page)).toEqual([]);
    await address.fill("https://example.com/plan");
    await address.press("Enter");
    await dialog.waitFor({ state: "detached" });
    expect(await pressed(page, "Lien")).toBe(true);
    // Enter in the dialog applied the link; it did not send the article.
    expect(new URL(page.url()).pathname).toBe(`${LIST}/creer`);

    await page.getByLabel("Mots-clés (fr)").fill("chantier");
    expect(await wcagViolations(page)).toEqual([]);

    // English: the French text is beside each field, as the translator's reference.
    await languageTab(page, "en").click();
    const panel = page.getByRole("tabpanel", { name: /Anglais/ });
    expect(await panel.getByText("Texte français").count()).toBe(4);
    await panel.getByText(titles.fr, { exact: true }).waitFor();
    await panel.getByRole("heading", { name: "Les étapes" }).waitFor();
    // A reference to read, not a field: nothing in it can be typed into.
    expect(
      await panel.locator('[lang="fr"] [contenteditable="true"], [lang="fr"] textarea').count(),
    ).toBe(0);
    expect(await wcagViolations(page)).toEqual([]);
    for (const lang of ["en", "it"] as const) {
      await languageTab(page, lang).click();
      await page.getByLabel(`Titre (${lang}) *`).fill(titles[lang]);
      await editorOf(page, lang).fill(
        `${titles[lang]}: ${"a text long enough for an article body. ".repeat(4)}`,
      );
    }
    await languageTab(page, "fr").click();
    await page.getByRole("checkbox", { name: "Logistique" }).check();
    await page.getByLabel("État").selectOption({ label: "Publié" });
    await page.getByLabel("Ajouter des images").setInputFiles(imageFile);
    await page.getByRole("img", { name: "Aperçu 1 (nouvelle)" }).waitFor();
    await page.getByRole("button", { name: "Créer l'article" }).click();

    // Saved as the Markdown the editor wrote.
    await page.waitForURL((url) => url.pathname === LIST);
    const row = page.getByRole("row").filter({ hasText: titles.fr });
    await row.waitFor();
    const id = await editLinkId(row);
    const { data } = await staffItem<{ contenu: { fr: string }; slugs: { fr: string } }>(
      "articles",
      id,
    );
    expect(data.contenu.fr).toBe(
      [
        "Un chantier **exemplaire** mené avec les entreprises de la région, *du premier jour* à la livraison.",
        "## Les étapes",
        "- étude du terrain\n- construction",
        "[Voir le plan](https://example.com/plan)",
      ].join("\n\n"),
    );

    // The public page shows the formatting, rendered by the server.
    const visitor = await newPage();
    await visitor.goto(publicDetailPath("article", "fr", data.slugs.fr));
    await visitor.getByRole("heading", { level: 1, name: titles.fr }).waitFor();
    const text = visitor.locator("article .rich-text");
    expect(await text.locator("strong").textContent()).toBe("exemplaire");
    expect(await text.locator("em").textContent()).toBe("du premier jour");
    expect(await text.getByRole("heading", { level: 2, name: "Les étapes" }).count()).toBe(1);
    expect(await text.locator("ul > li").allTextContents()).toEqual([
      "étude du terrain",
      "construction",
    ]);
    const link = text.getByRole("link", { name: "Voir le plan" });
    expect(await link.getAttribute("href")).toBe("https://example.com/plan");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    // Without a summary, the meta description and the card read the text without its marks.
    const excerpt =
      "Un chantier exemplaire mené avec les entreprises de la région, du premier jour à la livraison. étude du terrain, construction. Voir le plan";
    const description = await visitor.locator('meta[name="description"]').getAttribute("content");
    expect(description).toBe(excerpt);
    await visitor.goto("/actualites");
    const card = visitor.getByRole("article").filter({ hasText: titles.fr });
    expect(await card.textContent()).toContain(excerpt.slice(0, 100));
    expect(await card.textContent()).not.toMatch(/\*\*|##/);
  });

  test("what is typed in the editor is offered back after a reload", async () => {
    const page = await signedIn();
    await openCreateForm(page);
    const editor = editorOf(page, "fr");
    await editor.click();
    await button(page, "Gras").click();
    await page.keyboard.type("Brouillon en gras");
    // The draft is written a moment after the last key.
    await draftKept(page, { contains: ["Brouillon en gras"] });
    acceptNextDialog(page);
    await page.reload();
    await waitForHydration(page, "form");
    await editorOf(page, "fr").waitFor();
    await page.getByRole("button", { name: "Reprendre la saisie" }).click();
    await editorOf(page, "fr").locator("strong", { hasText: "Brouillon en gras" }).waitFor();
  });
});
