// Issue 32, parts 7 and 8 in Chromium. The back office says what the legal notice still
// lacks, on the dashboard and on /admin/site, until an administrator fills it in; the
// public notice then shows the line. The footer on a phone: the newsletter on one row,
// the networks as named icons a finger can press, nothing wider than the screen, and a
// bounded height; on a desktop, its four columns side by side.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { LANGUAGES } from "../domain/constants.ts";
import type { LegalNotice } from "../domain/legal-notice.ts";
import { localizedPath, PAGE_PATHS } from "../domain/site-paths.ts";
import { adminToken } from "./support/api.ts";
import { signedInAdmin, wcagViolations } from "./support/back-office.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";

const { baseUrl, adminEmail, adminPassword } = e2eEnv();
const { newPage, readingPage } = browserPerFile();
let token = "";
let before: LegalNotice;

function patchSettings(body: unknown) {
  return fetch(`${baseUrl}/api/v1/site`, {
    method: "PATCH",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  token = await adminToken(baseUrl, adminEmail, adminPassword);
  const response = await fetch(`${baseUrl}/api/v1/site`);
  before = ((await response.json()) as { data: { mentionsLegales: LegalNotice } }).data
    .mentionsLegales;
});

afterAll(async () => {
  // The other specs read the notice as this file found it.
  expect((await patchSettings({ mentionsLegales: before })).status).toBe(200);
});

/**
 * The lines of the notice of what the legal notice lacks, as drawn now. Read through
 * expect.poll: the notice is drawn as its screen's data arrives, again after a save, and
 * the dashboard's may still be leaving just after a navigation.
 */
async function listedMissing(page: Page): Promise<string[]> {
  const lines = await page.getByTestId("legal-missing").locator("li").allTextContents();
  return lines.map((text) => text.trim());
}

describe("the back office shows what the legal notice lacks", () => {
  test("on the dashboard and the settings screen, until an administrator fills it in", async () => {
    const filled = {
      raisonSociale: "Groupe Afrique de l'Ouest",
      formeJuridique: "Société anonyme",
      capitalSocial: "2 500 000 000 FCFA",
      rccm: "SN-DKR-1996-B-10487",
      typeIdentifiant: "NINEA",
      identifiant: "005432187 2G3",
      siegeSocial: "12 boulevard de la République, Dakar",
      hebergeurAdresse: "2 rue Kellermann, 59100 Roubaix",
      // Missing: the publication director and the host's name.
      directeurPublication: "",
      hebergeurNom: "",
    };
    expect((await patchSettings({ mentionsLegales: filled })).status).toBe(200);
    const missing = ["Directeur de la publication", "Nom de l'hébergeur"];

    const page = await signedInAdmin(newPage, adminEmail, adminPassword);
    await expect.poll(() => listedMissing(page), { timeout: 5_000 }).toEqual(missing);
    expect(await wcagViolations(page)).toEqual([]);

    // The dashboard's link opens the settings at their legal section, which says the same.
    await page.getByRole("link", { name: "Compléter les mentions légales" }).click();
    await page.waitForURL(/\/admin\/site#site-mentions$/);
    await expect.poll(() => listedMissing(page), { timeout: 5_000 }).toEqual(missing);
    const section = page.getByRole("region", { name: "Mentions légales", exact: true });
    const host = section.getByLabel("Nom de l'hébergeur", { exact: true });
    expect(await section.textContent()).toContain(
      "Vide : la ligne n'apparaît pas sur la page publique.",
    );

    // A wrong register number is refused beside its field, in French.
    await section.getByLabel("Numéro RCCM").fill("12345");
    await page.getByRole("button", { name: "Enregistrer les paramètres" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "empêche" });
    await summary.waitFor();
    expect(await summary.textContent()).toContain(
      "Mentions légales, Numéro RCCM : Le numéro RCCM est invalide",
    );

    await section.getByLabel("Numéro RCCM").fill("SN-DKR-1996-B-10487");
    await host.fill("OVH SAS");
    await page.getByRole("button", { name: "Enregistrer les paramètres" }).click();
    await page.getByRole("status").filter({ hasText: "Paramètres enregistrés" }).waitFor();
    await expect
      .poll(() => listedMissing(page), { timeout: 5_000 })
      .toEqual(["Directeur de la publication"]);

    // The public notice shows the host now, and still no director.
    const visitor = await newPage();
    await visitor.goto(PAGE_PATHS.mentionsLegales);
    const main = visitor.getByRole("main");
    expect(await main.getByRole("region", { name: "Hébergement" }).textContent()).toContain(
      "OVH SAS",
    );
    expect(await main.getByRole("region", { name: "Directeur de la publication" }).count()).toBe(0);
    expect(await main.textContent()).not.toMatch(/à compléter/i);

    // Complete: the notice leaves both screens.
    await section.getByLabel("Directeur de la publication").fill("Aminata Diop");
    await page.getByRole("button", { name: "Enregistrer les paramètres" }).click();
    await page.getByRole("status").filter({ hasText: "Paramètres enregistrés" }).waitFor();
    await page.getByTestId("legal-missing").waitFor({ state: "detached" });
    await page.goto("/admin");
    await page.getByRole("heading", { name: "En chiffres" }).waitFor();
    await page.getByRole("link", { name: "Abonnés à la newsletter" }).waitFor();
    expect(await page.getByTestId("legal-missing").count()).toBe(0);
  }, 90_000);
});

/** The footer's geometry on the page as drawn. */
async function footerLayout(page: Page) {
  return page.locator("footer").evaluate((footer) => {
    const box = (element: Element | null) => {
      const rect = element?.getBoundingClientRect();
      return rect
        ? { top: rect.top, bottom: rect.bottom, width: rect.width, height: rect.height }
        : null;
    };
    const form = footer.querySelector("form");
    return {
      height: footer.getBoundingClientRect().height,
      overflow: document.documentElement.scrollWidth - innerWidth,
      email: box(form?.querySelector('input[type="email"]') ?? null),
      submit: box(form?.querySelector('button[type="submit"]') ?? null),
      sectorShown: Boolean(form?.querySelector("select")?.checkVisibility()),
      headings: [...footer.querySelectorAll("h2")]
        .filter((heading) => heading.checkVisibility())
        .map((heading) => Math.round(heading.getBoundingClientRect().top)),
    };
  });
}

describe("the footer", () => {
  for (const lang of LANGUAGES) {
    test(`${lang}, at 360 px: short, the newsletter on one row, the networks named icons`, async () => {
      const page = await readingPage({ viewport: { width: 360, height: 740 } });
      await page.goto(localizedPath(lang, PAGE_PATHS.contact));
      const layout = await footerLayout(page);
      expect(layout.overflow).toBe(0);
      expect(layout.height).toBeLessThan(960);
      // The email and its button side by side, on one row.
      expect(layout.email && layout.submit).toBeTruthy();
      expect(Math.abs((layout.email?.top ?? 0) - (layout.submit?.top ?? 1))).toBeLessThan(2);
      expect(layout.sectorShown).toBe(false);

      const networks = page
        .getByRole("contentinfo")
        .getByRole("link", { name: /LinkedIn|Facebook|X$/ });
      const names = await networks.evaluateAll((links) =>
        links.map((link) => {
          const { width, height } = link.getBoundingClientRect();
          return { name: link.getAttribute("aria-label"), width, height, text: link.textContent };
        }),
      );
      // French typography curls the apostrophe on French pages.
      expect(names.map((link) => link.name?.replace("’", "'"))).toEqual(
        ["LinkedIn", "Facebook", "X"].map(
          (network) =>
            `Groupe Afrique de l'Ouest ${{ fr: "sur", en: "on", it: "su" }[lang]} ${network}`,
        ),
      );
      for (const link of names) {
        expect(link.width).toBeGreaterThanOrEqual(44);
        expect(link.height).toBeGreaterThanOrEqual(44);
        // An icon, no visible word.
        expect(link.text?.trim()).toBe("");
      }
    });
  }

  test("at 1280 px: four columns on one row, the sector choice shown", async () => {
    const page = await readingPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(PAGE_PATHS.home);
    const layout = await footerLayout(page);
    expect(layout.overflow).toBe(0);
    expect(layout.sectorShown).toBe(true);
    // Nous joindre, Nos bureaux, Le groupe, Newsletter: at the same height.
    expect(new Set(layout.headings.slice(0, 4)).size).toBe(1);
  });

  test("links only to pages that exist, in the page's language", async () => {
    const page = await readingPage({ viewport: { width: 1280, height: 900 } });
    for (const lang of LANGUAGES) {
      await page.goto(localizedPath(lang, PAGE_PATHS.home));
      const paths = await page
        .getByRole("contentinfo")
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") as string));
      expect(paths.length).toBeGreaterThanOrEqual(7);
      for (const path of paths) {
        if (lang !== "fr") expect(path.startsWith(`/${lang}`)).toBe(true);
        const response = await fetch(`${baseUrl}${path}`, { redirect: "manual" });
        expect(response.status, path).toBe(200);
      }
    }
  });
});
