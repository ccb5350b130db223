import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../domain/auth.ts";
import { UUID_PATTERN } from "../../../domain/ids.ts";
import { PAGINATION_MESSAGES, SEARCH_MAX_LENGTH } from "../../../domain/pagination.ts";
import { type PublicUser, USER_MESSAGES } from "../../../domain/users.ts";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "../../test/content-types.ts";
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

describe("GET /api/v1/utilisateurs: search and filters", () => {
  // A word no other test's user has, so each search here sees only this block's users.
  const tag = `zq${Date.now().toString(36)}`;
  let aissatou: CreatedUser;
  let kadiAdmin: CreatedUser;
  let oumarInactive: CreatedUser;

  beforeAll(async () => {
    aissatou = await createUser(app, admin.token, { prenom: "Aïssatou", nom: `Séné${tag}` });
    kadiAdmin = await createUser(app, admin.token, {
      prenom: "Kadi",
      nom: `Ba${tag}`,
      email: `kadi.${tag}@example.com`,
      role: "administrateur",
    });
    oumarInactive = await createUser(app, admin.token, {
      prenom: "Oumar",
      nom: `Cissé${tag}`,
      statut: "inactif",
    });
  });

  const found = async (query: string) => {
    const body = await list(query);
    expect(body.total).toBe(body.donnees.length);
    return body.donnees.map((u) => u._id);
  };

  it("finds a user by part of the first name, last name or email", async () => {
    expect(await found(`?recherche=${tag}`)).toEqual([
      kadiAdmin._id,
      oumarInactive._id,
      aissatou._id,
    ]);
    expect(await found(`?recherche=${encodeURIComponent(`kadi.${tag}@exa`)}`)).toEqual([
      kadiAdmin._id,
    ]);
    expect(await found(`?recherche=oumar&limite=100`)).toContain(oumarInactive._id);
  });

  it("ignores case and accents on both sides, and finds the full name in either order", async () => {
    for (const typed of [
      `AISSATOU SENE${tag}`,
      `séné${tag} aïssatou`,
      `Sene${tag.toUpperCase()}`,
    ]) {
      expect(await found(`?recherche=${encodeURIComponent(typed)}`), typed).toEqual([aissatou._id]);
    }
    expect(await found(`?recherche=${encodeURIComponent(`cisse${tag}`)}`)).toEqual([
      oumarInactive._id,
    ]);
  });

  it("takes % and _ as letters, not wildcards", async () => {
    expect(await found(`?recherche=${encodeURIComponent(`${tag}%`)}`)).toEqual([]);
    expect(await found(`?recherche=${encodeURIComponent(`s_n_${tag}`)}`)).toEqual([]);
    expect(await found(`?recherche=${encodeURIComponent("%")}`)).toEqual([]);
  });

  it("filters by role and by status, with or without a search", async () => {
    expect(await found(`?recherche=${tag}&role=administrateur`)).toEqual([kadiAdmin._id]);
    expect(await found(`?recherche=${tag}&role=conseiller`)).toEqual([
      oumarInactive._id,
      aissatou._id,
    ]);
    expect(await found(`?recherche=${tag}&statut=inactif`)).toEqual([oumarInactive._id]);
    expect(await found(`?recherche=${tag}&statut=actif&role=conseiller`)).toEqual([aissatou._id]);
    const inactive = await list("?statut=inactif&limite=100");
    expect(inactive.donnees.every((u) => u.statut === "inactif")).toBe(true);
    expect(inactive.donnees.map((u) => u._id)).toContain(oumarInactive._id);
    // Empty filters are no filters.
    expect(await found(`?recherche=${tag}&role=&statut=`)).toHaveLength(3);
  });

  it("pages through a search with its own total", async () => {
    const first = await list(`?recherche=${tag}&limite=2`);
    expect(first).toMatchObject({ total: 3, page: 1, limite: 2 });
    expect(first.donnees.map((u) => u._id)).toEqual([kadiAdmin._id, oumarInactive._id]);
    const second = await list(`?recherche=${tag}&limite=2&page=2`);
    expect(second).toMatchObject({ total: 3, page: 2, limite: 2 });
    expect(second.donnees.map((u) => u._id)).toEqual([aissatou._id]);
  });

  it("refuses a bad role, status or search with French messages", async () => {
    for (const [query, champ, message] of [
      ["?role=chef", "role", USER_MESSAGES.roleFilterInvalid],
      ["?role=Administrateurs", "role", USER_MESSAGES.roleFilterInvalid],
      ["?statut=supprime", "statut", USER_MESSAGES.statutFilterInvalid],
      [
        `?recherche=${"a".repeat(SEARCH_MAX_LENGTH + 1)}`,
        "recherche",
        PAGINATION_MESSAGES.recherche,
      ],
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
    expect(deactivate.json()).toEqual({ success: false, message: USER_MESSAGES.selfDeactivate });

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

  it("refuses, whoever asks, to delete or deactivate the last active administrator", async () => {
    // Through the API only the last administrator themself could ask, and the rule on
    // oneself answers first; the repository holds the rule for anyone (a seed, a script).
    const someoneElse = { ...first.utilisateur, id: UNKNOWN_ID };
    const self = first.utilisateur;
    await expect(own.services.users.delete(self._id, someoneElse)).rejects.toMatchObject({
      statusCode: 409,
      message: USER_MESSAGES.lastAdministratorDelete,
    });
    await expect(
      own.services.users.update(
        self._id,
        updateBody(self, { statut: "inactif" }) as never,
        someoneElse,
      ),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: USER_MESSAGES.lastAdministratorDeactivate,
    });
    const me = await ownApi("GET", `/utilisateurs/${self._id}`, first.token);
    expect(me.json().donnees).toEqual(self);
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

  // Only PostgreSQL runs the two transactions side by side (PGlite queues them): there this
  // fails if the administrators' rows are not locked, or locked in an order that deadlocks.
  it("two administrators deleting each other at once leave one active administrator", async () => {
    const otherUser = await createUser(own, first.token, { role: "administrateur" });
    const other = await login(own, otherUser.email, otherUser.motDePasse);
    const answers = await Promise.all([
      ownApi("DELETE", `/utilisateurs/${otherUser._id}`, first.token),
      ownApi("DELETE", `/utilisateurs/${first.utilisateur._id}`, other.token),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    // The second one is refused: as the last administrator, or as a deleted account already.
    expect([401, 409]).toContain(statuses[1]);
    const refused = answers.find((answer) => answer.statusCode !== 200);
    if (refused?.statusCode === 409) {
      expect(refused.json()).toEqual({
        success: false,
        message: USER_MESSAGES.lastAdministratorDelete,
      });
    }
    const admins = await own.services.users.list({
      page: 1,
      limite: 100,
      role: "administrateur",
      statut: "actif",
    });
    expect(admins.total).toBe(1);
  });
});

describe("deleting a user who authored content", () => {
  interface AuthoredItem {
    path: string;
    id: string;
    /** The public detail's body holds the item under `data`, or is the item. */
    wrapped: boolean;
  }
  type Author = { _id: string; prenom: string; nom: string } | null;

  /** An author with one published item of each type, written through the API as them. */
  async function authorWithContent(prenom: string) {
    const session = await signedInConseiller(app, admin.token, { prenom, nom: "Auteur" });
    const items: AuthoredItem[] = [];
    for (const content of CONTENT_TYPES_UNDER_TEST) {
      const response = await createItem(app, content, session.token, `Écrit par ${prenom}`);
      items.push({
        path: content.path,
        id: response.json().data._id,
        wrapped: content.path !== "/articles",
      });
    }
    return { user: session.utilisateur, items };
  }

  /** The item's author as the staff read it (administrator's token). */
  async function staffAuthor(item: AuthoredItem): Promise<Author> {
    const response = await api("GET", `${item.path}/admin/${item.id}`);
    expect(response.statusCode).toBe(200);
    return response.json().data.auteur;
  }

  /** The item's author as the public site reads it (a published item, by its id). */
  async function publicAuthor(item: AuthoredItem): Promise<Author> {
    const response = await api("GET", `${item.path}/${item.id}?lang=fr`, { token: "" });
    expect(response.statusCode).toBe(200);
    return (item.wrapped ? response.json().data : response.json()).auteur;
  }

  /** The authors in the administrator's staff list of the item's type, by item id. */
  async function listedAuthor(item: AuthoredItem): Promise<Author | undefined> {
    const response = await api("GET", `${item.path}/admin/all?limite=100`);
    const rows = response.json().data as { _id: string; auteur: Author }[];
    return rows.find((row) => row._id === item.id)?.auteur;
  }

  const nameOf = (user: PublicUser) => ({ _id: user._id, prenom: user.prenom, nom: user.nom });

  it("counts what a user authored, for the delete screen", async () => {
    const { user } = await authorWithContent("Compté");
    const response = await api("GET", `/utilisateurs/${user._id}/contenus`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      donnees: {
        articles: 1,
        realisations: 1,
        opportunites: 1,
        "offres-emploi": 0,
        communiques: 0,
        total: 3,
      },
    });
    const nobody = await createUser(app, admin.token);
    expect((await api("GET", `/utilisateurs/${nobody._id}/contenus`)).json().donnees.total).toBe(0);
    expect((await api("GET", `/utilisateurs/${UNKNOWN_ID}/contenus`)).statusCode).toBe(404);
    const asConseiller = await api("GET", `/utilisateurs/${user._id}/contenus`, {
      token: conseiller.token,
    });
    expect(asConseiller.statusCode).toBe(403);
  });

  it("with transfererA, moves every article, project and opportunity to that user", async () => {
    const { user, items } = await authorWithContent("Partant");
    const heir = await signedInConseiller(app, admin.token, { prenom: "Reprend", nom: "Tout" });
    // Read once first: a cached public answer must not keep the old author.
    for (const item of items) expect(await publicAuthor(item)).toEqual(nameOf(user));

    const response = await api(
      "DELETE",
      `/utilisateurs/${user._id}?transfererA=${heir.utilisateur._id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: "Utilisateur supprimé avec succès.",
    });
    expect((await api("GET", `/utilisateurs/${user._id}`)).statusCode).toBe(404);

    for (const item of items) {
      expect(await staffAuthor(item), item.path).toEqual(nameOf(heir.utilisateur));
      expect(await listedAuthor(item), item.path).toEqual(nameOf(heir.utilisateur));
      expect(await publicAuthor(item), item.path).toEqual(nameOf(heir.utilisateur));
      // The heir, a conseiller, now owns the item: it is in their own list and theirs to edit.
      const own = await api("GET", `${item.path}/admin/${item.id}`, { token: heir.token });
      expect(own.statusCode, item.path).toBe(200);
    }
    expect(
      (await api("GET", `/utilisateurs/${heir.utilisateur._id}/contenus`)).json().donnees,
    ).toEqual({
      articles: 1,
      realisations: 1,
      opportunites: 1,
      "offres-emploi": 0,
      communiques: 0,
      total: 3,
    });

    // The activity log says who moved each item.
    const journal = await api("GET", "/journal?limite=100");
    const moved = (
      journal.json().data as { element: { _id: string }; action: string; nomUtilisateur: string }[]
    ).filter((entry) => items.some((item) => item.id === entry.element._id));
    for (const item of items) {
      expect(moved, item.path).toContainEqual(
        expect.objectContaining({
          element: expect.objectContaining({ _id: item.id }),
          action: "modification",
          nomUtilisateur: `${admin.utilisateur.prenom} ${admin.utilisateur.nom}`,
        }),
      );
    }
  });

  it("without transfererA, the items stay published with no author ('Auteur supprimé')", async () => {
    const { user, items } = await authorWithContent("Anonyme");
    const response = await api("DELETE", `/utilisateurs/${user._id}`);
    expect(response.statusCode).toBe(200);
    for (const item of items) {
      expect(await staffAuthor(item), item.path).toBeNull();
      expect(await listedAuthor(item), item.path).toBeNull();
      expect(await publicAuthor(item), item.path).toBeNull();
    }
  });

  it("refuses an inactive, deleted-self, unknown or malformed heir and changes nothing", async () => {
    const { user, items } = await authorWithContent("Reste");
    const inactive = await createUser(app, admin.token, { statut: "inactif" });
    for (const [heirId, status, expected] of [
      [inactive._id, 400, { success: false, message: USER_MESSAGES.transferTargetInactive }],
      [user._id, 400, { success: false, message: USER_MESSAGES.transferTargetSelf }],
      [UNKNOWN_ID, 404, { success: false, message: USER_MESSAGES.transferTargetNotFound }],
      ["pas-un-id", 400, validationFailure("transfererA", USER_MESSAGES.transferTargetInvalid)],
    ] as const) {
      const response = await api("DELETE", `/utilisateurs/${user._id}?transfererA=${heirId}`);
      expect(response.statusCode, heirId).toBe(status);
      expect(response.json(), heirId).toEqual(expected);
    }
    expect((await api("GET", `/utilisateurs/${user._id}`)).statusCode).toBe(200);
    for (const item of items) expect(await staffAuthor(item), item.path).toEqual(nameOf(user));
  });

  it("refuses to delete or deactivate one's own account, even with a transfer", async () => {
    const heir = await createUser(app, admin.token);
    const self = admin.utilisateur;
    const remove = await api("DELETE", `/utilisateurs/${self._id}?transfererA=${heir._id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toEqual({ success: false, message: USER_MESSAGES.selfDelete });
    const deactivate = await api("PUT", `/utilisateurs/${self._id}`, {
      payload: updateBody(self, { statut: "inactif" }),
    });
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json()).toEqual({ success: false, message: USER_MESSAGES.selfDeactivate });
    expect((await api("GET", `/utilisateurs/${self._id}`)).json().donnees).toEqual(self);
  });
});
