// Job applications in a real browser (issue 32, point 2; ADR 066): a candidate applies on an
// open offer's page with and without JavaScript, in French, English and Italian; a renamed
// picture is refused beside the CV field, what was typed staying; a closed offer takes no
// application; staff read, filter, download and delete in /admin/candidatures, and nobody
// else gets the CV. The server accepts 5 applications per address in 15 minutes: this file
// sends 4.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { samplePdf } from "../domain/pdf-sample.ts";
import { adminToken, createUser, newUser, signIn, uniqueSuffix } from "./support/api.ts";
import { signedInAdmin, wcagViolations } from "./support/back-office.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";
import { waitForHydration } from "./support/page.ts";

const { baseUrl, adminEmail, adminPassword } = e2eEnv();
const { newPage } = browserPerFile();
const DAY = 24 * 60 * 60 * 1000;
const suffix = uniqueSuffix();
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

interface Offer {
  id: string;
  slugs: { fr: string; en: string; it: string };
}

/** An offer created through the API, closing `days` from today (a negative day: closed). */
async function createOffer(token: string, title: string, days: number): Promise<Offer> {
  const form = new FormData();
  const fields: Record<string, string> = {
    "titre[fr]": `${title} ${suffix}`,
    "titre[en]": `Site logistics manager ${suffix}`,
    "titre[it]": `Responsabile logistico di sito ${suffix}`,
    "lieu[fr]": "Abidjan, port autonome",
    "lieu[en]": "Abidjan, autonomous port",
    "lieu[it]": "Abidjan, porto autonomo",
    "description[fr]": "Coordonner les équipes de quai et les transitaires.",
    "description[en]": "Coordinate the dock teams and the forwarders.",
    "description[it]": "Coordinare le squadre di banchina e gli spedizionieri.",
    secteur: "logistique",
    codePays: "ci",
    typeContrat: "CDI",
    dateCloture: new Date(Date.now() + days * DAY).toISOString().slice(0, 10),
    etat: "publié",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${baseUrl}/api/v1/offres-emploi`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { data?: { _id: string; slugs: Offer["slugs"] } };
  if (!body.data) throw new Error(`e2e: the offer was not created (${response.status})`);
  return { id: body.data._id, slugs: body.data.slugs };
}

const cvFile = (name = "CV Mariam Koné.pdf") => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(samplePdf()),
});

async function fill(page: Page, values: { nom: string; email: string; telephone: string }) {
  await page.getByLabel(/^(Nom complet|Full name|Nome e cognome)/).fill(values.nom);
  await page.getByLabel(/^Email/).fill(values.email);
  await page.getByLabel(/^(Téléphone|Phone|Telefono)/).fill(values.telephone);
}

const cvInput = (page: Page) => page.locator('input[name="cv"]');

describe("applying to a job offer", () => {
  let token: string;
  let open: Offer;
  let closed: Offer;

  beforeAll(async () => {
    token = await adminToken(baseUrl, adminEmail, adminPassword);
    open = await createOffer(token, "Responsable logistique de site", 20);
    closed = await createOffer(token, "Chef d'équipe de quai", -2);
  });

  test("with JavaScript, in English: a renamed picture is refused beside the CV, the fields stay, then a PDF is taken", async () => {
    const page = await newPage({ locale: "en-GB" });
    await page.goto(`/en/careers/${open.slugs.en}`);
    await waitForHydration(page);
    await page.getByRole("heading", { level: 2, name: "Apply" }).waitFor();
    const candidate = {
      nom: `Mariam Koné ${suffix}`,
      email: `mariam.${suffix}@example.com`,
      telephone: "+225 07 11 22 33 44",
    };
    await fill(page, candidate);
    await cvInput(page).setInputFiles({
      name: "photo.pdf",
      mimeType: "application/pdf",
      buffer: PNG,
    });
    await page.getByRole("button", { name: "Send my application" }).click();
    await expect.poll(() => cvInput(page).getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await cvInput(page).getAttribute("aria-describedby")) ?? "";
    const errorId = describedBy.split(" ").find((id) => id.endsWith("-error"));
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe(
      "The CV must be a PDF file: the file sent is not one (a picture or a document renamed .pdf, for example).",
    );
    // Nothing typed was lost.
    expect(await page.getByLabel(/^Full name/).inputValue()).toBe(candidate.nom);
    expect(await page.getByLabel(/^Email/).inputValue()).toBe(candidate.email);

    await cvInput(page).setInputFiles(cvFile());
    await page.getByRole("button", { name: "Send my application" }).click();
    await page.getByText("Thank you! Your application has been sent.").waitFor();
  });

  test("without JavaScript, in Italian: the server answers the post, the fields given back, then thanks", async () => {
    const page = await newPage({ javaScriptEnabled: false, locale: "it-IT" });
    await page.goto(`/it/carriere/${open.slugs.it}`);
    await fill(page, {
      nom: `Giulia Rossi ${suffix}`,
      // What the browser lets through (no JavaScript: its own check) and the server refuses.
      email: "giulia@example",
      telephone: "+39 333 123 4567",
    });
    await cvInput(page).setInputFiles(cvFile("cv-giulia.pdf"));
    await page.getByRole("button", { name: "Invia la mia candidatura" }).click();
    await page.getByText("L'indirizzo email non è valido.").first().waitFor();
    expect(await page.getByLabel(/^Nome e cognome/).inputValue()).toBe(`Giulia Rossi ${suffix}`);
    await page.getByText("allegatelo di nuovo").waitFor();

    await page.getByLabel(/^Email/).fill(`giulia.${suffix}@example.com`);
    await cvInput(page).setInputFiles(cvFile("cv-giulia.pdf"));
    await page.getByRole("button", { name: "Invia la mia candidatura" }).click();
    await page.getByText("Grazie! La vostra candidatura è stata inviata.").waitFor();
  });

  test("a closed offer's page takes no application, and the API refuses it in French", async () => {
    const page = await newPage();
    const response = await page.goto(`/carrieres/${closed.slugs.fr}`);
    expect(response?.status()).toBe(410);
    await page.getByRole("heading", { name: "Cette offre est clôturée" }).waitFor();
    expect(await cvInput(page).count()).toBe(0);

    const form = new FormData();
    form.append("nom", "Awa Sow");
    form.append("email", "awa@example.com");
    form.append("telephone", "+221 77 000 00 00");
    form.append("cv", new Blob([new Uint8Array(samplePdf())]), "cv.pdf");
    const refused = await fetch(`${baseUrl}/api/v1/offres-emploi/${closed.id}/candidatures`, {
      method: "POST",
      body: form,
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "Cette offre d'emploi est close : elle ne reçoit plus de candidatures.",
    );
  });

  test("in the inbox, staff filter by offer, read the detail, download the CV and delete; nobody else gets the file", async () => {
    // One more, in French, through the page with JavaScript.
    const visitor = await newPage();
    await visitor.goto(`/carrieres/${open.slugs.fr}`);
    await waitForHydration(visitor);
    const name = `Ibrahima Sarr ${suffix}`;
    await fill(visitor, {
      nom: name,
      email: `ibrahima.${suffix}@example.com`,
      telephone: "+221 77 654 32 10",
    });
    await cvInput(visitor).setInputFiles(cvFile("CV Ibrahima Sarr.pdf"));
    await visitor.getByRole("button", { name: "Envoyer ma candidature" }).click();
    await visitor.getByText("Merci\u202f! Votre candidature a bien été envoyée.").waitFor();

    const page = await signedInAdmin(newPage, adminEmail, adminPassword);
    const link = page
      .getByRole("navigation", { name: "Administration" })
      .getByRole("link", { name: /^Candidatures/ });
    await expect
      .poll(async () => Number(/\d+/.exec((await link.textContent()) ?? "")?.[0] ?? 0))
      .toBeGreaterThan(0);
    // The dashboard counts the unread ones too, and its card opens them.
    await page.goto("/admin");
    const unreadCard = page.getByRole("main").getByRole("link", { name: /Candidatures non lues/ });
    await expect
      .poll(async () => Number(/\d+/.exec((await unreadCard.textContent()) ?? "")?.[0] ?? 0))
      .toBeGreaterThan(0);
    expect(await unreadCard.getAttribute("href")).toBe("/admin/candidatures?lu=false");
    await link.click();
    await page.getByRole("heading", { level: 1, name: "Candidatures" }).waitFor();
    await page.getByLabel("Offre").selectOption(open.id);
    await page.waitForURL((url) => url.searchParams.get("offre") === open.id);
    const card = page.getByRole("article", { name });
    await card.waitFor();
    expect(await page.getByRole("article").count()).toBe(3);
    expect(await wcagViolations(page)).toEqual([]);

    await card.getByRole("button", { name: "Voir le détail" }).click();
    await card.getByText("CV Ibrahima Sarr.pdf").waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("button", { name: /^Télécharger le CV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("CV Ibrahima Sarr.pdf");
    const path = await download.path();
    const { readFile } = await import("node:fs/promises");
    expect(Buffer.compare(await readFile(path), Buffer.from(samplePdf()))).toBe(0);
    // Reading the CV marked it read.
    await card.getByText("Lue", { exact: true }).waitFor();

    // The CV's address answers no visitor and no adviser without the offer.
    const { rows } = await listFor(token, open.id);
    const mine = rows.find((row) => row.nom === name);
    const cvUrl = `${baseUrl}/api/v1/candidatures/${mine?._id}/cv`;
    expect((await fetch(cvUrl)).status).toBe(401);
    const adviser = newUser();
    await createUser(baseUrl, token, adviser);
    const adviserToken = (await signIn(baseUrl, adviser.email, adviser.motDePasse)).body.token;
    const asAdviser = await fetch(cvUrl, { headers: { authorization: `Bearer ${adviserToken}` } });
    expect(asAdviser.status).toBe(404);
    expect(asAdviser.headers.get("content-type")).toMatch(/^application\/json/);

    await card.getByRole("button", { name: "Supprimer" }).click();
    await card.getByRole("button", { name: "Supprimer" }).click();
    await page.getByText("Candidature supprimée.").waitFor();
    await card.waitFor({ state: "detached" });
    expect((await fetch(cvUrl, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      404,
    );
  });

  test("the inbox fits a phone's 360 px without scrolling sideways", async () => {
    const page = await signedInAdmin(newPage, adminEmail, adminPassword, {
      viewport: { width: 360, height: 740 },
    });
    await page.goto("/admin/candidatures");
    await page.getByRole("article").first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    expect(await wcagViolations(page)).toEqual([]);
  });
});

async function listFor(token: string, offre: string) {
  const response = await fetch(`${baseUrl}/api/v1/candidatures?offre=${offre}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { _id: string; nom: string }[] };
  return { rows: body.data };
}
