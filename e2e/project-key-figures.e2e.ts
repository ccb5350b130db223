// Issue 29, part 6: a project's client, place and key figures, typed in the back-office form
// and shown on the public page in the reader's language (facts and a figures band).
// With SCREENSHOTS=<folder>, the form and the page are photographed at 360 and 1280 px.
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { LANGUAGES } from "../domain/constants.ts";
import { REALISATION_MESSAGES as M } from "../domain/realisations.ts";
import { uniqueSuffix } from "./support/api.ts";
import {
  adminContentPerFile,
  editLinkId,
  jpegFiles,
  languageTab,
  publicDetailPath,
  wcagViolations,
} from "./support/back-office.ts";
import { waitForHydration } from "./support/page.ts";

const { newPage, signedIn, staffItem } = adminContentPerFile();
const LIST = "/admin/realisations";
const SHOTS = process.env.SCREENSHOTS;
const WIDTHS = [360, 1280] as const;

let images: string[] = [];
beforeAll(async () => {
  images = await jpegFiles(["chantier.jpg"]);
});

async function photograph(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

async function openCreationForm(page: Page) {
  await page.goto(`${LIST}/creer`);
  await page.getByLabel("Titre (fr) *").waitFor();
  await waitForHydration(page, "form");
}

/** A figure's input's error, as a screen reader hears it: the text it is described by. */
async function describedBy(page: Page, label: string, nth = 0): Promise<string> {
  const input = page.getByLabel(label, { exact: true }).nth(nth);
  const ids = (await input.getAttribute("aria-describedby")) ?? "";
  const texts = await Promise.all(
    ids
      .split(" ")
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  return texts.join(" ");
}

/** Spaces as typed: the site sets non-breaking ones inside figures (domain/typography.ts). */
const plain = (text: string) => text.replace(/\s/g, " ");

/** The public page's key figures: each label with its value. */
async function keyFigures(page: Page): Promise<[string, string][]> {
  const band = page.getByRole("region", { name: /Chiffres clés|Key figures|Dati chiave/ });
  const terms = await band.locator("dt").allTextContents();
  const values = await band.locator("dd").allTextContents();
  return terms.map((term, index) => [plain(term), plain(values[index] ?? "")]);
}

/** A fact of the page's side block, by its label. */
async function fact(page: Page, label: string): Promise<string | null> {
  const term = page.locator("dl dt", { hasText: new RegExp(`^${label}$`) });
  if ((await term.count()) === 0) return null;
  const value = await term.locator("xpath=following-sibling::dd[1]").textContent();
  return value === null ? null : plain(value);
}

describe("a project's client, place and key figures", () => {
  test("typed in the back office, shown on the public page in French and English", async () => {
    const page = await signedIn();
    const suffix = uniqueSuffix();
    const titles = {
      fr: `Port sec de Kaolack ${suffix}`,
      en: `Kaolack dry port ${suffix}`,
      it: `Porto secco di Kaolack ${suffix}`,
    };
    await openCreationForm(page);
    for (const lang of LANGUAGES) {
      await languageTab(page, lang).click();
      await page.getByLabel(`Titre (${lang}) *`).fill(titles[lang]);
    }
    await languageTab(page, "fr").click();
    await page.getByLabel("Lieu (fr)").fill("Kaolack, Sénégal");
    await languageTab(page, "en").click();
    await page.getByLabel("Lieu (en)").fill("Kaolack, Senegal");
    await languageTab(page, "fr").click();
    await page.getByLabel("Client (facultatif)").fill("Port autonome de Kaolack");

    // Two figures; a third row added then removed is not sent.
    const add = page.getByRole("button", { name: "+ Ajouter un chiffre clé" });
    await add.click();
    await add.click();
    await add.click();
    const valueLabel = "Valeur (30 caractères au plus)";
    await page.getByLabel(valueLabel).nth(0).fill("45 ha");
    await page.getByLabel("Libellé (fr)").nth(0).fill("de terre-plein");
    await page.getByLabel("Libellé (en)").nth(0).fill("of yard");
    await page.getByLabel(valueLabel).nth(1).fill("1 200");
    await page.getByLabel("Libellé (fr)").nth(1).fill("conteneurs par jour");
    await page.getByLabel("Libellé (en)").nth(1).fill("containers a day");
    await page.getByLabel(valueLabel).nth(2).fill("trois");
    await page.getByRole("button", { name: "Retirer le chiffre clé 3" }).click();
    expect(await page.getByLabel(valueLabel).count()).toBe(2);

    await page.getByLabel("Secteur *").selectOption({ label: "Logistique" });
    await page.getByLabel("État").selectOption({ label: "Publié" });
    await page.getByLabel("Ajouter des images").setInputFiles(images[0] ?? "");
    await page.getByRole("img", { name: "Aperçu 1 (nouvelle)" }).waitFor();
    expect(await wcagViolations(page)).toEqual([]);
    for (const lang of SHOTS ? LANGUAGES : []) {
      await languageTab(page, lang).click();
      await photograph(page, `form-${lang}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("button", { name: "Créer la réalisation" }).click();

    await page.waitForURL((url) => url.pathname === LIST);
    const row = page.getByRole("row").filter({ hasText: titles.fr });
    await row.waitFor();
    const id = await editLinkId(row);
    const { data } = await staffItem<{
      slugs: Record<string, string>;
      client: string;
      lieu: Record<string, string>;
      chiffresCles: unknown[];
    }>("realisations", id);
    expect(data.client).toBe("Port autonome de Kaolack");
    expect(data.lieu).toEqual({ fr: "Kaolack, Sénégal", en: "Kaolack, Senegal", it: "" });
    expect(data.chiffresCles).toEqual([
      { valeur: "45 ha", libelle: { fr: "de terre-plein", en: "of yard", it: "" } },
      { valeur: "1 200", libelle: { fr: "conteneurs par jour", en: "containers a day", it: "" } },
    ]);

    const visitor = await newPage();
    await visitor.goto(publicDetailPath("realisation", "fr", data.slugs.fr ?? ""));
    await visitor.getByRole("heading", { level: 1, name: titles.fr }).waitFor();
    expect(await keyFigures(visitor)).toEqual([
      ["de terre-plein", "45 ha"],
      ["conteneurs par jour", "1 200"],
    ]);
    expect(await fact(visitor, "Client")).toBe("Port autonome de Kaolack");
    expect(await fact(visitor, "Lieu")).toBe("Kaolack, Sénégal");
    await photograph(visitor, "project-fr");

    await visitor.goto(publicDetailPath("realisation", "en", data.slugs.en ?? ""));
    await visitor.getByRole("heading", { level: 1, name: titles.en }).waitFor();
    expect(await keyFigures(visitor)).toEqual([
      ["of yard", "45 ha"],
      // Numbers in texts are written the reader's way (domain/typography.ts).
      ["containers a day", "1,200"],
    ]);
    expect(await fact(visitor, "Client")).toBe("Port autonome de Kaolack");
    expect(await fact(visitor, "Location")).toBe("Kaolack, Senegal");
    await photograph(visitor, "project-en");

    // Italian has no place nor labels of its own: the French ones, as every text.
    await visitor.goto(publicDetailPath("realisation", "it", data.slugs.it ?? ""));
    await visitor.getByRole("heading", { level: 1, name: titles.it }).waitFor();
    expect((await keyFigures(visitor))[0]).toEqual(["de terre-plein", "45 ha"]);
    expect(await fact(visitor, "Luogo")).toBe("Kaolack, Sénégal");
    await photograph(visitor, "project-it");
  });

  test("a figure's value too long shows the French message under its input", async () => {
    const page = await signedIn();
    await openCreationForm(page);
    await page.getByRole("button", { name: "+ Ajouter un chiffre clé" }).click();
    const value = page.getByLabel("Valeur (30 caractères au plus)");
    await value.fill("1".repeat(31));
    await page.getByLabel("Libellé (fr)").fill("mètres");
    await page.getByText(M.keyFigureValueTooLong, { exact: true }).waitFor();
    expect(await value.getAttribute("aria-invalid")).toBe("true");
    expect(await describedBy(page, "Valeur (30 caractères au plus)")).toBe(M.keyFigureValueTooLong);
    // A used row needs its French label: said under that input once left.
    await page.getByLabel("Libellé (fr)").fill("");
    await value.fill("12");
    await page.getByText(M.keyFigureLabelRequired("fr"), { exact: true }).waitFor();
    expect(await describedBy(page, "Libellé (fr)")).toBe(M.keyFigureLabelRequired("fr"));
  });
});
