import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { uniqueSuffix } from "./support/api.ts";
import { loaded, signedInAdmin, wcagViolations } from "./support/back-office.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";

const { baseUrl, adminEmail, adminPassword } = e2eEnv();
const { newPage } = browserPerFile();

async function post(path: string, body: unknown) {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`e2e: POST ${path} answered ${response.status}`);
}

const signedIn = () => signedInAdmin(newPage, adminEmail, adminPassword);

/** The untreated count the sidebar shows beside "Demandes" (0 when it shows none). */
async function sidebarCount(page: Page): Promise<number> {
  const text = await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: /^Demandes/ })
    .textContent();
  return Number(/\d+/.exec(text ?? "")?.[0] ?? "0");
}

const sidebarLink = (page: Page, name: RegExp) =>
  page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name });

describe("back office: inbox, subscribers, journal", () => {
  const suffix = uniqueSuffix();
  // The server accepts few contact messages per address in a window, shared with the other
  // files: this file sends one and reuses it.
  const request = {
    nom: `Khady Fall ${suffix}`,
    numero: "+221 77 555 44 33",
    email: `khady.${suffix}@example.com`,
    entreprise: "Fall Négoce",
    description: "Nous cherchons un transporteur pour du fret aérien vers Bamako.",
    secteur: "aviation",
  };
  const subscriber = `abonne.${suffix}@example.com`;

  beforeAll(async () => {
    await post("/contact", request);
    await post("/newsletter", { email: subscriber, secteur: "mines", langue: "fr" });
  });

  test("the inbox filters the requests and marks one treated, the sidebar count following", async () => {
    const page = await signedIn();
    await sidebarLink(page, /^Demandes/).click();
    await page.getByRole("heading", { level: 1, name: "Demandes de contact" }).waitFor();
    const card = page.getByRole("article", { name: request.nom });
    await card.waitFor();
    await expect.poll(() => sidebarCount(page)).toBeGreaterThan(0);
    const before = await sidebarCount(page);

    // Another sector hides it; its own sector and the untreated status keep it.
    await page.getByLabel("Secteur").selectOption("mines");
    await page.waitForURL((url) => url.searchParams.get("secteur") === "mines");
    await card.waitFor({ state: "detached" });
    await page.getByLabel("Secteur").selectOption("aviation");
    await page.getByLabel("Statut").selectOption("false");
    await page.waitForURL((url) => url.search === "?secteur=aviation&traite=false");
    await card.waitFor();

    // The detail shows every field, the email as a mailto link.
    await card.getByRole("button", { name: "Voir le détail" }).click();
    await card.getByText(request.description).waitFor();
    expect(await card.getByRole("link", { name: request.email }).getAttribute("href")).toBe(
      `mailto:${request.email}`,
    );
    await card.getByText(request.numero).waitFor();

    await card.getByRole("button", { name: "Marquer comme traitée" }).click();
    await page.getByRole("status").getByText("Demande marquée comme traitée.").waitFor();
    await card.getByText("Traitée", { exact: true }).waitFor();
    await expect.poll(() => sidebarCount(page)).toBe(before - 1);

    // Read again, the untreated list no longer holds it; the treated one does.
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Demandes de contact" }).waitFor();
    await page.getByText(/\d+ demandes?$/).waitFor();
    expect(await card.count()).toBe(0);
    await page.getByLabel("Statut").selectOption("true");
    await card.waitFor();
  });

  test("the CSV export downloads the subscribers", async () => {
    const page = await signedIn();
    await sidebarLink(page, /^Abonnés/).click();
    await page.getByRole("heading", { level: 1, name: "Abonnés à la newsletter" }).waitFor();
    await page.getByRole("cell", { name: subscriber }).waitFor();
    await page.getByLabel("Secteur d'intérêt").selectOption("aviation");
    await page.getByRole("cell", { name: subscriber }).waitFor({ state: "detached" });
    await page.getByLabel("Secteur d'intérêt").selectOption("mines");
    await page.getByRole("cell", { name: subscriber }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Exporter en CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^abonnes-newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
    const content = await readFile(await download.path(), "utf8");
    expect(content.startsWith("\uFEFFemail;secteur;langue;date_inscription")).toBe(true);
    expect(content).toContain(`${subscriber};mines;fr;`);
  });

  test("the journal lists who did what, and filters by entity", async () => {
    const page = await signedIn();
    await sidebarLink(page, /^Journal/).click();
    await page.getByRole("heading", { level: 1, name: "Journal d'activité" }).waitFor();
    // The request marked treated above is logged under the sender's name.
    const row = page.getByRole("row").filter({ hasText: request.nom });
    await page.getByLabel("Type d'élément").selectOption("contact");
    await row.waitFor();
    expect(await row.getByRole("cell").allTextContents()).toEqual([
      expect.stringMatching(/\S/),
      "Modification",
      `Demande de contact${request.nom}`,
      expect.stringMatching(/\d{2}:\d{2}/),
    ]);
    await page.getByLabel("Type d'élément").selectOption("article");
    await page.waitForURL((url) => url.searchParams.get("entite") === "article");
    await row.waitFor({ state: "detached" });
    // The person filter lists the users; the administrator did this one.
    await page.getByLabel("Type d'élément").selectOption("contact");
    await row.waitFor();
    const people = page.getByLabel("Personne");
    await expect.poll(() => people.locator("option").count()).toBeGreaterThan(1);
  });

  test("the dashboard and the three screens have no accessibility violation, at 360 px too", async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 360, height: 740 },
    ]) {
      const page = await signedIn();
      await page.setViewportSize(viewport);
      await page.getByRole("heading", { name: "En chiffres" }).waitFor();
      await loaded(page);
      expect(await wcagViolations(page), `/admin ${viewport.width}`).toEqual([]);
      for (const [path, heading] of [
        ["/admin/demandes", "Demandes de contact"],
        ["/admin/abonnes", "Abonnés à la newsletter"],
        ["/admin/journal", "Journal d'activité"],
      ] as const) {
        await page.goto(path);
        await page.getByRole("heading", { level: 1, name: heading }).waitFor();
        await loaded(page);
        expect(await wcagViolations(page), `${path} ${viewport.width}`).toEqual([]);
        // Nothing wider than the phone's screen but the tables' own scrolling boxes.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${path} ${viewport.width}`).toBeLessThanOrEqual(0);
      }
    }
  });
});
