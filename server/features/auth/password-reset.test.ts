import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, RESET_LINK_TTL_MS } from "../../../domain/accounts.ts";
import { passwordResets, users } from "../../db/schema.ts";
import { createManualClock } from "../../lib/clock.ts";
import { loggablePath } from "../../plugins/request-log.ts";
import {
  type ReceivedMail,
  startTestSmtp,
  type TestSmtp,
  testMailConfig,
} from "../../test/smtp-server.ts";
import {
  API,
  authHeader,
  type CreatedUser,
  createTestApp,
  createUser,
  login,
  loginAsAdmin,
  type Session,
  uniqueEmail,
  updateBody,
} from "../../test/test-app.ts";
import { waitForOutboxSent } from "../../test/wait.ts";
import { DEFAULT_RESET_LIMITS } from "./password-resets.ts";

const NEW_PASSWORD = "Nouveau-mot-de-passe-7";

let ipCounter = 0;
/** Each request from an address of its own: no test reaches another's per-address limit. */
function ask(app: FastifyInstance, email: string, remoteAddress?: string) {
  ipCounter += 1;
  return app.inject({
    method: "POST",
    url: `${API}/auth/mot-de-passe-oublie`,
    payload: { email },
    remoteAddress: remoteAddress ?? `10.40.0.${ipCounter}`,
  });
}

function reset(app: FastifyInstance, jeton: string, motDePasse = NEW_PASSWORD) {
  return app.inject({
    method: "POST",
    url: `${API}/auth/nouveau-mot-de-passe`,
    payload: { jeton, motDePasse },
  });
}

/** The token of the link a reset mail holds, and the link's path. */
function linkOf(mail: ReceivedMail) {
  const match = /http:\/\/localhost(\/(?:admin|conseiller)\/nouveau-mot-de-passe)\/([\w-]+)/.exec(
    mail.text,
  );
  if (!match) throw new Error(`no link in: ${mail.text}`);
  return { path: match[1], token: match[2] as string };
}

/** Headers that differ between any two answers whatever they say. */
function comparableHeaders(headers: Record<string, unknown>) {
  const { date, "x-request-id": _id, ...rest } = headers;
  return rest;
}

describe("forgotten password with SMTP configured", () => {
  let smtp: TestSmtp;
  let app: FastifyInstance;
  let adminToken: string;
  let conseiller: CreatedUser;
  const clock = createManualClock();

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await createTestApp({ config: { mail: testMailConfig(smtp.url) }, clock });
    adminToken = (await loginAsAdmin(app)).token;
    conseiller = await createUser(app, adminToken, { role: "conseiller" });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  /** The reset mails `email` has received, once there are `count`. */
  const resetMailsTo = (email: string, count: number): Promise<ReceivedMail[]> =>
    smtp.waitForMatching(
      (mail) => mail.to.includes(email) && mail.subject.startsWith("Nouveau mot de passe"),
      count,
    );

  /** Asks for a link for `email` (from `remoteAddress`) and returns the mail that brings it. */
  async function linkFor(email: string, remoteAddress?: string) {
    const before = (await resetMailsTo(email, 0)).length;
    expect((await ask(app, email, remoteAddress)).statusCode).toBe(200);
    const mails = await resetMailsTo(email, before + 1);
    return linkOf(mails.at(-1) as ReceivedMail);
  }

  it("answers the same to a known, an unknown and a deactivated address; only the active account gets a mail", async () => {
    const inactive = await createUser(app, adminToken, { statut: "inactif" });
    const before = smtp.received.length;
    const answers = await Promise.all(
      [conseiller.email, uniqueEmail("inconnu"), inactive.email].map((email) => ask(app, email)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.resetRequested });
    }
    const [known, unknown, deactivated] = answers.map((a) => ({
      body: a.body,
      headers: comparableHeaders(a.headers),
    }));
    expect(unknown).toEqual(known);
    expect(deactivated).toEqual(known);

    await smtp.waitFor(before + 1);
    // Time enough for mails that should not exist to arrive.
    await app.services.passwordResets.idle();
    await waitForOutboxSent(app);
    const sent = smtp.received.slice(before);
    expect(sent.map((mail) => mail.to)).toEqual([[conseiller.email]]);
    expect(sent[0]?.subject).toContain("Nouveau mot de passe");
    // An adviser's link opens the adviser's area.
    expect(linkOf(sent[0] as ReceivedMail).path).toBe("/conseiller/nouveau-mot-de-passe");
  });

  it("sets the new password once: the link then refuses, and every session has ended", async () => {
    const user = await createUser(app, adminToken, { role: "administrateur" });
    const session = await login(app, user.email, user.motDePasse);
    const { token, path } = await linkFor(user.email);
    expect(path).toBe("/admin/nouveau-mot-de-passe");

    const first = await reset(app, token);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(ACCOUNT_MESSAGES.passwordReset);

    // The old access token and refresh token are dead.
    const me = await app.inject({
      method: "GET",
      url: `${API}/utilisateurs/me`,
      headers: authHeader(session.token),
    });
    expect(me.statusCode).toBe(401);
    const refreshed = await app.inject({
      method: "POST",
      url: `${API}/auth/rafraichir`,
      payload: { tokenRafraichissement: session.tokenRafraichissement },
    });
    expect(refreshed.statusCode).toBe(401);
    await login(app, user.email, NEW_PASSWORD);

    const second = await reset(app, token, "Encore-un-autre-9");
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    // Nothing changed: the password of the first use still works.
    await login(app, user.email, NEW_PASSWORD);
  });

  it("refuses an expired link", async () => {
    const user = await createUser(app, adminToken);
    const { token } = await linkFor(user.email);
    clock.advance(RESET_LINK_TTL_MS + 1000);
    const expired = await reset(app, token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    await login(app, user.email, user.motDePasse);
  });

  it("keeps the last three links usable: a fourth request kills only the oldest", async () => {
    const user = await createUser(app, adminToken);
    const links = [];
    for (let i = 0; i < 4; i += 1) {
      links.push((await linkFor(user.email)).token);
      // Each link a moment after the last: which is oldest is the clock's to say.
      clock.advance(1000);
    }
    const [oldest, second] = links as [string, string];
    const dead = await reset(app, oldest);
    expect(dead.statusCode).toBe(400);
    expect(dead.json().message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect((await reset(app, second)).statusCode).toBe(200);
  });

  it("applies §5's rules to the new password and keeps the link usable after a refusal", async () => {
    const user = await createUser(app, adminToken);
    const { token } = await linkFor(user.email);
    const short = await reset(app, token, "court");
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("Le mot de passe doit contenir au moins 8 caractères.");
    expect((await reset(app, token)).statusCode).toBe(200);
  });

  it("refuses a forged token and a malformed address without a 500", async () => {
    const forged = await reset(app, "x".repeat(43));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    const malformed = await ask(app, "pas-une-adresse");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("L'email est invalide.");
  });

  it("does not reset a deactivated account's password, even with a link made before", async () => {
    const user = await createUser(app, adminToken);
    const { token } = await linkFor(user.email);
    // Written directly, past the repository, so that the link is not killed as a
    // deactivation through the API would: what is checked is the reset's own guard. That
    // guard reads the row locked in its transaction, never the users the app keeps
    // (docs/decisions/072), so it sees this write.
    await app.services.db.update(users).set({ statut: "inactif" }).where(eq(users.id, user.id));
    const answer = await reset(app, token);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
  });

  it("limits one address's requests for one account, and a stranger's flood does not block the owner", async () => {
    const owner = await createUser(app, adminToken);
    const stranger = "10.42.0.66";
    const { perAccountAndIp } = DEFAULT_RESET_LIMITS;
    for (let i = 0; i < perAccountAndIp; i += 1) {
      expect((await ask(app, owner.email, stranger)).statusCode).toBe(200);
    }
    for (let i = 0; i < 2; i += 1) {
      const refused = await ask(app, owner.email, stranger);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Trop de demandes de nouveau mot de passe/);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }
    // The stranger's links reached the owner's inbox only.
    await resetMailsTo(owner.email, perAccountAndIp);
    // The owner, from their own address, still gets a link that works.
    const { token } = await linkFor(owner.email, "10.42.0.1");
    expect((await reset(app, token)).statusCode).toBe(200);
    await login(app, owner.email, NEW_PASSWORD);
  });

  it("caps one account's requests from every address together, known or not, with a 429", async () => {
    const email = uniqueEmail("limite");
    for (let i = 0; i < DEFAULT_RESET_LIMITS.perAccount; i += 1) {
      expect((await ask(app, email)).statusCode).toBe(200);
    }
    const refused = await ask(app, email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Trop de demandes de nouveau mot de passe/);
  });

  it("never logs a reset link's token", () => {
    expect(loggablePath("/admin/nouveau-mot-de-passe/abcDEF123_-")).toBe(
      "/admin/nouveau-mot-de-passe/…",
    );
    expect(loggablePath("/conseiller/nouveau-mot-de-passe/abc?x=1")).toBe(
      "/conseiller/nouveau-mot-de-passe/…",
    );
  });
});

describe("links die with what they were for", () => {
  let smtp: TestSmtp;
  let app: FastifyInstance;
  let adminToken: string;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await createTestApp({ config: { mail: testMailConfig(smtp.url) } });
    adminToken = (await loginAsAdmin(app)).token;
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  /** Two links mailed to `email` (from two addresses), both live. */
  async function twoLinks(email: string): Promise<string[]> {
    for (const address of ["10.43.0.1", "10.43.0.2"]) {
      expect((await ask(app, email, address)).statusCode).toBe(200);
    }
    await app.services.passwordResets.idle();
    const mails = await smtp.waitForMatching(
      (mail) => mail.to.includes(email) && mail.subject.startsWith("Nouveau mot de passe"),
      2,
    );
    return mails.map((mail) => linkOf(mail).token);
  }

  async function expectAllDead(tokens: string[]) {
    for (const token of tokens) {
      const answer = await reset(app, token, "Jamais-utilise-9");
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    }
  }

  const put = (user: CreatedUser, changes: Record<string, unknown>) =>
    app.inject({
      method: "PUT",
      url: `${API}/utilisateurs/${user.id}`,
      headers: authHeader(adminToken),
      payload: updateBody(user, changes),
    });

  it("when an administrator changes the account's email: the old mailbox takes nothing over", async () => {
    const user = await createUser(app, adminToken);
    const links = await twoLinks(user.email);
    expect((await put(user, { email: `nouvelle.${user.email}` })).statusCode).toBe(200);
    await expectAllDead(links);
  });

  it("when the owner changes the password", async () => {
    const user = await createUser(app, adminToken);
    const links = await twoLinks(user.email);
    const session: Session = await login(app, user.email, user.motDePasse);
    const changed = await app.inject({
      method: "POST",
      url: `${API}/auth/mot-de-passe`,
      headers: authHeader(session.token),
      payload: { motDePasseActuel: user.motDePasse, nouveauMotDePasse: "Du-proprietaire-1" },
    });
    expect(changed.statusCode).toBe(200);
    await expectAllDead(links);
    await login(app, user.email, "Du-proprietaire-1");
  });

  it("when an administrator sets a new password", async () => {
    const user = await createUser(app, adminToken);
    const links = await twoLinks(user.email);
    expect((await put(user, { motDePasse: "De-l-admin-2" })).statusCode).toBe(200);
    await expectAllDead(links);
    await login(app, user.email, "De-l-admin-2");
  });

  it("when the account is deactivated, even once it is active again", async () => {
    const user = await createUser(app, adminToken);
    const links = await twoLinks(user.email);
    expect((await put(user, { statut: "inactif" })).statusCode).toBe(200);
    expect((await put(user, { statut: "actif" })).statusCode).toBe(200);
    await expectAllDead(links);
    await login(app, user.email, user.motDePasse);
  });

  it("but not when only the name or phone changes", async () => {
    const user = await createUser(app, adminToken);
    const [link] = await twoLinks(user.email);
    expect((await put(user, { prenom: "Aminata", telephone: "+221771112233" })).statusCode).toBe(
      200,
    );
    expect((await reset(app, link as string)).statusCode).toBe(200);
  });
});

describe("forgotten password without SMTP", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers the same 200 and makes no link", async () => {
    const answer = await ask(app, "admin@example.com");
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(ACCOUNT_MESSAGES.resetRequested);
    await app.services.passwordResets.idle();
    expect(await app.services.db.select().from(passwordResets)).toEqual([]);
  });

  it("limits the requests of one address (IP) with a 429", async () => {
    const limited = await createTestApp({ loginRateLimits: { perIp: 2 } });
    try {
      const address = "10.41.0.1";
      expect((await ask(limited, uniqueEmail(), address)).statusCode).toBe(200);
      expect((await ask(limited, uniqueEmail(), address)).statusCode).toBe(200);
      const refused = await ask(limited, uniqueEmail(), address);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
