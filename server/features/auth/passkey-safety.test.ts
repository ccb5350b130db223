// Passkeys cannot become a back door (issue 28, docs/decisions/036): adding one needs a
// recent proof of presence, every recovery removes them, administrators see and revoke
// them, the account's address is told, and a key answers only for its own account. Real
// keys (server/test/authenticator.ts), a real SMTP server, the app's clock moved forward.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, type PublicPasskey } from "../../../domain/accounts.ts";
import { AUTH_MESSAGES } from "../../../domain/auth.ts";
import { USER_MESSAGES } from "../../../domain/users.ts";
import { mailOutbox } from "../../db/schema.ts";
import { createManualClock } from "../../lib/clock.ts";
import { createSoftwareAuthenticator, userHandleOf } from "../../test/authenticator.ts";
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
  updateBody,
} from "../../test/test-app.ts";
import { setPasswordOf } from "./operator-password.ts";

const FIVE_MINUTES = 5 * 60 * 1000;

let smtp: TestSmtp;
let app: FastifyInstance;
let adminToken: string;
const clock = createManualClock();

beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await createTestApp({ config: { mail: testMailConfig(smtp.url) }, clock });
  adminToken = (await loginAsAdmin(app)).token;
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  token?: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `${API}${url}`,
    ...(token ? { headers: authHeader(token) } : {}),
    ...(payload ? { payload } : {}),
  });

const keysOf = async (token: string) =>
  (await call("GET", "/auth/cles", token)).json<{ donnees: PublicPasskey[] }>().donnees;

/** A user with a session just opened, and a passkey made by a software authenticator. */
async function userWithPasskey(fields = {}) {
  const user = await createUser(app, adminToken, fields);
  const session = await login(app, user.email, user.motDePasse);
  const authenticator = createSoftwareAuthenticator("http://localhost");
  const options = await call("POST", "/auth/cles/options-inscription", session.token);
  expect(options.statusCode).toBe(200);
  const added = await call("POST", "/auth/cles", session.token, {
    reponse: authenticator.register(options.json()),
    nom: "Téléphone",
  });
  expect(added.statusCode).toBe(201);
  return { user, session, authenticator };
}

/** Signs in with `authenticator`'s key, its answer claiming `userHandle` if given. */
async function signInWithKey(
  authenticator: ReturnType<typeof createSoftwareAuthenticator>,
  userHandle?: string,
) {
  const options = (await call("POST", "/auth/cles/options-connexion")).json();
  return call("POST", "/auth/cles/connexion", undefined, {
    reponse: authenticator.authenticate(options, userHandle),
  });
}

/** The mails to `email` whose subject starts with `subject`, once `count` of them have come. */
function mailsTo(email: string, subject: string, count = 1): Promise<ReceivedMail[]> {
  return smtp.waitForMatching(
    (mail) => mail.to.includes(email) && mail.subject.startsWith(subject),
    count,
  );
}

describe("adding a passkey asks for proof of presence", () => {
  it("answers 403 in French once the sign-in is more than five minutes old, until the password is confirmed", async () => {
    const user = await createUser(app, adminToken);
    const session = await login(app, user.email, user.motDePasse);
    // A sign-in is proof for five minutes.
    expect((await call("POST", "/auth/cles/options-inscription", session.token)).statusCode).toBe(
      200,
    );

    clock.advance(FIVE_MINUTES + 1000);
    const refused = await call("POST", "/auth/cles/options-inscription", session.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCOUNT_MESSAGES.presenceRequired);

    const wrong = await call("POST", "/auth/confirmation", session.token, {
      motDePasse: "pas-le-bon-1",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().erreurs).toEqual([
      { champ: "motDePasse", message: ACCOUNT_MESSAGES.passwordWrong },
    ]);
    const empty = await call("POST", "/auth/confirmation", session.token, { motDePasse: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(ACCOUNT_MESSAGES.passwordRequired);
    expect((await call("POST", "/auth/cles/options-inscription", session.token)).statusCode).toBe(
      403,
    );

    const confirmed = await call("POST", "/auth/confirmation", session.token, {
      motDePasse: user.motDePasse,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(ACCOUNT_MESSAGES.presenceConfirmed);
    expect((await call("POST", "/auth/cles/options-inscription", session.token)).statusCode).toBe(
      200,
    );

    clock.advance(FIVE_MINUTES + 1000);
    expect((await call("POST", "/auth/cles/options-inscription", session.token)).statusCode).toBe(
      403,
    );
  });

  it("is the session's, on the server: a refreshed token carries the sign-in's proof and no newer one, another session's proof does not count", async () => {
    const user = await createUser(app, adminToken);
    const first = await login(app, user.email, user.motDePasse);
    clock.advance(FIVE_MINUTES - 60_000);
    const refreshed = await call("POST", "/auth/rafraichir", undefined, {
      tokenRafraichissement: first.tokenRafraichissement,
    });
    const renewed = refreshed.json<Session>();
    expect((await call("POST", "/auth/cles/options-inscription", renewed.token)).statusCode).toBe(
      200,
    );
    // A fresh sign-in elsewhere proves nothing for this session.
    await login(app, user.email, user.motDePasse);
    clock.advance(2 * 60_000);
    const refused = await call("POST", "/auth/cles/options-inscription", renewed.token);
    expect(refused.statusCode).toBe(403);

    // A signed-out session cannot be confirmed, even with the right password.
    await call("POST", "/auth/deconnexion", renewed.token);
    const ended = await call("POST", "/auth/confirmation", renewed.token, {
      motDePasse: user.motDePasse,
    });
    expect(ended.statusCode).toBe(401);
    expect((await call("POST", "/auth/cles/options-inscription", renewed.token)).statusCode).toBe(
      403,
    );
  });

  it("counts a wrong password against the sign-in limits", async () => {
    const limited = await createTestApp({ loginRateLimits: { perAccountAndIp: 2 } });
    try {
      const admin = (await loginAsAdmin(limited)).token;
      const user = await createUser(limited, admin);
      const { token } = await login(limited, user.email, user.motDePasse);
      const confirm = (motDePasse: string) =>
        limited.inject({
          method: "POST",
          url: `${API}/auth/confirmation`,
          headers: authHeader(token),
          payload: { motDePasse },
        });
      expect((await confirm("faux-1")).statusCode).toBe(400);
      expect((await confirm("faux-2")).statusCode).toBe(400);
      const refused = await confirm(user.motDePasse);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Trop de tentatives de connexion/);
    } finally {
      await limited.close();
    }
  });
});

describe("a passkey answers for its own account only", () => {
  it("refuses an assertion whose userHandle names another account, and signs in with its own", async () => {
    const { user, authenticator } = await userWithPasskey();
    const other = await createUser(app, adminToken, { role: "administrateur" });

    const impersonating = await signInWithKey(authenticator, userHandleOf(other.id));
    expect(impersonating.statusCode).toBe(400);
    expect(impersonating.json().message).toBe(ACCOUNT_MESSAGES.passkeyRefused);
    expect(impersonating.json().token).toBeUndefined();

    const own = await signInWithKey(authenticator);
    expect(own.statusCode).toBe(200);
    expect(own.json().utilisateur.id).toBe(user.id);
  });
});

describe("recovering an account removes its passkeys; the owner's own change keeps them", () => {
  it("an administrator's new password removes them", async () => {
    const { user, session, authenticator } = await userWithPasskey();
    const answer = await call(
      "PUT",
      `/utilisateurs/${user.id}`,
      adminToken,
      updateBody(user, { motDePasse: "Donne-par-admin-3" }),
    );
    expect(answer.statusCode).toBe(200);
    const again = await login(app, user.email, "Donne-par-admin-3");
    expect(await keysOf(again.token)).toEqual([]);
    expect((await call("GET", "/auth/cles", session.token)).statusCode).toBe(401);
    const signIn = await signInWithKey(authenticator);
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().message).toBe(ACCOUNT_MESSAGES.passkeyUnknown);
  });

  it("the operator's npm run admin:password removes them", async () => {
    const { user, authenticator } = await userWithPasskey();
    expect(await setPasswordOf(app.services.users, user.email, "Exploitant-mdp-4")).toBe("changed");
    expect((await signInWithKey(authenticator)).statusCode).toBe(401);
  });

  it("a reset link removes them", async () => {
    const { user, authenticator } = await userWithPasskey();
    await app.inject({
      method: "POST",
      url: `${API}/auth/mot-de-passe-oublie`,
      payload: { email: user.email },
      remoteAddress: "10.28.1.1",
    });
    const [mail] = await mailsTo(user.email, "Nouveau mot de passe");
    const token = /nouveau-mot-de-passe\/([\w-]+)/.exec(mail?.text ?? "")?.[1];
    const reset = await app.inject({
      method: "POST",
      url: `${API}/auth/nouveau-mot-de-passe`,
      payload: { jeton: token, motDePasse: "Par-le-lien-5" },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signInWithKey(authenticator)).statusCode).toBe(401);
  });

  it("the owner's own change keeps them, ends the other sessions and keeps this one", async () => {
    const { user, session, authenticator } = await userWithPasskey();
    const elsewhere = await login(app, user.email, user.motDePasse);
    const changed = await call("POST", "/auth/mot-de-passe", session.token, {
      motDePasseActuel: user.motDePasse,
      nouveauMotDePasse: "Mon-nouveau-6",
    });
    expect(changed.statusCode).toBe(200);
    const renewed = changed.json<Session>();
    expect(await keysOf(renewed.token)).toHaveLength(1);
    expect((await call("GET", "/auth/cles", elsewhere.token)).statusCode).toBe(401);
    expect((await signInWithKey(authenticator)).statusCode).toBe(200);
  });
});

describe("administrators see and revoke any account's passkeys", () => {
  it("lists a user's keys with their last use, revokes one, and the key signs in no more", async () => {
    const { user, authenticator } = await userWithPasskey();
    const listed = await call("GET", `/utilisateurs/${user.id}/cles`, adminToken);
    expect(listed.statusCode).toBe(200);
    const [key] = listed.json<{ donnees: PublicPasskey[] }>().donnees;
    expect(key).toMatchObject({
      id: authenticator.id,
      nom: "Téléphone",
      derniereUtilisation: null,
    });

    expect((await signInWithKey(authenticator)).statusCode).toBe(200);
    const used = (await call("GET", `/utilisateurs/${user.id}/cles`, adminToken)).json().donnees;
    expect(used[0].derniereUtilisation).toEqual(expect.any(String));

    const revoked = await call(
      "DELETE",
      `/utilisateurs/${user.id}/cles/${encodeURIComponent(authenticator.id)}`,
      adminToken,
    );
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe(ACCOUNT_MESSAGES.passkeyRevoked);
    expect((await call("GET", `/utilisateurs/${user.id}/cles`, adminToken)).json().donnees).toEqual(
      [],
    );
    expect((await signInWithKey(authenticator)).statusCode).toBe(401);
  });

  it("answers 404 in French for an unknown user or key, and 403 to an adviser", async () => {
    const { user, session, authenticator } = await userWithPasskey();
    const unknownUser = await call(
      "GET",
      "/utilisateurs/00000000-0000-4000-8000-000000000000/cles",
      adminToken,
    );
    expect(unknownUser.statusCode).toBe(404);
    expect(unknownUser.json().message).toBe(USER_MESSAGES.notFound);
    const unknownKey = await call("DELETE", `/utilisateurs/${user.id}/cles/inconnue`, adminToken);
    expect(unknownKey.statusCode).toBe(404);
    expect(unknownKey.json().message).toBe(ACCOUNT_MESSAGES.passkeyNotFound);
    // Another user's id with this user's key: not found, nothing removed.
    const other: CreatedUser = await createUser(app, adminToken);
    const crossed = await call(
      "DELETE",
      `/utilisateurs/${other.id}/cles/${encodeURIComponent(authenticator.id)}`,
      adminToken,
    );
    expect(crossed.statusCode).toBe(404);

    const adviser = await call("GET", `/utilisateurs/${user.id}/cles`, session.token);
    expect(adviser.statusCode).toBe(403);
    expect(adviser.json().message).toBe(AUTH_MESSAGES.administratorsOnly);
    const adviserDelete = await call(
      "DELETE",
      `/utilisateurs/${user.id}/cles/${encodeURIComponent(authenticator.id)}`,
      session.token,
    );
    expect(adviserDelete.statusCode).toBe(403);
    expect(await keysOf(session.token)).toHaveLength(1);
  });
});

describe("the account's address is told", () => {
  it("of a passkey added", async () => {
    const { user } = await userWithPasskey();
    const [mail] = await mailsTo(user.email, "Nouvelle clé d'accès – ");
    expect(mail?.text).toContain("« Téléphone »");
  });

  it("of a new password, whoever set it", async () => {
    const user = await createUser(app, adminToken);
    const session = await login(app, user.email, user.motDePasse);
    await call("POST", "/auth/mot-de-passe", session.token, {
      motDePasseActuel: user.motDePasse,
      nouveauMotDePasse: "Mon-nouveau-7",
    });
    const [byOwner] = await mailsTo(user.email, "Mot de passe modifié – ");
    expect(byOwner?.text).toContain("depuis votre profil");

    await call(
      "PUT",
      `/utilisateurs/${user.id}`,
      adminToken,
      updateBody(user, { motDePasse: "Par-admin-8" }),
    );
    const [, byAdministrator] = await mailsTo(user.email, "Mot de passe modifié – ", 2);
    expect(byAdministrator?.text).toContain("par un administrateur");
  });

  it("of a new email, at the old address and the new one", async () => {
    const user = await createUser(app, adminToken);
    const newEmail = `nouvelle.${user.email}`;
    const answer = await call(
      "PUT",
      `/utilisateurs/${user.id}`,
      adminToken,
      updateBody(user, { email: newEmail }),
    );
    expect(answer.statusCode).toBe(200);
    for (const address of [user.email, newEmail]) {
      const [mail] = await mailsTo(address, "Adresse email modifiée – ");
      expect(mail?.to).toEqual([address]);
      expect(mail?.text).toContain(`${user.email} devient ${newEmail}`);
    }
  });

  it("of nothing when only a name changes", async () => {
    const user = await createUser(app, adminToken);
    await call(
      "PUT",
      `/utilisateurs/${user.id}`,
      adminToken,
      updateBody(user, { prenom: "Mariama" }),
    );
    // A mail of the change would be in the outbox as soon as the change is.
    const queued = await app.services.db.select().from(mailOutbox);
    expect(queued.filter((row) => row.recipients.includes(user.email))).toEqual([]);
  });
});
