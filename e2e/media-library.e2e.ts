// The media library in the browser (issue 31 point 1, docs/decisions/052): several
// pictures uploaded at once, a focal point set by a click, texts typed, a picture in use
// that cannot be deleted and says where it is used; a library picture chosen in an
// article's form; axe at 360 and 1280 px on the screen, its detail and the picker.
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { ADVISER_SIGN_IN } from "./support/admin.ts";
import { adminToken, createUser, newUser, uniqueSuffix } from "./support/api.ts";
import {
  adminContentPerFile,
  imageFiles,
  languageTab,
  signedInAt,
  wcagViolations,
} from "./support/back-office.ts";
import { e2eEnv } from "./support/env.ts";
import { waitForHydration } from "./support/page.ts";

const { baseUrl, newPage, signedIn } = adminContentPerFile();
const { adminEmail, adminPassword } = e2eEnv();
const SHOTS = join(import.meta.dirname, "..", "docs", "screenshots");

/** The library's card of the file `name`. */
const card = (page: Page, name: string) =>
  page.getByRole("button", { name: new RegExp(`^${name.replace(".", "\\.")}`) });

async function uploadInScreen(page: Page, names: string[]) {
  const files = await imageFiles(names, { width: 900, height: 600 });
  await page.goto("/admin/medias");
  await page.getByRole("heading", { level: 1, name: "Médiathèque" }).waitFor();
  await page.getByLabel("Ajouter des images").setInputFiles(files);
  await page
    .getByRole("status")
    .filter({ hasText: `${names.length} images ajoutées à la médiathèque.` })
    .waitFor();
}

describe("the media library screen", () => {
  test("uploads several pictures, sets a focal point by a click, describes one, and refuses to delete it while an article shows it", async () => {
    const page = await signedIn({ viewport: { width: 1280, height: 900 } });
    const suffix = uniqueSuffix();
    const names = [`avion-${suffix}.jpg`, `quai-${suffix}.jpg`];
    await uploadInScreen(page, names);
    await card(page, names[0] as string).click();
    const dialog = page.getByRole("dialog", { name: names[0] });
    await dialog.waitFor();

    // A click at three quarters of the width, a quarter of the height.
    const picture = dialog.getByRole("button", { name: /cliquez pour placer le point focal/ });
    const box = await picture.boundingBox();
    if (!box) throw new Error("no preview");
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height * 0.25);
    await expect.poll(() => dialog.getByLabel("Horizontal (x)").inputValue()).toBe("75");
    expect(await dialog.getByLabel("Vertical (y)").inputValue()).toBe("25");
    await dialog.getByLabel("Français (fr)").fill("Un avion-cargo sur le tarmac");
    await dialog.getByLabel("Crédit").fill("© Aéroport de Dakar");
    await page.screenshot({ path: join(SHOTS, "admin-medias-detail-1280.png") });
    await dialog.getByRole("button", { name: "Enregistrer l’image" }).click();
    await page.getByRole("status").filter({ hasText: "Image mise à jour." }).waitFor();

    // Chosen in an article's form: the library's texts come with it.
    await page.goto("/admin/articles/creer");
    await page.getByLabel("Titre (fr) *").waitFor();
    await waitForHydration(page, "form");
    await page.getByRole("button", { name: "Choisir dans la médiathèque" }).first().click();
    const picker = page.getByRole("dialog", { name: "Médiathèque" });
    await picker.getByLabel("Rechercher une image").fill("avion-cargo");
    await picker.getByRole("button", { name: "Rechercher" }).click();
    const choice = picker.getByRole("button", { name: /Choisir : Un avion-cargo sur le tarmac/ });
    await choice.first().waitFor();
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: join(SHOTS, "admin-medias-picker-1280.png") });
    expect(await wcagViolations(page)).toEqual([]);
    await choice.first().click();
    await page.getByRole("img", { name: "Aperçu 1 (médiathèque)" }).waitFor();
    const title = `Fret aérien ${suffix}`;
    for (const lang of ["fr", "en", "it"] as const) {
      await languageTab(page, lang).click();
      await page.getByLabel(`Titre (${lang}) *`).fill(`${title} ${lang}`);
      await page
        .getByLabel(`Contenu (${lang}) *`)
        .fill(`${title} : ${"un texte assez long pour un article. ".repeat(5)}`);
    }
    await languageTab(page, "fr").click();
    expect(await page.getByRole("textbox", { name: "Français (fr)" }).last().inputValue()).toBe(
      "Un avion-cargo sur le tarmac",
    );
    await page.getByRole("checkbox", { name: "Aviation" }).check();
    await page.getByRole("button", { name: "Créer l'article" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/articles");

    // In use: the detail says where and offers no deletion.
    await page.goto(`/admin/medias?q=${encodeURIComponent(names[0] as string)}`);
    await card(page, names[0] as string).click();
    const used = page.getByRole("dialog", { name: names[0] });
    await used.getByRole("link", { name: new RegExp(`Article : ${title} fr`) }).waitFor();
    await used.getByText("ne peut pas être supprimée tant qu’elle est utilisée").waitFor();
    expect(await used.getByRole("button", { name: "Supprimer l’image" }).isDisabled()).toBe(true);
  }, 90_000);

  test("an adviser sees the library from their own area, and cannot delete the administrator's picture", async () => {
    const admin = await signedIn({ viewport: { width: 1280, height: 900 } });
    const name = `admin-${uniqueSuffix()}.jpg`;
    await uploadInScreen(admin, [name, `autre-${name}`]);
    const adviser = newUser();
    await createUser(baseUrl, await adminToken(baseUrl, adminEmail, adminPassword), adviser);
    const page = await signedInAt(newPage, ADVISER_SIGN_IN, adviser.email, adviser.motDePasse, {
      viewport: { width: 1280, height: 900 },
    });
    await page.getByRole("link", { name: "Médiathèque" }).click();
    await page.getByRole("heading", { level: 1, name: "Médiathèque" }).waitFor();
    await card(page, name).click();
    const dialog = page.getByRole("dialog", { name });
    await dialog
      .getByText(
        "Seule la personne qui l’a envoyée, ou un administrateur, peut supprimer cette image.",
      )
      .waitFor();
    expect(await dialog.getByRole("button", { name: "Supprimer l’image" }).isDisabled()).toBe(true);
    expect(await wcagViolations(page)).toEqual([]);
  }, 90_000);

  for (const width of [360, 1280] as const) {
    test(`at ${width} px: axe finds nothing on the screen, its detail and the picker`, async () => {
      const page = await signedIn({ viewport: { width, height: 900 } });
      const name = `axe-${width}-${uniqueSuffix()}.jpg`;
      await uploadInScreen(page, [name, `b-${name}`]);
      await page.waitForLoadState("networkidle");
      expect(await wcagViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `admin-medias-${width}.png`), fullPage: true });
      await card(page, name).first().click();
      await page.getByRole("dialog", { name }).waitFor();
      expect(await wcagViolations(page)).toEqual([]);
      if (width === 360) {
        await page.screenshot({ path: join(SHOTS, "admin-medias-detail-360.png") });
      }
      await page.keyboard.press("Escape");
      await page.goto("/admin/opportunites/creer");
      await page.getByRole("heading", { level: 1, name: "Ajouter une opportunité" }).waitFor();
      await page.getByRole("button", { name: "Choisir dans la médiathèque" }).first().click();
      await page
        .getByRole("dialog", { name: "Médiathèque" })
        .getByRole("listitem")
        .first()
        .waitFor();
      expect(await wcagViolations(page)).toEqual([]);
      if (width === 360) {
        await page.screenshot({ path: join(SHOTS, "admin-medias-picker-360.png") });
      }
    }, 90_000);
  }
});
