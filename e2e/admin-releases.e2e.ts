// The back office's press releases and job offers (issue 32, docs/decisions/063): made
// through the generic edit screens, they appear on the public site; a release's PDF is
// chosen, shown, refused with the API's French message and removed from its screen.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { RELEASE_MESSAGES } from "../domain/communiques.ts";
import { LANGUAGES } from "../domain/constants.ts";
import { samplePdf } from "../domain/pdf-sample.ts";
import { localizedPath } from "../domain/site-paths.ts";
import { uniqueSuffix } from "./support/api.ts";
import { adminContentPerFile, languageTab, publicDetailPath } from "./support/back-office.ts";
import { waitForHydration } from "./support/page.ts";

const { baseUrl, signedIn } = adminContentPerFile();

let pdfFile = "";
let notPdfFile = "";

beforeAll(async () => {
  const folder = await mkdtemp(join(tmpdir(), "releases-"));
  pdfFile = join(folder, "communique-trente-ans.pdf");
  notPdfFile = join(folder, "faux.pdf");
  // A PDF is told by its bytes (its header, its trailer), whatever its name says.
  await writeFile(pdfFile, samplePdf("Le groupe fête ses trente ans", 5_000));
  await writeFile(notPdfFile, "Ceci n'est pas un PDF.\n");
});

async function openCreateForm(page: Page, list: string) {
  await page.goto(`${list}/creer`);
  await page.getByLabel("Titre (fr) *").waitFor();
  await waitForHydration(page, "form");
}

/** Fills each language's texts, by the labels the registry gives them. */
async function fillTexts(page: Page, texts: Record<string, Record<string, string>>) {
  for (const lang of LANGUAGES) {
    await languageTab(page, lang).click();
    for (const [label, values] of Object.entries(texts)) {
      await page.getByLabel(new RegExp(`^${label} \\(${lang}\\)`)).fill(values[lang] ?? "");
    }
  }
  await languageTab(page, "fr").click();
}

/** The public slug of a published item, read as the site reads it. */
async function publicSlug(plural: string, title: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/${plural}?lang=fr&limite=100`);
  const body = (await response.json()) as {
    results?: { titre: string; slug: string }[];
    data?: { titre: string; slug: string }[];
  };
  const found = (body.results ?? body.data ?? []).find((item) => item.titre === title);
  return found?.slug ?? "";
}

const TIMEOUT_MS = 90_000;

describe("back office: press releases and job offers", () => {
  test("the menu leads to the job offers and the press releases", async () => {
    const page = await signedIn();
    await page.goto("/admin");
    const menu = page.getByRole("navigation").first();
    await menu.getByRole("link", { name: "Offres d'emploi", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/admin/offres-emploi");
    await page.getByRole("heading", { level: 1, name: "Gestion des offres d'emploi" }).waitFor();
    // The demo's closed offer is still published, and the list says it is closed.
    const closed = page.getByRole("row").filter({ hasText: "Consultant·e HSE minier" });
    expect(await closed.textContent()).toContain("Publié (clôturée)");
    const open = page.getByRole("row").filter({ hasText: "Chef·fe de quai" });
    expect(await open.textContent()).not.toContain("clôturée");
    await menu.getByRole("link", { name: "Communiqués", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/admin/communiques");
    await page.getByRole("heading", { level: 1, name: "Gestion des communiqués" }).waitFor();
  });

  test(
    "a release's PDF is uploaded, refused when not a PDF, linked on its page, then removed",
    async () => {
      const page = await signedIn();
      const suffix = uniqueSuffix();
      const title = {
        fr: `Bilan annuel ${suffix}`,
        en: `Annual review ${suffix}`,
        it: `Bilancio ${suffix}`,
      };
      await openCreateForm(page, "/admin/communiques");
      await fillTexts(page, {
        Titre: title,
        Résumé: {
          fr: "Le groupe publie son bilan.",
          en: "The group publishes its review.",
          it: "Il gruppo pubblica il bilancio.",
        },
        Texte: {
          fr: "Le bilan de l'année.",
          en: "The year's review.",
          it: "Il bilancio dell'anno.",
        },
      });
      await page.getByLabel("État").selectOption({ label: "Publié" });
      const file = page.getByLabel("Fichier PDF du communiqué");

      // Not a PDF: the API's message beside the field, the rest of the form as typed.
      await file.setInputFiles(notPdfFile);
      await page.getByRole("button", { name: "Créer le communiqué" }).click();
      await page.getByText(RELEASE_MESSAGES.pdfType).first().waitFor();
      expect(await page.getByLabel("Titre (fr) *").inputValue()).toBe(title.fr);
      expect(await file.getAttribute("aria-invalid")).toBe("true");

      await file.setInputFiles(pdfFile);
      await page.getByRole("button", { name: "Créer le communiqué" }).click();
      await page.waitForURL((url) => url.pathname === "/admin/communiques");
      const slug = await publicSlug("communiques", title.fr);
      expect(slug).not.toBe("");

      // The public page links the file, named with its size.
      await page.goto(publicDetailPath("communique", "fr", slug));
      const link = page.getByRole("link", { name: /Télécharger le communiqué \(PDF, 5 ko\)/ });
      await link.waitFor();
      const pdf = await fetch(new URL(String(await link.getAttribute("href")), baseUrl));
      expect((await pdf.text()).startsWith("%PDF-")).toBe(true);

      // The edit screen shows the stored file and removes it.
      await page.goto("/admin/communiques");
      const row = page.getByRole("row").filter({ hasText: title.fr });
      await row.getByRole("link", { name: "Modifier" }).click();
      await page.getByText("communique-trente-ans.pdf").waitFor();
      await waitForHydration(page, "form");
      expect(
        await page.getByText("Fichier actuel : communique-trente-ans.pdf (5 ko)").count(),
      ).toBe(1);
      await page.getByLabel("Retirer le PDF").check();
      await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
      await page.waitForURL((url) => url.pathname === "/admin/communiques");
      await page.goto(publicDetailPath("communique", "fr", slug));
      await page.getByRole("heading", { level: 1, name: title.fr }).waitFor();
      expect(await page.getByRole("link", { name: /Télécharger le communiqué/ }).count()).toBe(0);
    },
    TIMEOUT_MS,
  );
  test(
    "an offer made on the generic screen is listed and shown on /carrieres",
    async () => {
      const page = await signedIn();
      const suffix = uniqueSuffix();
      const title = {
        fr: `Magasinier ${suffix}`,
        en: `Storekeeper ${suffix}`,
        it: `Magazziniere ${suffix}`,
      };
      await openCreateForm(page, "/admin/offres-emploi");
      await fillTexts(page, {
        Titre: title,
        Lieu: { fr: "Bamako, entrepôt", en: "Bamako, warehouse", it: "Bamako, magazzino" },
        Description: { fr: "Tenir le stock.", en: "Keep the stock.", it: "Tenere il magazzino." },
      });
      await page.getByLabel(/^Secteur/).selectOption({ label: "Logistique" });
      await page.getByLabel(/^Pays \(code ISO\)/).fill("ML");
      await page.getByLabel(/^Type de contrat/).selectOption("CDD");
      // Thirty days ahead: a day, without an hour.
      const closing = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      expect(await page.getByLabel(/^Date de clôture/).getAttribute("type")).toBe("date");
      await page.getByLabel(/^Date de clôture/).fill(closing);
      await page.getByLabel("État").selectOption({ label: "Publié" });
      await page.getByRole("button", { name: "Créer l'offre" }).click();
      await page.waitForURL((url) => url.pathname === "/admin/offres-emploi");
      await page.getByRole("row").filter({ hasText: title.fr }).waitFor();

      for (const lang of LANGUAGES) {
        await page.goto(localizedPath(lang, "/carrieres?pays=ML"));
        const card = page.locator("main article").filter({ hasText: title[lang] });
        await card.getByRole("link").first().click();
        await page.getByRole("heading", { level: 1, name: title[lang] }).waitFor();
        expect(await page.locator("main").textContent()).toContain("Bamako");
      }
    },
    TIMEOUT_MS,
  );
});
