import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { AUTH_MESSAGES } from "../domain/auth.ts";
import { USER_MESSAGES } from "../domain/users.ts";
import { submitAdminLogin } from "./support/admin.ts";
import { type ApiUser, signIn, uniqueSuffix } from "./support/api.ts";
import { signedInAdmin } from "./support/back-office.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";
import { expectPath, pathOf } from "./support/page.ts";

const { baseUrl, adminEmail, adminPassword } = e2eEnv();
const { newPage } = browserPerFile();

/** The users table's row that shows `email`. */
const rowOf = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

describe("back office: users", () => {
  let admin: ApiUser;

  beforeAll(async () => {
    const { status, body } = await signIn(baseUrl, adminEmail, adminPassword);
    expect(status).toBe(200);
    admin = body.utilisateur as ApiUser;
  });

  test("a wrong password shows an error and stays on the sign-in page", async () => {
    const page = await newPage();
    await submitAdminLogin(page, adminEmail, `${adminPassword}-faux`);
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect([AUTH_MESSAGES.invalidCredentials, AUTH_MESSAGES.loginFailed]).toContain(
      (await alert.textContent())?.trim(),
    );
    expect(pathOf(page)).toBe("/admin/connexion");
  });

  test("an administrator creates, edits and deletes a conseiller, then signs out", async () => {
    // Sign in: the dashboard greets them by name.
    const page = await signedInAdmin(newPage, adminEmail, adminPassword);
    await page
      .getByRole("heading", { level: 1, name: `Bienvenue, ${admin.prenom} ${admin.nom}` })
      .waitFor();

    // The users list.
    await page.getByRole("link", { name: "Utilisateurs", exact: true }).click();
    await expectPath(page, "/admin/utilisateurs");
    await page.getByRole("heading", { level: 1, name: "Gestion des utilisateurs" }).waitFor();
    await page.getByRole("row").nth(1).waitFor();
    const headers = (await page.getByRole("columnheader").allTextContents()).map((h) => h.trim());
    expect(headers).toEqual(["Nom complet", "Email", "Rôle", "Statut", "Actions"]);

    // Creation, first with passwords that differ.
    await page
      .getByRole("link", { name: "+ Ajouter un utilisateur" })
      // The header's button; an empty list offers the same link in its empty state.
      .first()
      .click();
    await expectPath(page, "/admin/utilisateurs/creer");
    await page.getByRole("heading", { level: 1, name: "Ajouter un utilisateur" }).waitFor();

    const suffix = uniqueSuffix();
    const user = {
      prenom: "Mariama",
      nom: `Sow${suffix}`,
      email: `mariama.${suffix}@example.com`,
      telephone: "+221 77 123 45 67",
      password: `Secret-${suffix}`,
    };
    const field = (label: string) => page.getByLabel(label, { exact: true });
    expect(await field("Téléphone").getAttribute("placeholder")).toMatch(/^\+221[\d ]+$/);
    expect(await field("Rôle").inputValue()).toBe("conseiller");

    await field("Prénom").fill(user.prenom);
    await field("Nom").fill(user.nom);
    await field("Email").fill(user.email);
    await field("Téléphone").fill(user.telephone);
    await field("Mot de passe").fill(user.password);
    await field("Confirmer le mot de passe").fill(`${user.password}x`);
    await page.getByRole("button", { name: "Créer l'utilisateur" }).click();

    await page.getByText(USER_MESSAGES.passwordsDiffer, { exact: true }).waitFor();
    expect(await field("Confirmer le mot de passe").getAttribute("aria-invalid")).toBe("true");
    expect(pathOf(page)).toBe("/admin/utilisateurs/creer");
    expect(await field("Prénom").inputValue()).toBe(user.prenom);
    expect(await field("Nom").inputValue()).toBe(user.nom);
    expect(await field("Email").inputValue()).toBe(user.email);
    expect(await field("Téléphone").inputValue()).toBe(user.telephone);
    expect(await field("Mot de passe").inputValue()).toBe(user.password);
    expect(await field("Confirmer le mot de passe").inputValue()).toBe(`${user.password}x`);

    await field("Confirmer le mot de passe").fill(user.password);
    await page.getByRole("button", { name: "Créer l'utilisateur" }).click();
    await expectPath(page, "/admin/utilisateurs");
    await page.getByRole("status").filter({ hasText: "Utilisateur enregistré" }).waitFor();

    // The new row, found by its email (the list shows 20 users a page): last name then
    // first name, and the role.
    await page.getByLabel("Rechercher par nom ou email").fill(user.email);
    await page.getByLabel("Rechercher par nom ou email").press("Enter");
    const row = rowOf(page, user.email);
    await row.waitFor();
    // The saved user's row is marked as such.
    await row
      .getByRole("cell", { name: `Enregistré ${user.nom} ${user.prenom}`, exact: true })
      .waitFor();
    expect(await row.textContent()).toMatch(/conseiller/i);

    // Edition: the password may stay empty.
    await row.getByRole("link", { name: "Modifier" }).click();
    await expectPath(page, /^\/admin\/utilisateurs\/modifier\/[^/]+$/);
    await page.getByRole("heading", { level: 1, name: "Modifier l'utilisateur" }).waitFor();
    await page.getByRole("link", { name: "← Retour à la liste" }).waitFor();
    await expect.poll(() => field("Prénom").inputValue()).toBe(user.prenom);
    expect(await field("Nom").inputValue()).toBe(user.nom);
    expect(await field("Email").inputValue()).toBe(user.email);
    expect(await field("Rôle").inputValue()).toBe("conseiller");
    const newPassword = field("Nouveau mot de passe (laisser vide pour conserver)");
    const newConfirmation = field("Confirmer le nouveau mot de passe");
    expect(await newPassword.inputValue()).toBe("");
    expect(await newConfirmation.inputValue()).toBe("");

    const renamed = `Ba${suffix}`;
    await field("Nom").fill(renamed);
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await expectPath(page, "/admin/utilisateurs");
    await page.getByLabel("Rechercher par nom ou email").fill(user.email);
    await page.getByLabel("Rechercher par nom ou email").press("Enter");
    await row
      .getByRole("cell", { name: `Enregistré ${renamed} ${user.prenom}`, exact: true })
      .waitFor();
    expect(await row.textContent()).not.toContain(user.nom);
    // The empty password fields kept the password.
    expect((await signIn(baseUrl, user.email, user.password)).status).toBe(200);

    // Deletion, on its own screen after the confirmation (they wrote nothing to hand over).
    await row.getByRole("link", { name: "Supprimer" }).click();
    await expectPath(page, /^\/admin\/utilisateurs\/supprimer\/[^/]+$/);
    await page.getByText("Confirmer la suppression de cet utilisateur ?").waitFor();
    await page.getByText("Cet utilisateur n'est l'auteur d'aucun contenu.").waitFor();
    await page.getByRole("button", { name: "Supprimer l'utilisateur" }).click();
    await expectPath(page, "/admin/utilisateurs");
    await page.getByText(`${user.prenom} ${renamed} a été supprimé.`).waitFor();
    await page.getByRole("row").nth(1).waitFor();
    expect(await row.count()).toBe(0);

    // Sign out: back to the sign-in page, and /admin is closed again.
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expectPath(page, "/admin/connexion");
    await page.goto("/admin");
    await expectPath(page, "/admin/connexion");
    await page.getByRole("heading", { name: "Connexion administrateur" }).waitFor();
  }, 60_000);

  test("on a small screen the Menu button opens the sidebar", async () => {
    const page = await signedInAdmin(newPage, adminEmail, adminPassword, {
      viewport: { width: 390, height: 800 },
    });
    const usersLink = page.getByRole("link", { name: "Utilisateurs", exact: true });
    await page.getByRole("heading", { level: 1, name: /^Bienvenue, / }).waitFor();
    expect(await usersLink.isVisible()).toBe(false);

    await page.getByRole("button", { name: "Menu" }).click();
    await usersLink.click();
    await expectPath(page, "/admin/utilisateurs");
    await page.getByRole("heading", { level: 1, name: "Gestion des utilisateurs" }).waitFor();
  });
});
