import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../../../domain/accounts.ts";
import { USER_MESSAGES } from "../../../domain/users.ts";
import {
  API,
  authHeader,
  createUser,
  login,
  loginAsAdmin,
  type Session,
  withTestApp,
} from "../../test/test-app.ts";

let app: FastifyInstance;
let adminToken: string;
withTestApp(async (built) => {
  app = built;
  adminToken = (await loginAsAdmin(app)).token;
});

const me = (token: string) =>
  app.inject({ method: "GET", url: `${API}/utilisateurs/me`, headers: authHeader(token) });

const patchMe = (token: string, payload: Record<string, unknown>) =>
  app.inject({
    method: "PATCH",
    url: `${API}/utilisateurs/me`,
    headers: authHeader(token),
    payload,
  });

const changePassword = (token: string, motDePasseActuel: string, nouveauMotDePasse: string) =>
  app.inject({
    method: "POST",
    url: `${API}/auth/mot-de-passe`,
    headers: authHeader(token),
    payload: { motDePasseActuel, nouveauMotDePasse },
  });

describe("PATCH /utilisateurs/me", () => {
  it("changes one's own names and phone, and nothing else", async () => {
    const user = await createUser(app, adminToken, { telephone: "+221771234567" });
    const { token } = await login(app, user.email, user.motDePasse);
    const answer = await patchMe(token, {
      prenom: "  Fatou ",
      nom: "Ndiaye",
      telephone: "+225 07 12 34 56 78",
      role: "administrateur",
      email: "autre@example.com",
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(ACCOUNT_MESSAGES.profileUpdated);
    const { donnees } = (await me(token)).json();
    expect(donnees).toMatchObject({
      prenom: "Fatou",
      nom: "Ndiaye",
      telephone: "+2250712345678",
      role: "conseiller",
      email: user.email,
    });
    // An empty phone removes it.
    await patchMe(token, { prenom: "Fatou", nom: "Ndiaye", telephone: "" });
    expect((await me(token)).json().donnees.telephone).toBeNull();
  });

  it("refuses a bad field with §5's message and changes nothing", async () => {
    const user = await createUser(app, adminToken);
    const { token } = await login(app, user.email, user.motDePasse);
    const answer = await patchMe(token, { prenom: "", nom: "N".repeat(51), telephone: "12" });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().erreurs).toEqual(
      expect.arrayContaining([
        { champ: "prenom", message: USER_MESSAGES.prenomRequired },
        { champ: "nom", message: USER_MESSAGES.nomTooLong },
        { champ: "telephone", message: USER_MESSAGES.phoneInvalid },
      ]),
    );
    expect((await me(token)).json().donnees.prenom).toBe(user.prenom);
  });

  it("needs a session", async () => {
    const answer = await app.inject({
      method: "PATCH",
      url: `${API}/utilisateurs/me`,
      payload: { prenom: "A", nom: "B" },
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe("POST /auth/mot-de-passe", () => {
  it("refuses a wrong current password and changes nothing", async () => {
    const user = await createUser(app, adminToken);
    const { token } = await login(app, user.email, user.motDePasse);
    const answer = await changePassword(token, "pas-le-bon-1", "Nouveau-secret-2");
    expect(answer.statusCode).toBe(400);
    expect(answer.json().erreurs).toEqual([
      { champ: "motDePasseActuel", message: ACCOUNT_MESSAGES.currentPasswordWrong },
    ]);
    expect((await me(token)).statusCode).toBe(200);
    await login(app, user.email, user.motDePasse);
  });

  it("applies §5's rules to the new password", async () => {
    const user = await createUser(app, adminToken);
    const { token } = await login(app, user.email, user.motDePasse);
    const answer = await changePassword(token, user.motDePasse, "court");
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(USER_MESSAGES.passwordTooShort);
  });

  it("ends the other sessions and keeps this one with new tokens", async () => {
    const user = await createUser(app, adminToken);
    const here = await login(app, user.email, user.motDePasse);
    const elsewhere = await login(app, user.email, user.motDePasse);
    const answer = await changePassword(here.token, user.motDePasse, "Nouveau-secret-2");
    expect(answer.statusCode).toBe(200);
    const renewed = answer.json<Session & { message: string }>();
    expect(renewed.message).toBe(ACCOUNT_MESSAGES.passwordChanged);

    expect((await me(renewed.token)).statusCode).toBe(200);
    const refreshed = await app.inject({
      method: "POST",
      url: `${API}/auth/rafraichir`,
      payload: { tokenRafraichissement: renewed.tokenRafraichissement },
    });
    expect(refreshed.statusCode).toBe(200);

    expect((await me(elsewhere.token)).statusCode).toBe(401);
    expect((await me(here.token)).statusCode).toBe(401);
    const oldRefresh = await app.inject({
      method: "POST",
      url: `${API}/auth/rafraichir`,
      payload: { tokenRafraichissement: elsewhere.tokenRafraichissement },
    });
    expect(oldRefresh.statusCode).toBe(401);
    await login(app, user.email, "Nouveau-secret-2");
  });
});
