import { beforeAll, describe, expect, test } from "vitest";
import { AUTH_MESSAGES } from "../domain/auth.ts";
import {
  ADMIN_SIGN_IN,
  ADVISER_SIGN_IN,
  type SignInPagePlace,
  signInHere,
  submitAdminLogin,
} from "./support/admin.ts";
import { adminToken, createUser, type NewUser, newUser } from "./support/api.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";
import { expectPath, pathOf, waitForHydration } from "./support/page.ts";

const { baseUrl, adminEmail, adminPassword } = e2eEnv();
const { newPage } = browserPerFile();

/** Where the page is: its path and query, without the origin. */
const addressOf = (page: { url(): string }) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

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

  test("a signed-out deep link lands there after signing in, filters included", async () => {
    const page = await newPage();
    await page.goto("/admin/articles?etat=brouillon");
    await expectPath(page, ADMIN_SIGN_IN.path);
    await signInHere(page, ADMIN_SIGN_IN, adminEmail, adminPassword);

    await page.waitForURL((url) => url.pathname === "/admin/articles");
    expect(addressOf(page)).toBe("/admin/articles?etat=brouillon");
    await page.getByRole("heading", { level: 1, name: "Gestion des articles" }).waitFor();
    expect(await page.getByLabel("État").inputValue()).toBe("brouillon");
  });

  test("an adviser's deep link lands in their own area after signing in", async () => {
    const page = await newPage();
    await page.goto("/conseiller/opportunites?statut=actif");
    await expectPath(page, ADVISER_SIGN_IN.path);
    await signInHere(page, ADVISER_SIGN_IN, adviser.email, adviser.motDePasse);

    await page.waitForURL((url) => url.pathname === "/conseiller/opportunites");
    expect(addressOf(page)).toBe("/conseiller/opportunites?statut=actif");
    await page.getByRole("heading", { level: 1, name: "Mes Opportunités" }).waitFor();
  });

  /** Signs in at `place` with `suite` in its address; resolves with where that lands. */
  async function landingAfter(
    place: SignInPagePlace,
    suite: string,
    email: string,
    password: string,
  ) {
    const page = await newPage();
    await page.goto(`${place.path}?${new URLSearchParams({ suite })}`);
    await signInHere(page, place, email, password);
    await expectPath(page, place.home);
    const address = addressOf(page);
    await page.close();
    return address;
  }

  // One sign-in each: eleven in one test went over its time on a 2-core machine.
  test.each([
    "//evil.example/admin",
    "/\\evil.example",
    "https://evil.example/admin",
    "javascript:alert(document.domain)",
    "/%2F%2Fevil.example",
    "/%5Cevil.example",
    "/admin/%2e%2e/contact",
    "/contact",
    "/conseiller/articles",
    "/admin/connexion",
  ])(
    "a sign-in link to %s (another site, or a page outside the area) lands on the dashboard",
    async (suite) => {
      expect(await landingAfter(ADMIN_SIGN_IN, suite, adminEmail, adminPassword), suite).toBe(
        "/admin",
      );
    },
  );

  test("an adviser's sign-in link into /admin lands on their own dashboard", async () => {
    expect(
      await landingAfter(ADVISER_SIGN_IN, "/admin/utilisateurs", adviser.email, adviser.motDePasse),
    ).toBe("/conseiller");
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
