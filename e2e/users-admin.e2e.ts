// The users list's search and filters, and deleting a user who wrote content: the delete
// screen asks who takes it over, and the content lists then name the new author, or
// 'Auteur supprimé' when nobody takes it (docs/decisions/021).
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import {
  type ApiUser,
  adminToken,
  createArticle,
  createUser,
  newUser,
  signIn,
  staffItem,
  uniqueSuffix,
} from "./support/api.ts";
import { signedInAdmin, wcagViolations } from "./support/back-office.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";
import { expectPath } from "./support/page.ts";

const { baseUrl, adminEmail, adminPassword } = e2eEnv();
const { newPage } = browserPerFile();

/** A conseiller who signed in and wrote one published article. */
async function authorOfAnArticle(token: string, prenom: string, nom: string) {
  const fields = newUser({ prenom, nom });
  const user = await createUser(baseUrl, token, fields);
  const session = await signIn(baseUrl, fields.email, fields.motDePasse);
  const title = `Article de ${prenom} ${nom}`;
  const article = await createArticle(baseUrl, String(session.body.token), title, "publié");
  return { user, article, title: `${title} fr` };
}

/** Types `text` in the users list's search and waits for the address to carry it. */
async function searchUsers(page: Page, text: string) {
  await page.getByLabel("Rechercher par nom ou email").fill(text);
  await page.getByLabel("Rechercher par nom ou email").press("Enter");
  await page.waitForURL((url) => url.searchParams.get("recherche") === text);
}

/** The users table's row that shows `email`. */
const rowOf = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

/** The article's row in the administrator's articles list, found by its title. */
async function articleRow(page: Page, title: string) {
  await page.goto(`/admin/articles?recherche=${encodeURIComponent(title)}`);
  const row = page.getByRole("row").filter({ hasText: title });
  await row.waitFor();
  return row;
}

describe("back office: users list and deletion with a transfer", () => {
  const suffix = uniqueSuffix();
  let token = "";
  let heir: ApiUser;

  beforeAll(async () => {
    token = await adminToken(baseUrl, adminEmail, adminPassword);
    heir = await createUser(baseUrl, token, newUser({ prenom: "Moussa", nom: `Kane${suffix}` }));
  });

  test("search and filters narrow the list, kept in the address", async () => {
    const { user } = await authorOfAnArticle(token, "Ndèye", `Faye${suffix}`);
    const page = await signedInAdmin(newPage, adminEmail, adminPassword);
    await page.goto("/admin/utilisateurs");
    await page.getByRole("heading", { level: 1, name: "Gestion des utilisateurs" }).waitFor();

    // Accents and case do not matter.
    await searchUsers(page, `NDEYE FAYE${suffix.toUpperCase()}`);
    // The list read before the search stays until the search's answer comes: wait for it.
    await page
      .getByRole("status")
      .filter({ hasText: /^1 utilisateur$/ })
      .waitFor();
    await rowOf(page, user.email).waitFor();
    expect(await page.getByRole("row").count()).toBe(2); // the header and one user

    // A role filter that excludes them empties the list, with its own words.
    await page.getByLabel("Rôle").selectOption("administrateur");
    await page.waitForURL((url) => url.searchParams.get("role") === "administrateur");
    await page.getByText("Aucun utilisateur ne correspond à votre recherche.").waitFor();
    expect(await page.getByRole("table").count()).toBe(0);

    await page.getByLabel("Rôle").selectOption("conseiller");
    await page.getByLabel("Statut").selectOption("actif");
    await rowOf(page, user.email).waitFor();
    // The address keeps the whole query: a reload shows the same list.
    await page.reload();
    await rowOf(page, user.email).waitFor();
    expect(await page.getByLabel("Rechercher par nom ou email").inputValue()).toBe(
      `NDEYE FAYE${suffix.toUpperCase()}`,
    );
    expect(await page.getByLabel("Statut").inputValue()).toBe("actif");
    expect(await wcagViolations(page)).toEqual([]);
  });

  test("deleting an author hands their article to the user chosen", async () => {
    const { user, article, title } = await authorOfAnArticle(token, "Awa", `Sarr${suffix}`);
    const page = await signedInAdmin(newPage, adminEmail, adminPassword);
    await page.goto("/admin/utilisateurs");
    await searchUsers(page, user.email);
    await rowOf(page, user.email).getByRole("link", { name: "Supprimer" }).click();

    await expectPath(page, `/admin/utilisateurs/supprimer/${user._id}`);
    await page.getByRole("heading", { level: 1, name: "Supprimer l'utilisateur" }).waitFor();
    await page.getByText("Confirmer la suppression de cet utilisateur ?").waitFor();
    await page.getByText(`Awa Sarr${suffix} est l'auteur de 1 article.`).waitFor();

    // Nobody chosen yet: the screen asks, and deletes nothing.
    await page.getByRole("button", { name: "Supprimer l'utilisateur" }).click();
    const heirField = page.getByLabel("Qui reprend ses contenus ?");
    await page.getByText("Veuillez choisir qui reprend ses contenus.").waitFor();
    expect(await heirField.getAttribute("aria-invalid")).toBe("true");
    expect(await heirField.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await wcagViolations(page)).toEqual([]);
    expect((await staffItem(baseUrl, token, "articles", article._id)).status).toBe(200);

    await heirField.selectOption({ label: `Moussa Kane${suffix} (conseiller)` });
    await page.getByRole("button", { name: "Supprimer l'utilisateur" }).click();
    await expectPath(page, "/admin/utilisateurs");
    await page
      .getByText(
        `Awa Sarr${suffix} a été supprimé. Ses contenus sont maintenant attribués à Moussa Kane${suffix}.`,
      )
      .waitFor();

    // The article is the heir's now, in the API and in the articles list.
    const { data } = await staffItem<{ auteur: { _id: string } | null }>(
      baseUrl,
      token,
      "articles",
      article._id,
    );
    expect(data.auteur?._id).toBe(heir._id);
    const row = await articleRow(page, title);
    expect(await row.textContent()).toContain(`Moussa Kane${suffix}`);
    expect((await signIn(baseUrl, user.email, "any")).status).toBe(401);
  });

  test("deleting an author with nobody to take over shows 'Auteur supprimé'", async () => {
    const { user, title } = await authorOfAnArticle(token, "Binta", `Gueye${suffix}`);
    const page = await signedInAdmin(newPage, adminEmail, adminPassword);
    await page.goto(`/admin/utilisateurs/supprimer/${user._id}`);
    await page
      .getByLabel("Qui reprend ses contenus ?")
      .selectOption({ label: "Personne : afficher « Auteur supprimé »" });
    await page.getByRole("button", { name: "Supprimer l'utilisateur" }).click();
    await expectPath(page, "/admin/utilisateurs");
    await page.getByText(`Binta Gueye${suffix} a été supprimé.`).waitFor();

    const row = await articleRow(page, title);
    expect(await row.textContent()).toContain("Auteur supprimé");
  });
});
