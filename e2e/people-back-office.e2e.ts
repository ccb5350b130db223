// The people of the governance in the back office (issue 32 point 1, docs/decisions/058):
// an administrator adds a person with a portrait, finds them in their group, moves them,
// changes their role and sees it on /gouvernance, then deletes them; a person without a
// French name is refused with the French message by the field, the typing kept. The list
// and the form at 360 and 1280 px, axe on each.
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { ADVISER_SIGN_IN } from "./support/admin.ts";
import { adminToken, createUser, newUser, uniqueSuffix } from "./support/api.ts";
import {
  adminContentPerFile,
  deleteAfterConfirmation,
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

/** The list's section of a group, by its heading. */
const groupSection = (page: Page, heading: RegExp) => page.getByRole("region", { name: heading });

/** The names of the board, in the order the list shows them. */
async function boardNames(page: Page): Promise<string[]> {
  const names = groupSection(page, /^Conseil d'administration/).locator("li p.font-medium");
  return names.allTextContents();
}

/** Whether /gouvernance, read as a visitor, shows `text` (its cache trusts 1 s: polled). */
async function governanceShows(text: string): Promise<boolean> {
  const html = await (await fetch(`${baseUrl}/gouvernance`)).text();
  return html.includes(text);
}

async function openForm(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel("Nom (fr) *").waitFor();
  await waitForHydration(page, "form");
}

describe("administrator: the people of the governance", () => {
  test("adds a person with a portrait, moves them, edits the role, sees it public, deletes them", async () => {
    const page = await signedIn();
    const suffix = uniqueSuffix();
    const name = `Awa Diallo ${suffix}`;
    await page.getByRole("link", { name: "Gouvernance" }).click();
    await page.getByRole("heading", { name: "Gouvernance", level: 1 }).waitFor();
    await page.getByRole("link", { name: "+ Ajouter une personne" }).click();
    await page.getByLabel("Nom (fr) *").waitFor();
    await waitForHydration(page, "form");

    for (const lang of ["fr", "en", "it"] as const) {
      await languageTab(page, lang).click();
      await page.getByLabel(`Nom (${lang})${lang === "fr" ? " *" : ""}`).fill(name);
      await page
        .getByLabel(`Fonction (${lang})${lang === "fr" ? " *" : ""}`)
        .fill({ fr: "Administratrice", en: "Director", it: "Amministratrice" }[lang]);
    }
    await languageTab(page, "fr").click();
    await page.getByLabel("Groupe").selectOption({ label: "Conseil d'administration" });
    const [portrait] = await imageFiles(["portrait.jpg"], { width: 600, height: 600 });
    await page.getByLabel("Ajouter des images").setInputFiles(portrait ?? "");
    await page.getByRole("img", { name: "Aperçu 1 (nouvelle)" }).waitFor();
    await page.getByLabel("Français (fr)").last().fill(`Portrait de ${name}`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: join(SHOTS, "admin-person-form-1280.png"), fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: join(SHOTS, "admin-person-form-360.png"), fullPage: true });
    expect(await wcagViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("button", { name: "Ajouter la personne" }).click();

    // Back on the list, said and marked, last of the board with its portrait.
    await page.waitForURL((url) => url.pathname === "/admin/personnes");
    await page.getByRole("status").filter({ hasText: "Personne enregistrée" }).waitFor();
    const board = groupSection(page, /^Conseil d'administration/);
    const row = board.getByRole("listitem").filter({ hasText: name });
    await row.getByText("Administratrice").waitFor();
    expect(await row.locator("img").getAttribute("src")).toMatch(/\/uploads?\/|\/medias?\//);
    const before = await boardNames(page);
    expect(before.at(-1)).toBe(name);

    // Moved up by the keyboard: one place higher, as the server now says.
    const up = row.getByRole("button", { name: `Monter : ${name}` });
    await up.focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() => boardNames(page), { timeout: 5_000 })
      .toEqual([...before.slice(0, -2), name, before.at(-2)]);
    await page.screenshot({ path: join(SHOTS, "admin-people-list-1280.png"), fullPage: true });
    expect(await wcagViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: join(SHOTS, "admin-people-list-360.png"), fullPage: true });
    expect(await wcagViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The role changed: the list and /gouvernance say so.
    await row.getByRole("link", { name: "Modifier" }).click();
    await page.getByRole("heading", { name: "Modifier la personne" }).waitFor();
    await page.getByLabel("Fonction (fr) *").waitFor();
    await waitForHydration(page, "form");
    expect(await page.getByLabel("Nom (fr) *").inputValue()).toBe(name);
    await page.getByLabel("Fonction (fr) *").fill(`Présidente du conseil ${suffix}`);
    // Saved and kept on the form ('Enregistrer et continuer'), then back to the list.
    await page.getByRole("button", { name: "Enregistrer et continuer" }).click();
    await page.getByText(/Personne enregistrée à \d\d:\d\d\./).waitFor();
    expect(await page.getByLabel("Fonction (fr) *").inputValue()).toBe(
      `Présidente du conseil ${suffix}`,
    );
    await page.getByRole("link", { name: "← Retour à la liste" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/personnes");
    await row.getByText(`Présidente du conseil ${suffix}`).waitFor();
    await expect
      .poll(() => governanceShows(`Présidente du conseil ${suffix}`), { timeout: 5_000 })
      .toBe(true);

    // Deleted after its confirmation: gone from the list and from the public page.
    const question = await deleteAfterConfirmation(row);
    expect(question).toBe(`Supprimer ${name} de la gouvernance ?`);
    await page.getByRole("status").filter({ hasText: "Personne supprimée avec succès." }).waitFor();
    await expect.poll(() => governanceShows(name), { timeout: 5_000 }).toBe(false);
  }, 120_000);

  test("a person without a French name: the French message by the field, the typing kept", async () => {
    const page = await signedIn();
    await openForm(page, "/admin/personnes/nouveau");
    await page.getByLabel("Fonction (fr) *").fill("Directeur financier");
    await languageTab(page, "en").click();
    await page.getByLabel("Nom (en)").fill("Moussa Traoré");
    await page.getByRole("button", { name: "Ajouter la personne" }).click();
    const nameField = page.getByLabel("Nom (fr) *");
    await nameField.waitFor();
    const described = await nameField.getAttribute("aria-describedby");
    const messages = await Promise.all(
      String(described)
        .split(" ")
        .map((id) => page.locator(`[id="${id}"]`).textContent()),
    );
    expect(messages.join(" ")).toContain("Le nom (fr) est obligatoire.");
    expect(await page.getByLabel("Fonction (fr) *").inputValue()).toBe("Directeur financier");
    await languageTab(page, "en").click();
    expect(await page.getByLabel("Nom (en)").inputValue()).toBe("Moussa Traoré");
    expect(new URL(page.url()).pathname).toBe("/admin/personnes/nouveau");
  }, 60_000);

  test("an adviser has no link to the people, and their screens send them away", async () => {
    const adviser = newUser();
    await createUser(baseUrl, await adminToken(baseUrl, adminEmail, adminPassword), adviser);
    const page = await signedInAt(newPage, ADVISER_SIGN_IN, adviser.email, adviser.motDePasse);
    await page.getByRole("link", { name: "Mes Opportunités" }).first().waitFor();
    expect(await page.getByRole("link", { name: "Gouvernance", exact: true }).count()).toBe(0);
    for (const path of ["/admin/personnes", "/admin/personnes/nouveau"]) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname !== path);
      expect(await page.getByLabel("Nom (fr) *").count()).toBe(0);
      expect(await page.getByRole("heading", { name: "Gouvernance", level: 1 }).count()).toBe(0);
    }
  });
});
