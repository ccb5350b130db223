// What helps staff work on many items in three languages: the lists' search and filters,
// the preview of an unpublished item on the public site, and a session that ends under a
// half-filled form without costing what was typed.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminToken, uniqueSuffix } from "./support/api.ts";
import { jpegFiles, signedInAdmin, wcagViolations } from "./support/back-office.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";
import { waitForHydration } from "./support/page.ts";

const { baseUrl, adminEmail, adminPassword } = e2eEnv();
const { newPage } = browserPerFile();

let token = "";
let draft: { _id: string; titles: Record<"fr" | "en" | "it", string> };

/** A draft project in three languages, made through the API as the back office would. */
async function createDraftProject() {
  const suffix = uniqueSuffix();
  const titles = {
    fr: `Brouillon Saly ${suffix}`,
    en: `Saly draft ${suffix}`,
    it: `Bozza Saly ${suffix}`,
  };
  const body = new FormData();
  for (const [lang, title] of Object.entries(titles)) body.set(`titre.${lang}`, title);
  body.set("description.fr", "Un hôtel de bord de mer, encore en préparation.");
  body.set("secteur", "immobilier");
  body.set("annee", "2025");
  body.set("etat", "brouillon");
  const [image = ""] = await jpegFiles(["saly.jpg"]);
  body.append("images", new Blob([await readFile(image)], { type: "image/jpeg" }), "saly.jpg");
  const response = await fetch(`${baseUrl}/api/v1/realisations`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  if (response.status !== 201) throw new Error(`e2e: draft project ${await response.text()}`);
  const { data } = (await response.json()) as { data: { _id: string } };
  return { _id: data._id, titles };
}

beforeAll(async () => {
  token = await adminToken(baseUrl, adminEmail, adminPassword);
  draft = await createDraftProject();
});

afterAll(async () => {
  await fetch(`${baseUrl}/api/v1/realisations/${draft._id}`, {
    method: "DELETE",
    headers: { authorization: `Bearer ${token}` },
  });
});

const signedIn = () => signedInAdmin(newPage, adminEmail, adminPassword);

/** The titles of the list's rows, as shown. */
async function rowTitles(page: Page): Promise<string[]> {
  const rows = page.getByRole("region", { name: "Réalisations" }).getByRole("row");
  const texts = await rows.allTextContents();
  return texts.slice(1);
}

describe("back office tools", () => {
  test("a list searches titles as one types, in any language and without accents, and filters", async () => {
    const page = await signedIn();
    await page.goto("/admin/realisations");
    await page.getByRole("heading", { level: 1, name: "Gestion des réalisations" }).waitFor();
    await waitForHydration(page, "search");
    await page
      .getByRole("status")
      .filter({ hasText: /réalisations$/ })
      .waitFor();

    // "kedougou" finds "Exploration aurifère dans la région de Kédougou".
    await page.getByLabel("Rechercher par titre").fill("kedougou");
    await page.waitForURL((url) => url.searchParams.get("recherche") === "kedougou");
    await page.getByRole("status").filter({ hasText: "1 réalisation" }).waitFor();
    expect(await rowTitles(page)).toEqual([expect.stringContaining("Kédougou")]);
    const draftRow = page.getByRole("row").filter({ hasText: draft.titles.fr });

    // An English title is found too; the search survives a reload (it is in the URL).
    await page.getByLabel("Rechercher par titre").fill("saly draft");
    await draftRow.waitFor();
    expect(await rowTitles(page)).toEqual([expect.stringContaining(draft.titles.fr)]);
    await page.reload();
    await draftRow.waitFor();
    expect(await page.getByLabel("Rechercher par titre").inputValue()).toBe("saly draft");

    // Filters narrow with the search, and say so when nothing is left.
    await page.getByLabel("État").selectOption({ label: "Publié" });
    await page.getByText("Aucun résultat pour ces critères.").waitFor();
    await page.getByLabel("État").selectOption({ label: "Brouillon" });
    await draftRow.waitFor();
    expect(await rowTitles(page)).toHaveLength(1);
    await page.getByLabel("Rechercher par titre").fill("");
    await page.getByLabel("Secteur").selectOption({ label: "Mines" });
    await page.waitForURL((url) => !url.searchParams.has("recherche"));
    await page.getByText("Aucun résultat pour ces critères.").waitFor();
    await page.getByLabel("État").selectOption({ label: "Tous les états" });
    await page
      .getByRole("status")
      .filter({ hasText: /réalisations$/ })
      .waitFor();
    const mines = await rowTitles(page);
    expect(mines.length).toBeGreaterThanOrEqual(3);
    expect(mines.join(" ")).toContain("Kédougou");
    expect(mines.join(" ")).not.toContain("Dakar – Bamako");
    // The back button undoes the last filter.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get("etat") === "brouillon");
    expect(await wcagViolations(page)).toEqual([]);
  });

  test("a draft is previewed on the public site in each language, and stays unpublished", async () => {
    const page = await signedIn();
    await page.goto(`/admin/realisations/modifier/${draft._id}`);
    const previews = page.getByRole("navigation", { name: "Aperçu sur le site public" });
    await previews.waitFor();

    for (const [lang, name] of [
      ["en", "anglais"],
      ["it", "italien"],
      ["fr", "français"],
    ] as const) {
      const [tab] = await Promise.all([
        page.context().waitForEvent("page"),
        previews.getByRole("link", { name: `aperçu en ${name} (nouvel onglet)` }).click(),
      ]);
      await tab.getByRole("heading", { level: 1, name: draft.titles[lang] }).waitFor();
      expect(await tab.locator("html").getAttribute("lang")).toBe(lang);
      await tab.getByText("Aperçu réservé à l'équipe.").waitFor();
      expect(await tab.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
      await tab.close();
    }

    // The preview's address, opened by anyone who holds it: private, never cached.
    const href = String(await previews.getByRole("link").first().getAttribute("href"));
    const response = await fetch(`${baseUrl}${href}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    // A forged token is a 404, and the public site does not have the draft.
    expect((await fetch(`${baseUrl}${href}x`)).status).toBe(404);
    const list = await fetch(`${baseUrl}/api/v1/realisations?lang=fr&limite=100`);
    const ids = ((await list.json()) as { data: { _id: string }[] }).data.map((p) => p._id);
    expect(ids).not.toContain(draft._id);
  });

  test("when the session cannot be renewed, signing in again in place saves the form", async () => {
    const page = await signedIn();
    await page.goto(`/admin/realisations/modifier/${draft._id}`);
    const title = page.getByLabel("Titre (fr) *");
    await title.waitFor();
    await waitForHydration(page, "form");
    const typed = `${draft.titles.fr} revu`;
    await title.fill(typed);

    // The session ends elsewhere (signed out, expired): neither token works any more.
    await page.evaluate(async () => {
      const refresh = localStorage.getItem("tokenRafraichissement");
      await fetch("/api/v1/auth/deconnexion", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ tokenRafraichissement: refresh }),
      });
      localStorage.setItem("token", "jeton.expire.depuis-longtemps");
    });

    // Cancelling: the save fails as it would have, and what was typed stays.
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    const dialog = page.getByRole("dialog", { name: "Session expirée" });
    await dialog.waitFor();
    expect(await wcagViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("alert").first().waitFor();
    expect(await title.inputValue()).toBe(typed);

    // Trying again, a wrong password says so; the right one sends the form.
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel("Email").inputValue()).toBe(adminEmail);
    await dialog.getByLabel("Mot de passe").fill("pas-le-bon-mot-de-passe");
    await dialog.getByRole("button", { name: "Se reconnecter" }).click();
    await dialog.getByRole("alert").waitFor();
    await dialog.getByLabel("Mot de passe").fill(adminPassword);
    await dialog.getByRole("button", { name: "Se reconnecter" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/realisations");

    const saved = await fetch(`${baseUrl}/api/v1/realisations/admin/${draft._id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await saved.json()) as { data: { titre: { fr: string } } }).data.titre.fr).toBe(typed);
    draft.titles.fr = typed;
  });
});
