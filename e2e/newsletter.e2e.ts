import { describe, expect, test } from "vitest";
import en from "../domain/i18n/en.json";
import fr from "../domain/i18n/fr.json";
import { adminToken, newsletterSubscribers, uniqueSuffix } from "./support/api.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";
import { pathOf, waitForHydration } from "./support/page.ts";

const { baseUrl, adminEmail, adminPassword } = e2eEnv();
const { newPage } = browserPerFile();

const subscribed = async (email: string) =>
  (await newsletterSubscribers(baseUrl, await adminToken(baseUrl, adminEmail, adminPassword))).find(
    (subscriber) => subscriber.email === email,
  );

describe("the footer's newsletter", () => {
  test("subscribes in place with a sector of interest, and says so", async () => {
    const page = await newPage();
    await page.goto("/");
    await waitForHydration(page, "footer form");
    const email = `lecteur.${uniqueSuffix()}@example.com`;
    const footer = page.locator("footer");
    await footer.getByLabel(fr.newsletter.email).fill(email);
    await footer.getByLabel(fr.newsletter.sector).selectOption("mines");
    await footer.getByRole("button", { name: fr.newsletter.submit }).click();
    // The first send loads the route's module (its clientAction) before it posts: waited
    // for as the page's answer, not within expect.poll's one second.
    await footer.getByRole("status").waitFor();
    expect(await footer.getByRole("status").textContent()).toBe(fr.newsletter.success);
    expect(pathOf(page)).toBe("/");
    expect(await subscribed(email)).toMatchObject({ email, secteur: "mines" });
  });

  test("shows the server's refusal in the page's language, keeping what was typed", async () => {
    const page = await newPage({ locale: "en-GB" });
    await page.goto("/");
    await waitForHydration(page, "footer form");
    const footer = page.locator("footer");
    // The browser takes it for an email; the server does not (no domain extension).
    await footer.getByLabel(en.newsletter.email).fill("lecteur@exemple");
    await footer.getByRole("button", { name: en.newsletter.submit }).click();
    // The API says it in French (SPEC.md §8); the English page, in English.
    await footer.getByRole("alert").waitFor();
    expect(await footer.getByRole("alert").textContent()).toBe(
      en.formErrors.newsletter.emailInvalid,
    );
    expect(await footer.getByLabel(en.newsletter.email).inputValue()).toBe("lecteur@exemple");
  });

  test("works without JavaScript: the form posts to a page that answers", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/");
    const email = `sans.js.${uniqueSuffix()}@example.com`;
    const footer = page.locator("footer");
    await footer.getByLabel(fr.newsletter.email).fill(email);
    await footer.getByRole("button", { name: fr.newsletter.submit }).click();
    await page.waitForURL("**/newsletter");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(fr.newsletter.title);
    expect(await page.locator("main").getByRole("status").textContent()).toBe(
      fr.newsletter.success,
    );
    expect(await subscribed(email)).toMatchObject({ email, secteur: null });
  });
});
