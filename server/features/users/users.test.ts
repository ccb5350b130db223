import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../domain/auth.ts";
import { UUID_PATTERN } from "../../../domain/ids.ts";
import { PAGINATION_MESSAGES } from "../../../domain/pagination.ts";
import { type PublicUser, USER_MESSAGES } from "../../../domain/users.ts";
import {
  API,
  authHeader,
  type CreatedUser,
  createUser,
  type ListBody,
  login,
  loginAsAdmin,
  type Session,
  signedInConseiller,
  uniqueEmail,
  updateBody,
  withTestApp,
} from "../../test/test-app.ts";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const SECRET_FIELDS = /motDePasse|passwordHash|password_hash|sessionVersion|session_version/;

let app: FastifyInstance;
let admin: Session;
let conseiller: Session;

withTestApp(async (built) => {
  app = built;
  admin = await loginAsAdmin(app);
  conseiller = await signedInConseiller(app, admin.token, { prenom: "Fatou", nom: "Ndiaye" });
});

function api(
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  options: { token?: string; payload?: unknown; target?: FastifyInstance } = {},
) {
  const { token = admin.token, payload, target = app } = options;
  return target.inject({
    method,
    url: `${API}${url}`,
    headers: token ? authHeader(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function list(query = "?limite=100"): Promise<ListBody<PublicUser, "donnees">> {
  const response = await api("GET", `/utilisateurs${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<ListBody<PublicUser, "donnees">>();
}

async function total(): Promise<number> {
  return (await list()).total;
}

function newUserBody(changes: Record<string, unknown> = {}) {
  return {
    prenom: "Ibrahima",
    nom: "Fall",
    email: uniqueEmail("new"),
    telephone: "",
    role: "conseiller",
    motDePasse: "Mot-de-passe-1",
    ...changes,
  };
}

function validationFailure(champ: string, message: string) {
  return { success: false, message, erreurs: [{ champ, message }] };
}

describe("GET /api/v1/utilisateurs", () => {
  it("lists the users with total, page and limite, never a password", async () => {
    const response = await api("GET", "/utilisateurs");
    expect(response.statusCode).toBe(200);
    const body = response.json<ListBody<PublicUser, "donnees">>();
    expect(body).toMatchObject({ success: true, page: 1, limite: 20 });
    expect(body.total).toBe(body.donnees.length);
    expect(body.donnees).toContainEqual(admin.utilisateur);
    expect(body.donnees.map((u) => u.email)).toContain(conseiller.utilisateur.email);
    expect(response.body).not.toMatch(SECRET_FIELDS);
  });

  it("pages through every user exactly once, sorted by name", async () => {
    for (const nom of ["Ba", "Camara", "Diallo", "Kane", "Sy"]) {
      await createUser(app, admin.token, { nom });
    }
    const everyone = await list();
    expect(everyone.total).toBeGreaterThanOrEqual(7);
    expect(everyone.donnees).toHaveLength(everyone.total);
    const names = everyone.donnees.map((u) => u.nom);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const seen: string[] = [];
    const pages = Math.ceil(everyone.total / 2);
    for (let page = 1; page <= pages; page++) {
      const body = await list(`?page=${page}&limite=2`);
      expect(body).toMatchObject({ page, limite: 2, total: everyone.total });
      expect(body.donnees.length).toBe(page < pages ? 2 : everyone.total - 2 * (pages - 1));
      seen.push(...body.donnees.map((u) => u._id));
    }
    expect(seen).toEqual(everyone.donnees.map((u) => u._id));

    const beyond = await list(`?page=${pages + 1}&limite=2`);
    expect(beyond.donnees).toEqual([]);
    expect(beyond.total).toBe(everyone.total);
  });

  it("refuses a bad page or limite with French messages", async () => {
    for (const [query, champ, message] of [
      ["?page=0", "page", PAGINATION_MESSAGES.page],
      ["?page=abc", "page", PAGINATION_MESSAGES.page],
      ["?limite=0", "limite", PAGINATION_MESSAGES.limite],
      ["?limite=101", "limite", PAGINATION_MESSAGES.limite],
    ] as const) {
      const response = await api("GET", `/utilisateurs${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual(validationFailure(champ, message));
    }
  });
});

describe("POST /api/v1/utilisateurs", () => {
  it("creates a conseiller by default, trimmed, email lower-cased, phone normalised", async () => {
    const before = await total();
    const email = uniqueEmail("Mariama.Ba").toUpperCase();
    const response = await api("POST", "/utilisateurs", {
      payload: {
        prenom: "  Mariama ",
        nom: " Ba  ",
        email: ` ${email} `,
        telephone: "+221 77 123 45 67",
        motDePasse: "Un-mot-de-passe-1",
      },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: "Utilisateur créé avec succès.",
      donnees: {
        _id: expect.stringMatching(UUID_PATTERN),
        id: body.donnees._id,
        prenom: "Mariama",
        nom: "Ba",
        email: email.toLowerCase(),
        telephone: "+221771234567",
        role: "conseiller",
        statut: "actif",
        dateCreation: expect.any(String),
      },
    });
    expect(Date.parse(body.donnees.dateCreation)).not.toBeNaN();
    expect(response.body).not.toMatch(SECRET_FIELDS);
    expect(response.body).not.toContain("Un-mot-de-passe-1");
    expect(await total()).toBe(before + 1);

    // The new user signs in with that password, with the email as they typed it.
    const session = await login(app, email, "Un-mot-de-passe-1");
    expect(session.utilisateur).toEqual(body.donnees);
  });

  it("creates an administrator when asked, with no phone", async () => {
    const response = await api("POST", "/utilisateurs", {
      payload: newUserBody({ role: "administrateur", telephone: undefined }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().donnees).toMatchObject({ role: "administrateur", telephone: null });
  });

  const invalidCases: [string, Record<string, unknown>, string, string][] = [
    ["missing prenom", { prenom: undefined }, "prenom", USER_MESSAGES.prenomRequired],
    ["blank prenom", { prenom: "   " }, "prenom", USER_MESSAGES.prenomRequired],
    ["long prenom", { prenom: "a".repeat(51) }, "prenom", USER_MESSAGES.prenomTooLong],
    ["missing nom", { nom: undefined }, "nom", USER_MESSAGES.nomRequired],
    ["empty nom", { nom: "" }, "nom", USER_MESSAGES.nomRequired],
    ["long nom", { nom: "b".repeat(51) }, "nom", USER_MESSAGES.nomTooLong],
    ["missing email", { email: undefined }, "email", USER_MESSAGES.emailRequired],
    ["empty email", { email: "" }, "email", USER_MESSAGES.emailRequired],
    ["invalid email", { email: "pas-un-email" }, "email", USER_MESSAGES.emailInvalid],
    ["email without domain", { email: "awa@" }, "email", USER_MESSAGES.emailInvalid],
    ["local phone", { telephone: "77 123 45 67" }, "telephone", USER_MESSAGES.phoneInvalid],
    ["phone with letters", { telephone: "+221 77 ABC" }, "telephone", USER_MESSAGES.phoneInvalid],
    ["unknown role", { role: "directeur" }, "role", USER_MESSAGES.roleInvalid],
    ["unknown statut", { statut: "suspendu" }, "statut", USER_MESSAGES.statutInvalid],
    ["missing password", { motDePasse: undefined }, "motDePasse", USER_MESSAGES.passwordRequired],
    ["empty password", { motDePasse: "" }, "motDePasse", USER_MESSAGES.passwordRequired],
    ["short password", { motDePasse: "1234567" }, "motDePasse", USER_MESSAGES.passwordTooShort],
    ["long password", { motDePasse: "x".repeat(129) }, "motDePasse", USER_MESSAGES.passwordTooLong],
  ];

  it.each(invalidCases)(
    "refuses a user (%s) with that message, creating nothing",
    async (_, changes, champ, message) => {
      const before = await total();
      const response = await api("POST", "/utilisateurs", { payload: newUserBody(changes) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(validationFailure(champ, message));
      expect(await total()).toBe(before);
    },
  );

  it("accepts names of exactly 50 characters", async () => {
    const response = await api("POST", "/utilisateurs", {
      payload: newUserBody({ prenom: "p".repeat(50), nom: "n".repeat(50) }),
    });
    expect(response.statusCode).toBe(201);
  });

  it("normalises typed names and email: invisible-only is missing, accents composed", async () => {
    const before = await total();
    const invisible = await api("POST", "/utilisateurs", {
      payload: newUserBody({ prenom: "\u200B\u200B", nom: " \u2060\uFEFF " }),
    });
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json().erreurs).toEqual([
      { champ: "prenom", message: USER_MESSAGES.prenomRequired },
      { champ: "nom", message: USER_MESSAGES.nomRequired },
    ]);
    expect(await total()).toBe(before);

    // "Aïssatou" typed with a combining diaeresis, a zero-width space in the name and email.
    const email = uniqueEmail("norme");
    const created = await api("POST", "/utilisateurs", {
      payload: newUserBody({
        prenom: "Ai\u0308ssatou",
        nom: "N\u200Bdiaye\u0007",
        email: `\u200B${email}`,
        telephone: "+221\u200B771234567",
      }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().donnees).toMatchObject({
      prenom: "A\u00EFssatou",
      nom: "Ndiaye",
      email,
      telephone: "+221771234567",
    });
    // 50 characters once the invisible one is gone: at the limit, accepted.
    const long = await api("POST", "/utilisateurs", {
      payload: newUserBody({ prenom: `${"p".repeat(50)}\u200B` }),
    });
    expect(long.statusCode).toBe(201);
  });

  it("lists every invalid field at once", async () => {
    const response = await api("POST", "/utilisateurs", {
      payload: { email: "x", telephone: "123", role: "chef", motDePasse: "court" },
    });
    expect(response.statusCode).toBe(400);
    const { erreurs, message } = response.json();
    expect(erreurs).toEqual([
      { champ: "prenom", message: USER_MESSAGES.prenomRequired },
      { champ: "nom", message: USER_MESSAGES.nomRequired },
      { champ: "email", message: USER_MESSAGES.emailInvalid },
      { champ: "telephone", message: USER_MESSAGES.phoneInvalid },
      { champ: "role", message: USER_MESSAGES.roleInvalid },
      { champ: "motDePasse", message: USER_MESSAGES.passwordTooShort },
    ]);
    expect(message).toBe(erreurs.map((e: { message: string }) => e.message).join(" | "));
  });

  it("refuses an email already taken, whatever its case, and changes nothing", async () => {
    const existing = await createUser(app, admin.token);
    const before = await total();
    for (const email of [existing.email, existing.email.toUpperCase(), ` ${existing.email} `]) {
      const response = await api("POST", "/utilisateurs", { payload: newUserBody({ email }) });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        message: USER_MESSAGES.emailTaken,
        erreurs: [{ champ: "email", message: USER_MESSAGES.emailTaken }],
      });
    }
    expect(await total()).toBe(before);
    // The existing account keeps its own password.
    expect((await login(app, existing.email, existing.motDePasse)).utilisateur._id).toBe(
      existing._id,
    );
  });
});

describe("GET /api/v1/utilisateurs/:id", () => {
  it("reads one user", async () => {
    const user = await createUser(app, admin.token, { telephone: "+33 6 12 34 56 78" });
    const response = await api("GET", `/utilisateurs/${user._id}`);
    expect(response.statusCode).toBe(200);
    const { motDePasse: _, ...publicUser } = user;
    expect(response.json()).toEqual({ success: true, donnees: publicUser });
    expect(response.json().donnees.telephone).toBe("+33612345678");
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of [UNKNOWN_ID, "abc", "123", `${UNKNOWN_ID}x`]) {
      const response = await api("GET", `/utilisateurs/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ success: false, message: USER_MESSAGES.notFound });
    }
  });
});

describe("PUT /api/v1/utilisateurs/:id", () => {
  it("updates the user and keeps the password when none is sent", async () => {
    const user = await createUser(app, admin.token);
    const newEmail = uniqueEmail("Renamed");
    const response = await api("PUT", `/utilisateurs/${user._id}`, {
      payload: {
        prenom: " Aminata ",
        nom: " Touré ",
        email: newEmail.toUpperCase(),
        telephone: "+225 07 08 09 10 11",
        role: "conseiller",
      },
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      ...updateBody(user),
      _id: user._id,
      id: user._id,
      prenom: "Aminata",
      nom: "Touré",
      email: newEmail.toLowerCase(),
      telephone: "+2250708091011",
      dateCreation: user.dateCreation,
    };
    expect(response.json()).toEqual({
      success: true,
      message: "Utilisateur modifié avec succès.",
      donnees: expected,
    });
    expect((await api("GET", `/utilisateurs/${user._id}`)).json().donnees).toEqual(expected);

    // Same password, new email.
    const session = await login(app, newEmail, user.motDePasse);
    expect(session.utilisateur._id).toBe(user._id);
    const oldEmail = await app.inject({
      method: "POST",
      url: `${API}/auth/connexion`,
      payload: { email: user.email, motDePasse: user.motDePasse },
    });
    expect(oldEmail.statusCode).toBe(401);
  });

  it("treats an empty password as no change", async () => {
    const user = await createUser(app, admin.token);
    const response = await api("PUT", `/utilisateurs/${user._id}`, {
      payload: updateBody(user, { motDePasse: "" }),
    });
    expect(response.statusCode).toBe(200);
    expect((await login(app, user.email, user.motDePasse)).utilisateur._id).toBe(user._id);
  });

  it("changes the password when one is sent", async () => {
    const user = await createUser(app, admin.token);
    const response = await api("PUT", `/utilisateurs/${user._id}`, {
      payload: updateBody(user, { motDePasse: "Autre-mot-de-passe-9" }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(SECRET_FIELDS);
    expect((await login(app, user.email, "Autre-mot-de-passe-9")).utilisateur._id).toBe(user._id);
  });

  it("clears the phone when it is sent empty", async () => {
    const user = await createUser(app, admin.token, { telephone: "+221771234567" });
    const response = await api("PUT", `/utilisateurs/${user._id}`, {
      payload: updateBody(user, { telephone: "" }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().donnees.telephone).toBeNull();
  });

  it("validates each field with its message and changes nothing", async () => {
    const user = await createUser(app, admin.token);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ prenom: "" }, "prenom", USER_MESSAGES.prenomRequired],
      [{ nom: "n".repeat(51) }, "nom", USER_MESSAGES.nomTooLong],
      [{ email: "invalide" }, "email", USER_MESSAGES.emailInvalid],
      [{ telephone: "0612" }, "telephone", USER_MESSAGES.phoneInvalid],
      [{ role: "admin" }, "role", USER_MESSAGES.roleInvalid],
      [{ role: undefined }, "role", USER_MESSAGES.roleInvalid],
      [{ statut: "parti" }, "statut", USER_MESSAGES.statutInvalid],
      [{ motDePasse: "court" }, "motDePasse", USER_MESSAGES.passwordTooShort],
    ];
    for (const [changes, champ, message] of cases) {
      const response = await api("PUT", `/utilisateurs/${user._id}`, {
        payload: updateBody(user, { nom: "Changé", ...changes }),
      });
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(response.json()).toEqual(validationFailure(champ, message));
    }
    const { motDePasse: _, ...publicUser } = user;
    expect((await api("GET", `/utilisateurs/${user._id}`)).json().donnees).toEqual(publicUser);
  });

  it("refuses another user's email, whatever its case, and changes nothing", async () => {
    const first = await createUser(app, admin.token);
    const second = await createUser(app, admin.token);
    for (const email of [first.email, first.email.toUpperCase()]) {
      const response = await api("PUT", `/utilisateurs/${second._id}`, {
        payload: updateBody(second, { email, nom: "Changé" }),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        message: USER_MESSAGES.emailTaken,
        erreurs: [{ champ: "email", message: USER_MESSAGES.emailTaken }],
      });
    }
    const after = (await api("GET", `/utilisateurs/${second._id}`)).json().donnees;
    expect(after).toMatchObject({ email: second.email, nom: second.nom });
  });

  it("lets a user keep their own email", async () => {
    const user = await createUser(app, admin.token);
    const response = await api("PUT", `/utilisateurs/${user._id}`, {
      payload: updateBody(user, { email: user.email.toUpperCase(), prenom: "Khady" }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().donnees).toMatchObject({ email: user.email, prenom: "Khady" });
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const body = newUserBody();
    for (const id of [UNKNOWN_ID, "not-a-uuid"]) {
      const response = await api("PUT", `/utilisateurs/${id}`, { payload: body });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ success: false, message: USER_MESSAGES.notFound });
    }
  });
});

describe("DELETE /api/v1/utilisateurs/:id", () => {
  it("deletes a user: gone from the list, cannot sign in, email free again", async () => {
    const user = await createUser(app, admin.token);
    const before = await total();
    const response = await api("DELETE", `/utilisateurs/${user._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: "Utilisateur supprimé avec succès.",
    });

    expect(await total()).toBe(before - 1);
    expect((await list()).donnees.map((u) => u._id)).not.toContain(user._id);
    const read = await api("GET", `/utilisateurs/${user._id}`);
    expect(read.statusCode).toBe(404);
    const signIn = await app.inject({
      method: "POST",
      url: `${API}/auth/connexion`,
      payload: { email: user.email, motDePasse: user.motDePasse },
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json()).toEqual({ success: false, message: AUTH_MESSAGES.invalidCredentials });

    const again = await api("DELETE", `/utilisateurs/${user._id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: USER_MESSAGES.notFound });
    // The email can be given to a new account.
    const reused = await api("POST", "/utilisateurs", {
      payload: newUserBody({ email: user.email }),
    });
    expect(reused.statusCode).toBe(201);
  });

  it("answers 404 for an unknown or malformed id, deleting nothing", async () => {
    const before = await total();
    for (const id of [UNKNOWN_ID, "xyz"]) {
      const response = await api("DELETE", `/utilisateurs/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ success: false, message: USER_MESSAGES.notFound });
    }
    expect(await total()).toBe(before);
  });
});

describe("who may manage users", () => {
  let target: CreatedUser;
  beforeAll(async () => {
    target = await createUser(app, admin.token);
  });

  const routes = () =>
    [
      ["GET", "/utilisateurs", undefined],
      ["POST", "/utilisateurs", newUserBody()],
      ["GET", `/utilisateurs/${target._id}`, undefined],
      ["PUT", `/utilisateurs/${target._id}`, updateBody(target, { role: "administrateur" })],
      ["DELETE", `/utilisateurs/${target._id}`, undefined],
    ] as const;

  it("refuses a conseiller on every route with 403, changing nothing", async () => {
    const before = await total();
    for (const [method, url, payload] of routes()) {
      const response = await api(method, url, { token: conseiller.token, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        message: AUTH_MESSAGES.administratorsOnly,
      });
    }
    expect(await total()).toBe(before);
    const { motDePasse: _, ...publicUser } = target;
    expect((await api("GET", `/utilisateurs/${target._id}`)).json().donnees).toEqual(publicUser);
  });

  it("asks for authentication without a token on every route", async () => {
    for (const [method, url, payload] of routes()) {
      const response = await api(method, url, { token: "", payload });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        message: AUTH_MESSAGES.authenticationRequired,
      });
    }
  });

  it("checks who asks before what is asked: 401/403 come before 400 and 404", async () => {
    const invalid = { prenom: "", email: "x", motDePasse: "1" };
    const anonymous = await api("POST", "/utilisateurs", { token: "", payload: invalid });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      success: false,
      message: AUTH_MESSAGES.authenticationRequired,
    });
    const asConseiller = await api("PUT", `/utilisateurs/${UNKNOWN_ID}`, {
      token: conseiller.token,
      payload: invalid,
    });
    expect(asConseiller.statusCode).toBe(403);
    const badPage = await api("GET", "/utilisateurs?page=0", { token: conseiller.token });
    expect(badPage.statusCode).toBe(403);
  });
});

describe("the last administrator", () => {
  // An app of its own: here the number of administrators is what is under test.
  let own: FastifyInstance;
  let first: Session;
  withTestApp(async (built) => {
    own = built;
    first = await loginAsAdmin(own);
  });

  const ownApi = (
    method: "GET" | "PUT" | "DELETE",
    url: string,
    token: string,
    payload?: unknown,
  ) => api(method, url, { target: own, token, payload });

  const lastAdministrator = { success: false, message: USER_MESSAGES.lastAdministrator };

  it("cannot be demoted, deactivated or deleted, and stays as they were", async () => {
    const self = first.utilisateur;
    const demote = await ownApi("PUT", `/utilisateurs/${self._id}`, first.token, {
      ...updateBody(self, { role: "conseiller" }),
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual(lastAdministrator);

    const deactivate = await ownApi("PUT", `/utilisateurs/${self._id}`, first.token, {
      ...updateBody(self, { statut: "inactif" }),
    });
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json()).toEqual(lastAdministrator);

    const remove = await ownApi("DELETE", `/utilisateurs/${self._id}`, first.token);
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toEqual({ success: false, message: USER_MESSAGES.selfDelete });

    // Nothing changed, and the session still works.
    const me = await own.inject({
      method: "GET",
      url: `${API}/admin/me`,
      headers: authHeader(first.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().utilisateur).toEqual(self);
  });

  it("with two administrators, one can demote the other, who loses access at once", async () => {
    const secondUser = await createUser(own, first.token, {
      role: "administrateur",
      email: uniqueEmail("second.admin"),
    });
    const second = await login(own, secondUser.email, secondUser.motDePasse);

    // Demoting the first administrator now leaves one: allowed.
    const demote = await ownApi(
      "PUT",
      `/utilisateurs/${first.utilisateur._id}`,
      second.token,
      updateBody(first.utilisateur, { role: "conseiller" }),
    );
    expect(demote.statusCode).toBe(200);
    expect(demote.json().donnees.role).toBe("conseiller");
    const refused = await ownApi("GET", "/utilisateurs", first.token);
    expect(refused.statusCode).toBe(403);

    // The second is now the last one: they cannot step down or leave.
    const selfDemote = await ownApi(
      "PUT",
      `/utilisateurs/${secondUser._id}`,
      second.token,
      updateBody(secondUser, { role: "conseiller" }),
    );
    expect(selfDemote.statusCode).toBe(409);
    expect(selfDemote.json()).toEqual(lastAdministrator);

    // Promoted back, the first administrator can deactivate the second one.
    const promote = await ownApi(
      "PUT",
      `/utilisateurs/${first.utilisateur._id}`,
      second.token,
      updateBody(first.utilisateur, { role: "administrateur" }),
    );
    expect(promote.statusCode).toBe(200);
    const deactivate = await ownApi(
      "PUT",
      `/utilisateurs/${secondUser._id}`,
      first.token,
      updateBody(secondUser, { statut: "inactif" }),
    );
    expect(deactivate.statusCode).toBe(200);
    expect(deactivate.json().donnees).toMatchObject({ role: "administrateur", statut: "inactif" });

    // An inactive administrator does not count: the first is the last active one again.
    const lastAgain = await ownApi(
      "PUT",
      `/utilisateurs/${first.utilisateur._id}`,
      first.token,
      updateBody(first.utilisateur, { role: "conseiller" }),
    );
    expect(lastAgain.statusCode).toBe(409);
    expect(lastAgain.json()).toEqual(lastAdministrator);
  });

  it("an administrator can delete another administrator, never themself", async () => {
    const other = await createUser(own, first.token, { role: "administrateur" });
    const otherSession = await login(own, other.email, other.motDePasse);
    const selfDelete = await ownApi("DELETE", `/utilisateurs/${other._id}`, otherSession.token);
    expect(selfDelete.statusCode).toBe(409);
    expect(selfDelete.json()).toEqual({ success: false, message: USER_MESSAGES.selfDelete });

    const removed = await ownApi("DELETE", `/utilisateurs/${other._id}`, first.token);
    expect(removed.statusCode).toBe(200);
    expect((await ownApi("GET", `/utilisateurs/${other._id}`, first.token)).statusCode).toBe(404);
  });
});
