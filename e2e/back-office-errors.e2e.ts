import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { ADMIN_SIGN_IN, ADVISER_SIGN_IN } from "./support/admin.ts";
import { adminToken, createUser, type NewUser, newUser } from "./support/api.ts";
import { signedInAt } from "./support/back-office.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";
import { expectPath, pathOf } from "./support/page.ts";

const { baseUrl, adminEmail, adminPassword } = e2eEnv();
const { newPage } = browserPerFile();

/**
 * The back office's own error screen, inside the area's frame: its French message, no
 * trace of the public site's error page, and a link back to the area's dashboard.
 */
async function expectBackOfficeError(page: Page, area: { nav: string; dashboard: string }) {
  await page.getByRole("heading", { level: 1, name: "Page introuvable" }).waitFor();
  await page.getByText("Cette adresse ne correspond à aucun écran de l'espace.").waitFor();
  // Inside the frame: the area's sidebar is still there.
  expect(await page.getByRole("navigation", { name: area.nav }).count()).toBe(1);
  // Not the public site's 404 (its header, its texts, its link home).
  expect(await page.getByText("La page que vous recherchez n'existe pas").count()).toBe(0);
  expect(await page.getByText("Retour à l'accueil").count()).toBe(0);
  expect(await page.locator("header").count()).toBe(0);
  const back = page.getByRole("link", { name: "Retour au tableau de bord" });
  expect(await back.getAttribute("href")).toBe(area.dashboard);
  await back.click();
  await expectPath(page, area.dashboard);
}

describe("back office: a screen that fails", () => {
  let adviser: NewUser;

  beforeAll(async () => {
    const token = await adminToken(baseUrl, adminEmail, adminPassword);
    adviser = newUser({ prenom: "Ibrahima", role: "conseiller" });
    await createUser(baseUrl, token, adviser);
  });

  test("an administrator's unknown address shows the back office's message and a way to the dashboard", async () => {
    const page = await signedInAt(newPage, ADMIN_SIGN_IN, adminEmail, adminPassword);
    // Typed or followed from an old link: loaded from the server.
    const response = await page.goto("/admin/articles/ecran-inconnu");
    expect(response?.status()).toBe(404);
    await expectBackOfficeError(page, { nav: "Administration", dashboard: "/admin" });
  });

  test("an adviser's too, in their own area", async () => {
    const page = await signedInAt(newPage, ADVISER_SIGN_IN, adviser.email, adviser.motDePasse);
    await page.goto("/conseiller/utilisateurs");
    await expectBackOfficeError(page, { nav: "Espace conseiller", dashboard: "/conseiller" });
  });

  test("signed out, the unknown address still asks to sign in first", async () => {
    const page = await newPage();
    await page.goto("/admin/ecran-inconnu");
    await page.getByRole("heading", { name: ADMIN_SIGN_IN.heading }).waitFor();
    expect(pathOf(page)).toBe(ADMIN_SIGN_IN.path);
    expect(await page.getByText("Page introuvable").count()).toBe(0);
  });
});
