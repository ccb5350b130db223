// A staff member's own account in Chromium (issue 18), on a real server of its own with
// SMTP (the shared server has none) at http://localhost:PORT, the host a passkey's
// relying party may be (an IP address may not): the forgotten password through the mailed
// link, the profile, and a passkey made and used with the DevTools protocol's virtual
// authenticator. axe checks every new screen.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ACCOUNT_MESSAGES } from "../domain/accounts.ts";
import { AUTH_MESSAGES } from "../domain/auth.ts";
import { openDatabase } from "../server/db/client.ts";
import { startTestSmtp, type TestSmtp } from "../server/test/smtp-server.ts";
import { ADMIN_SIGN_IN, ADVISER_SIGN_IN, signInHere } from "./support/admin.ts";
import { adminToken, createUser, newUser, signIn, uniqueSuffix } from "./support/api.ts";
import { wcagViolations } from "./support/back-office.ts";
import { browserPerFile } from "./support/browser.ts";
import { createTemporaryDatabase, type TemporaryDatabase } from "./support/database.ts";
import { expectPath, waitForHydration } from "./support/page.ts";
import { freePort, type RunningServer, startServer } from "./support/server.ts";

const ADMIN = { email: "admin.compte@example.com", password: `e2e-compte-${uniqueSuffix()}` };

let smtp: TestSmtp;
let server: RunningServer;
let baseUrl: string;
let database: TemporaryDatabase | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-account-"));
const { newPage } = browserPerFile();

let port: number;

/** This file's server: its own administrator, mail to the test SMTP server. */
function start(): Promise<RunningServer> {
  return startServer({
    dataDir,
    port,
    env: {
      PUBLIC_URL: baseUrl,
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
}

/**
 * Runs `statement` on the server's database, as time passing would have changed it.
 * PostgreSQL is reached beside the server; the embedded database opens in one process
 * only, so the server stops meanwhile and starts again on the same folder and port.
 */
async function asIfTimePassed(statement: SQL): Promise<void> {
  if (database) {
    const opened = await openDatabase({ databaseUrl: database.url, dataDir });
    await opened.db.execute(statement);
    await opened.close();
    return;
  }
  await server.stop();
  const embedded = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await embedded.db.execute(statement);
  } finally {
    await embedded.close();
  }
  server = await start();
}

/** Dates back the reset links of `email` by an hour and a minute, as an hour passing would. */
const expireResetLinks = (email: string) =>
  asIfTimePassed(sql`update password_resets set expires_at = now() - interval '1 minute'
    where user_id = (select id from users where email = ${email})`);

/** Makes the sessions of `email` ten minutes old: their sign-in proves presence no more. */
const ageSessions = (email: string) =>
  asIfTimePassed(sql`update refresh_tokens
    set presence_confirmed_at = now() - interval '10 minutes'
    where user_id = (select id from users where email = ${email})`);

beforeAll(async () => {
  smtp = await startTestSmtp();
  const sharedDatabaseUrl = process.env.DATABASE_URL?.trim();
  if (sharedDatabaseUrl) database = await createTemporaryDatabase(sharedDatabaseUrl);
  port = await freePort();
  baseUrl = `http://localhost:${port}`;
  server = await start();
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** An adviser created by the administrator, with the password they were given. */
async function newAdviser() {
  const user = newUser();
  const { id } = await createUser(
    baseUrl,
    await adminToken(baseUrl, ADMIN.email, ADMIN.password),
    user,
  );
  return { ...user, id };
}

/** Chromium's virtual authenticator on `page`: it makes and uses passkeys, user verified. */
async function virtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

/** The administrator sets an adviser's status (PUT /utilisateurs/{id}). */
async function setStatus(adviser: Awaited<ReturnType<typeof newAdviser>>, statut: string) {
  const response = await fetch(`${baseUrl}/api/v1/utilisateurs/${adviser.id}`, {
    method: "PUT",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${await adminToken(baseUrl, ADMIN.email, ADMIN.password)}`,
    },
    body: JSON.stringify({
      prenom: "Khady",
      nom: adviser.nom,
      email: adviser.email,
      role: "conseiller",
      statut,
    }),
  });
  expect(response.status).toBe(200);
}

const pageHere = () => newPage({ baseURL: baseUrl });

async function expectNoViolations(page: Page) {
  expect(await wcagViolations(page)).toEqual([]);
}

/** The reset link of the latest mail to `email`. */
async function mailedLink(email: string, count: number): Promise<string> {
  const mails = await smtp.waitFor(count);
  const mail = mails.filter((m) => m.to.includes(email)).at(-1);
  const link = /http:\/\/localhost:\d+\/\S+/.exec(mail?.text ?? "")?.[0];
  if (!link) throw new Error(`no link mailed to ${email}`);
  return link;
}

describe("forgotten password", () => {
  test("from the sign-in page to a new password through the mailed link, which then is dead", async () => {
    const adviser = await newAdviser();
    const page = await pageHere();
    await page.goto(ADVISER_SIGN_IN.path);
    await waitForHydration(page, "form");
    await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
    await expectPath(page, "/conseiller/mot-de-passe-oublie");
    await expectNoViolations(page);

    const before = smtp.received.length;
    await page.getByLabel("Email", { exact: true }).fill(adviser.email);
    await page.getByRole("button", { name: "Recevoir un lien" }).click();
    await page.getByRole("status").getByText(ACCOUNT_MESSAGES.resetRequested).waitFor();
    const link = await mailedLink(adviser.email, before + 1);

    await page.goto(link);
    await expectPath(page, "/conseiller/nouveau-mot-de-passe");
    expect(page.url()).not.toContain(link.split("/").at(-1));
    await page.getByLabel("Nouveau mot de passe", { exact: true }).waitFor();
    await expectNoViolations(page);
    const password = `Neuf-${uniqueSuffix()}`;
    await page.getByLabel("Nouveau mot de passe", { exact: true }).fill(password);
    await page.getByLabel("Confirmer le mot de passe", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
    await page.getByText(ACCOUNT_MESSAGES.passwordReset).waitFor();
    await expectNoViolations(page);

    await page.getByRole("link", { name: "Se connecter" }).click();
    await expectPath(page, ADVISER_SIGN_IN.path);
    await signInHere(page, ADVISER_SIGN_IN, adviser.email, password);
    await expectPath(page, ADVISER_SIGN_IN.home);

    // The same link a second time, in another browser: dead, and the password stays.
    const again = await pageHere();
    await again.goto(link);
    await again.getByText(ACCOUNT_MESSAGES.resetLinkInvalid).waitFor();
    await expectNoViolations(again);
    expect(await again.getByLabel("Nouveau mot de passe", { exact: true }).count()).toBe(0);
    expect((await signIn(baseUrl, adviser.email, password)).status).toBe(200);
  });

  test("an expired link is dead", async () => {
    const adviser = await newAdviser();
    const before = smtp.received.length;
    await fetch(`${baseUrl}/api/v1/auth/mot-de-passe-oublie`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: adviser.email }),
    });
    const link = await mailedLink(adviser.email, before + 1);
    await expireResetLinks(adviser.email);
    const page = await pageHere();
    await page.goto(link);
    await page.getByText(ACCOUNT_MESSAGES.resetLinkInvalid).waitFor();
    await page.getByRole("link", { name: "Demander un nouveau lien" }).waitFor();
  });
});

describe("my profile and passkeys", () => {
  test("an adviser changes their name and password, then signs in with a passkey without typing an email", async () => {
    const adviser = await newAdviser();
    const page = await pageHere();
    await page.goto(ADVISER_SIGN_IN.path);
    await signInHere(page, ADVISER_SIGN_IN, adviser.email, adviser.motDePasse);
    await expectPath(page, ADVISER_SIGN_IN.home);

    await page.getByRole("link", { name: "Mon profil" }).click();
    await expectPath(page, "/conseiller/profil");
    await page.getByRole("heading", { level: 1, name: "Mon profil" }).waitFor();
    await page.getByText("Aucune clé d'accès pour l'instant.").waitFor();
    await expectNoViolations(page);

    // Name and phone.
    await page.getByLabel("Prénom", { exact: true }).fill("Khady");
    await page.getByLabel("Téléphone", { exact: true }).fill("+221 77 000 11 22");
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await page.getByText(ACCOUNT_MESSAGES.profileUpdated).waitFor();
    await page.getByText(`Khady ${adviser.nom}`, { exact: true }).waitFor();

    // The password: the current one is checked.
    const newPassword = `Profil-${uniqueSuffix()}`;
    await page.getByLabel("Mot de passe actuel").fill("pas-le-bon-1");
    await page.getByLabel("Nouveau mot de passe", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirmer le nouveau mot de passe").fill(newPassword);
    await page.getByRole("button", { name: "Changer le mot de passe" }).click();
    await page.getByText(ACCOUNT_MESSAGES.currentPasswordWrong).first().waitFor();
    await page.getByLabel("Mot de passe actuel").fill(adviser.motDePasse);
    await page.getByRole("button", { name: "Changer le mot de passe" }).click();
    await page.getByText(ACCOUNT_MESSAGES.passwordChanged).waitFor();
    expect((await signIn(baseUrl, adviser.email, newPassword)).status).toBe(200);

    // A passkey, made by Chromium's virtual authenticator.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    await page.getByRole("button", { name: "Ajouter une clé d'accès" }).click();
    await page.getByText(ACCOUNT_MESSAGES.passkeyAdded).waitFor();
    await page.getByText(/^Ajoutée le /).waitFor();
    await expectNoViolations(page);

    // Signed out, then in again with the key alone.
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expectPath(page, ADVISER_SIGN_IN.path);
    await waitForHydration(page, "form");
    await page.getByRole("button", { name: "Se connecter avec une clé d'accès" }).click();
    await expectPath(page, ADVISER_SIGN_IN.home);
    await page.getByText(`Khady ${adviser.nom}`, { exact: true }).waitFor();

    // A deactivated account's key opens nothing.
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expectPath(page, ADVISER_SIGN_IN.path);
    await setStatus(adviser, "inactif");
    await waitForHydration(page, "form");
    await page.getByRole("button", { name: "Se connecter avec une clé d'accès" }).click();
    await page.getByRole("alert").getByText(AUTH_MESSAGES.accountInactive).waitFor();
    await setStatus(adviser, "actif");
    await page.getByRole("button", { name: "Se connecter avec une clé d'accès" }).click();
    await expectPath(page, ADVISER_SIGN_IN.home);

    // Removed from the profile, it signs in no more.
    await page.getByRole("link", { name: "Mon profil" }).click();
    await page.getByRole("button", { name: /^Supprimer la clé d'accès/ }).click();
    await page.getByText(ACCOUNT_MESSAGES.passkeyRemoved).waitFor();
    await page.getByText("Aucune clé d'accès pour l'instant.").waitFor();
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expectPath(page, ADVISER_SIGN_IN.path);
    await waitForHydration(page, "form");
    await page.getByRole("button", { name: "Se connecter avec une clé d'accès" }).click();
    await page.getByRole("alert").getByText(ACCOUNT_MESSAGES.passkeyUnknown).waitFor();
  });

  test("a sign-in more than five minutes old asks for the password before a key is added; the administrator sees the key, its last use, and revokes it", async () => {
    const adviser = await newAdviser();
    const page = await pageHere();
    await page.goto(ADVISER_SIGN_IN.path);
    await signInHere(page, ADVISER_SIGN_IN, adviser.email, adviser.motDePasse);
    await expectPath(page, ADVISER_SIGN_IN.home);
    await ageSessions(adviser.email);

    await page.goto("/conseiller/profil");
    await page.getByText("Aucune clé d'accès pour l'instant.").waitFor();
    await virtualAuthenticator(page);
    await page.getByRole("button", { name: "Ajouter une clé d'accès" }).click();
    const confirmation = page.getByRole("form", { name: "Confirmer votre mot de passe" });
    await confirmation.getByText(ACCOUNT_MESSAGES.presenceRequired).waitFor();
    await expectNoViolations(page);
    await confirmation.getByLabel("Votre mot de passe").fill("pas-le-bon-1");
    await confirmation.getByRole("button", { name: "Confirmer et ajouter" }).click();
    await confirmation.getByRole("alert").getByText(ACCOUNT_MESSAGES.passwordWrong).waitFor();
    await confirmation.getByLabel("Votre mot de passe").fill(adviser.motDePasse);
    await confirmation.getByRole("button", { name: "Confirmer et ajouter" }).click();
    await page.getByText(ACCOUNT_MESSAGES.passkeyAdded).waitFor();
    await page.getByText("Jamais utilisée").waitFor();
    expect(await confirmation.count()).toBe(0);

    // Used once to sign in: the profile says when.
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expectPath(page, ADVISER_SIGN_IN.path);
    await waitForHydration(page, "form");
    await page.getByRole("button", { name: "Se connecter avec une clé d'accès" }).click();
    await expectPath(page, ADVISER_SIGN_IN.home);
    await page.getByRole("link", { name: "Mon profil" }).click();
    await page.getByText(/^Dernière utilisation le /).waitFor();

    // The administrator sees it on the adviser's edit screen, and revokes it.
    const admin = await pageHere();
    await admin.goto(ADMIN_SIGN_IN.path);
    await signInHere(admin, ADMIN_SIGN_IN, ADMIN.email, ADMIN.password);
    await expectPath(admin, ADMIN_SIGN_IN.home);
    await admin.goto(`/admin/utilisateurs/modifier/${adviser.id}`);
    const keys = admin.getByRole("region", { name: "Clés d'accès" });
    await keys.getByText(/^Ajoutée le /).waitFor();
    await keys.getByText(/^Dernière utilisation le /).waitFor();
    await expectNoViolations(admin);
    let asked = "";
    admin.once("dialog", (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await keys.getByRole("button", { name: /^Révoquer la clé d'accès/ }).click();
    await keys.getByText(ACCOUNT_MESSAGES.passkeyRevoked).waitFor();
    await keys.getByText("Aucune clé d'accès.").waitFor();
    expect(asked).toMatch(/^Révoquer la clé d'accès « .+ » \?/);

    // The revoked key opens nothing.
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expectPath(page, ADVISER_SIGN_IN.path);
    await waitForHydration(page, "form");
    await page.getByRole("button", { name: "Se connecter avec une clé d'accès" }).click();
    await page.getByRole("alert").getByText(ACCOUNT_MESSAGES.passkeyUnknown).waitFor();
  });

  test("without mail, the forgotten-password page says whom to ask, and passes axe", async () => {
    // The shared server of the e2e suite has no SMTP.
    const page = await newPage();
    await page.goto("/admin/mot-de-passe-oublie");
    await page.getByText(/Demandez à un administrateur/).waitFor();
    await page.getByText("npm run admin:password -- EMAIL").waitFor();
    await expectNoViolations(page);
  });

  test("the sign-in pages pass axe with their new links and buttons", async () => {
    const page = await pageHere();
    for (const place of [
      "/admin/connexion",
      "/conseiller/connexion",
      "/admin/mot-de-passe-oublie",
    ]) {
      await page.goto(place);
      await waitForHydration(page, "main");
      await expectNoViolations(page);
    }
  });
});

describe("invitations", () => {
  test("the user form offers an invitation instead of a password; the mailed link sets it, and the person signs in", async () => {
    const page = await pageHere();
    await page.goto(ADMIN_SIGN_IN.path);
    await signInHere(page, ADMIN_SIGN_IN, ADMIN.email, ADMIN.password);
    await expectPath(page, ADMIN_SIGN_IN.home);
    // The brand atop the sidebar (no logo uploaded here: its name in words).
    await page.getByRole("complementary").getByText("Groupe Afrique de l’Ouest").waitFor();
    await page.goto("/admin/utilisateurs/creer");
    await page.getByRole("heading", { level: 1, name: "Ajouter un utilisateur" }).waitFor();
    await waitForHydration(page, "form");

    const suffix = uniqueSuffix();
    const email = `invitee.${suffix}@example.com`;
    await page.getByLabel("Prénom", { exact: true }).fill("Fatou");
    await page.getByLabel("Nom", { exact: true }).fill(`Ndiaye${suffix}`);
    await page.getByLabel("Email", { exact: true }).fill(email);
    // A password by default, as SPEC.md's form; the invitation takes the fields away.
    const typed = page.getByRole("radio", { name: "Saisir un mot de passe" });
    const invitation = page.getByRole("radio", { name: "Envoyer une invitation par email" });
    expect(await typed.isChecked()).toBe(true);
    await page.getByLabel("Mot de passe", { exact: true }).waitFor();
    await invitation.check();
    await page.getByLabel("Mot de passe", { exact: true }).waitFor({ state: "detached" });
    expect(await page.getByLabel("Confirmer le mot de passe", { exact: true }).count()).toBe(0);
    await page
      .getByText(/la personne reçoit un lien pour choisir elle-même son mot de passe/)
      .waitFor();
    await expectNoViolations(page);

    const before = smtp.received.length;
    await page.getByRole("button", { name: "Créer l'utilisateur" }).click();
    await expectPath(page, "/admin/utilisateurs");
    await page
      .getByRole("status")
      .getByText(`Utilisateur créé. Une invitation a été envoyée à ${email}.`)
      .waitFor();
    const row = page.getByRole("row").filter({ hasText: email });
    await row.getByText("Invitation envoyée", { exact: true }).waitFor();
    await expectNoViolations(page);
    const first = await mailedLink(email, before + 1);

    // Sent again from the list: the first link dies, the new one works.
    await row.getByRole("button", { name: /^Renvoyer l'invitation/ }).click();
    await page.getByRole("status").getByText(`Invitation renvoyée à ${email}.`).waitFor();
    const link = await mailedLink(email, before + 2);
    expect(link).not.toBe(first);

    const invited = await pageHere();
    await invited.goto(first);
    await invited.getByText(ACCOUNT_MESSAGES.resetLinkInvalid).waitFor();
    await invited.goto(link);
    await invited.getByRole("heading", { level: 1, name: "Choisir votre mot de passe" }).waitFor();
    await expectNoViolations(invited);
    const password = `Premier-${suffix}`;
    await invited.getByLabel("Mot de passe", { exact: true }).fill(password);
    await invited.getByLabel("Confirmer le mot de passe", { exact: true }).fill(password);
    await invited.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
    await invited.getByText(ACCOUNT_MESSAGES.passwordChosen).waitFor();
    await invited.getByRole("link", { name: "Se connecter" }).click();
    await expectPath(invited, ADVISER_SIGN_IN.path);
    await signInHere(invited, ADVISER_SIGN_IN, email, password);
    await expectPath(invited, ADVISER_SIGN_IN.home);

    // The list no longer shows an invitation, nor offers to send one.
    await page.reload();
    await row.getByText("Actif", { exact: true }).waitFor();
    expect(await row.getByRole("button", { name: /^Renvoyer l'invitation/ }).count()).toBe(0);
  });
});
