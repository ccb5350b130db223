import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { base64url, decodeJwt, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../domain/auth.ts";
import { UUID_PATTERN } from "../../../domain/ids.ts";
import { DEFAULT_LOGIN_RATE_LIMITS } from "../../config.ts";
import { refreshTokens } from "../../db/schema.ts";
import { createManualClock } from "../../lib/clock.ts";
import { createRateLimiter } from "../../lib/rate-limiter.ts";
import { hashRefreshToken } from "../../lib/tokens.ts";
import { registerErrorHandling } from "../../plugins/errors.ts";
import {
  API,
  authHeader,
  type CreatedUser,
  createTestApp,
  createUser,
  login,
  loginAsAdmin,
  type Session,
  TEST_ADMIN,
  TEST_JWT_SECRET,
  uniqueEmail,
  updateBody,
  withTestApp,
} from "../../test/test-app.ts";
import { authRoutes } from "./auth.routes.ts";
import { createLoginLimits, loginDelayMs } from "./login-limits.ts";

const SECRET_FIELDS = /motDePasse|passwordHash|password_hash|sessionVersion|session_version/;

let app: FastifyInstance;
let admin: Session;
let conseiller: CreatedUser;

withTestApp(async (built) => {
  app = built;
  admin = await loginAsAdmin(app);
  conseiller = await createUser(app, admin.token, { prenom: "Moussa", nom: "Sow" });
});

function connexion(payload: unknown, remoteAddress?: string, target = app) {
  return target.inject({
    method: "POST",
    url: `${API}/auth/connexion`,
    payload: payload as Record<string, unknown>,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

function refresh(tokenRafraichissement: string) {
  return app.inject({
    method: "POST",
    url: `${API}/auth/rafraichir`,
    payload: { tokenRafraichissement },
  });
}

function adminMe(token: string | undefined) {
  return app.inject({
    method: "GET",
    url: `${API}/admin/me`,
    headers: token === undefined ? {} : authHeader(token),
  });
}

function userMe(token: string) {
  return app.inject({ method: "GET", url: `${API}/utilisateurs/me`, headers: authHeader(token) });
}

function updateUser(user: CreatedUser, changes: Record<string, unknown>) {
  return app.inject({
    method: "PUT",
    url: `${API}/utilisateurs/${user._id}`,
    headers: authHeader(admin.token),
    payload: updateBody(user, changes),
  });
}

const refreshRefused = { success: false, message: AUTH_MESSAGES.refreshInvalid };
const tokenRefused = { success: false, message: AUTH_MESSAGES.tokenInvalid };

describe("POST /api/v1/auth/connexion", () => {
  it("signs in and returns token, tokenRafraichissement and the user without any password", async () => {
    const response = await connexion({ email: TEST_ADMIN.email, motDePasse: TEST_ADMIN.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      tokenRafraichissement: expect.stringMatching(/^[\w-]{43}$/),
      utilisateur: {
        _id: expect.stringMatching(UUID_PATTERN),
        id: expect.stringMatching(UUID_PATTERN),
        prenom: "Administrateur",
        nom: "Principal",
        email: TEST_ADMIN.email,
        telephone: null,
        role: "administrateur",
        statut: "actif",
        dateCreation: expect.any(String),
      },
    });
    expect(body.utilisateur.id).toBe(body.utilisateur._id);
    expect(response.body).not.toMatch(SECRET_FIELDS);
    expect(response.body).not.toContain(TEST_ADMIN.password);
    // The token it gives is one the API accepts.
    expect((await adminMe(body.token)).statusCode).toBe(200);
  });

  it("accepts the email whatever its case and surrounding spaces", async () => {
    const response = await connexion({
      email: `  ${conseiller.email.toUpperCase()} `,
      motDePasse: conseiller.motDePasse,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().utilisateur.email).toBe(conseiller.email);
  });

  it("asks for the email and the password when both are missing", async () => {
    const response = await connexion({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: `${AUTH_MESSAGES.emailRequired} | ${AUTH_MESSAGES.passwordRequired}`,
      erreurs: [
        { champ: "email", message: AUTH_MESSAGES.emailRequired },
        { champ: "motDePasse", message: AUTH_MESSAGES.passwordRequired },
      ],
    });
  });

  it("asks for the email alone when only it is missing or blank", async () => {
    for (const email of [undefined, "", "   "]) {
      const response = await connexion({ email, motDePasse: "whatever-password" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: AUTH_MESSAGES.emailRequired,
        erreurs: [{ champ: "email", message: AUTH_MESSAGES.emailRequired }],
      });
    }
  });

  it("reads the email as a person sees it: invisible characters are not there", async () => {
    const invisible = await connexion({ email: "\u200B\uFEFF", motDePasse: "whatever-password" });
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json()).toEqual({
      success: false,
      message: AUTH_MESSAGES.emailRequired,
      erreurs: [{ champ: "email", message: AUTH_MESSAGES.emailRequired }],
    });
    const pasted = await connexion({
      email: `\u200B${conseiller.email}\u2060`,
      motDePasse: conseiller.motDePasse,
    });
    expect(pasted.statusCode).toBe(200);
    expect(pasted.json().utilisateur.email).toBe(conseiller.email);
  });

  it("asks for the password alone when only it is missing or empty", async () => {
    for (const motDePasse of [undefined, ""]) {
      const response = await connexion({ email: TEST_ADMIN.email, motDePasse });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: AUTH_MESSAGES.passwordRequired,
        erreurs: [{ champ: "motDePasse", message: AUTH_MESSAGES.passwordRequired }],
      });
    }
  });

  it("answers an unknown email and a wrong password with the same 401", async () => {
    const unknown = await connexion({ email: uniqueEmail("nobody"), motDePasse: "Whatever-123" });
    const wrong = await connexion({ email: TEST_ADMIN.email, motDePasse: "Wrong-password-1" });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ success: false, message: AUTH_MESSAGES.invalidCredentials });
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.headers["content-type"]).toBe(unknown.headers["content-type"]);
  });

  it("refuses an inactive user, and lets them in again once reactivated", async () => {
    const user = await createUser(app, admin.token);
    expect((await updateUser(user, { statut: "inactif" })).statusCode).toBe(200);

    const right = await connexion({ email: user.email, motDePasse: user.motDePasse });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ success: false, message: AUTH_MESSAGES.accountInactive });
    expect(right.body).not.toContain("token");
    // A wrong password tells nothing more about the account than for anyone else.
    const wrong = await connexion({ email: user.email, motDePasse: "Wrong-password-1" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: AUTH_MESSAGES.invalidCredentials });

    expect((await updateUser(user, { statut: "actif" })).statusCode).toBe(200);
    const again = await connexion({ email: user.email, motDePasse: user.motDePasse });
    expect(again.statusCode).toBe(200);
  });
});

describe("sign-in rate limits", () => {
  // Windows of a day: a test never straddles two of them.
  const WINDOW_SECONDS = 24 * 60 * 60;
  const LIMITS = {
    windowSeconds: WINDOW_SECONDS,
    accountWindowSeconds: WINDOW_SECONDS,
    perIp: 8,
    perAccountAndIp: DEFAULT_LOGIN_RATE_LIMITS.perAccountAndIp,
    perAccount: 12,
  };
  let limited: FastifyInstance;
  let users: CreatedUser[];

  withTestApp(
    async (built) => {
      limited = built;
      const limitedAdmin = await login(limited, TEST_ADMIN.email, TEST_ADMIN.password, {
        remoteAddress: "10.9.9.9",
      });
      users = [];
      for (let i = 0; i < 6; i++) users.push(await createUser(limited, limitedAdmin.token));
    },
    { loginRateLimits: LIMITS },
  );

  function expectTooManyAttempts(response: Awaited<ReturnType<typeof connexion>>) {
    expect(response.statusCode).toBe(429);
    const retryAfter = response.headers["retry-after"];
    expect(retryAfter).toMatch(/^[1-9]\d*$/);
    const seconds = Number(retryAfter);
    expect(seconds).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect(response.json()).toEqual({
      success: false,
      message: AUTH_MESSAGES.tooManyAttempts(Math.ceil(seconds / 60)),
    });
    expect(response.json().message).toMatch(/^Trop de tentatives de connexion\. Réessayez dans/);
  }

  it("locks an address out of an account after 5 failures, but not the owner elsewhere", async () => {
    expect(LIMITS.perAccountAndIp).toBe(5);
    const [user, other] = users as [CreatedUser, CreatedUser];
    for (let i = 0; i < 5; i++) {
      const failure = await connexion(
        { email: user.email, motDePasse: `Wrong-password-${i}` },
        "10.0.1.1",
        limited,
      );
      expect(failure.statusCode).toBe(401);
    }
    const right = { email: user.email, motDePasse: user.motDePasse };
    // That address is refused on that account, even with the right password and any
    // spelling of its email…
    expectTooManyAttempts(await connexion(right, "10.0.1.1", limited));
    expectTooManyAttempts(
      await connexion({ ...right, email: ` ${user.email.toUpperCase()}` }, "10.0.1.1", limited),
    );
    // …but five wrong guesses from elsewhere do not lock the owner out.
    const owner = await connexion(right, "10.0.1.2", limited);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().utilisateur.email).toBe(user.email);
    // Nor another account from that address.
    const otherAccount = await connexion(
      { email: other.email, motDePasse: other.motDePasse },
      "10.0.1.1",
      limited,
    );
    expect(otherAccount.statusCode).toBe(200);
  });

  it("forgets an address's failures on an account once it signs in from there", async () => {
    const user = users[2] as CreatedUser;
    const attempt = (motDePasse: string) =>
      connexion({ email: user.email, motDePasse }, "10.0.3.1", limited);
    // Six attempts from one address: the sixth would be over the limit of five if the
    // success in between did not clear the count.
    for (let round = 0; round < 2; round++) {
      expect((await attempt("Wrong-password-1")).statusCode).toBe(401);
      expect((await attempt("Wrong-password-2")).statusCode).toBe(401);
      expect((await attempt(user.motDePasse)).statusCode).toBe(200);
    }
  });

  it("limits failures on one account from every address together", async () => {
    const [user, other] = [users[4], users[5]] as [CreatedUser, CreatedUser];
    // Four failures from each of three addresses: each under its own limit, twelve in all.
    for (let address = 1; address <= 3; address++) {
      for (let i = 0; i < 4; i++) {
        const failure = await connexion(
          { email: user.email, motDePasse: `Wrong-password-${i}` },
          `10.0.5.${address}`,
          limited,
        );
        expect(failure.statusCode).toBe(401);
      }
    }
    // The account now refuses every address, a new one too, until its window ends.
    expectTooManyAttempts(
      await connexion({ email: user.email, motDePasse: user.motDePasse }, "10.0.5.9", limited),
    );
    // Other accounts go on, from the same addresses.
    const otherAccount = await connexion(
      { email: other.email, motDePasse: other.motDePasse },
      "10.0.5.1",
      limited,
    );
    expect(otherAccount.statusCode).toBe(200);
  });

  it("blocks an address after 8 attempts on different accounts; other addresses go on", async () => {
    const user = users[3] as CreatedUser;
    for (let i = 0; i < LIMITS.perIp; i++) {
      const failure = await connexion(
        { email: uniqueEmail("guess"), motDePasse: "Wrong-password-1" },
        "10.0.2.1",
        limited,
      );
      expect(failure.statusCode).toBe(401);
    }
    const right = { email: user.email, motDePasse: user.motDePasse };
    expectTooManyAttempts(await connexion(right, "10.0.2.1", limited));
    const elsewhere = await connexion(right, "10.0.2.2", limited);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().utilisateur.email).toBe(user.email);
  });

  it("does not let a client pick its address with X-Forwarded-For (TRUST_PROXY unset)", async () => {
    for (let i = 0; i < LIMITS.perIp; i++) {
      const failure = await connexion(
        { email: uniqueEmail("spoof"), motDePasse: "Wrong-password-1" },
        "10.0.4.1",
        limited,
      );
      expect(failure.statusCode).toBe(401);
    }
    const spoofed = await limited.inject({
      method: "POST",
      url: "/api/v1/auth/connexion",
      remoteAddress: "10.0.4.1",
      headers: { "x-forwarded-for": "203.0.113.77" },
      payload: { email: uniqueEmail("spoof"), motDePasse: "Wrong-password-1" },
    });
    expectTooManyAttempts(spoofed);
  });

  it("counts in the database: another instance on the same database sees the same counts", async () => {
    const user = users[1] as CreatedUser;
    for (let i = 0; i < LIMITS.perAccountAndIp; i++) {
      const failure = await connexion(
        { email: user.email, motDePasse: "Wrong-password-1" },
        "10.0.6.1",
        limited,
      );
      expect(failure.statusCode).toBe(401);
    }
    // A second instance of the routes (limiters of its own, nothing shared in memory).
    const second = Fastify();
    second.setValidatorCompiler(validatorCompiler);
    second.setSerializerCompiler(serializerCompiler);
    const { db, config, clock } = limited.services;
    second.decorate("services", {
      ...limited.services,
      loginLimits: createLoginLimits(
        db,
        createRateLimiter(db, config.loginRateLimits.windowSeconds),
        config.loginRateLimits,
        clock,
      ),
    });
    second.decorateRequest("currentUser", null);
    registerErrorHandling(second);
    await second.register(authRoutes, { prefix: API });
    try {
      expectTooManyAttempts(
        await connexion({ email: user.email, motDePasse: user.motDePasse }, "10.0.6.1", second),
      );
    } finally {
      await second.close();
    }
  });
});

describe("sign-in delays (progressive throttling)", () => {
  it("grows with the account's failures, up to a cap", () => {
    const limits = { ...DEFAULT_LOGIN_RATE_LIMITS, slowdownAfter: 3 };
    const delays = [0, 1, 2, 3, 4, 5, 6, 7, 50].map((failures) => loginDelayMs(failures, limits));
    expect(delays).toEqual([0, 0, 0, 500, 1000, 2000, 4000, 4000, 4000]);
    expect(loginDelayMs(10, { ...limits, slowdownStartMs: 0 })).toBe(0);
  });

  it("slows every sign-in on an attacked account, right password included, from any address", async () => {
    // The waits are read from the clock the app waits on, not timed: a busy machine cannot
    // make a wait look shorter or longer than it was.
    const clock = createManualClock();
    const slowed = await createTestApp({
      loginRateLimits: { slowdownAfter: 2, slowdownStartMs: 200, slowdownMaxMs: 400 },
      clock,
    });
    try {
      const slowedAdmin = await login(slowed, TEST_ADMIN.email, TEST_ADMIN.password);
      const user = await createUser(slowed, slowedAdmin.token);
      /** The sign-in's answer and how long it waited before its password was checked. */
      const waited = async (motDePasse: string, address: string) => {
        const before = clock.sleeps.length;
        const response = await connexion({ email: user.email, motDePasse }, address, slowed);
        return {
          status: response.statusCode,
          ms: clock.sleeps.slice(before).reduce((a, b) => a + b, 0),
        };
      };
      expect(await waited("Wrong-password-1", "10.0.7.1")).toEqual({ status: 401, ms: 0 });
      expect(await waited("Wrong-password-2", "10.0.7.1")).toEqual({ status: 401, ms: 0 });
      // Two failures: from now on the account's sign-ins wait.
      expect(await waited("Wrong-password-3", "10.0.7.1")).toEqual({ status: 401, ms: 200 });
      // Three failures: the owner's right password, from elsewhere, waits as long as any.
      expect(await waited(user.motDePasse, "10.0.7.2")).toEqual({ status: 200, ms: 400 });
      expect(await waited("Wrong-password-4", "10.0.7.3")).toEqual({ status: 401, ms: 400 });
      // Four failures would mean 800 ms without the cap.
      expect(await waited("Wrong-password-5", "10.0.7.3")).toEqual({ status: 401, ms: 400 });
    } finally {
      await slowed.close();
    }
  });
});

describe("POST /api/v1/auth/rafraichir", () => {
  it("trades a refresh token for a new pair that works", async () => {
    const session = await login(app, conseiller.email, conseiller.motDePasse);
    const response = await refresh(session.tokenRafraichissement);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      tokenRafraichissement: expect.stringMatching(/^[\w-]{43}$/),
      utilisateur: expect.objectContaining({ _id: conseiller._id, email: conseiller.email }),
    });
    expect(body.tokenRafraichissement).not.toBe(session.tokenRafraichissement);
    expect(response.body).not.toMatch(SECRET_FIELDS);

    const me = await userMe(body.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().donnees._id).toBe(conseiller._id);
    // The new refresh token can be traded in turn.
    expect((await refresh(body.tokenRafraichissement)).statusCode).toBe(200);
  });

  it("refuses a rotated token, and its reuse ends the whole session", async () => {
    const session = await login(app, conseiller.email, conseiller.motDePasse);
    const other = await login(app, conseiller.email, conseiller.motDePasse);
    const second = (await refresh(session.tokenRafraichissement)).json<Session>();
    const newest = (await refresh(second.tokenRafraichissement)).json<Session>();

    const reuse = await refresh(session.tokenRafraichissement);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(refreshRefused);
    // Whoever holds the newest token of that family is signed out too.
    const afterReuse = await refresh(newest.tokenRafraichissement);
    expect(afterReuse.statusCode).toBe(401);
    expect(afterReuse.json()).toEqual(refreshRefused);
    // Another sign-in of the same user is another session, left alone.
    expect((await refresh(other.tokenRafraichissement)).statusCode).toBe(200);
  });

  it("refuses a token it never issued", async () => {
    for (const token of [randomBytes(32).toString("base64url"), "garbage"]) {
      const response = await refresh(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(refreshRefused);
    }
  });

  it("refuses an expired token", async () => {
    const session = await login(app, conseiller.email, conseiller.motDePasse);
    // Thirty days are too long to wait: age the stored token instead.
    await app.services.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(session.tokenRafraichissement)));
    const response = await refresh(session.tokenRafraichissement);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(refreshRefused);
  });

  it("asks for the token when it is missing", async () => {
    const empty = await app.inject({ method: "POST", url: `${API}/auth/rafraichir`, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      success: false,
      message: AUTH_MESSAGES.refreshRequired,
      erreurs: [{ champ: "tokenRafraichissement", message: AUTH_MESSAGES.refreshRequired }],
    });

    const noBody = await app.inject({ method: "POST", url: `${API}/auth/rafraichir` });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toEqual({
      success: false,
      message: "Le corps de la requête doit être un objet JSON.",
      erreurs: [{ champ: "corps", message: "Le corps de la requête doit être un objet JSON." }],
    });
  });
});

describe("POST /api/v1/auth/deconnexion", () => {
  it("ends the session: its refresh token is refused afterwards", async () => {
    const session = await login(app, conseiller.email, conseiller.motDePasse);
    const other = await login(app, conseiller.email, conseiller.motDePasse);
    const response = await app.inject({
      method: "POST",
      url: `${API}/auth/deconnexion`,
      payload: { tokenRafraichissement: session.tokenRafraichissement },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "Déconnexion réussie." });

    const refused = await refresh(session.tokenRafraichissement);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(refreshRefused);
    // Only that session ends.
    expect((await refresh(other.tokenRafraichissement)).statusCode).toBe(200);
  });

  it("ends the session even after its token was rotated", async () => {
    const session = await login(app, conseiller.email, conseiller.motDePasse);
    const rotated = (await refresh(session.tokenRafraichissement)).json<Session>();
    await app.inject({
      method: "POST",
      url: `${API}/auth/deconnexion`,
      payload: { tokenRafraichissement: rotated.tokenRafraichissement },
    });
    expect((await refresh(rotated.tokenRafraichissement)).statusCode).toBe(401);
  });

  function logoutWithBearer(token: string) {
    return app.inject({
      method: "POST",
      url: `${API}/auth/deconnexion`,
      headers: authHeader(token),
    });
  }

  it("ends the session of the bearer token alone, without a body (as the back office calls it)", async () => {
    const session = await login(app, conseiller.email, conseiller.motDePasse);
    const other = await login(app, conseiller.email, conseiller.motDePasse);
    const response = await logoutWithBearer(session.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "Déconnexion réussie." });

    const refused = await refresh(session.tokenRafraichissement);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(refreshRefused);
    // Another sign-in of the same user is another session, left alone.
    expect((await refresh(other.tokenRafraichissement)).statusCode).toBe(200);
  });

  it("ends it with the access token of a refresh too, and with an expired one", async () => {
    // A refresh keeps the session: its access token names the same one.
    const session = await login(app, conseiller.email, conseiller.motDePasse);
    const rotated = (await refresh(session.tokenRafraichissement)).json<Session>();
    expect((await logoutWithBearer(rotated.token)).statusCode).toBe(200);
    expect((await refresh(rotated.tokenRafraichissement)).statusCode).toBe(401);

    // The back office may sign out after its access token has expired.
    const idle = await login(app, conseiller.email, conseiller.motDePasse);
    const now = Math.floor(Date.now() / 1000);
    const expired = await resign(idle.token, { iat: now - 3600, exp: now - 60 });
    expect((await adminMe(expired)).statusCode).toBe(401);
    expect((await logoutWithBearer(expired)).statusCode).toBe(200);
    expect((await refresh(idle.tokenRafraichissement)).statusCode).toBe(401);
  });

  it("ends nothing for a forged bearer token", async () => {
    const session = await login(app, conseiller.email, conseiller.motDePasse);
    const forged = await resign(session.token, {}, randomBytes(32).toString("base64url"));
    expect((await logoutWithBearer(forged)).statusCode).toBe(200);
    // A token of ours naming another user's session ends nothing either.
    const victim = await login(app, TEST_ADMIN.email, TEST_ADMIN.password);
    const crossed = await resign(session.token, { sid: decodeJwt(victim.token).sid });
    expect((await logoutWithBearer(crossed)).statusCode).toBe(200);

    expect((await refresh(session.tokenRafraichissement)).statusCode).toBe(200);
    expect((await refresh(victim.tokenRafraichissement)).statusCode).toBe(200);
  });

  it("always succeeds, with or without a token", async () => {
    for (const payload of [undefined, {}, { tokenRafraichissement: "unknown-token" }]) {
      const response = await app.inject({
        method: "POST",
        url: `${API}/auth/deconnexion`,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: "Déconnexion réussie." });
    }
    for (const authorization of ["Bearer garbage", "Bearer ", "Basic abc"]) {
      const response = await app.inject({
        method: "POST",
        url: `${API}/auth/deconnexion`,
        headers: { authorization },
      });
      expect(response.statusCode, authorization).toBe(200);
    }
  });
});

/** A token signed like the server's, with the claims of `model` changed by `changes`. */
async function resign(
  model: string,
  changes: Record<string, unknown>,
  secret: string = TEST_JWT_SECRET,
): Promise<string> {
  const claims = { ...decodeJwt(model), ...changes };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .sign(new TextEncoder().encode(secret));
}

describe("GET /api/v1/admin/me", () => {
  let conseillerSession: Session;
  beforeAll(async () => {
    conseillerSession = await login(app, conseiller.email, conseiller.motDePasse);
  });

  it("answers an administrator with their profile", async () => {
    const response = await adminMe(admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, utilisateur: admin.utilisateur });
    expect(response.body).not.toMatch(SECRET_FIELDS);
  });

  it("refuses a conseiller with 403", async () => {
    const response = await adminMe(conseillerSession.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      message: AUTH_MESSAGES.administratorsOnly,
    });
  });

  it("asks for authentication without a token", async () => {
    for (const headers of [{}, { authorization: "" }, { authorization: "Basic abc" }]) {
      const response = await app.inject({ method: "GET", url: `${API}/admin/me`, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        message: AUTH_MESSAGES.authenticationRequired,
      });
    }
  });

  it("accepts a token signed like the server's (the forgeries below differ by one defect)", async () => {
    const response = await adminMe(await resign(admin.token, {}));
    expect(response.statusCode).toBe(200);
  });

  it("refuses a token signed with another secret", async () => {
    const forged = await resign(admin.token, {}, randomBytes(32).toString("base64url"));
    const response = await adminMe(forged);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(tokenRefused);
  });

  it("refuses an unsigned token (alg none)", async () => {
    const header = base64url.encode(JSON.stringify({ alg: "none", typ: "JWT" }));
    const payload = base64url.encode(JSON.stringify(decodeJwt(admin.token)));
    for (const forged of [`${header}.${payload}.`, `${header}.${payload}`]) {
      const response = await adminMe(forged);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(tokenRefused);
    }
  });

  it("refuses a token whose payload was tampered with", async () => {
    const [header, , signature] = conseillerSession.token.split(".");
    const payload = base64url.encode(
      JSON.stringify({ ...decodeJwt(conseillerSession.token), sub: admin.utilisateur._id }),
    );
    const response = await adminMe(`${header}.${payload}.${signature}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(tokenRefused);
  });

  it("refuses an expired token", async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await resign(admin.token, { iat: now - 3600, exp: now - 60 });
    const response = await adminMe(expired);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(tokenRefused);
  });

  it("refuses garbage in place of a token", async () => {
    const response = await adminMe("not.a.token");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(tokenRefused);
  });

  it("takes the role from the account, not from the token", async () => {
    const promoted = await resign(conseillerSession.token, { role: "administrateur" });
    const response = await adminMe(promoted);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      message: AUTH_MESSAGES.administratorsOnly,
    });
  });
});

describe("GET /api/v1/utilisateurs/me", () => {
  it("answers any signed-in user with their profile in donnees", async () => {
    const session = await login(app, conseiller.email, conseiller.motDePasse);
    const response = await userMe(session.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      donnees: {
        _id: conseiller._id,
        id: conseiller._id,
        prenom: "Moussa",
        nom: "Sow",
        email: conseiller.email,
        telephone: null,
        role: "conseiller",
        statut: "actif",
        dateCreation: conseiller.dateCreation,
      },
    });

    const asAdmin = await userMe(admin.token);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().donnees.role).toBe("administrateur");
  });

  it("asks for authentication without a valid token", async () => {
    const none = await app.inject({ method: "GET", url: `${API}/utilisateurs/me` });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, message: AUTH_MESSAGES.authenticationRequired });
    const bad = await userMe("not.a.token");
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual(tokenRefused);
  });
});

describe("ending a user's sessions", () => {
  async function signedInUser() {
    const user = await createUser(app, admin.token);
    const session = await login(app, user.email, user.motDePasse);
    expect((await userMe(session.token)).statusCode).toBe(200);
    return { user, session };
  }

  async function expectSessionEnded(session: Session) {
    const me = await userMe(session.token);
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual(tokenRefused);
    const renewed = await refresh(session.tokenRafraichissement);
    expect(renewed.statusCode).toBe(401);
    expect(renewed.json()).toEqual(refreshRefused);
  }

  it("deactivation ends them at once, and reactivation does not bring them back", async () => {
    const { user, session } = await signedInUser();
    const response = await updateUser(user, { statut: "inactif" });
    expect(response.statusCode).toBe(200);
    expect(response.json().donnees.statut).toBe("inactif");
    await expectSessionEnded(session);

    expect((await updateUser(user, { statut: "actif" })).statusCode).toBe(200);
    await expectSessionEnded(session);
  });

  it("deletion ends them at once", async () => {
    const { user, session } = await signedInUser();
    const response = await app.inject({
      method: "DELETE",
      url: `${API}/utilisateurs/${user._id}`,
      headers: authHeader(admin.token),
    });
    expect(response.statusCode).toBe(200);
    await expectSessionEnded(session);
  });

  it("a new password ends them; the old password no longer signs in", async () => {
    const { user, session } = await signedInUser();
    const response = await updateUser(user, { motDePasse: "Nouveau-mot-de-passe-2" });
    expect(response.statusCode).toBe(200);
    await expectSessionEnded(session);

    const old = await connexion({ email: user.email, motDePasse: user.motDePasse });
    expect(old.statusCode).toBe(401);
    const fresh = await connexion({ email: user.email, motDePasse: "Nouveau-mot-de-passe-2" });
    expect(fresh.statusCode).toBe(200);
  });

  it("other changes leave them open", async () => {
    const { user, session } = await signedInUser();
    const response = await updateUser(user, { nom: "Renommé", telephone: "+221771234567" });
    expect(response.statusCode).toBe(200);
    const me = await userMe(session.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().donnees.nom).toBe("Renommé");
    expect((await refresh(session.tokenRafraichissement)).statusCode).toBe(200);
  });
});
