// Issue 19, point 3, in the back office: the categories administrators keep, the country
// and category lists of the opportunity form, and the keywords typed as chips.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { CATEGORY_MESSAGES } from "../domain/categories.ts";
import { ADVISER_SIGN_IN } from "./support/admin.ts";
import { adminToken, createUser, newUser, uniqueSuffix } from "./support/api.ts";
import {
  acceptNextDialog,
  adminContentPerFile,
  languageTab,
  signedInAt,
  wcagViolations,
} from "./support/back-office.ts";
import { e2eEnv } from "./support/env.ts";
import { draftKept, waitForHydration } from "./support/page.ts";

const { baseUrl, newPage, signedIn, staffItem } = adminContentPerFile();
let apiToken = "";
const token = () => apiToken;
beforeAll(async () => {
  const { adminEmail, adminPassword } = e2eEnv();
  apiToken = await adminToken(baseUrl, adminEmail, adminPassword);
});

async function openCategories(page: Page) {
  await page.getByRole("link", { name: "Catégories", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/admin/categories");
  await page.getByRole("heading", { level: 1, name: "Catégories des opportunités" }).waitFor();
  await page.getByRole("row").nth(1).waitFor();
  await waitForHydration(page, "form");
}

const rowOf = (page: Page, label: string) => page.getByRole("row").filter({ hasText: label });

describe("back office: the opportunities' categories", () => {
  test("an administrator adds, renames, moves and deletes a category", async () => {
    const page = await signedIn();
    await openCategories(page);
    // The demo's categories, in their three languages, with their use.
    const minerais = rowOf(page, "Minerais");
    expect(await minerais.textContent()).toMatch(/Minerais.*Ores.*Minerali.*1 opportunité/);
    expect(await wcagViolations(page)).toEqual([]);

    // Nothing typed: each language's label is asked for, nothing is created.
    await page.getByRole("button", { name: "Ajouter la catégorie" }).click();
    await page.getByText("Le libellé en français est obligatoire.").waitFor();
    await page.getByText("Le libellé en italien est obligatoire.").waitFor();
    expect(await wcagViolations(page)).toEqual([]);

    const suffix = uniqueSuffix().slice(-6);
    const fr = `Cacao ${suffix}`;
    await page.getByLabel("Libellé en français *").fill(fr);
    await page.getByLabel("Libellé en anglais *").fill(`Cocoa ${suffix}`);
    await page.getByLabel("Libellé en italien *").fill(`Cacao IT ${suffix}`);
    await page.getByRole("button", { name: "Ajouter la catégorie" }).click();
    await page.getByRole("status").filter({ hasText: "Catégorie créée avec succès." }).waitFor();
    const row = rowOf(page, fr);
    await row.waitFor();
    expect(await row.textContent()).toContain("0 opportunité");
    // The form is empty again for the next one.
    expect(await page.getByLabel("Libellé en français *").inputValue()).toBe("");

    // A label another category holds, in any language, is refused.
    await page.getByLabel("Libellé en français *").fill("Autre");
    await page.getByLabel("Libellé en anglais *").fill("ORES");
    await page.getByLabel("Libellé en italien *").fill("Altro");
    await page.getByRole("button", { name: "Ajouter la catégorie" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: CATEGORY_MESSAGES.labelTaken("ORES") })
      .waitFor();

    // Renamed in English only.
    await row.getByRole("button", { name: `Modifier : ${fr}` }).click();
    await page.getByRole("heading", { name: `Modifier la catégorie « ${fr} »` }).waitFor();
    expect(await page.getByLabel("Libellé en français *").inputValue()).toBe(fr);
    await page.getByLabel("Libellé en anglais *").fill(`Cocoa beans ${suffix}`);
    await page.getByRole("button", { name: "Enregistrer la catégorie" }).click();
    await page.getByRole("status").filter({ hasText: "Catégorie modifiée avec succès." }).waitFor();
    await rowOf(page, `Cocoa beans ${suffix}`).waitFor();

    // Moved up by one, with its button named for it.
    const before = await page.getByRole("row").allTextContents();
    const index = before.findIndex((text) => text.includes(fr));
    await page.getByRole("button", { name: `Monter : ${fr}` }).click();
    await page
      .getByRole("row")
      .nth(index - 1)
      .filter({ hasText: fr })
      .waitFor();

    // The public list names it in each language.
    const english = await (await fetch(`${baseUrl}/api/v1/categories?lang=en`)).json();
    expect(english.data.map((c: { libelle: string }) => c.libelle)).toContain(
      `Cocoa beans ${suffix}`,
    );

    // Unused: deleted once confirmed.
    const question = acceptNextDialog(page);
    await row.getByRole("button", { name: `Supprimer : ${fr}` }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "Catégorie supprimée avec succès." })
      .waitFor();
    expect(question()).toBe("Confirmer la suppression ?");
    await row.waitFor({ state: "detached" });
  });

  test("a category in use is deleted only once another takes its opportunities", async () => {
    const page = await signedIn();
    await openCategories(page);
    // A category of its own, and an opportunity that uses it (through the API).
    const suffix = uniqueSuffix().slice(-6);
    const libelle = { fr: `Hévéa ${suffix}`, en: `Rubber ${suffix}`, it: `Gomma ${suffix}` };
    const created = await fetch(`${baseUrl}/api/v1/categories`, {
      method: "POST",
      headers: { authorization: `Bearer ${token()}`, "content-type": "application/json" },
      body: JSON.stringify({ libelle }),
    });
    expect(created.status).toBe(201);
    const list = await (
      await fetch(`${baseUrl}/api/v1/opportunites/admin/all?limite=1`, {
        headers: { authorization: `Bearer ${token()}` },
      })
    ).json();
    const opportunity = list.data[0];
    const patched = await fetch(`${baseUrl}/api/v1/opportunites/${opportunity._id}`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${token()}`, "content-type": "application/json" },
      body: JSON.stringify({ categorie: libelle.en }),
    });
    expect(patched.status).toBe(200);
    const previous = opportunity.categorie as string;

    await page.reload();
    await page.getByRole("row").nth(1).waitFor();
    const row = rowOf(page, libelle.fr);
    expect(await row.textContent()).toContain("1 opportunité");
    await row.getByRole("button", { name: `Supprimer : ${libelle.fr}` }).click();
    await page.getByRole("heading", { name: `Supprimer la catégorie « ${libelle.fr} »` }).waitFor();
    await page.getByText(CATEGORY_MESSAGES.inUse(1)).waitFor();
    expect(await wcagViolations(page)).toEqual([]);
    const replacement = page.getByLabel("Catégorie qui reprend ses opportunités");
    await replacement.selectOption({ label: previous || "Minerais" });
    await page.getByRole("button", { name: "Supprimer la catégorie" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "Catégorie supprimée avec succès." })
      .waitFor();
    await row.waitFor({ state: "detached" });
    const { data } = await staffItem<{ categorie: string }>("opportunites", opportunity._id);
    expect(data.categorie).toBe(previous || "Minerais");
  });

  test("an adviser has no link to the categories, and the page sends them away", async () => {
    const adviser = newUser();
    await createUser(baseUrl, token(), adviser);
    const page = await signedInAt(newPage, ADVISER_SIGN_IN, adviser.email, adviser.motDePasse);
    await page.getByRole("link", { name: "Mes Opportunités" }).first().waitFor();
    expect(await page.getByRole("link", { name: "Catégories", exact: true }).count()).toBe(0);
    await page.goto("/admin/categories");
    await page.waitForURL((url) => url.pathname !== "/admin/categories");
    expect(await page.getByRole("heading", { name: "Catégories des opportunités" }).count()).toBe(
      0,
    );
  });
});

describe("back office: the opportunity form's lists and keywords", () => {
  test("the country list starts with West Africa; keywords are chips that save as the API's list", async () => {
    const page = await signedIn();
    const list = await (
      await fetch(`${baseUrl}/api/v1/opportunites/admin/all?limite=1`, {
        headers: { authorization: `Bearer ${token()}` },
      })
    ).json();
    const item = list.data[0] as { _id: string; motsCles: { fr: string[] }; codePays: string };
    await page.goto(`/admin/opportunites/modifier/${item._id}`);
    await page.getByRole("heading", { level: 1, name: "Modifier l'opportunité" }).waitFor();
    await waitForHydration(page, "form");

    // The country: West Africa first, named in French; the stored one chosen.
    const country = page.getByLabel("Pays", { exact: true });
    expect(await country.inputValue()).toBe(item.codePays);
    const groups = await country.locator("optgroup").evaluateAll((nodes) =>
      nodes.map((group) => ({
        label: group.getAttribute("label"),
        first: group.querySelector("option")?.textContent,
        count: group.querySelectorAll("option").length,
      })),
    );
    expect(groups).toEqual([
      { label: "Afrique de l'Ouest", first: "Bénin", count: 16 },
      { label: "Autres pays", first: "Afghanistan", count: 233 },
    ]);
    // The category: the list's, by its French label.
    const category = page.getByLabel("Catégorie", { exact: true });
    await category.locator("option", { hasText: "Fret aérien" }).waitFor({ state: "attached" });

    // Keywords: the stored ones as chips, each with its remove button.
    const keywords = page.getByRole("list", { name: /^Mots-clés \(fr\)/ });
    for (const word of item.motsCles.fr) {
      await keywords.getByRole("button", { name: `Retirer le mot-clé ${word}` }).waitFor();
    }
    const box = page.getByLabel("Mots-clés (fr)", { exact: true });
    await box.fill("cobalt");
    await box.press("Enter");
    await box.pressSequentially("lithium,");
    await box.fill("zinc");
    await box.press("Enter");
    expect(await keywords.getByRole("listitem").allTextContents()).toEqual(
      [...item.motsCles.fr, "cobalt", "lithium", "zinc"].map((word) => `${word}×`),
    );
    // Backspace in the empty box removes the last one; a chip's button removes it.
    await box.press("Backspace");
    await keywords.getByRole("button", { name: "Retirer le mot-clé cobalt" }).click();
    expect(await box.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await wcagViolations(page)).toEqual([]);

    // The typed state survives a reload, as every form's draft does, once it is written:
    // without the two chips removed last, any earlier draft held one of them.
    await draftKept(page, { contains: ["lithium"], lacks: ["zinc", "cobalt"] });
    await page.reload();
    await page.getByRole("button", { name: "Reprendre la saisie" }).click();
    await page.getByRole("button", { name: "Retirer le mot-clé lithium" }).waitFor();
    expect(await page.getByRole("button", { name: "Retirer le mot-clé zinc" }).count()).toBe(0);

    // The English tab has its own chips; then the form is saved.
    await languageTab(page, "en").click();
    await page.getByLabel("Mots-clés (en)", { exact: true }).fill("cobalt, lithium");
    await page.getByLabel("Pays", { exact: true }).selectOption({ label: "Ghana" });
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/opportunites");
    const { data } = await staffItem<{ motsCles: Record<string, string[]>; codePays: string }>(
      "opportunites",
      item._id,
    );
    expect(data.motsCles.fr).toEqual([...item.motsCles.fr, "lithium"]);
    expect(data.motsCles.en).toEqual(expect.arrayContaining(["cobalt", "lithium"]));
    expect(data.codePays).toBe("GH");
  });

  test("an opportunity a client wrote with its own category and country opens, saves and shows them", async () => {
    // SPEC.md §7: `categorie` and `pays` are free texts; a client sends words of its own.
    const { default: sharp } = await import("sharp");
    const image = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 120, g: 90, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const suffix = uniqueSuffix().slice(-6);
    const label = `Vanille ${suffix}`;
    const form = new FormData();
    for (const lang of ["fr", "en", "it"]) {
      form.append(`titre[${lang}]`, `Lot de vanille ${suffix} ${lang}`);
      form.append(`description[${lang}]`, `Gousses de vanille (${lang}).`);
    }
    form.append("categorie", label);
    form.append("pays", "Atlantis");
    form.append("etat", "publié");
    form.append("image", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), "v.jpg");
    const created = await fetch(`${baseUrl}/api/v1/opportunites`, {
      method: "POST",
      headers: { authorization: `Bearer ${token()}` },
      body: form,
    });
    expect(created.status).toBe(201);
    const item = (await created.json()).data as {
      _id: string;
      categorieId: string;
      slugs: Record<string, string>;
    };

    const page = await signedIn();
    await page.goto(`/admin/opportunites/modifier/${item._id}`);
    await page.getByRole("heading", { level: 1, name: "Modifier l'opportunité" }).waitFor();
    await waitForHydration(page, "form");
    const category = page.getByLabel("Catégorie", { exact: true });
    await category.locator("option", { hasText: label }).waitFor({ state: "attached" });
    expect(await category.inputValue()).toBe(item.categorieId);
    await page
      .getByText("Enregistré : « Atlantis », hors de la liste.", { exact: false })
      .waitFor();

    await languageTab(page, "en").click();
    await page.getByLabel("Titre (en) *").fill(`Vanilla lot ${suffix}`);
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/opportunites");
    const { data } = await staffItem<{ pays: string; codePays: string | null; categorie: string }>(
      "opportunites",
      item._id,
    );
    expect(data).toMatchObject({ pays: "Atlantis", codePays: null, categorie: label });

    // The category is the list's now, to translate; pages show the country as written.
    await page.goto("/admin/categories");
    const row = rowOf(page, label);
    await row.waitFor();
    expect(await row.textContent()).toContain("À traduire");
    for (const path of [`/opportunite/${item.slugs.fr}`, `/it/opportunita/${item.slugs.it}`]) {
      await page.goto(path);
      await page.getByText("Atlantis", { exact: true }).first().waitFor();
      await page.getByText(label, { exact: true }).first().waitFor();
    }

    // Its French words would show on the English and Italian pages that other files walk
    // on the same server (vocabulary-walk.e2e.ts): the item and its category go.
    for (const path of [`opportunites/${item._id}`, `categories/${item.categorieId}`]) {
      const removed = await fetch(`${baseUrl}/api/v1/${path}`, {
        method: "DELETE",
        headers: { authorization: `Bearer ${token()}` },
      });
      expect(removed.status, path).toBe(200);
    }
  });
});
