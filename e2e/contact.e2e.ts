import { describe, expect, test } from "vitest";
import en from "../domain/i18n/en.json";
import fr from "../domain/i18n/fr.json";
import it from "../domain/i18n/it.json";
import { localizedPath } from "../domain/site-paths.ts";
import { adminToken, contactRequests, replyPromise, uniqueSuffix } from "./support/api.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";
import { waitForHydration } from "./support/page.ts";
import { shippedPageTexts } from "./support/page-texts.ts";

const { baseUrl, adminEmail, adminPassword } = e2eEnv();
const { newPage } = browserPerFile();

const stored = async (email: string) =>
  (await contactRequests(baseUrl, await adminToken(baseUrl, adminEmail, adminPassword))).find(
    (request) => request.email === email,
  );

describe("the contact page", () => {
  test("says SPEC.md §5's messages, then sends and shows the success message", async () => {
    const page = await newPage();
    const response = await page.goto("/contact");
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      shippedPageTexts("contact", "fr").text("titre"),
    );
    await waitForHydration(page, "main form");
    const form = page.locator("main form");
    const send = form.getByRole("button", { name: fr.contact.submit });

    await send.click();
    expect(await form.getByRole("alert").textContent()).toBe(
      "Veuillez remplir tous les champs obligatoires.",
    );
    const email = `visiteur.${uniqueSuffix()}@example.com`;
    await form.getByLabel(`${fr.contact.name}`, { exact: true }).fill("Aminata Traoré");
    await form.getByLabel(`${fr.contact.phone}`, { exact: true }).fill("+223 76 00 00 00");
    await form.getByLabel(`${fr.contact.email}`, { exact: true }).fill(email);
    await form
      .getByLabel(`${fr.contact.message}`, { exact: true })
      .fill("Nous cherchons un entrepôt à Bamako.");
    await send.click();
    expect(await form.getByRole("alert").textContent()).toBe("Veuillez sélectionner un secteur.");

    await form.getByLabel(`${fr.contact.service}`, { exact: true }).selectOption("logistique");
    await send.click();
    await page.getByRole("status").waitFor();
    // The thanks, then the promise of the sector written to (issue 20).
    expect(await page.getByRole("status").locator("p").allTextContents()).toEqual([
      fr.contact.success,
      await replyPromise(baseUrl, "logistique", "fr"),
    ]);
    expect(await stored(email)).toMatchObject({
      nom: "Aminata Traoré",
      secteur: "logistique",
      description: "Nous cherchons un entrepôt à Bamako.",
    });
  });

  test("speaks the visitor's language", async () => {
    const page = await newPage({ locale: "en-GB" });
    await page.goto("/contact");
    await waitForHydration(page, "main form");
    await page.locator("main form").getByRole("button", { name: en.contact.submit }).click();
    expect(await page.locator("main form").getByRole("alert").textContent()).toBe(
      en.form.fillAllFields,
    );
  });

  test("works without JavaScript, and a refusal keeps what was typed", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/contact");
    const form = page.locator("main form");
    const email = `sans.js.${uniqueSuffix()}@example.com`;
    await form.getByLabel(`${fr.contact.name}`, { exact: true }).fill("Kofi Mensah");
    await form.getByLabel(`${fr.contact.phone}`, { exact: true }).fill("pas un numéro");
    await form.getByLabel(`${fr.contact.email}`, { exact: true }).fill(email);
    await form.getByLabel(`${fr.contact.service}`, { exact: true }).selectOption("aviation");
    await form
      .getByLabel(`${fr.contact.message}`, { exact: true })
      .fill("Un vol cargo vers Abidjan.");
    await form.getByRole("button", { name: fr.contact.submit }).click();
    await page.waitForLoadState();
    const refused = page.locator("main form");
    expect(await refused.getByRole("alert").textContent()).toMatch(
      /numéro de téléphone est invalide/,
    );
    // The phone field itself says so (issue 20): invalid, and described by its error.
    const phone = refused.getByLabel(fr.contact.phone, { exact: true });
    expect(await phone.getAttribute("aria-invalid")).toBe("true");
    const describedBy = await phone.getAttribute("aria-describedby");
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
      fr.formErrors.contact.phoneInvalid,
    );
    expect(
      await refused.getByLabel(fr.contact.email, { exact: true }).getAttribute("aria-invalid"),
    ).toBe("false");
    expect(await refused.getByLabel(`${fr.contact.name}`, { exact: true }).inputValue()).toBe(
      "Kofi Mensah",
    );
    expect(await refused.getByLabel(`${fr.contact.message}`, { exact: true }).inputValue()).toBe(
      "Un vol cargo vers Abidjan.",
    );
    expect(await stored(email)).toBeUndefined();

    await refused.getByLabel(`${fr.contact.phone}`, { exact: true }).fill("+225 07 00 00 00 00");
    await refused.getByRole("button", { name: fr.contact.submit }).click();
    await page.waitForLoadState();
    expect(await page.getByRole("status").locator("p").allTextContents()).toEqual([
      fr.contact.success,
      await replyPromise(baseUrl, "aviation", "fr"),
    ]);
    expect(await stored(email)).toMatchObject({ nom: "Kofi Mensah", secteur: "aviation" });
  });

  test("says the server's refusals in the page's language, with and without JavaScript", async () => {
    for (const javaScriptEnabled of [true, false]) {
      for (const [lang, texts] of [
        ["en", en],
        ["it", it],
      ] as const) {
        const page = await newPage({ javaScriptEnabled });
        await page.goto(localizedPath(lang, "/contact"));
        if (javaScriptEnabled) await waitForHydration(page, "main form");
        const form = page.locator("main form");
        await form.getByLabel(`${texts.contact.name}`, { exact: true }).fill("Kofi Mensah");
        await form.getByLabel(`${texts.contact.phone}`, { exact: true }).fill("12");
        await form.getByLabel(`${texts.contact.email}`, { exact: true }).fill("kofi@example.com");
        await form.getByLabel(`${texts.contact.service}`, { exact: true }).selectOption("aviation");
        await form
          .getByLabel(`${texts.contact.message}`, { exact: true })
          .fill("Un vol cargo vers Abidjan.");
        await form.getByRole("button", { name: texts.contact.submit }).click();
        await page.waitForLoadState();
        const alert = page.locator("main form").getByRole("alert");
        await alert.waitFor();
        expect(await alert.textContent(), `${lang}, JavaScript ${javaScriptEnabled}`).toBe(
          texts.formErrors.contact.phoneInvalid,
        );
        await page.close();
      }
    }
  });
});
