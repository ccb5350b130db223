import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { LANGUAGES, type Language } from "../domain/constants.ts";
import { REALISATION_MESSAGES as M } from "../domain/realisations.ts";
import { uniqueSuffix } from "./support/api.ts";
import {
  adminContentPerFile,
  deleteAfterConfirmation,
  editLinkId,
  jpegFiles,
  languageTab,
  publicDetailPath,
  wcagViolations,
} from "./support/back-office.ts";
import { e2eEnv } from "./support/env.ts";
import { waitForHydration } from "./support/page.ts";

const { newPage, signedIn, staffItem } = adminContentPerFile();
const { baseUrl } = e2eEnv();
const LIST = "/admin/realisations";

let images: string[] = [];

beforeAll(async () => {
  images = await jpegFiles(["premiere.jpg", "seconde.jpg"]);
});

afterAll(() => {
  images = [];
});

async function openList(page: Page) {
  await page.getByRole("link", { name: "Réalisations", exact: true }).click();
  await page.waitForURL((url) => url.pathname === LIST);
  await page.getByRole("heading", { level: 1, name: "Gestion des réalisations" }).waitFor();
}

const staffDetail = (id: string) =>
  staffItem<{
    slugs: Record<string, string>;
    images: string[];
    medias: { images: { texteAlternatif: Record<string, string> }[] };
  }>("realisations", id);

/** A gallery's texts by language, aligned with its pictures (each picture holds its own). */
const galleryTexts = (medias: { images: { texteAlternatif: Record<string, string> }[] }) =>
  Object.fromEntries(
    LANGUAGES.map((lang) => [lang, medias.images.map((image) => image.texteAlternatif[lang])]),
  );

const publicPath = (lang: Language, slug: string) => publicDetailPath("realisation", lang, slug);

/** A whole life cycle through the back office: see admin-articles.e2e.ts. */
const LIFECYCLE_TIMEOUT_MS = 90_000;

describe("back office: projects", () => {
  test(
    "an administrator creates, sees, edits and deletes a project in three languages",
    async () => {
      const page = await signedIn();
      const suffix = uniqueSuffix();
      const titles = {
        fr: `Tour Dakar ${suffix}`,
        en: `Dakar Tower ${suffix}`,
        it: `Torre Dakar ${suffix}`,
      };

      await openList(page);
      expect(await wcagViolations(page)).toEqual([]);
      await page
        .getByRole("link", { name: "+ Ajouter une réalisation" })
        // The header's button; an empty list offers the same link in its empty state.
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === `${LIST}/creer`);
      await page.getByLabel("Titre (fr) *").waitFor();
      await waitForHydration(page, "form");

      // Each language in its tab; the hidden panels keep what was typed.
      for (const lang of LANGUAGES) {
        await languageTab(page, lang).click();
        await page.getByLabel(`Titre (${lang}) *`).fill(titles[lang]);
        await page.getByLabel(`Description (${lang})`).fill(`Description ${lang}`);
        await page.getByLabel(`Mots-clés (${lang})`).fill(`tour, ${lang}`);
      }
      await languageTab(page, "fr").click();
      expect(await page.getByLabel("Titre (fr) *").inputValue()).toBe(titles.fr);

      await page.getByLabel("Secteur *").selectOption({ label: "Immobilier" });
      await page.getByLabel("Année *").fill("2024");
      await page.getByLabel("Statut de livraison").selectOption({ label: "Livré" });
      await page.getByLabel("État").selectOption({ label: "Publié" });
      await page.getByLabel("Date de publication *").waitFor();
      // One image chosen, the other dropped on the zone as from the desktop.
      await page.getByLabel("Ajouter des images").setInputFiles(images[0] ?? "");
      await page.getByRole("img", { name: "Aperçu 1 (nouvelle)" }).waitFor();
      const dropped = await page.evaluateHandle(async () => {
        const transfer = new DataTransfer();
        const canvas = Object.assign(document.createElement("canvas"), { width: 64, height: 48 });
        const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, "image/png"));
        if (blob) transfer.items.add(new File([blob], "deposee.png", { type: "image/png" }));
        return transfer;
      });
      const zone = page.getByText("Choisissez des fichiers ou déposez-les ici.");
      await zone.dispatchEvent("dragenter", { dataTransfer: dropped });
      await zone.dispatchEvent("drop", { dataTransfer: dropped });
      await page.getByRole("img", { name: "Aperçu 2 (nouvelle)" }).waitFor();
      await page.getByText("2. deposee.png").waitFor();

      // Dragged above the first: the order shown is the order saved.
      await page
        .getByRole("listitem")
        .filter({ hasText: "2. deposee.png" })
        .dragTo(page.getByRole("listitem").filter({ hasText: "1. premiere.jpg" }));
      await page.getByText("1. deposee.png").waitFor();
      await page.getByText("2. premiere.jpg").waitFor();

      // Each image described in every language; the card says what is still missing.
      const altGroup = (n: number) =>
        page.getByRole("group", { name: new RegExp(`^Texte alternatif de l'image ${n}`) });
      await altGroup(1).getByLabel("Français (fr)").fill("Plan de la tour");
      expect(await altGroup(1).textContent()).toContain("À compléter : en, it");
      await altGroup(1).getByLabel("Anglais (en)").fill("Plan of the tower");
      await altGroup(1).getByLabel("Italien (it)").fill("Pianta della torre");
      expect(await altGroup(1).textContent()).toContain("Complet");
      await altGroup(2).getByLabel("Anglais (en)").fill("The tower at dusk");
      expect(await wcagViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Créer la réalisation" }).click();

      // Back on the list, with the new project.
      await page.waitForURL((url) => url.pathname === LIST);
      const row = page.getByRole("row").filter({ hasText: titles.fr });
      await row.waitFor();
      expect(await row.textContent()).toContain("Livré");
      expect(await row.textContent()).toContain("Publié");
      const id = await editLinkId(row);
      const { data } = await staffDetail(id);
      expect(data.images).toHaveLength(2);
      expect(galleryTexts(data.medias)).toEqual({
        fr: ["Plan de la tour", ""],
        en: ["Plan of the tower", "The tower at dusk"],
        it: ["Pianta della torre", ""],
      });

      // The public site, in each language; Chromium takes the AVIF files of the pictures (the
      // site's logo, if one is set, is a single WebP, as /admin/site stores it).
      const visitor = await newPage();
      const imageTypes = new Set<string>();
      const site = await (await fetch(`${baseUrl}/api/v1/site`)).json();
      const logo: string | undefined = site.data.logo?.url;
      visitor.on("response", (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.startsWith("/uploads/") && pathname !== logo) {
          imageTypes.add(response.headers()["content-type"] ?? "");
        }
      });
      for (const lang of LANGUAGES) {
        const slug = data.slugs[lang] ?? "";
        await visitor.goto(publicPath(lang, slug));
        await visitor.getByRole("heading", { level: 1, name: titles[lang] }).waitFor();
      }
      expect(await visitor.locator("[data-slide]").count()).toBe(2);
      // Italian: the first photo's own text, the second told apart by its rank.
      await visitor.getByRole("img", { name: "Pianta della torre", exact: true }).waitFor();
      await visitor.goto(publicPath("en", data.slugs.en ?? ""));
      await visitor.getByRole("img", { name: "The tower at dusk", exact: true }).waitFor();
      await visitor.getByRole("img", { name: "Plan of the tower", exact: true }).waitFor();
      expect([...imageTypes]).toEqual(["image/avif"]);

      // Edit: the second image goes.
      await row.getByRole("link", { name: "Modifier" }).click();
      await page.waitForURL((url) => url.pathname.startsWith(`${LIST}/modifier/`));
      await page.getByRole("heading", { level: 1, name: "Modifier la réalisation" }).waitFor();
      await page.getByRole("button", { name: "Retirer l'image 2" }).waitFor();
      await waitForHydration(page, "form");
      expect(await page.getByLabel("Titre (fr) *").inputValue()).toBe(titles.fr);
      await page.getByRole("button", { name: "Retirer l'image 2" }).click();
      await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
      await page.waitForURL((url) => url.pathname === LIST);
      await row.waitFor();
      expect((await staffDetail(id)).data.images).toHaveLength(1);
      await visitor.goto(publicPath("fr", data.slugs.fr ?? ""));
      await visitor.getByRole("heading", { level: 1, name: titles.fr }).waitFor();
      expect(await visitor.locator("[data-slide]").count()).toBe(0);
      // The image left keeps its own text.
      expect(await visitor.getByRole("img", { name: "Plan de la tour", exact: true }).count()).toBe(
        1,
      );

      // Delete, after the confirmation.
      expect(await deleteAfterConfirmation(row)).toBe("Confirmer la suppression ?");
      const gone = await visitor.goto(publicPath("fr", data.slugs.fr ?? ""));
      expect(gone?.status()).toBe(404);
    },
    LIFECYCLE_TIMEOUT_MS,
  );

  test("the form says what is missing when sent empty", async () => {
    const page = await signedIn();
    await page.goto(`${LIST}/creer`);
    await page.getByLabel("Titre (fr) *").waitFor();
    await waitForHydration(page, "form");
    await page.getByLabel("Année *").fill("");
    // Straight from the field to the button, as a person does: the message that appears as
    // the field is left must not move the button away from the click.
    await page.getByRole("button", { name: "Créer la réalisation" }).click();
    for (const message of [
      M.titleRequired("fr"),
      M.sectorRequired,
      M.yearRequired,
      M.imagesCount,
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    // The other languages' tabs say they have missing fields.
    await page.getByRole("tab", { name: "Anglais (champs manquants)" }).waitFor();
    expect(await wcagViolations(page)).toEqual([]);
  });

  test("an unknown project says it cannot be found", async () => {
    const page = await signedIn();
    await page.goto(`${LIST}/modifier/00000000-0000-0000-0000-000000000000`);
    await page.getByRole("alert").filter({ hasText: "Réalisation introuvable" }).waitFor();
    expect(await page.locator("form").count()).toBe(0);
  });
});
