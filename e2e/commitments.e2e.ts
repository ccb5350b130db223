// The commitments and credentials (issue 32 point 4, ADR 064): /engagements in the three
// languages with its figures, certifications and the partners' strip; the strip on the
// home and about pages (links named by the company, to https addresses, lazy pictures);
// an administrator adds a partner in the back office (a bad link refused in French, the
// typing kept), sees it on the home page's strip, moves it and deletes it.
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import type { Language } from "../domain/constants.ts";
import { REFERENCE_MESSAGES } from "../domain/references.ts";
import { localizedPath, PAGE_PATHS } from "../domain/site-paths.ts";
import { uniqueSuffix } from "./support/api.ts";
import {
  adminContentPerFile,
  deleteAfterConfirmation,
  imageFiles,
  wcagViolations,
} from "./support/back-office.ts";
import { e2eEnv } from "./support/env.ts";
import { waitForHydration } from "./support/page.ts";
import { shippedPageTexts } from "./support/page-texts.ts";

const { newPage, signedIn } = adminContentPerFile();
const { baseUrl } = e2eEnv();
const SHOTS = join(import.meta.dirname, "..", "docs", "screenshots");

interface Reference {
  nom: string;
  groupe: string;
  emetteur: string;
  annee: number | null;
  lien: string;
}

async function references(lang: Language): Promise<Reference[]> {
  const body = (await (await fetch(`${baseUrl}/api/v1/references?lang=${lang}`)).json()) as {
    data: Reference[];
  };
  return body.data;
}

/** The strip's links: each one's accessible name and address, in order. */
async function stripLinks(page: Page) {
  const strip = page.getByRole("list", {
    name: /partenaires et clients|partners and clients|partner e clienti/,
  });
  const links = strip.getByRole("link");
  const names = await links.evaluateAll((all) =>
    all.map((link) => ({
      name: link.querySelector("img")?.getAttribute("alt") ?? "",
      href: link.getAttribute("href") ?? "",
      loading: link.querySelector("img")?.getAttribute("loading") ?? "",
    })),
  );
  return names;
}

describe("the commitments page", () => {
  test.each(["fr", "en", "it"] as const)(
    "shows its commitments, figures, certifications and partners in %s, without JavaScript",
    async (lang) => {
      const page = await newPage({ javaScriptEnabled: false });
      const path = localizedPath(lang, PAGE_PATHS.engagements);
      expect(path).toBe({ fr: "/engagements", en: "/en/commitments", it: "/it/impegni" }[lang]);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const texts = shippedPageTexts("engagements", lang);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(texts.text("titre"));
      // Each figure: its value and its label, as the page's texts hold them.
      const values = await page.locator("main dl dd").allTextContents();
      const labels = await page.locator("main dl dt").allTextContents();
      expect(values.map((value, index) => `${value} — ${labels[index]}`)).toEqual(
        texts.list("chiffres"),
      );
      for (const name of ["rseTitre", "hseTitre", "certificationsTitre"]) {
        await page.getByRole("heading", { name: texts.text(name), level: 2 }).waitFor();
      }
      const all = await references(lang);
      const certifications = all.filter((one) => one.groupe === "certification");
      expect(certifications.length).toBeGreaterThanOrEqual(4);
      for (const one of certifications) {
        await page.getByRole("heading", { name: one.nom, level: 3 }).waitFor();
        expect(await page.locator("main").textContent()).toContain(String(one.annee));
      }
      const strip = await stripLinks(page);
      expect(strip.map((link) => link.name)).toEqual(
        all.filter((one) => one.groupe !== "certification").map((one) => one.nom),
      );
      // axe walks the page in the three languages in e2e/accessibility.e2e.ts.
    },
  );

  test("fits a phone's width, and the footer links it", async () => {
    const page = await newPage({ viewport: { width: 360, height: 800 } });
    await page.goto("/it/impegni");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    const footerLink = page.locator("footer").getByRole("link", { name: "I nostri impegni" });
    expect(await footerLink.getAttribute("href")).toBe("/it/impegni");
  });
});

describe("the partners' strip on the home and about pages", () => {
  test.each([
    ["/", "fr"],
    ["/en/about-us", "en"],
    ["/it/chi-siamo", "it"],
  ] as const)(
    "%s shows each partner and client as a named https link, loaded lazily",
    async (path, lang) => {
      const page = await newPage({ javaScriptEnabled: false });
      await page.goto(path);
      const expected = (await references(lang)).filter((one) => one.groupe !== "certification");
      const links = await stripLinks(page);
      expect(links.map((link) => link.name)).toEqual(expected.map((one) => one.nom));
      for (const link of links) {
        expect(link.href).toMatch(/^https:\/\//);
        expect(link.loading).toBe("lazy");
      }
    },
  );
});

describe("administrator: the references", () => {
  test("adds a partner with a logo (a bad link refused in French), sees it on the home page, then deletes it", async () => {
    const page = await signedIn();
    const name = `Delta Lumière ${uniqueSuffix()}`;
    await page.getByRole("link", { name: "Engagements" }).click();
    await page.getByRole("heading", { name: "Engagements", level: 1 }).waitFor();
    await page.getByRole("link", { name: "+ Ajouter une référence" }).click();
    await page.getByLabel("Nom *").waitFor();
    await waitForHydration(page, "form");
    await page.getByLabel("Nom *").fill(name);
    await page.getByLabel("Type").selectOption({ label: "Partenaire" });
    await page.getByLabel("Lien (partenaire ou client)").fill("http://delta-lumiere.example");
    const [logo] = await imageFiles(["logo.png"], { format: "png", width: 420, height: 144 });
    await page.getByLabel("Ajouter des images").setInputFiles(logo ?? "");
    await page.getByRole("img", { name: "Aperçu 1 (nouvelle)" }).waitFor();
    await page.getByRole("button", { name: "Ajouter la référence" }).click();
    await page.getByText(REFERENCE_MESSAGES.linkInvalid).first().waitFor();
    expect(await page.getByLabel("Nom *").inputValue()).toBe(name);

    await page.getByLabel("Lien (partenaire ou client)").fill("https://delta-lumiere.example");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: join(SHOTS, "admin-reference-form-1280.png"), fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: join(SHOTS, "admin-reference-form-360.png"), fullPage: true });
    expect(await wcagViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("button", { name: "Ajouter la référence" }).click();

    await page.waitForURL((url) => url.pathname === "/admin/references");
    await page.getByRole("status").filter({ hasText: "Référence enregistrée" }).waitFor();
    const partners = page.getByRole("region", { name: /^Partenaire/ });
    const row = partners.getByRole("listitem").filter({ hasText: name });
    await row.getByText("https://delta-lumiere.example").waitFor();
    await page.screenshot({ path: join(SHOTS, "admin-references-1280.png"), fullPage: true });
    expect(await wcagViolations(page)).toEqual([]);

    // On the home page's strip, named by its alt text (its cache trusts 1 s: polled, read
    // as a visitor's first request).
    const stripNames = async () => {
      const html = await (await fetch(`${baseUrl}/`)).text();
      return [...html.matchAll(/<a href="https:[^"]*"[^>]*><img[^>]* alt="([^"]*)"/g)].map(
        (match) => match[1],
      );
    };
    await expect.poll(stripNames, { timeout: 5_000 }).toContain(name);
    const partnersShown = (await references("fr"))
      .filter((one) => one.groupe === "partenaire")
      .map((one) => one.nom);
    expect(partnersShown.at(-1)).toBe(name);

    // Moved up: one place higher in the public list.
    await row.getByRole("button", { name: `Monter : ${name}` }).click();
    await expect
      .poll(async () =>
        (await references("fr")).filter((one) => one.groupe === "partenaire").map((one) => one.nom),
      )
      .toEqual([...partnersShown.slice(0, -2), name, partnersShown.at(-2)]);

    await deleteAfterConfirmation(row);
    await expect.poll(stripNames, { timeout: 5_000 }).not.toContain(name);
  });
});
