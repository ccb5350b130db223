import { beforeAll, describe, expect, test } from "vitest";
import { AUTH_MESSAGES } from "../domain/auth.ts";
import { submitAdminLogin } from "./support/admin.ts";
import { adminToken, createUser, type NewUser, newUser } from "./support/api.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";
import { pathOf, waitForHydration } from "./support/page.ts";

const { baseUrl, adminEmail, adminPassword } = e2eEnv();
const { newPage } = browserPerFile();

describe("back office guard", () => {
  let adviser: NewUser;

  beforeAll(async () => {
    const token = await adminToken(baseUrl, adminEmail, adminPassword);
    adviser = newUser({ prenom: "Ousmane", role: "conseiller" });
    await createUser(baseUrl, token, adviser);
  });

  test("the server HTML of /admin shows the loading text, and nothing of the back office", async () => {
    const response = await fetch(`${baseUrl}/admin`, { redirect: "manual" });
    expect(response.status).toBe(200);
    // What the page shows, not the scripts (whose data may carry any text of the app).
    const html = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
    expect(html).toContain("Chargement en cours...");
    expect(html).not.toContain("Bienvenue");
    expect(html).not.toContain("Se déconnecter");
  });

  test("a visitor who is not signed in is sent to the sign-in page", async () => {
    const page = await newPage();
    await page.goto("/admin/utilisateurs");
    await page.waitForURL((url) => url.pathname === "/admin/connexion");
    await page.getByRole("heading", { name: "Connexion administrateur" }).waitFor();
    expect(await page.getByRole("heading", { name: "Gestion des utilisateurs" }).count()).toBe(0);
  });

  test("a conseiller who signs in stays out of /admin", async () => {
    const page = await newPage();
    await submitAdminLogin(page, adviser.email, adviser.motDePasse);

    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe(AUTH_MESSAGES.administratorsOnly);
    expect(pathOf(page)).toBe("/admin/connexion");

    await page.goto("/admin");
    await page.waitForURL((url) => url.pathname === "/admin/connexion");
    await waitForHydration(page, "form");
    await page.getByRole("heading", { name: "Connexion administrateur" }).waitFor();
    expect(await page.getByText(/Bienvenue/).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Se déconnecter" }).count()).toBe(0);
  });
});
