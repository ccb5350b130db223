// The dashboards (issue 31 point 6): the charts show their figures as text, the page they
// make reads without any script, and axe finds nothing on them at 360 and 1280 px.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { waitUntil } from "../server/test/wait.ts";
import { ADMIN_SIGN_IN, ADVISER_SIGN_IN } from "./support/admin.ts";
import {
  adminToken,
  createArticle,
  createUser,
  type NewUser,
  newUser,
  signIn,
  uniqueSuffix,
} from "./support/api.ts";
import { signedInAt, wcagViolations } from "./support/back-office.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";

const { baseUrl, adminEmail, adminPassword } = e2eEnv();
const { newPage } = browserPerFile();

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
];
const READERS = 3;

/** Today as the server counts days (UTC), and as the views table names it. */
const today = new Intl.DateTimeFormat("fr-FR", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
}).format(new Date());

async function api<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`e2e: GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Waits until every panel has read its figures. */
async function dashboardRead(page: Page) {
  await page.getByRole("heading", { level: 1, name: /^Bienvenue, / }).waitFor();
  await page.getByRole("figure").first().waitFor();
  await page.getByText("Chargement en cours...").first().waitFor({ state: "detached" });
}

/** The rows of the table that gives a chart's figures (hidden from sight, read aloud). */
function figureRows(page: Page, name: RegExp) {
  return page
    .getByRole("figure", { name })
    .getByRole("table")
    .getByRole("row")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim() ?? "")),
    );
}

describe("dashboards", () => {
  let adviser: NewUser;
  let adviserToken = "";
  const published = `Lecture mesurée ${uniqueSuffix()}`;
  const draft = `Brouillon du tableau de bord ${uniqueSuffix()}`;

  beforeAll(async () => {
    const token = await adminToken(baseUrl, adminEmail, adminPassword);
    adviser = newUser({ prenom: "Aminata", role: "conseiller" });
    await createUser(baseUrl, token, adviser);
    adviserToken = String((await signIn(baseUrl, adviser.email, adviser.motDePasse)).body.token);
    const article = await createArticle(baseUrl, adviserToken, published, "publié");
    await createArticle(baseUrl, adviserToken, draft);
    // Three visitors read the adviser's article today (one twice: it counts once).
    for (const reader of [1, 2, 3, 3]) {
      const response = await fetch(`${baseUrl}/api/v1/articles/${article.slugs.fr}?lang=fr`, {
        headers: { "user-agent": `Mozilla/5.0 (lecteur du tableau ${reader})` },
      });
      expect(response.status).toBe(200);
    }
    // Views are written every two seconds: the dashboard's API says when they are.
    await waitUntil(
      async () =>
        (await api<{ data: { totalVues: number } }>("/tableau-de-bord", adviserToken)).data
          .totalVues === READERS,
      "the adviser's three views written",
    );
    // Two requests for the aviation sector this week.
    for (const nom of ["Awa Sow", "Ibrahima Fall"]) {
      const sent = await fetch(`${baseUrl}/api/v1/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          nom,
          numero: "+221 77 123 45 67",
          email: "demande@example.com",
          description: "Bonjour, je cherche un vol affrété pour une équipe de douze personnes.",
          secteur: "aviation",
        }),
      });
      expect(sent.status).toBe(201);
    }
  });

  const signedInAdviser = () =>
    signedInAt(newPage, ADVISER_SIGN_IN, adviser.email, adviser.motDePasse);

  test("an adviser sees their own views per day, their most read item and their draft", async () => {
    const page = await signedInAdviser();
    await dashboardRead(page);
    const rows = await figureRows(page, /Vues de vos contenus par jour/);
    // A heading row, then the 30 days, today last with its three visitors.
    expect(rows).toHaveLength(31);
    expect(rows[0]).toEqual(["Jour", "Vues"]);
    expect(rows.at(-1)).toEqual([today, String(READERS)]);
    expect(rows.slice(1, -1).every(([, views]) => views === "0")).toBe(true);
    await page
      .getByRole("figure", { name: /Vues de vos contenus/ })
      .getByText(`${READERS} vues du `)
      .waitFor();

    const mostRead = page.getByRole("region", { name: /Les plus lus/ });
    const link = mostRead.getByRole("link", { name: `${published} fr` });
    expect(await mostRead.getByRole("listitem").count()).toBe(1);
    await mostRead.getByText(`${READERS} vues`).waitFor();
    const drafts = page.getByRole("region", { name: "Mes brouillons" });
    await drafts.getByRole("link", { name: `${draft} fr` }).waitFor();
    // The advisers' dashboards have no contact requests chart: those are the administrators'.
    expect(await page.getByRole("figure").count()).toBe(1);
    // The most read item opens its edit screen in the adviser's area.
    await link.click();
    await page.waitForURL(/\/conseiller\/articles\/modifier\//);
  });

  test("the administrator's requests chart gives each sector's figures of the week as text", async () => {
    const page = await signedInAt(newPage, ADMIN_SIGN_IN, adminEmail, adminPassword);
    await dashboardRead(page);
    const token = await adminToken(baseUrl, adminEmail, adminPassword);
    const { data } = await api<{
      data: { semaines: { parSecteur: Record<string, number>; total: number }[] };
    }>("/tableau-de-bord/demandes", token);
    const thisWeek = data.semaines.at(-1);
    expect(thisWeek?.parSecteur.aviation).toBeGreaterThanOrEqual(2);
    const rows = await figureRows(page, /Demandes par secteur/);
    expect(rows[0]).toEqual([
      "Semaine du",
      "Immobilier",
      "Aviation",
      "Mines",
      "Logistique",
      "Total",
    ]);
    expect(rows).toHaveLength(13);
    expect(rows.at(-1)?.slice(1)).toEqual(
      [
        thisWeek?.parSecteur.immobilier,
        thisWeek?.parSecteur.aviation,
        thisWeek?.parSecteur.mines,
        thisWeek?.parSecteur.logistique,
        thisWeek?.total,
      ].map(String),
    );
    // A link creating each type.
    for (const name of [
      "Ajouter une réalisation",
      "Ajouter un article",
      "Ajouter une opportunité",
    ]) {
      await page.getByRole("link", { name }).waitFor();
    }
  });

  test("the dashboard as drawn reads without JavaScript: charts, figures and links", async () => {
    const page = await signedInAdviser();
    await dashboardRead(page);
    const html = await page.evaluate(() => `<!DOCTYPE html>${document.documentElement.outerHTML}`);
    const url = page.url();

    // The same markup in a browser that runs no script: nothing left to draw it.
    const noScript = await newPage({ javaScriptEnabled: false });
    await noScript.route(url, (route) =>
      route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
    );
    await noScript.goto(url);
    const figure = noScript.getByRole("figure", { name: /Vues de vos contenus par jour/ });
    await figure.waitFor();
    const bars = figure.locator("svg rect.fill-brand-600");
    expect(await bars.count()).toBe(1);
    expect((await bars.first().boundingBox())?.height).toBeGreaterThan(20);
    expect(await figure.locator("svg text").allTextContents()).toHaveLength(5);
    const rows = await figureRows(noScript, /Vues de vos contenus par jour/);
    expect(rows.at(-1)).toEqual([today, String(READERS)]);
    await noScript
      .getByRole("link", { name: `${published} fr` })
      .first()
      .waitFor();
  });

  test("axe finds nothing on either dashboard at 360 and 1280 px, and nothing overflows", async () => {
    for (const [who, open] of [
      ["administrator", () => signedInAt(newPage, ADMIN_SIGN_IN, adminEmail, adminPassword)],
      ["adviser", signedInAdviser],
    ] as const) {
      for (const viewport of VIEWPORTS) {
        const page = await open();
        await page.setViewportSize(viewport);
        await dashboardRead(page);
        expect(await wcagViolations(page), `${who} ${viewport.width}`).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${who} ${viewport.width}`).toBeLessThanOrEqual(0);
      }
    }
  });
});
