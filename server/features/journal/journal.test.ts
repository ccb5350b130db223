import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../domain/auth.ts";
import { JOURNAL_MESSAGES, type JournalEntryView } from "../../../domain/journal.ts";
import { PAGINATION_MESSAGES } from "../../../domain/pagination.ts";
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
  withTestApp,
} from "../../test/test-app.ts";

const [articleType, realisationType, opportuniteType] = CONTENT_TYPES_UNDER_TEST as [
  (typeof CONTENT_TYPES_UNDER_TEST)[number],
  (typeof CONTENT_TYPES_UNDER_TEST)[number],
  (typeof CONTENT_TYPES_UNDER_TEST)[number],
];

// An app of its own: the log then holds exactly the writes made here.
let app: FastifyInstance;
let admin: Session;
let conseiller: Session;

withTestApp(async (built) => {
  app = built;
  admin = await loginAsAdmin(app);
  conseiller = await signedInConseiller(app, admin.token, { prenom: "Fatou", nom: "Ndiaye" });
});

function get(url: string, token?: string) {
  return app.inject({
    method: "GET",
    url: `${API}${url}`,
    headers: token ? authHeader(token) : {},
  });
}

async function journal(query = ""): Promise<ListBody<JournalEntryView>> {
  const response = await get(`/journal${query}`, admin.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListBody<JournalEntryView>>();
}

async function create(type: typeof articleType, title: string, token: string): Promise<string> {
  const response = await createItem(app, type, token, title);
  const body = response.json<{ data?: { _id: string }; _id?: string }>();
  const id = body.data?._id ?? body._id;
  if (!id) throw new Error(`no id in ${response.body}`);
  return id;
}

describe("GET /journal (administrators)", () => {
  let article: string;
  let realisation: string;
  let opportunite: string;
  let author: CreatedUser;

  beforeAll(async () => {
    author = await createUser(app, admin.token, {
      prenom: "Ibrahima",
      nom: "Sow",
      role: "administrateur",
    });
    const authorSession = await login(app, author.email, author.motDePasse);
    article = await create(articleType, "Le port de Dakar s'agrandit", admin.token);
    realisation = await create(realisationType, "Entrepôt de Thiès", conseiller.token);
    opportunite = await create(opportuniteType, "Lot de cuivre disponible", authorSession.token);
    const removed = await app.inject({
      method: "DELETE",
      url: `${API}/articles/${article}`,
      headers: authHeader(admin.token),
    });
    expect(removed.statusCode).toBe(200);
  });

  it("lists who did what to which item, newest first, with the total", async () => {
    const body = await journal();
    expect(body).toMatchObject({ success: true, page: 1, limite: 20, total: 4 });
    expect(body.data.map((entry) => [entry.action, entry.element.type, entry.element._id])).toEqual(
      [
        ["suppression", "article", article],
        ["creation", "opportunite", opportunite],
        ["creation", "realisation", realisation],
        ["creation", "article", article],
      ],
    );
    const [deleted, created] = body.data;
    // A deleted item has no title any more; a living one has its French title.
    expect(deleted?.element.titre).toBeNull();
    expect(created?.element.titre).toBe("Lot de cuivre disponible");
    expect(created?.utilisateur).toEqual({ _id: author._id, prenom: "Ibrahima", nom: "Sow" });
    expect(created?.nomUtilisateur).toBe("Ibrahima Sow");
    const dates = body.data.map((entry) => Date.parse(entry.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("pages through the log", async () => {
    const first = await journal("?page=1&limite=3");
    const second = await journal("?page=2&limite=3");
    expect(first.data).toHaveLength(3);
    expect(second.data).toHaveLength(1);
    expect(second.total).toBe(4);
    expect(second.data[0]?.element._id).toBe(article);
  });

  it("filters by person and by entity type", async () => {
    const byConseiller = await journal(`?utilisateur=${conseiller.utilisateur._id}`);
    expect(byConseiller.total).toBe(1);
    expect(byConseiller.data[0]?.element).toEqual({
      type: "realisation",
      _id: realisation,
      titre: "Entrepôt de Thiès",
    });
    const articles = await journal("?entite=article");
    expect(articles.data.map((entry) => entry.action)).toEqual(["suppression", "creation"]);
    const both = await journal(`?entite=article&utilisateur=${admin.utilisateur._id}`);
    expect(both.total).toBe(2);
    const none = await journal(`?entite=opportunite&utilisateur=${admin.utilisateur._id}`);
    expect(none).toMatchObject({ total: 0, data: [] });
    // An empty filter is no filter, as a form's empty select sends it.
    expect((await journal("?entite=&utilisateur=")).total).toBe(4);
  });

  it("logs a contact request marked treated, titled by its sender", async () => {
    const sent = await app.inject({
      method: "POST",
      url: `${API}/contact`,
      remoteAddress: "10.99.0.1",
      payload: {
        nom: "Aminata Ba",
        numero: "+221 77 000 00 00",
        email: "aminata@example.com",
        description: "Une demande de devis.",
        secteur: "mines",
      },
    });
    expect(sent.statusCode).toBe(201);
    const [request] = (await get("/contact?limite=1", admin.token)).json<{
      data: { id: string }[];
    }>().data;
    const marked = await app.inject({
      method: "PATCH",
      url: `${API}/contact/${request?.id}`,
      headers: authHeader(admin.token),
      payload: { traite: true },
    });
    expect(marked.statusCode).toBe(200);
    const [entry] = (await journal("?entite=contact")).data;
    expect(entry).toMatchObject({
      action: "modification",
      element: { type: "contact", _id: request?.id, titre: "Aminata Ba" },
    });
  });

  it("keeps the name of a deleted account, with no user", async () => {
    const removed = await app.inject({
      method: "DELETE",
      url: `${API}/utilisateurs/${author._id}`,
      headers: authHeader(admin.token),
    });
    expect(removed.statusCode).toBe(200);
    const entry = (await journal("?entite=opportunite")).data[0];
    expect(entry?.utilisateur).toBeNull();
    expect(entry?.nomUtilisateur).toBe("Ibrahima Sow");
  });

  it("refuses a bad page, person or entity type in French", async () => {
    const cases = [
      ["?page=0", "page", PAGINATION_MESSAGES.page],
      ["?utilisateur=moi", "utilisateur", JOURNAL_MESSAGES.utilisateurInvalid],
      ["?entite=utilisateur", "entite", JOURNAL_MESSAGES.entiteInvalid],
    ] as const;
    for (const [query, champ, message] of cases) {
      const response = await get(`/journal${query}`, admin.token);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, erreurs: [{ champ, message }] });
    }
  });

  it("is closed to conseillers (403) and to visitors (401)", async () => {
    const asConseiller = await get("/journal", conseiller.token);
    expect(asConseiller.statusCode).toBe(403);
    expect(asConseiller.json()).toEqual({
      success: false,
      message: AUTH_MESSAGES.administratorsOnly,
    });
    const anonymous = await get("/journal?entite=rien");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      success: false,
      message: AUTH_MESSAGES.authenticationRequired,
    });
  });
});
