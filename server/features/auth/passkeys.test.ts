// Passkeys through the API where no browser is needed: the options handed out, the
// refusals, whose keys one may see and remove. The ceremony itself, with Chromium's
// virtual authenticator, is in e2e/account.e2e.ts.
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../../../domain/accounts.ts";
import { passkeys, webauthnChallenges } from "../../db/schema.ts";
import {
  API,
  authHeader,
  createUser,
  login,
  loginAsAdmin,
  withTestApp,
} from "../../test/test-app.ts";

let app: FastifyInstance;
let adminToken: string;
withTestApp(async (built) => {
  app = built;
  adminToken = (await loginAsAdmin(app)).token;
});

const call = (method: "GET" | "POST" | "DELETE", url: string, token?: string, payload?: object) =>
  app.inject({
    method,
    url: `${API}${url}`,
    ...(token ? { headers: authHeader(token) } : {}),
    ...(payload ? { payload } : {}),
  });

/** A browser's answer of the right shape that no authenticator made. */
const forgedAnswer = (id = "Y2xlLWZhdXNzZQ") => ({
  id,
  rawId: id,
  type: "public-key",
  response: {
    clientDataJSON: "e30",
    attestationObject: "AA",
    authenticatorData: "AA",
    signature: "AA",
  },
  clientExtensionResults: {},
});

describe("passkey options", () => {
  it("asks for a discoverable key of this site, for the signed-in user, on a stored challenge", async () => {
    const user = await createUser(app, adminToken);
    const { token } = await login(app, user.email, user.motDePasse);
    const answer = await call("POST", "/auth/cles/options-inscription", token);
    expect(answer.statusCode).toBe(200);
    const options = answer.json();
    expect(options.rp.id).toBe("localhost");
    expect(options.user.name).toBe(user.email);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required" });
    const stored = await app.services.db.select().from(webauthnChallenges);
    expect(stored.map((row) => row.challenge)).toContain(options.challenge);

    const signIn = await call("POST", "/auth/cles/options-connexion");
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ rpId: "localhost", allowCredentials: [] });
  });

  it("needs a session to make a key", async () => {
    expect((await call("POST", "/auth/cles/options-inscription")).statusCode).toBe(401);
    expect((await call("GET", "/auth/cles")).statusCode).toBe(401);
  });
});

describe("passkey answers", () => {
  it("refuses a forged registration with a French message and keeps no key", async () => {
    const user = await createUser(app, adminToken);
    const { token } = await login(app, user.email, user.motDePasse);
    await call("POST", "/auth/cles/options-inscription", token);
    const answer = await call("POST", "/auth/cles", token, { reponse: forgedAnswer() });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(ACCOUNT_MESSAGES.passkeyRefused);
    expect((await call("GET", "/auth/cles", token)).json().donnees).toEqual([]);
  });

  it("refuses a body that is no answer at all, without a 500", async () => {
    const user = await createUser(app, adminToken);
    const { token } = await login(app, user.email, user.motDePasse);
    const answer = await call("POST", "/auth/cles", token, { reponse: "n'importe quoi" });
    expect(answer.statusCode).toBe(400);
    const signIn = await call("POST", "/auth/cles/connexion", undefined, {});
    expect(signIn.statusCode).toBe(400);
  });

  it("refuses a sign-in with a key no account has, and a forged one of a known key", async () => {
    const unknown = await call("POST", "/auth/cles/connexion", undefined, {
      reponse: forgedAnswer("aW5jb25udWU"),
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(ACCOUNT_MESSAGES.passkeyUnknown);

    const user = await createUser(app, adminToken);
    await app.services.db.insert(passkeys).values({
      id: "Y29ubnVl",
      userId: user.id,
      publicKey: "AA",
      nom: "Clé d'accès",
    });
    await call("POST", "/auth/cles/options-connexion");
    const forged = await call("POST", "/auth/cles/connexion", undefined, {
      reponse: forgedAnswer("Y29ubnVl"),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(ACCOUNT_MESSAGES.passkeyRefused);
    expect(forged.json().token).toBeUndefined();
  });
});

describe("one's own keys", () => {
  it("lists and removes only one's own keys: another user's key is not found", async () => {
    const owner = await createUser(app, adminToken);
    const other = await createUser(app, adminToken);
    await app.services.db.insert(passkeys).values({
      id: "Y2xlLWRlLWwtYXV0cmU",
      userId: owner.id,
      publicKey: "AA",
      nom: "Clé d'accès",
    });
    const ownerSession = await login(app, owner.email, owner.motDePasse);
    const otherSession = await login(app, other.email, other.motDePasse);

    expect((await call("GET", "/auth/cles", otherSession.token)).json().donnees).toEqual([]);
    const listed = (await call("GET", "/auth/cles", ownerSession.token)).json().donnees;
    expect(listed).toEqual([
      expect.objectContaining({ id: "Y2xlLWRlLWwtYXV0cmU", nom: "Clé d'accès" }),
    ]);

    const stolen = await call("DELETE", "/auth/cles/Y2xlLWRlLWwtYXV0cmU", otherSession.token);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(ACCOUNT_MESSAGES.passkeyNotFound);
    expect((await call("GET", "/auth/cles", ownerSession.token)).json().donnees).toHaveLength(1);

    const removed = await call("DELETE", "/auth/cles/Y2xlLWRlLWwtYXV0cmU", ownerSession.token);
    expect(removed.statusCode).toBe(200);
    expect((await call("GET", "/auth/cles", ownerSession.token)).json().donnees).toEqual([]);
  });
});
