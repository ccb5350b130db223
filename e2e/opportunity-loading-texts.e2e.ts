import type { Page, Route } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { ADMIN_SIGN_IN, ADVISER_SIGN_IN, type SignInPagePlace } from "./support/admin.ts";
import { adminToken, createUser, type NewUser, newUser } from "./support/api.ts";
import { signedInAt } from "./support/back-office.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";
import { expectPath } from "./support/page.ts";

const { baseUrl, adminEmail, adminPassword } = e2eEnv();
const { newPage } = browserPerFile();

// SPEC.md §2, word for word: a straight apostrophe in the first, a typographic one in the second.
const LOADING_OPPORTUNITY = "Chargement de l'opportunité…";
const LOADING_USER = "Chargement de l’utilisateur…";
const NOT_IDENTIFIED = "Erreur : utilisateur non identifié";

const PROFILE = "/api/v1/utilisateurs/me";

/**
 * Holds the requests to `apiPath` (the whole path, or its start) until the returned
 * function is called, so that what the screen shows meanwhile can be read.
 */
async function holdRequests(page: Page, apiPath: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith(apiPath),
    async (route: Route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** Goes from the area's dashboard to its opportunity creation, as a person clicks there. */
async function openCreation(page: Page, listLinkName: string, area: string) {
  await page.getByRole("link", { name: listLinkName, exact: true }).click();
  await expectPath(page, `${area}/opportunites`);
  await page
    .getByRole("link", { name: "+ Ajouter une opportunité" })
    // The header's button; an empty list offers the same link in its empty state.
    .first()
    .click();
  await expectPath(page, `${area}/opportunites/creer`);
}

describe("opportunity screens: loading texts", () => {
  let adviser: NewUser;

  beforeAll(async () => {
    const token = await adminToken(baseUrl, adminEmail, adminPassword);
    adviser = newUser({ prenom: "Aminata", role: "conseiller" });
    await createUser(baseUrl, token, adviser);
  });

  const areas: {
    name: string;
    place: SignInPagePlace;
    email(): string;
    password(): string;
    link: string;
  }[] = [
    {
      name: "administrator",
      place: ADMIN_SIGN_IN,
      email: () => adminEmail,
      password: () => adminPassword,
      link: "Opportunités",
    },
    {
      name: "adviser",
      place: ADVISER_SIGN_IN,
      email: () => adviser.email,
      password: () => adviser.motDePasse,
      link: "Mes Opportunités",
    },
  ];

  for (const area of areas) {
    test(`${area.name}: creation says '${LOADING_USER}' until the signed-in user is known`, async () => {
      const page = await signedInAt(newPage, area.place, area.email(), area.password());
      // After signing in: the guard knows the session, the screen still asks who this is.
      const release = await holdRequests(page, PROFILE);
      await openCreation(page, area.link, area.place.home);

      await page.getByText(LOADING_USER, { exact: true }).waitFor();
      expect(await page.getByLabel("Titre (fr) *").count()).toBe(0);

      release();
      await page.getByLabel("Titre (fr) *").waitFor();
      expect(await page.getByText(LOADING_USER).count()).toBe(0);
      await page.getByText(/^Auteur : /).waitFor();
    });

    test(`${area.name}: creation says '${NOT_IDENTIFIED}' when the user cannot be read`, async () => {
      const page = await signedInAt(newPage, area.place, area.email(), area.password());
      await page.route(
        (url) => url.pathname === PROFILE,
        (route) => route.abort("internetdisconnected"),
      );
      await openCreation(page, area.link, area.place.home);

      const alert = page.getByRole("alert").filter({ hasText: NOT_IDENTIFIED });
      await alert.waitFor();
      expect((await alert.textContent())?.trim()).toBe(NOT_IDENTIFIED);
      expect(await page.getByLabel("Titre (fr) *").count()).toBe(0);
    });
  }

  test(`edition says '${LOADING_OPPORTUNITY}' until the opportunity is loaded`, async () => {
    const page = await signedInAt(newPage, ADMIN_SIGN_IN, adminEmail, adminPassword);
    await page.getByRole("link", { name: "Opportunités", exact: true }).click();
    await expectPath(page, "/admin/opportunites");
    // The demo content's opportunities, rows of the list's table.
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: "Modifier" }) })
      .first();
    await row.waitFor();

    const release = await holdRequests(page, "/api/v1/opportunites/admin/");
    await row.getByRole("link", { name: "Modifier" }).click();
    await expectPath(page, /^\/admin\/opportunites\/modifier\//);
    await page.getByText(LOADING_OPPORTUNITY, { exact: true }).waitFor();
    expect(await page.getByText("Chargement en cours...").count()).toBe(0);

    release();
    await page.getByLabel("Titre (fr) *").waitFor();
    expect(await page.getByText(LOADING_OPPORTUNITY).count()).toBe(0);
  });
});
