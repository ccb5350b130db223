// The forgotten-password pages as a browser without JavaScript meets them (issue 18): the
// real web build through app.inject, the real SMTP test server for the mail.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../../../domain/accounts.ts";
import { DEFAULT_MAIL_TIMINGS } from "../../config.ts";
import { passwordResets } from "../../db/schema.ts";
import { startTestSmtp, type TestSmtp } from "../../test/smtp-server.ts";
import { createTestApp, createUser, login, loginAsAdmin } from "../../test/test-app.ts";

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" };
const FORM = { ...BROWSER, "content-type": "application/x-www-form-urlencoded" };
const NEW_PASSWORD = "Mot-de-passe-neuf-3";

/** What the page says, without its markup (apostrophes as React writes them). */
const textOf = (html: string) => html.replaceAll("&#x27;", "'").replaceAll("&#39;", "'");

describe("the forgotten-password pages with mail configured", () => {
  let smtp: TestSmtp;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await createTestApp({
      config: {
        serveWeb: true,
        logLevel: "info",
        mail: {
          ...DEFAULT_MAIL_TIMINGS,
          smtpUrl: smtp.url,
          from: "site@example.com",
          contactNotifyTo: ["equipe@example.com"],
          contactNotifyToBySector: {},
          pollIntervalMs: 50,
        },
      },
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it("mails a link from the form, whose page sets the password once, without JavaScript", async () => {
    const { token: adminToken } = await loginAsAdmin(app);
    const user = await createUser(app, adminToken);

    const form = await app.inject({ url: "/conseiller/mot-de-passe-oublie", headers: BROWSER });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('name="email"');
    const sent = await app.inject({
      method: "POST",
      url: "/conseiller/mot-de-passe-oublie",
      headers: FORM,
      payload: new URLSearchParams({ email: user.email }).toString(),
    });
    expect(sent.statusCode).toBe(200);
    expect(textOf(sent.body)).toContain(ACCOUNT_MESSAGES.resetRequested);

    const [mail] = await smtp.waitFor(1);
    const link = /http:\/\/localhost(\/conseiller\/nouveau-mot-de-passe\/[\w-]+)/.exec(
      mail?.text ?? "",
    )?.[1] as string;
    const token = link.split("/").at(-1) as string;

    // The link's page sends on without the token, which a cookie of that page keeps.
    const opened = await app.inject({ url: link, headers: BROWSER });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe("/conseiller/nouveau-mot-de-passe");
    expect(opened.headers["referrer-policy"]).toBe("no-referrer");
    const cookie = String(opened.headers["set-cookie"]).split(";")[0] as string;
    expect(cookie).toContain(token);
    // The area's path: a client navigation posts to `/conseiller/nouveau-mot-de-passe.data`.
    expect(String(opened.headers["set-cookie"])).toMatch(/; Path=\/conseiller; HttpOnly/);

    const page = await app.inject({
      url: "/conseiller/nouveau-mot-de-passe",
      headers: { ...BROWSER, cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="confirmation"');
    expect(page.body).toContain("Au moins 8 caractères");

    const post = (fields: Record<string, string>) =>
      app.inject({
        method: "POST",
        url: "/conseiller/nouveau-mot-de-passe",
        headers: { ...FORM, cookie },
        payload: new URLSearchParams(fields).toString(),
      });
    const differ = await post({ motDePasse: NEW_PASSWORD, confirmation: "autre-chose-1" });
    expect(differ.statusCode).toBe(400);
    expect(differ.body).toContain("Les mots de passe ne correspondent pas.");

    const done = await post({ motDePasse: NEW_PASSWORD, confirmation: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(textOf(done.body)).toContain(ACCOUNT_MESSAGES.passwordReset);
    expect(done.body).toContain('href="/conseiller/connexion"');
    await login(app, user.email, NEW_PASSWORD);

    // The same link again: the page says it is dead, and a post changes nothing.
    const again = await app.inject({
      url: "/conseiller/nouveau-mot-de-passe",
      headers: { ...BROWSER, cookie },
    });
    expect(textOf(again.body)).toContain(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect(again.body).not.toContain('name="confirmation"');
    const reused = await post({ motDePasse: "Encore-autre-4", confirmation: "Encore-autre-4" });
    expect(reused.statusCode).toBe(400);
    await login(app, user.email, NEW_PASSWORD);

    // The request log names the link's page, never its token.
    const log = lines.join("\n");
    expect(log).toContain("/conseiller/nouveau-mot-de-passe/…");
    expect(log).not.toContain(token);
  });

  it("says an expired link is dead", async () => {
    const { token: adminToken } = await loginAsAdmin(app);
    const user = await createUser(app, adminToken, { role: "administrateur" });
    const before = smtp.received.length;
    await app.inject({
      method: "POST",
      url: "/admin/mot-de-passe-oublie",
      headers: FORM,
      payload: new URLSearchParams({ email: user.email }).toString(),
    });
    const mails = await smtp.waitFor(before + 1);
    const link = /http:\/\/localhost(\/admin\/nouveau-mot-de-passe\/[\w-]+)/.exec(
      mails.at(-1)?.text ?? "",
    )?.[1] as string;
    await app.services.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const opened = await app.inject({ url: link, headers: BROWSER });
    const cookie = String(opened.headers["set-cookie"]).split(";")[0] as string;
    const page = await app.inject({
      url: "/admin/nouveau-mot-de-passe",
      headers: { ...BROWSER, cookie },
    });
    expect(textOf(page.body)).toContain(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect(page.body).not.toContain('name="confirmation"');
  });

  it("says a link is dead when its page is opened without one", async () => {
    const page = await app.inject({ url: "/admin/nouveau-mot-de-passe", headers: BROWSER });
    expect(page.statusCode).toBe(200);
    expect(textOf(page.body)).toContain(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect(page.body).toContain('href="/admin/mot-de-passe-oublie"');
  });
});

describe("the forgotten-password page without mail", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ config: { serveWeb: true } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("tells to ask an administrator, and the operator's command", async () => {
    const page = await app.inject({ url: "/admin/mot-de-passe-oublie", headers: BROWSER });
    expect(page.statusCode).toBe(200);
    expect(textOf(page.body)).toContain("Demandez à un administrateur");
    expect(page.body).toContain("npm run admin:password");
    expect(page.body).not.toContain('name="email"');
  });
});
