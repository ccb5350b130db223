// /admin/site (issue 18) in Chromium: an administrator changes the site settings in the
// browser and the public header and footer show them in every language; the screen has
// no violation axe can find at a phone's width and a desktop's; an adviser never sees it.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SITE_SETTINGS_DEFAULTS } from "../domain/site-settings.ts";
import { asShownIn } from "../domain/typography.ts";
import { ADVISER_SIGN_IN } from "./support/admin.ts";
import { adminToken, createUser, newUser } from "./support/api.ts";
import { imageFiles, signedInAdmin, signedInAt, wcagViolations } from "./support/back-office.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";
import { expectPath, waitForHydration } from "./support/page.ts";

const { baseUrl, adminEmail, adminPassword } = e2eEnv();
const { newPage } = browserPerFile();
let token = "";

/** Sends a settings call as the administrator (the other specs' pages need the defaults). */
function settingsCall(method: "PATCH" | "DELETE", path: string, body?: unknown) {
  return fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

beforeAll(async () => {
  token = await adminToken(baseUrl, adminEmail, adminPassword);
});

afterAll(async () => {
  // Every other spec reads the default brand and contacts: put them back.
  // The logo and the press kit change through their own requests only (ADR 065).
  const { logo: _logo, kitPresse: _kit, ...defaults } = SITE_SETTINGS_DEFAULTS;
  await settingsCall("DELETE", "/site/logo");
  expect((await settingsCall("PATCH", "/site", defaults)).status).toBe(200);
});

async function openSettings(page: Page) {
  await page.goto("/admin/site");
  await page.getByRole("heading", { level: 1, name: "Paramètres du site" }).waitFor();
  await page.getByLabel("Nom de la marque *").waitFor();
}

/**
 * Settings saved, then the three languages' public pages, then a logo: some fifteen page
 * loads, over the default 30 s on a 2-core machine that runs both shards of .ci/run at once.
 */
const SETTINGS_ROUND_TIMEOUT_MS = 90_000;

describe("/admin/site", () => {
  for (const width of [360, 1280]) {
    test(`at ${width} px: axe finds nothing, and nothing is wider than the screen`, async () => {
      const page = await signedInAdmin(
        () => newPage({ viewport: { width, height: 800 } }),
        adminEmail,
        adminPassword,
      );
      await openSettings(page);
      expect(await wcagViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
    });
  }

  test(
    "an administrator's change shows in the public header and footer, in fr, en and it",
    async () => {
      const page = await signedInAdmin(newPage, adminEmail, adminPassword);
      await openSettings(page);

      // A wrong email: refused in the browser, beside the field and in the summary.
      await page.getByLabel("Email de contact *").fill("pas-un-email");
      await page.getByRole("button", { name: "Enregistrer les paramètres" }).click();
      const summary = page.getByRole("alert").filter({ hasText: "empêche" });
      await summary.waitFor();
      expect(await summary.textContent()).toContain("Contacts : L'email est invalide.");
      expect(await page.getByLabel("Email de contact *").getAttribute("aria-invalid")).toBe("true");

      await page.getByLabel("Email de contact *").fill("accueil@sahel.example");
      await page.getByLabel("Nom de la marque *").fill("Sahel Holding");
      await page.getByLabel("Numéro WhatsApp").fill("+221 77 123 45 67");
      await page.getByRole("button", { name: "+ Ajouter un numéro" }).click();
      await page.getByLabel("Numéro 4 *").fill("+227 20 73 00 00");
      // Phones come first: the fourth French label is the new phone's.
      await page.getByLabel("Libellé (fr) *").nth(3).fill("Niger");
      const officesSection = page.getByRole("region", { name: "Bureaux" });
      await officesSection.getByRole("tab", { name: "Anglais" }).click();
      await officesSection
        .getByLabel("Texte des bureaux (anglais)")
        .fill("Offices in Niamey and Dakar.");
      await page.getByRole("button", { name: "Enregistrer les paramètres" }).click();
      await page.getByRole("status").filter({ hasText: "Paramètres enregistrés" }).waitFor();

      const offices = { "/": "fr", "/en": "en", "/it": "it" } as const;
      for (const [path, lang] of Object.entries(offices)) {
        const site = await newPage();
        await site.goto(path);
        const header = site.getByRole("banner");
        expect(await header.getByRole("link", { name: "Sahel Holding" }).count()).toBe(1);
        const footer = site.getByRole("contentinfo");
        expect(await footer.locator('a[href="tel:+22720730000"]').textContent()).toBe(
          "+227 20 73 00 00",
        );
        expect(await footer.locator('a[href="https://wa.me/221771234567"]').count()).toBe(1);
        expect(await footer.locator('a[href="mailto:accueil@sahel.example"]').count()).toBe(1);
        expect(await footer.textContent()).toContain(
          lang === "en"
            ? "Offices in Niamey and Dakar."
            : asShownIn(lang, SITE_SETTINGS_DEFAULTS.bureaux[lang]),
        );
        await site.close();
      }

      // A logo replaces the wordmark, with the brand's name for screen readers.
      const [logo] = await imageFiles(["logo.png"], { format: "png", width: 300, height: 90 });
      await page.getByLabel("Nouveau logo (PNG, WebP ou JPEG)").setInputFiles(logo as string);
      await page.getByRole("button", { name: "Envoyer le logo" }).click();
      await page.getByRole("button", { name: "Retirer le logo" }).waitFor();
      const site = await newPage();
      await site.goto("/it");
      const image = site.getByRole("banner").getByRole("img", { name: "Sahel Holding" });
      expect(await image.getAttribute("src")).toMatch(/^\/uploads\/.+\.webp$/);
      // The logo is fetched at low priority (after the fonts and the hero): wait until it is in.
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBe(300);
    },
    SETTINGS_ROUND_TIMEOUT_MS,
  );

  test("an adviser has no link to it, and is sent away from it", async () => {
    const adviser = newUser({ prenom: "Mariam", role: "conseiller" });
    await createUser(baseUrl, token, adviser);
    const page = await signedInAt(newPage, ADVISER_SIGN_IN, adviser.email, adviser.motDePasse);
    await waitForHydration(page, "nav");
    expect(await page.getByRole("link", { name: "Paramètres du site" }).count()).toBe(0);
    await page.goto("/admin/site");
    await expectPath(page, "/admin/connexion");
    expect(await page.getByLabel("Nom de la marque *").count()).toBe(0);
  });
});
