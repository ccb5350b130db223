// Invitations (issue 31 point 7, docs/decisions/048): an administrator creates an account
// without a password and its owner chooses one through the mailed link, which dies like a
// reset link. Mail goes to the real SMTP test server; time moves on the app's clock.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, RESET_LINK_TTL_MS } from "../../../domain/accounts.ts";
import { AUTH_MESSAGES } from "../../../domain/auth.ts";
import { SITE_SETTINGS_DEFAULTS } from "../../../domain/site-settings.ts";
import { asShownIn } from "../../../domain/typography.ts";
import { type PublicUser, USER_MESSAGES } from "../../../domain/users.ts";
import { createManualClock } from "../../lib/clock.ts";
import { makeImage } from "../../test/images.ts";
import { multipart } from "../../test/multipart.ts";
import {
  type ReceivedMail,
  startTestSmtp,
  type TestSmtp,
  testMailConfig,
} from "../../test/smtp-server.ts";
import {
  API,
  authHeader,
  createTestApp,
  createUser,
  login,
  loginAsAdmin,
  type Session,
  uniqueEmail,
} from "../../test/test-app.ts";
import { waitForOutboxSent } from "../../test/wait.ts";

const CHOSEN_PASSWORD = "Mon-premier-mot-de-passe-4";
const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" };

/** A new person's fields, invited rather than given a password. */
const invitee = (changes: Record<string, unknown> = {}) => ({
  prenom: "Fatou",
  nom: "Ndiaye",
  email: uniqueEmail("invitee"),
  role: "conseiller",
  invitation: true,
  ...changes,
});

function send(
  app: FastifyInstance,
  token: string,
  method: "POST" | "GET" | "PUT",
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url: `${API}${url}`,
    headers: authHeader(token),
    ...(payload ? { payload } : {}),
  });
}

function choosePassword(app: FastifyInstance, jeton: string, motDePasse = CHOSEN_PASSWORD) {
  return app.inject({
    method: "POST",
    url: `${API}/auth/nouveau-mot-de-passe`,
    payload: { jeton, motDePasse },
  });
}

function signIn(app: FastifyInstance, email: string, motDePasse: string) {
  return app.inject({
    method: "POST",
    url: `${API}/auth/connexion`,
    payload: { email, motDePasse },
  });
}

/** The link an invitation mail holds: its area's path and its token. */
function linkOf(mail: ReceivedMail) {
  const match = /http:\/\/localhost(\/(?:admin|conseiller)\/nouveau-mot-de-passe)\/([\w-]+)/.exec(
    mail.text,
  );
  if (!match) throw new Error(`no link in: ${mail.text}`);
  return { path: match[1], token: match[2] as string };
}

describe("invitations with SMTP configured", () => {
  let smtp: TestSmtp;
  let app: FastifyInstance;
  let admin: Session;
  const clock = createManualClock();

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await createTestApp({ config: { mail: testMailConfig(smtp.url) }, clock });
    admin = await loginAsAdmin(app);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  /** The invitations `email` has received, once there are `count`. */
  const invitationsTo = (email: string, count: number) =>
    smtp.waitForMatching(
      (mail) => mail.to.includes(email) && mail.subject.startsWith("Invitation"),
      count,
    );

  /** Invites a new person and answers them as the API did, with the link mailed to them. */
  async function invite(changes: Record<string, unknown> = {}) {
    const body = invitee(changes);
    const created = await send(app, admin.token, "POST", "/utilisateurs", body);
    expect(created.statusCode).toBe(201);
    const user = created.json<{ donnees: PublicUser }>().donnees;
    const [mail] = await invitationsTo(user.email, 1);
    return { user, mail: mail as ReceivedMail, link: linkOf(mail as ReceivedMail), created };
  }

  const readUser = async (id: string) =>
    (await send(app, admin.token, "GET", `/utilisateurs/${id}`)).json<{ donnees: PublicUser }>()
      .donnees;

  it("invites: a mail in French with the brand, who invited, the role and the link; the link sets the first password, then sign-in works", async () => {
    const { user, mail, link, created } = await invite({ role: "administrateur" });
    expect(created.json()).toMatchObject({
      success: true,
      message: USER_MESSAGES.invited(user.email),
      donnees: {
        email: user.email,
        role: "administrateur",
        statut: "actif",
        invitation: { etat: "envoyee", envoyeeLe: expect.any(String) },
      },
    });
    expect(created.body).not.toMatch(/motDePasse|password/i);

    const brand = SITE_SETTINGS_DEFAULTS.nomMarque;
    expect(mail.subject).toBe(`Invitation au back office – ${brand}`);
    expect(mail.text).toContain("Bonjour Fatou,");
    expect(mail.text).toContain(
      `${admin.utilisateur.prenom} ${admin.utilisateur.nom} vous invite à rejoindre le back office du site ${brand}, avec le rôle « Administrateur ».`,
    );
    expect(mail.text).toContain("dans l'heure ; il ne sert qu'une fois");
    // An administrator's link opens the administrator's area.
    expect(link.path).toBe("/admin/nouveau-mot-de-passe");

    // Until a password is chosen, no password signs in: the answer of any wrong one.
    for (const guess of ["", "Mot-de-passe-1", "null"]) {
      const refused = await signIn(app, user.email, guess || "x");
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    }

    const chosen = await choosePassword(app, link.token);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().message).toBe(ACCOUNT_MESSAGES.passwordChosen);
    const session = await login(app, user.email, CHOSEN_PASSWORD);
    expect(session.utilisateur._id).toBe(user._id);
    // A user with a password answers as any other: no invitation any more.
    expect(session.utilisateur).not.toHaveProperty("invitation");
    expect(await readUser(user._id)).not.toHaveProperty("invitation");

    // Choosing one's first password is no change to be warned of: no notice mail.
    await waitForOutboxSent(app);
    const toThem = smtp.received.filter((m) => m.to.includes(user.email));
    expect(toThem.map((m) => m.subject)).toEqual([mail.subject]);
  });

  it("refuses the link a second time, and the first password stays", async () => {
    const { user, link } = await invite();
    expect((await choosePassword(app, link.token)).statusCode).toBe(200);
    const again = await choosePassword(app, link.token, "Un-autre-mot-de-passe-8");
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect((await signIn(app, user.email, CHOSEN_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(app, user.email, "Un-autre-mot-de-passe-8")).statusCode).toBe(401);
  });

  it("refuses an expired link; the list then says so, and a new invitation works", async () => {
    const { user, link } = await invite();
    clock.advance(RESET_LINK_TTL_MS + 1000);
    const expired = await choosePassword(app, link.token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect((await readUser(user._id)).invitation?.etat).toBe("expiree");
    const listed = await send(
      app,
      admin.token,
      "GET",
      `/utilisateurs?recherche=${encodeURIComponent(user.email)}`,
    );
    expect(listed.json().donnees).toEqual([
      expect.objectContaining({
        _id: user._id,
        invitation: expect.objectContaining({ etat: "expiree" }),
      }),
    ]);

    const resent = await send(app, admin.token, "POST", `/utilisateurs/${user._id}/invitation`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({
      success: true,
      message: USER_MESSAGES.invitationResent(user.email),
      donnees: { _id: user._id, invitation: { etat: "envoyee" } },
    });
    const mails = await invitationsTo(user.email, 2);
    const fresh = linkOf(mails.at(-1) as ReceivedMail);
    expect((await choosePassword(app, fresh.token)).statusCode).toBe(200);
    expect((await signIn(app, user.email, CHOSEN_PASSWORD)).statusCode).toBe(200);
  });

  it("kills the earlier link when the invitation is sent again", async () => {
    const { user, link: first } = await invite();
    clock.advance(1000);
    expect(
      (await send(app, admin.token, "POST", `/utilisateurs/${user._id}/invitation`)).statusCode,
    ).toBe(200);
    const second = linkOf((await invitationsTo(user.email, 2)).at(-1) as ReceivedMail);
    const dead = await choosePassword(app, first.token);
    expect(dead.statusCode).toBe(400);
    expect(dead.json().message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect((await choosePassword(app, second.token)).statusCode).toBe(200);
  });

  it("refuses to send again to an account that has a password, or is deactivated, or does not exist", async () => {
    const withPassword = await createUser(app, admin.token);
    const refused = await send(
      app,
      admin.token,
      "POST",
      `/utilisateurs/${withPassword._id}/invitation`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(USER_MESSAGES.invitationPasswordAlreadySet);

    const { user } = await invite();
    const deactivated = await send(app, admin.token, "PUT", `/utilisateurs/${user._id}`, {
      prenom: user.prenom,
      nom: user.nom,
      email: user.email,
      role: user.role,
      statut: "inactif",
    });
    expect(deactivated.statusCode).toBe(200);
    const inactive = await send(app, admin.token, "POST", `/utilisateurs/${user._id}/invitation`);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe(USER_MESSAGES.invitationInactive);

    const unknown = await send(
      app,
      admin.token,
      "POST",
      "/utilisateurs/00000000-0000-4000-8000-000000000000/invitation",
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(USER_MESSAGES.notFound);
  });

  it("is for administrators only: an adviser gets a 403 and nobody is created or mailed", async () => {
    const adviser = await createUser(app, admin.token);
    const session = await login(app, adviser.email, adviser.motDePasse);
    const { user: pending } = await invite();
    const before = smtp.received.length;
    const body = invitee();
    const created = await send(app, session.token, "POST", "/utilisateurs", body);
    expect(created.statusCode).toBe(403);
    const resent = await send(
      app,
      session.token,
      "POST",
      `/utilisateurs/${pending._id}/invitation`,
    );
    expect(resent.statusCode).toBe(403);
    expect(resent.json().message).toMatch(/administrateur/i);
    const search = await send(
      app,
      admin.token,
      "GET",
      `/utilisateurs?recherche=${encodeURIComponent(body.email)}`,
    );
    expect(search.json().total).toBe(0);
    await waitForOutboxSent(app);
    expect(smtp.received.length).toBe(before);
  });

  it.each([
    [
      "an invitation that is not a boolean",
      { invitation: "oui" },
      "invitation",
      USER_MESSAGES.invitationInvalid,
    ],
    [
      "an invitation with a password",
      { motDePasse: "Un-mot-de-passe-1" },
      "motDePasse",
      USER_MESSAGES.invitationWithPassword,
    ],
    [
      "neither a password nor an invitation",
      { invitation: false },
      "motDePasse",
      USER_MESSAGES.passwordRequired,
    ],
    [
      "an invitation to a deactivated account",
      { statut: "inactif" },
      "statut",
      USER_MESSAGES.invitationOfInactive,
    ],
  ])(
    "refuses %s with a French 400, creating and mailing nothing",
    async (_, changes, champ, message) => {
      const body = invitee(changes);
      const before = smtp.received.length;
      const refused = await send(app, admin.token, "POST", "/utilisateurs", body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().erreurs).toContainEqual({ champ, message });
      const search = await send(
        app,
        admin.token,
        "GET",
        `/utilisateurs?recherche=${encodeURIComponent(body.email)}`,
      );
      expect(search.json().total).toBe(0);
      await waitForOutboxSent(app);
      expect(smtp.received.length).toBe(before);
    },
  );

  it.each([
    ["JSON null", "application/json", "null"],
    ["a JSON list", "application/json", "[]"],
    ["a multipart body without its boundary", "multipart/form-data; boundary=", "[]"],
  ])("refuses %s as a body with a French 400, never a 500", async (_, type, payload) => {
    const response = await app.inject({
      method: "POST",
      url: `${API}/utilisateurs`,
      headers: { ...authHeader(admin.token), "content-type": type },
      payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/requête/);
  });

  it("keeps SPEC.md's contract: a password, no invitation field, signs in at once", async () => {
    const email = uniqueEmail("classique");
    const created = await send(app, admin.token, "POST", "/utilisateurs", {
      prenom: "Moussa",
      nom: "Traoré",
      email,
      role: "conseiller",
      motDePasse: "Un-mot-de-passe-1",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe("Utilisateur créé avec succès.");
    expect(created.json().donnees).not.toHaveProperty("invitation");
    expect((await signIn(app, email, "Un-mot-de-passe-1")).statusCode).toBe(200);
  });
});

describe("invitations without SMTP", () => {
  let app: FastifyInstance;
  let admin: Session;

  beforeAll(async () => {
    app = await createTestApp({ config: { serveWeb: true } });
    admin = await loginAsAdmin(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("refuses an invitation with a 409 saying what to do, and creates nobody", async () => {
    const body = invitee();
    const refused = await send(app, admin.token, "POST", "/utilisateurs", body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(USER_MESSAGES.invitationNoMail);
    expect(refused.json().message).toContain("Saisissez un mot de passe");
    // The address is still free: the same person, with a password, is created.
    const { invitation: _, ...withPassword } = body;
    const created = await send(app, admin.token, "POST", "/utilisateurs", {
      ...withPassword,
      motDePasse: "Un-mot-de-passe-1",
    });
    expect(created.statusCode).toBe(201);
  });

  it("shows the brand's logo, named by the brand, on the sign-in and forgotten-password pages", async () => {
    const withoutLogo = await app.inject({ url: "/admin/connexion", headers: BROWSER });
    expect(withoutLogo.body).not.toMatch(/<img[^>]*alt="[^"]*"[^>]*\/uploads\//);
    // The brand as French pages set it (a typographic apostrophe).
    const brand = asShownIn("fr", SITE_SETTINGS_DEFAULTS.nomMarque);
    // No logo yet: the brand's name in words.
    expect(withoutLogo.body).toContain(brand);

    const form = await multipart({}, [
      {
        field: "logo",
        filename: "logo.png",
        data: await makeImage({ format: "png", width: 360, height: 120 }),
      },
    ]);
    const uploaded = await app.inject({
      method: "PUT",
      url: `${API}/site/logo`,
      headers: { ...form.headers, ...authHeader(admin.token) },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const logoUrl = uploaded.json().data.logo.url as string;

    for (const url of ["/admin/connexion", "/conseiller/connexion", "/admin/mot-de-passe-oublie"]) {
      const page = await app.inject({ url, headers: BROWSER });
      expect(page.statusCode).toBe(200);
      const img = /<img[^>]*>/.exec(page.body.slice(page.body.indexOf("<main")))?.[0] ?? "";
      expect(img, url).toContain(`src="${logoUrl}"`);
      expect(img, url).toContain(`alt="${brand}"`);
    }
  });
});
