// Work in progress kept on the server (issue 31 point 3, docs/decisions/053): what a staff
// member types is found on another browser (another sign-in), an existing item's copy is
// offered back there, a new item's is listed under 'Mes brouillons' and resumed from it,
// leaving the page sends what was not sent yet, and 'Enregistrer et continuer' stays on the
// document. axe at 360 and 1280 px on the screens that changed; with SCREENSHOTS=<folder>,
// they are photographed at both widths.
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { LANGUAGES } from "../domain/constants.ts";
import { waitUntil } from "../server/test/wait.ts";
import { adminToken, createArticle, uniqueSuffix } from "./support/api.ts";
import {
  acceptNextDialog,
  adminContentPerFile,
  imageFiles,
  languageTab,
  wcagViolations,
} from "./support/back-office.ts";
import { e2eEnv } from "./support/env.ts";
import { waitForHydration } from "./support/page.ts";

const { baseUrl, signedIn, staffItem } = adminContentPerFile();
const SHOTS = process.env.SCREENSHOTS;
const WIDTHS = [360, 1280] as const;
let token = "";
let imageFile = "";

beforeAll(async () => {
  const { adminEmail, adminPassword } = e2eEnv();
  token = await adminToken(baseUrl, adminEmail, adminPassword);
  [imageFile = ""] = await imageFiles(["copie.png"], { format: "png", height: 500 });
});

interface Copy {
  _id: string;
  titre: string;
  element: string | null;
  valeurs: Record<string, unknown>;
}

/** The signed-in administrator's copy of an article, as the API has it now (null: none). */
async function copyOfArticle(id: string): Promise<Copy | null> {
  const response = await fetch(`${baseUrl}/api/v1/articles/admin/${id}/copie-de-travail`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Copy | null }).data;
}

/** axe finds nothing at either width; with SCREENSHOTS set, the screen is photographed. */
async function checkedAtBothWidths(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect(await wcagViolations(page), `${name} at ${width} px`).toEqual([]);
    if (SHOTS) {
      await mkdir(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const titleField = (page: Page) => page.getByLabel("Titre (fr) *");

async function openForm(page: Page, path: string) {
  await page.goto(path);
  await titleField(page).waitFor();
  await waitForHydration(page, "form");
}

describe("working copies", () => {
  test("an item's copy typed in one browser is offered, resumed and saved in another", async () => {
    const original = `Copie partagée ${uniqueSuffix()}`;
    const article = await createArticle(baseUrl, token, original);
    const edit = `/admin/articles/modifier/${article._id}`;
    const typed = `${original} fr, repris ailleurs`;

    // The first browser: typing is kept on the server a few seconds after it stops.
    const first = await signedIn();
    await openForm(first, edit);
    await titleField(first).fill(typed);
    await first.getByText(/^Copie de travail enregistrée à \d\d:\d\d$/).waitFor();
    expect((await copyOfArticle(article._id))?.titre).toBe(typed);

    // Leaving with more typed before the timer ran: the page sends it as it goes.
    const leaving = `${typed} et en partant`;
    await titleField(first).fill(leaving);
    acceptNextDialog(first);
    await first.goto("about:blank");
    await waitUntil(
      async () => (await copyOfArticle(article._id))?.titre === leaving,
      "the copy sent as the page went",
    );

    // Another browser, another sign-in: the copy is offered, and resumed.
    const second = await signedIn();
    await openForm(second, edit);
    const notice = second.getByRole("status").filter({ hasText: "Une copie de travail du" });
    await notice.waitFor();
    expect(await titleField(second).inputValue()).toBe(`${original} fr`);
    await checkedAtBothWidths(second, "admin-article-working-copy-offered");
    await second.getByRole("button", { name: "Reprendre la copie de travail" }).click();
    expect(await titleField(second).inputValue()).toBe(leaving);
    await second.getByText("Modifications non enregistrées").waitFor();

    // 'Enregistrer et continuer': saved with the rules, still on the document, saying so.
    await second.getByRole("button", { name: "Enregistrer et continuer" }).click();
    await second.getByText(/^Article enregistré à \d\d:\d\d\.$/).waitFor();
    expect(new URL(second.url()).pathname).toBe(edit);
    await titleField(second).waitFor();
    expect(await titleField(second).inputValue()).toBe(leaving);
    await checkedAtBothWidths(second, "admin-article-saved-and-continued");
    const { data } = await staffItem<{ titre: { fr: string } }>("articles", article._id);
    expect(data.titre.fr).toBe(leaving);
    // The save turned the copy into the item: nothing is offered any more.
    expect(await copyOfArticle(article._id)).toBeNull();
  });

  test("a new item's copy is listed under 'Mes brouillons' on another browser and resumed", async () => {
    const title = `Nouvel article en cours ${uniqueSuffix()}`;
    const first = await signedIn();
    await openForm(first, "/admin/articles/creer");
    await titleField(first).fill(title);
    await first.getByText(/^Copie de travail enregistrée à \d\d:\d\d$/).waitFor();
    await checkedAtBothWidths(first, "admin-article-create-working-copy");
    // The address names the copy: a reload resumes it.
    const copyId = new URL(first.url()).searchParams.get("copie");
    expect(copyId).toMatch(/^[0-9a-f-]{36}$/);

    const second = await signedIn();
    const drafts = second.getByRole("region", { name: "Mes brouillons" });
    const link = drafts.getByRole("link", { name: title });
    await link.waitFor();
    await drafts.getByText("Article · nouvelle, copie de travail").first().waitFor();
    await checkedAtBothWidths(second, "admin-dashboard-working-copies");
    await link.click();
    await second.waitForURL((url) => url.searchParams.get("copie") === copyId);
    await titleField(second).waitFor();
    expect(await titleField(second).inputValue()).toBe(title);
    await second.getByText(/^Copie de travail enregistrée à \d\d:\d\d$/).waitFor();
  });

  test("a new item's copy saved by 'Enregistrer et continuer' becomes the item and opens its edit screen", async () => {
    const title = `Article né d'une copie ${uniqueSuffix()}`;
    const page = await signedIn();
    await openForm(page, "/admin/articles/creer");
    await titleField(page).fill(title);
    await page.getByText(/^Copie de travail enregistrée à \d\d:\d\d$/).waitFor();
    const copyId = new URL(page.url()).searchParams.get("copie");
    // The rest of SPEC.md §5's rules for an article: every language, a category, a picture.
    for (const lang of LANGUAGES) {
      await languageTab(page, lang).click();
      if (lang !== "fr") await page.getByLabel(`Titre (${lang}) *`).fill(`${title} ${lang}`);
      await page
        .getByLabel(`Contenu (${lang}) *`)
        .fill(`${"Un texte assez long pour un article complet. ".repeat(4)}`);
    }
    await languageTab(page, "fr").click();
    await page.getByRole("checkbox", { name: "Logistique" }).check();
    await page.getByLabel("Ajouter des images").setInputFiles(imageFile);
    await page.getByRole("img", { name: "Aperçu 1 (nouvelle)" }).waitFor();
    await page.getByRole("button", { name: "Enregistrer et continuer" }).click();

    await page.waitForURL((url) => url.pathname.startsWith("/admin/articles/modifier/"));
    await page.getByText(/^Article enregistré à \d\d:\d\d\.$/).waitFor();
    expect(await titleField(page).inputValue()).toBe(title);
    // The creation named its copy: the server discarded it with the save.
    const copy = await fetch(`${baseUrl}/api/v1/copies-de-travail/${copyId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(copy.status).toBe(404);
  });
});
