// The double opt-in pages on a real server of their own, with SMTP (the shared server has
// none). Plain HTTP, no browser: the pages must work without JavaScript, and a mail
// scanner opening a link (a GET) must change nothing.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import fr from "../domain/i18n/fr.json";
import it from "../domain/i18n/it.json";
import { startTestSmtp, type TestSmtp } from "../server/test/smtp-server.ts";
import { adminToken, newsletterSubscribers, uniqueSuffix } from "./support/api.ts";
import { createTemporaryDatabase, type TemporaryDatabase } from "./support/database.ts";
import { type RunningServer, startServer } from "./support/server.ts";

const ADMIN = { email: "admin.mail@example.com", password: `e2e-mail-${uniqueSuffix()}` };

let smtp: TestSmtp;
let server: RunningServer;
let database: TemporaryDatabase | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-mail-"));

beforeAll(async () => {
  smtp = await startTestSmtp();
  const sharedDatabaseUrl = process.env.DATABASE_URL?.trim();
  if (sharedDatabaseUrl) database = await createTemporaryDatabase(sharedDatabaseUrl);
  server = await startServer({
    dataDir,
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_CONTENT: "false",
      DATABASE_URL: database?.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: "site@example.com",
      CONTACT_NOTIFY_TO: "equipe@example.com",
    },
    readyTimeoutMs: 90_000,
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A page's visible text, near enough: tags dropped, entities decoded. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

const post = (url: string, fields: Record<string, string> = {}) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

const subscribed = async (email: string) =>
  (
    await newsletterSubscribers(
      server.url,
      await adminToken(server.url, ADMIN.email, ADMIN.password),
    )
  )
    .map((s) => s.email)
    .includes(email);

describe("newsletter links with SMTP", () => {
  test("a subscription counts once its page's button is pressed; opening the links changes nothing", async () => {
    const email = `lecteur.${uniqueSuffix()}@example.com`;
    // The footer's form posted without JavaScript, from the Italian site.
    const answer = await post(`${server.url}/it/newsletter`, { email, langue: "it" });
    expect(answer.status).toBe(200);
    expect(textOf(await answer.text())).toContain(it.newsletter.checkInbox);

    const mails = await smtp.waitFor(1, 20_000);
    const links = mails.at(-1)?.text.match(/http:\/\/127\.0\.0\.1:\d+\/\S+/g) ?? [];
    const [confirmLink = "", unsubscribeLink = ""] = links;
    expect(confirmLink).toContain("/it/newsletter/conferma/");
    expect(unsubscribeLink).toContain("/it/newsletter/disiscrizione/");

    const confirmPage = await fetch(confirmLink);
    expect(confirmPage.status).toBe(200);
    const confirmHtml = await confirmPage.text();
    expect(confirmHtml).toMatch(/<form[^>]*method="post"/);
    expect(textOf(confirmHtml)).toContain(it.newsletter.confirmButton);
    expect(await subscribed(email)).toBe(false);

    const confirmed = await post(confirmLink);
    expect(confirmed.status).toBe(200);
    expect(textOf(await confirmed.text())).toContain(it.newsletter.confirmed);
    expect(await subscribed(email)).toBe(true);

    const unsubscribePage = await fetch(unsubscribeLink);
    expect(unsubscribePage.status).toBe(200);
    expect(textOf(await unsubscribePage.text())).toContain(it.newsletter.unsubscribeButton);
    expect(await subscribed(email)).toBe(true);

    const unsubscribed = await post(unsubscribeLink);
    expect(unsubscribed.status).toBe(200);
    expect(textOf(await unsubscribed.text())).toContain(it.newsletter.unsubscribed);
    expect(await subscribed(email)).toBe(false);
  });

  test("a bad token gets the page's refusal in French, never a 500", async () => {
    for (const page of ["confirmation", "desinscription"]) {
      const response = await post(`${server.url}/newsletter/${page}/${"A".repeat(43)}`);
      expect(response.status).toBe(404);
      const text = textOf(await response.text());
      expect(text).toContain(
        page === "confirmation" ? fr.newsletter.confirmInvalid : fr.newsletter.unsubscribeInvalid,
      );
    }
  });
});
