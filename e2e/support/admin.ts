import type { Page } from "playwright-core";
import { waitForHydration } from "./page.ts";

/** Fills and sends the back-office sign-in form, as a person would. */
export async function submitAdminLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/admin/connexion");
  await page.getByRole("heading", { name: "Connexion administrateur" }).waitFor();
  await waitForHydration(page, "form");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}
