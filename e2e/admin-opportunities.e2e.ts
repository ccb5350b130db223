import { beforeAll, describe, expect, test } from "vitest";
import { LANGUAGES, type Language } from "../domain/constants.ts";
import { OPPORTUNITY_MESSAGES as M } from "../domain/opportunites.ts";
import { uniqueSuffix } from "./support/api.ts";
import {
  adminContentPerFile,
  deleteAfterConfirmation,
  editLinkId,
  jpegFiles,
  languageTab,
  publicDetailPath,
  wcagViolations,
} from "./support/back-office.ts";
import { waitForHydration } from "./support/page.ts";

const { baseUrl, newPage, signedIn, staffItem } = adminContentPerFile();
const LIST = "/admin/opportunites";

let imageFile = "";

beforeAll(async () => {
  [imageFile = ""] = await jpegFiles(["lot.jpg"]);
});

const staffDetail = (id: string) =>
  staffItem<{ slugs: Record<string, string>; image: string | null; statut: string; etat: string }>(
    "opportunites",
    id,
  );

/** The public list, read without a token (with one it is the back-office list). */
async function publicIds(): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/v1/opportunites?limite=100`);
  const body = (await response.json()) as { data: { _id: string }[] };
  return body.data.map((item) => item._id);
}

const publicPath = (lang: Language, slug: string) => publicDetailPath("opportunite", lang, slug);

describe("back office: opportunities", () => {
  test("an administrator creates, publishes, withdraws and deletes an opportunity", async () => {
    const page = await signedIn();
    const suffix = uniqueSuffix();
    const titles = {
      fr: `Lot de ciment ${suffix}`,
      en: `Cement lot ${suffix}`,
      it: `Lotto di cemento ${suffix}`,
    };

    await page.getByRole("link", { name: "Opportunités", exact: true }).click();
    await page.waitForURL((url) => url.pathname === LIST);
    await page.getByRole("heading", { level: 1, name: "Gestion des opportunités" }).waitFor();
    await page.getByRole("region", { name: "Opportunités" }).getByRole("row").nth(1).waitFor();
    expect(await wcagViolations(page)).toEqual([]);
    await page
      .getByRole("link", { name: "+ Ajouter une opportunité" })
      // The header's button; an empty list offers the same link in its empty state.
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === `${LIST}/creer`);
    await page.getByLabel("Titre (fr) *").waitFor();
    await waitForHydration(page, "form");
    expect(await page.getByLabel("Statut").inputValue()).toBe("actif");

    for (const lang of LANGUAGES) {
      await languageTab(page, lang).click();
      await page.getByLabel(`Titre (${lang}) *`).fill(titles[lang]);
      await page.getByLabel(`Description (${lang}) *`).fill(`Description ${lang}`);
      await page.getByLabel(`Mots-clés (${lang})`).fill(`ciment, ${lang}`);
    }
    // Both from lists (issue 19): a demo category, a country of West Africa.
    await page.getByLabel("Catégorie", { exact: true }).selectOption({ label: "Minerais" });
    await page.getByLabel("Pays", { exact: true }).selectOption({ label: "Sénégal" });
    await page.getByLabel("Contact").fill("ventes@example.com");
    await page.getByLabel("Quantité disponible").fill("500 tonnes");
    await page.getByLabel("État").selectOption({ label: "Publié" });
    await page.getByLabel("Date de publication *").waitFor();
    // Empty: the server publishes it now (SPEC.md §4).
    await page.getByLabel("Date de publication *").fill("");
    await page.getByLabel("Ajouter des images").setInputFiles(imageFile);
    await page.getByRole("img", { name: "Aperçu 1 (nouvelle)" }).waitFor();
    expect(await wcagViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Créer l'opportunité" }).click();

    await page.waitForURL((url) => url.pathname === LIST);
    // A row of the table (issue 31: the opportunities' cards became rows like the others').
    const card = page.getByRole("row").filter({ hasText: titles.fr });
    await card.waitFor();
    const text = await card.textContent();
    for (const shown of ["Minerais", "Sénégal", "Actif", "Publié"]) {
      expect(text).toContain(shown);
    }
    const id = await editLinkId(card);
    const { data } = await staffDetail(id);
    expect(data.image).toBeTruthy();
    expect(await publicIds()).toContain(id);

    const visitor = await newPage();
    for (const lang of LANGUAGES) {
      await visitor.goto(publicPath(lang, data.slugs[lang] ?? ""));
      await visitor.getByRole("heading", { level: 1, name: titles[lang] }).waitFor();
    }

    // Edit: withdrawn, it leaves the public list; the state stays.
    await card.getByRole("link", { name: "Modifier" }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`${LIST}/modifier/`));
    await page.getByRole("heading", { level: 1, name: "Modifier l'opportunité" }).waitFor();
    await page.getByRole("img", { name: "Aperçu 1" }).waitFor();
    await waitForHydration(page, "form");
    expect(await page.getByLabel("Titre (fr) *").inputValue()).toBe(titles.fr);
    expect(await page.getByLabel("État").count()).toBe(0);
    await page.getByLabel("Statut").selectOption({ label: "Retiré" });
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await page.waitForURL((url) => url.pathname === LIST);
    await card.waitFor();
    expect(await card.textContent()).toContain("Retiré");
    const edited = (await staffDetail(id)).data;
    expect(edited).toMatchObject({ statut: "retiré", etat: "publié", image: data.image });
    expect(await publicIds()).not.toContain(id);

    expect(await deleteAfterConfirmation(card)).toBe("Confirmer la suppression ?");
    expect((await staffDetail(id)).status).toBe(404);
  });

  test("the form sent empty shows the first failure and brings it into view", async () => {
    const page = await signedIn();
    await page.setViewportSize({ width: 1024, height: 500 });
    await page.goto(`${LIST}/creer`);
    const title = page.getByLabel("Titre (fr) *");
    await title.waitFor();
    await waitForHydration(page, "form");
    const submit = page.getByRole("button", { name: "Créer l'opportunité" });
    // The save bar stays in view: the page is scrolled to its end, the title out of sight.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 0);
    expect(await title.isVisible()).toBe(true);
    expect(await title.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThan(0);
    await submit.click();
    await page.getByText(M.titleRequired("fr"), { exact: true }).waitFor();
    // Focused and wholly in view (the scroll may be animated).
    await page.waitForFunction(() => {
      const field = document.activeElement;
      if (field?.getAttribute("name") !== "titre.fr") return false;
      const box = field.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    await page.getByText(M.imageRequired, { exact: true }).waitFor();
    expect(await wcagViolations(page)).toEqual([]);
  });

  test("an unknown opportunity says it cannot be found", async () => {
    const page = await signedIn();
    await page.goto(`${LIST}/modifier/00000000-0000-0000-0000-000000000000`);
    await page.getByRole("alert").filter({ hasText: "Opportunité introuvable" }).waitFor();
    expect(await page.locator("form").count()).toBe(0);
  });
});
