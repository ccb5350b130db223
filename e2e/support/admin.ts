import type { Page } from "playwright-core";
import { waitForHydration } from "./page.ts";

/**
 * A back-office sign-in page: where it is, the heading that shows it is there, and the
 * area's home page, where a signed-in person lands.
 */
export interface SignInPagePlace {
  path: string;
  heading: string;
  home: string;
}

export const ADMIN_SIGN_IN: SignInPagePlace = {
  path: "/admin/connexion",
  heading: "Connexion administrateur",
  home: "/admin",
};
export const ADVISER_SIGN_IN: SignInPagePlace = {
  path: "/conseiller/connexion",
  heading: "Connexion Conseiller",
  home: "/conseiller",
};

/** Opens a back-office sign-in page, then fills and sends its form, as a person would. */
export async function submitSignIn(
  page: Page,
  place: SignInPagePlace,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(place.path);
  await signInHere(page, place, email, password);
}

/** Fills and sends the sign-in form of the page the browser is on (the guard sent it there). */
export async function signInHere(
  page: Page,
  place: SignInPagePlace,
  email: string,
  password: string,
): Promise<void> {
  await page.getByRole("heading", { name: place.heading }).waitFor();
  await waitForHydration(page, "form");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
}

export const submitAdminLogin = (page: Page, email: string, password: string) =>
  submitSignIn(page, ADMIN_SIGN_IN, email, password);
