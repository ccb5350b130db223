import { beforeAll, describe, expect, test } from "vitest";
import { AUTH_MESSAGES } from "../domain/auth.ts";
import { ADVISER_SIGN_IN, submitSignIn } from "./support/admin.ts";
import {
  adminToken,
  createArticle,
  createUser,
  type NewUser,
  newUser,
  signIn,
  uniqueSuffix,
} from "./support/api.ts";
import { signedInAt, wcagViolations } from "./support/back-office.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";
import { expectPath, pathOf, waitForHydration } from "./support/page.ts";

const { baseUrl, adminEmail, adminPassword } = e2eEnv();
const { newPage } = browserPerFile();

async function tokenOf(user: NewUser) {
  const { body } = await signIn(baseUrl, user.email, user.motDePasse);
  if (!body.token) throw new Error(`e2e: ${user.email} could not sign in`);
  return body.token;
}

/** The French title of the newest published item of a type, as the public API lists it. */
async function demoTitle(type: "articles" | "realisations") {
  const body = await (await fetch(`${baseUrl}/api/v1/${type}?lang=fr&limite=1`)).json();
  const [item] = (body.results ?? body.data) as { titre: string }[];
  if (!item) throw new Error(`e2e: the demo content has no ${type}`);
  return item.titre;
}

describe("adviser area", () => {
  let adviser: NewUser;
  const ownTitle = `Article du conseiller ${uniqueSuffix()}`;
  const othersTitle = `Article d'un autre conseiller ${uniqueSuffix()}`;

  beforeAll(async () => {
    const token = await adminToken(baseUrl, adminEmail, adminPassword);
    adviser = newUser({ prenom: "Fatou", role: "conseiller" });
    const other = newUser({ prenom: "Moussa", role: "conseiller" });
    await createUser(baseUrl, token, adviser);
    await createUser(baseUrl, token, other);
    await createArticle(baseUrl, await tokenOf(adviser), ownTitle);
    await createArticle(baseUrl, await tokenOf(other), othersTitle, "publié");
  });

  async function signedInPage(options?: Parameters<typeof newPage>[0]) {
    const page = await signedInAt(
      newPage,
      ADVISER_SIGN_IN,
      adviser.email,
      adviser.motDePasse,
      options,
    );
    await page.getByRole("heading", { level: 1, name: /^Bienvenue, / }).waitFor();
    return page;
  }

  test("a wrong password shows the error above the form and stays on the page", async () => {
    const page = await newPage();
    await submitSignIn(page, ADVISER_SIGN_IN, adviser.email, `${adviser.motDePasse}-faux`);
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect([AUTH_MESSAGES.invalidCredentials, AUTH_MESSAGES.loginFailed]).toContain(
      (await alert.textContent())?.trim(),
    );
    const alertBox = await alert.boundingBox();
    const formBox = await page.locator("form").boundingBox();
    expect(alertBox && formBox && alertBox.y + alertBox.height <= formBox.y).toBe(true);
    expect(pathOf(page)).toBe("/conseiller/connexion");
    await page.getByRole("button", { name: "Se connecter", exact: true }).waitFor();
  });

  test("the adviser signs in, is greeted and sees only their own articles", async () => {
    const page = await signedInPage();
    await page
      .getByRole("heading", { level: 1, name: `Bienvenue, ${adviser.prenom} ${adviser.nom}` })
      .waitFor();
    const main = page.getByRole("main");
    await main.getByRole("link", { name: /Mes Biens/ }).waitFor();
    await main.getByRole("link", { name: /Mes Articles/ }).waitFor();

    await page
      .getByRole("navigation", { name: "Espace conseiller" })
      .getByRole("link", { name: "Mes Articles" })
      .click();
    await expectPath(page, "/conseiller/articles");
    await page.getByRole("heading", { level: 1, name: "Mes Articles" }).waitFor();
    const row = page.getByRole("row").filter({ hasText: `${ownTitle} fr` });
    await row.waitFor();
    expect(await row.textContent()).toContain("Brouillon");
    // The administrator's list, for the adviser's own items: they edit and delete them too.
    const headers = (await page.getByRole("columnheader").allTextContents()).map((h) => h.trim());
    expect(headers).toEqual(expect.arrayContaining(["Titre", "État", "Création", "Vues"]));
    expect(await row.getByRole("link", { name: "Modifier" }).count()).toBe(1);
    // One row: neither the other adviser's article nor the administrator's demo content.
    expect(await page.getByRole("row").count()).toBe(2);
    const table = await page.getByRole("table").textContent();
    expect(table).not.toContain(othersTitle);
    expect(table).not.toContain(await demoTitle("articles"));
  });

  test("/conseiller/biens is the projects list, which holds none of the demo projects", async () => {
    const page = await signedInPage();
    await page.goto("/conseiller/biens");
    await expectPath(page, "/conseiller/realisations");
    await page.getByRole("heading", { level: 1, name: "Mes Biens" }).waitFor();
    await page.getByText("Vous n'avez encore aucune réalisation.").waitFor();
    expect(await page.getByText(await demoTitle("realisations")).count()).toBe(0);
  });

  test("the menu leads to the adviser's own job offers and press releases", async () => {
    const page = await signedInPage();
    const menu = page.getByRole("navigation").first();
    await menu.getByRole("link", { name: "Mes Offres d'emploi", exact: true }).click();
    await expectPath(page, "/conseiller/offres-emploi");
    await page.getByRole("heading", { level: 1, name: "Mes Offres d'emploi" }).waitFor();
    await page.getByText("Vous n'avez encore aucune offre d'emploi.").waitFor();
    await menu.getByRole("link", { name: "Mes Communiqués", exact: true }).click();
    await expectPath(page, "/conseiller/communiques");
    await page.getByRole("heading", { level: 1, name: "Mes Communiqués" }).waitFor();
    await page.getByText("Vous n'avez encore aucun communiqué.").waitFor();
  });

  test("an adviser adds projects from their list, and sees 'introuvable' on another's", async () => {
    const page = await signedInPage();
    await page.goto("/conseiller/realisations");
    await page
      .getByRole("link", { name: "+ Ajouter une réalisation" })
      // The header's button; an empty list offers the same link in its empty state.
      .first()
      .click();
    await expectPath(page, "/conseiller/realisations/creer");
    await page.getByLabel("Titre (fr) *").waitFor();

    // A demo project belongs to the administrator: for this adviser it does not exist.
    const body = await (await fetch(`${baseUrl}/api/v1/realisations?lang=fr&limite=1`)).json();
    const [demo] = body.data as { _id: string }[];
    await page.goto(`/conseiller/realisations/modifier/${demo?._id}`);
    await page.getByRole("alert").filter({ hasText: "Réalisation introuvable" }).waitFor();
    expect(await page.getByLabel("Titre (fr) *").count()).toBe(0);
  });

  test("a visitor who is not signed in is sent to the sign-in page", async () => {
    const page = await newPage();
    await page.goto("/conseiller/articles");
    await expectPath(page, "/conseiller/connexion");
    await page.getByRole("heading", { name: "Connexion Conseiller" }).waitFor();
    expect(await page.getByRole("heading", { name: "Mes Articles" }).count()).toBe(0);
  });

  test("an administrator who signs in here is taken to /admin", async () => {
    const page = await newPage();
    await submitSignIn(page, ADVISER_SIGN_IN, adminEmail, adminPassword);
    await expectPath(page, "/admin");
    await page.goto("/conseiller");
    await expectPath(page, "/admin");
  });

  test("signing out closes the area, and a signed-in adviser skips the sign-in page", async () => {
    const page = await signedInPage();
    await page.goto("/conseiller/connexion");
    await expectPath(page, "/conseiller");

    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expectPath(page, "/conseiller/connexion");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await page.goto("/conseiller");
    await expectPath(page, "/conseiller/connexion");
    await page.getByRole("heading", { name: "Connexion Conseiller" }).waitFor();
  });

  test("on a phone the menu opens and closes by keyboard", async () => {
    const page = await signedInPage({ viewport: { width: 360, height: 740 } });
    const link = page.getByRole("link", { name: "Mes Opportunités", exact: true });
    const menu = page.getByRole("button", { name: "Menu" });
    expect(await link.isVisible()).toBe(false);

    await menu.focus();
    await page.keyboard.press("Enter");
    await link.waitFor();
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    await link.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Menu");

    await page.keyboard.press("Space");
    await link.focus();
    await page.keyboard.press("Enter");
    await expectPath(page, "/conseiller/opportunites");
    await page.getByRole("heading", { level: 1, name: "Mes Opportunités" }).waitFor();
    await page.getByText("Vous n'avez encore aucune opportunité.").waitFor();
    expect(await link.isVisible()).toBe(false);

    // The list keeps the title on a phone, with its categories and state under it.
    await page.goto("/conseiller/articles");
    const row = page.getByRole("row").filter({ hasText: ownTitle });
    await row.getByText(/· Brouillon$/).waitFor();
    expect(await page.getByRole("columnheader", { name: "Vues" }).isVisible()).toBe(false);
  });

  test("axe finds no violation on the sign-in page, the dashboard and a list", async () => {
    const page = await newPage();
    await page.goto("/conseiller/connexion");
    await waitForHydration(page, "form");
    expect(await wcagViolations(page)).toEqual([]);

    await submitSignIn(page, ADVISER_SIGN_IN, adviser.email, adviser.motDePasse);
    await page.getByRole("heading", { level: 1, name: /^Bienvenue, / }).waitFor();
    expect(await wcagViolations(page)).toEqual([]);

    await page.goto("/conseiller/articles");
    await page.getByRole("row").filter({ hasText: ownTitle }).waitFor();
    expect(await wcagViolations(page)).toEqual([]);
  });
});
