// Every back-office screen, at a phone's width and a desktop's: no WCAG 2.1 A/AA violation
// axe can find, and nothing wider than the screen (a page that scrolls sideways on a phone
// is broken even when it works).
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { adminToken } from "./support/api.ts";
import { imageFiles, signedInAdmin, wcagViolations } from "./support/back-office.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";

const { baseUrl, adminEmail, adminPassword } = e2eEnv();
const { newPage } = browserPerFile();
const WIDTHS = [360, 1280] as const;

/** The first item of a back-office list, for its edit screen. */
async function firstId(token: string, type: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/${type}?limite=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  // GET /utilisateurs answers `donnees` (SPEC.md §7), the content lists `data`.
  const body = (await response.json()) as { data?: { _id: string }[]; donnees?: { _id: string }[] };
  const [first] = body.data ?? body.donnees ?? [];
  if (!first) throw new Error(`e2e: no ${type} to open`);
  return first._id;
}

/** Each screen's path and the heading that shows it has loaded. */
let screens: [string, string][] = [];

beforeAll(async () => {
  const token = await adminToken(baseUrl, adminEmail, adminPassword);
  const [project, article, opportunity, user, person] = await Promise.all([
    firstId(token, "realisations/admin/all"),
    firstId(token, "articles/admin/all"),
    firstId(token, "opportunites/admin/all"),
    firstId(token, "utilisateurs"),
    firstId(token, "personnes/admin/all"),
  ]);
  screens = [
    ["/admin", "Bienvenue"],
    ["/admin/realisations", "Gestion des réalisations"],
    ["/admin/realisations/creer", "Ajouter une réalisation"],
    [`/admin/realisations/modifier/${project}`, "Modifier la réalisation"],
    ["/admin/articles", "Gestion des articles"],
    ["/admin/articles/creer", "Ajouter un article"],
    [`/admin/articles/modifier/${article}`, "Modifier l'article"],
    ["/admin/opportunites", "Gestion des opportunités"],
    ["/admin/opportunites/creer", "Ajouter une opportunité"],
    [`/admin/opportunites/modifier/${opportunity}`, "Modifier l'opportunité"],
    ["/admin/utilisateurs", "Gestion des utilisateurs"],
    ["/admin/utilisateurs/creer", "Ajouter un utilisateur"],
    [`/admin/utilisateurs/modifier/${user}`, "Modifier l'utilisateur"],
    [`/admin/utilisateurs/supprimer/${user}`, "Supprimer l'utilisateur"],
    ["/admin/demandes", "Demandes de contact"],
    ["/admin/abonnes", "Abonnés à la newsletter"],
    ["/admin/journal", "Journal d'activité"],
    ["/admin/categories", "Catégories des opportunités"],
    ["/admin/personnes", "Gouvernance"],
    ["/admin/personnes/nouveau", "Ajouter une personne"],
    [`/admin/personnes/${person}`, "Modifier la personne"],
    ["/admin/references", "Engagements"],
    ["/admin/references/nouveau", "Ajouter une référence"],
  ];
});

/** PUT (with `body`) or DELETE /site/logo as the administrator. */
async function logoCall(method: "PUT" | "DELETE", body?: FormData) {
  const token = await adminToken(baseUrl, adminEmail, adminPassword);
  const response = await fetch(`${baseUrl}/api/v1/site/logo`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(body ? { body } : {}),
  });
  expect(response.status).toBe(200);
}

/** Uploads a logo when the site has none; answers whether it did (to remove it after). */
async function ensureLogo(): Promise<boolean> {
  const site = (await (await fetch(`${baseUrl}/api/v1/site`)).json()) as {
    data: { logo: unknown };
  };
  if (site.data.logo) return false;
  const [file] = await imageFiles(["logo.png"], { format: "png", width: 300, height: 90 });
  const form = new FormData();
  form.append(
    "logo",
    new Blob([await readFile(file as string)], { type: "image/png" }),
    "logo.png",
  );
  await logoCall("PUT", form);
  return true;
}

/** How far the page is wider than its window, in CSS pixels (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe("every back-office screen is usable on a phone and a desktop", () => {
  for (const width of WIDTHS) {
    test(`at ${width} px: axe finds nothing, and nothing is wider than the screen`, async () => {
      const page = await signedInAdmin(
        () => newPage({ viewport: { width, height: 800 } }),
        adminEmail,
        adminPassword,
      );
      const failures: string[] = [];
      for (const [path, heading] of screens) {
        await page.goto(path);
        await page.getByRole("heading", { level: 1, name: heading }).waitFor();
        // Lists and forms are read after the heading shows: wait for them to settle.
        await page.waitForLoadState("networkidle");
        await page
          .getByText("Chargement en cours...")
          .first()
          .waitFor({ state: "hidden" })
          .catch(() => undefined);
        for (const violation of await wcagViolations(page)) failures.push(`${path}: ${violation}`);
        const wider = await overflow(page);
        if (wider > 0) failures.push(`${path}: ${wider} px wider than the screen`);
      }
      expect(failures).toEqual([]);
      // Seventeen screens, each read and analysed: longer than one page's test.
    }, 150_000);
  }

  test("the sign-in pages and the sidebar show the brand's logo, at both widths, and axe finds nothing", async () => {
    const brand = "Groupe Afrique de l’Ouest";
    // The shared server starts with the demo logo; another file may have removed it.
    const uploaded = await ensureLogo();
    const failures: string[] = [];
    for (const width of WIDTHS) {
      const page = await newPage({ viewport: { width, height: 800 } });
      for (const path of [
        "/admin/connexion",
        "/conseiller/connexion",
        "/admin/mot-de-passe-oublie",
      ]) {
        await page.goto(path);
        await page.getByRole("main").getByRole("img", { name: brand }).waitFor();
        for (const violation of await wcagViolations(page)) {
          failures.push(`${width} ${path}: ${violation}`);
        }
        const wider = await overflow(page);
        if (wider > 0) failures.push(`${width} ${path}: ${wider} px wider than the screen`);
      }
      const signedIn = await signedInAdmin(
        () => newPage({ viewport: { width, height: 800 } }),
        adminEmail,
        adminPassword,
      );
      // On a phone the sidebar is the menu: the logo shows once it is open.
      if (width < 768) await signedIn.getByRole("button", { name: "Menu" }).click();
      await signedIn.getByRole("complementary").getByRole("img", { name: brand }).waitFor();
    }
    if (uploaded) await logoCall("DELETE");
    expect(failures).toEqual([]);
  }, 120_000);

  test("by keyboard alone, a list leads to its form and the form's fields are labelled", async () => {
    const page = await signedInAdmin(newPage, adminEmail, adminPassword);
    await page.goto("/admin/articles");
    await page.getByRole("heading", { level: 1, name: "Gestion des articles" }).waitFor();
    await page.waitForLoadState("networkidle");
    // Tab until the add link has the focus, then Enter.
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? "");
      if (focused.includes("+ Ajouter un article")) break;
    }
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Ajouter un article" }).waitFor();
    // Every field the form shows has a name a screen reader says.
    const unlabelled = await page.evaluate(() =>
      [...document.querySelectorAll("main input, main select, main textarea")]
        .filter((field) => (field as HTMLInputElement).type !== "hidden")
        .filter((field) => {
          const element = field as HTMLInputElement;
          const byLabel = element.labels && element.labels.length > 0;
          return (
            !byLabel &&
            !element.getAttribute("aria-label") &&
            !element.getAttribute("aria-labelledby")
          );
        })
        .map((field) => (field as HTMLInputElement).name || field.outerHTML.slice(0, 80)),
    );
    expect(unlabelled).toEqual([]);
  });
});
