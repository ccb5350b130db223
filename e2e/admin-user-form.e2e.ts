import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { USER_MESSAGES } from "../domain/users.ts";
import { adminToken, createUser, type NewUser, newUser, uniqueSuffix } from "./support/api.ts";
import { acceptNextDialog, dismissNextDialog, signedInAdmin } from "./support/back-office.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";
import { pathOf, waitForHydration } from "./support/page.ts";

const { baseUrl, adminEmail, adminPassword } = e2eEnv();
const { newPage } = browserPerFile();

const CREATE_PATH = "/admin/utilisateurs/creer";

/** A new page signed in as the administrator, on the user creation form ready for input. */
async function openCreationForm() {
  const page = await signedInAdmin(newPage, adminEmail, adminPassword);
  await page.getByRole("link", { name: "Utilisateurs", exact: true }).click();
  await page
    .getByRole("link", { name: "+ Ajouter un utilisateur" })
    // The header's button; an empty list offers the same link in its empty state.
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === CREATE_PATH);
  await page.getByRole("heading", { level: 1, name: "Ajouter un utilisateur" }).waitFor();
  await waitForHydration(page, "form");
  return { page, field: (label: string) => page.getByLabel(label, { exact: true }) };
}

/** The error text shown under a field (the element its aria-describedby names). */
async function errorUnder(page: Page, label: string): Promise<string | null> {
  const field = page.getByLabel(label, { exact: true });
  if ((await field.getAttribute("aria-invalid")) !== "true") return null;
  const id = await field.getAttribute("aria-describedby");
  return id ? ((await page.locator(`[id="${id}"]`).textContent())?.trim() ?? null) : null;
}

describe("back office: the user form's errors", () => {
  let existing: NewUser;

  beforeAll(async () => {
    const token = await adminToken(baseUrl, adminEmail, adminPassword);
    existing = newUser({ prenom: "Fatou" });
    await createUser(baseUrl, token, existing);
  });

  test("without mail, the invitation is offered disabled, saying what to do instead", async () => {
    // The shared server has no SMTP: the password fields stay, the invitation cannot be chosen.
    const { page, field } = await openCreationForm();
    const invitation = page.getByRole("radio", { name: "Envoyer une invitation par email" });
    expect(await invitation.isDisabled()).toBe(true);
    expect(await page.getByRole("radio", { name: "Saisir un mot de passe" }).isChecked()).toBe(
      true,
    );
    await page.getByText(USER_MESSAGES.invitationNoMail).waitFor();
    await field("Mot de passe").waitFor();
  });

  test("an error shows once a field is left, and follows what is typed", async () => {
    const { page, field } = await openCreationForm();

    // Nothing is shown before a field is left.
    await field("Prénom").focus();
    expect(await errorUnder(page, "Prénom")).toBeNull();
    await field("Nom").focus();
    await expect.poll(() => errorUnder(page, "Prénom")).toBe(USER_MESSAGES.prenomRequired);
    expect(await errorUnder(page, "Nom")).toBeNull();

    // Typing clears it at once, without leaving the field.
    await field("Prénom").pressSequentially("Awa");
    await expect.poll(() => errorUnder(page, "Prénom")).toBeNull();

    // The confirmation follows the password typed afterwards.
    await field("Mot de passe").fill("Secret-1234");
    await field("Confirmer le mot de passe").fill("Secret-12345");
    await field("Mot de passe").focus();
    await expect
      .poll(() => errorUnder(page, "Confirmer le mot de passe"))
      .toBe(USER_MESSAGES.passwordsDiffer);
    await field("Mot de passe").fill("Secret-12345");
    await expect.poll(() => errorUnder(page, "Confirmer le mot de passe")).toBeNull();
  });

  test("an email already taken shows beside the field, and what was typed stays", async () => {
    const { page, field } = await openCreationForm();
    const suffix = uniqueSuffix();
    const typed = {
      Prénom: "Aminata",
      Nom: `Diallo${suffix}`,
      Email: existing.email,
      Téléphone: "+225 07 12 34 56 78",
      "Mot de passe": `Secret-${suffix}`,
      "Confirmer le mot de passe": `Secret-${suffix}`,
    };
    for (const [label, value] of Object.entries(typed)) await field(label).fill(value);
    await field("Rôle").selectOption("administrateur");
    await page.getByRole("button", { name: "Créer l'utilisateur" }).click();

    // The API answers 409 with its message and `erreurs: [{ champ: "email" }]`.
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe(USER_MESSAGES.emailTaken);
    expect(await errorUnder(page, "Email")).toBe(USER_MESSAGES.emailTaken);
    expect(pathOf(page)).toBe(CREATE_PATH);
    for (const [label, value] of Object.entries(typed)) {
      expect(await field(label).inputValue()).toBe(value);
    }
    expect(await field("Rôle").inputValue()).toBe("administrateur");
    const button = page.getByRole("button", { name: "Créer l'utilisateur" });
    expect(await button.isEnabled()).toBe(true);

    // Changing the email clears the server's word; another email goes through.
    const email = `aminata.${suffix}@example.com`;
    await field("Email").fill(email);
    await expect.poll(() => errorUnder(page, "Email")).toBeNull();
    await button.click();
    await page.waitForURL((url) => url.pathname === "/admin/utilisateurs");
    await page.getByRole("row").filter({ hasText: email }).waitFor();
  });
});

describe("back office: a form never loses what was typed", () => {
  test("a reload offers back what was typed (never the password), and Ignorer forgets it", async () => {
    const { page, field } = await openCreationForm();
    await field("Prénom").fill("Mariama");
    await field("Nom").fill("Bâ");
    await field("Mot de passe").fill("Secret-123456");
    // The draft is written shortly after the last keystroke.
    await page.waitForFunction(() => localStorage.getItem("brouillon:utilisateur:nouveau"));
    expect(
      await page.evaluate(() => localStorage.getItem("brouillon:utilisateur:nouveau")),
    ).not.toContain("Secret-123456");

    acceptNextDialog(page);
    await page.reload();
    await waitForHydration(page, "form");
    const offer = page.getByRole("status").filter({ hasText: "saisie non enregistrée" });
    await offer.waitFor();
    expect(await field("Prénom").inputValue()).toBe("");
    await page.getByRole("button", { name: "Reprendre la saisie" }).click();
    expect(await field("Prénom").inputValue()).toBe("Mariama");
    expect(await field("Nom").inputValue()).toBe("Bâ");
    expect(await field("Mot de passe").inputValue()).toBe("");
    expect(await offer.count()).toBe(0);

    acceptNextDialog(page);
    await page.reload();
    await waitForHydration(page, "form");
    await page.getByRole("button", { name: "Ignorer" }).click();
    acceptNextDialog(page);
    await page.reload();
    await waitForHydration(page, "form");
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByRole("button", { name: "Reprendre la saisie" }).count()).toBe(0);
  });

  test("leaving with unsaved changes asks first; saving forgets the draft", async () => {
    const { page, field } = await openCreationForm();
    await field("Prénom").fill("Ousmane");
    const question = dismissNextDialog(page);
    await page.getByRole("link", { name: "← Retour à la liste" }).click();
    await expect.poll(question).not.toBe("");
    expect(question()).toContain("Des modifications ne sont pas enregistrées");
    expect(pathOf(page)).toBe(CREATE_PATH);
    expect(await field("Prénom").inputValue()).toBe("Ousmane");

    const user = newUser({ prenom: "Ousmane" });
    await field("Nom").fill(user.nom);
    await field("Email").fill(user.email);
    await field("Mot de passe").fill(user.motDePasse);
    await field("Confirmer le mot de passe").fill(user.motDePasse);
    await page.getByRole("button", { name: "Créer l'utilisateur" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/utilisateurs");
    expect(
      await page.evaluate(() => localStorage.getItem("brouillon:utilisateur:nouveau")),
    ).toBeNull();
  });
});
