// Issue 28: a contact request that fails to go through (the connection drops, or the server
// cannot keep it) leaves the form as the visitor typed it, with SPEC.md §5's 'Une erreur est
// survenue. Veuillez réessayer.' in the page's language, on the contact page and on a sector
// page's quote form, with JavaScript and without: never the site's error page.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import en from "../domain/i18n/en.json";
import fr from "../domain/i18n/fr.json";
import it from "../domain/i18n/it.json";
import { browserPerFile } from "./support/browser.ts";
import { createTemporaryDatabase, type TemporaryDatabase } from "./support/database.ts";
import { waitForHydration } from "./support/page.ts";
import { type RunningServer, startServer } from "./support/server.ts";

const { newPage } = browserPerFile();
const TEXTS = { fr, en, it } as const;
type Lang = keyof typeof TEXTS;

/** What the visitor types; the contact page's form also asks for a sector. */
const TYPED = {
  name: "Aminata Traoré",
  phone: "+223 76 00 00 00",
  email: "aminata@example.com",
  company: "Sahel Fret",
  message: "Nous cherchons un entrepôt à Bamako.",
};

/** The form of `url`'s page: the contact page's, or a sector page's quote form. */
const formOf = (page: Page, url: string) =>
  page.locator(url.endsWith("/contact") ? "main form" : "#devis form");

async function fillAndSend(form: Locator, lang: Lang, withSector: boolean) {
  const { contact } = TEXTS[lang];
  await form.getByLabel(contact.name, { exact: true }).fill(TYPED.name);
  await form.getByLabel(contact.phone, { exact: true }).fill(TYPED.phone);
  await form.getByLabel(contact.email, { exact: true }).fill(TYPED.email);
  await form.getByLabel(contact.company, { exact: true }).fill(TYPED.company);
  await form.getByLabel(contact.message, { exact: true }).fill(TYPED.message);
  if (withSector) await form.getByLabel(contact.service, { exact: true }).selectOption("mines");
  await form.getByRole("button", { name: contact.submit }).click();
}

/** The form after the failure: SPEC.md §5's message in `lang`, and every value typed. */
async function expectKeptWithMessage(page: Page, url: string, lang: Lang, withSector: boolean) {
  const { contact, form: formTexts } = TEXTS[lang];
  const form = formOf(page, url);
  const alert = form.getByRole("alert");
  await alert.waitFor();
  expect(await alert.textContent(), url).toBe(formTexts.submitError);
  expect(await form.getByLabel(contact.name, { exact: true }).inputValue()).toBe(TYPED.name);
  expect(await form.getByLabel(contact.phone, { exact: true }).inputValue()).toBe(TYPED.phone);
  expect(await form.getByLabel(contact.email, { exact: true }).inputValue()).toBe(TYPED.email);
  expect(await form.getByLabel(contact.company, { exact: true }).inputValue()).toBe(TYPED.company);
  expect(await form.getByLabel(contact.message, { exact: true }).inputValue()).toBe(TYPED.message);
  if (withSector)
    expect(await form.getByLabel(contact.service, { exact: true }).inputValue()).toBe("mines");
  // The button is ready for another try.
  expect(await form.getByRole("button", { name: contact.submit }).isEnabled()).toBe(true);
}

const PAGES: [string, Lang][] = [
  ["/contact", "fr"],
  ["/en/contact", "en"],
  ["/it/aviazione", "it"],
];

describe("a dropped connection, with JavaScript", () => {
  test.each(PAGES)("%s keeps the form, what was typed and says to try again", async (url, lang) => {
    const page = await newPage();
    await page.goto(url);
    await waitForHydration(page, url.endsWith("/contact") ? "main form" : "#devis form");
    // The post never gets an answer: the connection is cut, as on a mobile network.
    await page.route(
      (address) => address.pathname.startsWith(new URL(url, address).pathname),
      (route) => (route.request().method() === "POST" ? route.abort() : route.fallback()),
    );
    const withSector = url.endsWith("/contact");
    await fillAndSend(formOf(page, url), lang, withSector);
    await expectKeptWithMessage(page, url, lang, withSector);
  });

  test("the footer's newsletter subscription keeps the address and says to try again", async () => {
    const page = await newPage();
    await page.goto("/it/contatti");
    const form = page.locator("footer form");
    await waitForHydration(page, "footer form");
    await page.route("**/it/newsletter*", (route) =>
      route.request().method() === "POST" ? route.abort() : route.fallback(),
    );
    await form.getByLabel(it.newsletter.email, { exact: true }).fill(TYPED.email);
    await form.getByRole("button", { name: it.newsletter.submit }).click();
    await form.getByRole("alert").waitFor();
    expect(await form.getByRole("alert").textContent()).toBe(it.form.submitError);
    expect(await form.getByLabel(it.newsletter.email, { exact: true }).inputValue()).toBe(
      TYPED.email,
    );
  });
});

/**
 * A server of this file's own on a PostgreSQL database that refuses every contact request
 * (a trigger raises on insert): the failure is the server's for real, the shared server
 * stays as the other files expect it.
 */
describe("a server that cannot keep the request", () => {
  const POSTGRES_URL = process.env.PG_BASE_URL ?? "postgres://postgres@127.0.0.1:5432";
  let database: TemporaryDatabase;
  let dataDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTemporaryDatabase(POSTGRES_URL);
    dataDir = mkdtempSync(path.join(tmpdir(), "e2e-contact-failures-"));
    server = await startServer({
      dataDir,
      env: {
        DATABASE_URL: database.url,
        DEMO_CONTENT: "false",
        ADMIN_EMAIL: "admin.panne@example.com",
        ADMIN_PASSWORD: `e2e-${randomBytes(9).toString("hex")}`,
      },
      readyTimeoutMs: 90_000,
    });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query(`create function refuse_contact_request() returns trigger
        language plpgsql as $$ begin raise exception 'disque plein (test)'; end $$`);
      await client.query(`create trigger refuse_contact_request before insert on contact_requests
        for each row execute function refuse_contact_request()`);
    } finally {
      await client.end();
    }
  });
  afterAll(async () => {
    await server?.stop(2_000);
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  for (const javaScriptEnabled of [true, false]) {
    test.each(PAGES)(
      `%s keeps the form and says to try again (JavaScript ${javaScriptEnabled})`,
      async (url, lang) => {
        const page = await newPage({ javaScriptEnabled, baseURL: server.url });
        await page.goto(url);
        if (javaScriptEnabled)
          await waitForHydration(page, url.endsWith("/contact") ? "main form" : "#devis form");
        const withSector = url.endsWith("/contact");
        await fillAndSend(formOf(page, url), lang, withSector);
        await page.waitForLoadState();
        await expectKeptWithMessage(page, url, lang, withSector);
        // Still the page itself: its heading, not the error page's.
        expect(await page.locator("h1").first().textContent()).not.toBe(TEXTS[lang].error.title);
      },
    );
  }
});
