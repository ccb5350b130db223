import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../domain/auth.ts";
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  type ContactRequestView,
} from "../../../domain/contact.ts";
import { PAGINATION_MESSAGES } from "../../../domain/pagination.ts";
import { registerErrorHandling } from "../../plugins/errors.ts";
import { multipart } from "../../test/multipart.ts";
import {
  API,
  authHeader,
  type ListBody,
  loginAsAdmin,
  type Session,
  signedInConseiller,
  withTestApp,
} from "../../test/test-app.ts";
import { CONTACT_RATE_LIMIT, createContactForm } from "./contact.commands.ts";
import { contactRoutes } from "./contact.routes.ts";

const SENT = { success: true, message: CONTACT_MESSAGES.sent };
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

let app: FastifyInstance;
let admin: Session;
let conseiller: Session;

withTestApp(async (built) => {
  app = built;
  admin = await loginAsAdmin(app);
  conseiller = await signedInConseiller(app, admin.token, { prenom: "Fatou", nom: "Ndiaye" });
});

// Each test sends from addresses of its own, so the per-IP limit of one never reaches another.
let ipCounter = 0;
function newIp(): string {
  ipCounter += 1;
  return `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

let messageCounter = 0;
function validBody(changes: Record<string, unknown> = {}) {
  messageCounter += 1;
  return {
    nom: "Moussa Traoré",
    numero: "+221 77 123 45 67",
    email: "moussa.traore@example.com",
    entreprise: "Sahel Fret SARL",
    description: `Bonjour, je souhaite un devis pour un transport de marchandises (n° ${messageCounter}).`,
    secteur: "logistique",
    ...changes,
  };
}

function send(payload: unknown, ip = newIp()) {
  return app.inject({
    method: "POST",
    url: `${API}/contact`,
    remoteAddress: ip,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function api(method: "GET" | "PATCH", url: string, token?: string, payload?: unknown) {
  return app.inject({
    method,
    url: `${API}${url}`,
    headers: token ? authHeader(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function list(query = "?limite=100"): Promise<ListBody<ContactRequestView>> {
  const response = await api("GET", `/contact${query}`, admin.token);
  expect(response.statusCode).toBe(200);
  return response.json<ListBody<ContactRequestView>>();
}

async function total(): Promise<number> {
  return (await list()).total;
}

/** Sends a valid message and returns it as the back office lists it. */
async function sendAndFind(changes: Record<string, unknown> = {}): Promise<ContactRequestView> {
  const body = validBody(changes);
  const response = await send(body);
  expect(response.statusCode).toBe(201);
  const found = (await list()).data.find((item) => item.description === body.description);
  if (!found) throw new Error("the message sent is not in the list");
  return found;
}

function erreursOf(response: { json: () => unknown }) {
  return (response.json() as { erreurs: { champ: string; message: string }[] }).erreurs;
}

describe("POST /contact", () => {
  it("stores a valid message and answers 201 with the confirmation", async () => {
    const before = await total();
    const body = validBody({ email: "  Moussa.Traore@Example.COM " });
    const response = await send(body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(SENT);

    const { data, total: after } = await list();
    expect(after).toBe(before + 1);
    const stored = data.find((item) => item.description === body.description);
    expect(stored).toMatchObject({
      nom: "Moussa Traoré",
      numero: "+221 77 123 45 67",
      email: "moussa.traore@example.com",
      entreprise: "Sahel Fret SARL",
      secteur: "logistique",
      traite: false,
      traiteLe: null,
      traitePar: null,
    });
    expect(stored?._id).toBe(stored?.id);
    expect(Date.parse(stored?.dateCreation ?? "")).toBeGreaterThan(Date.now() - 60_000);
  });

  it("accepts a message without company and each of the four sectors", async () => {
    for (const secteur of ["aviation", "immobilier", "logistique", "mines"]) {
      const stored = await sendAndFind({ secteur, entreprise: undefined });
      expect(stored.secteur).toBe(secteur);
      expect(stored.entreprise).toBeNull();
    }
    const blankCompany = await sendAndFind({ entreprise: "   ", secteur: " Aviation " });
    expect(blankCompany.entreprise).toBeNull();
    expect(blankCompany.secteur).toBe("aviation");
  });

  it("refuses a message without its required fields, naming each, and stores nothing", async () => {
    const before = await total();
    const response = await send({});
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(erreursOf(response)).toEqual([
      { champ: "nom", message: CONTACT_MESSAGES.fillAllFields },
      { champ: "numero", message: CONTACT_MESSAGES.fillAllFields },
      { champ: "email", message: CONTACT_MESSAGES.fillAllFields },
      { champ: "description", message: CONTACT_MESSAGES.fillAllFields },
      { champ: "secteur", message: CONTACT_MESSAGES.selectSector },
    ]);
    // Each distinct message once, not once per field.
    expect(body.message).toBe(
      `${CONTACT_MESSAGES.fillAllFields} | ${CONTACT_MESSAGES.selectSector}`,
    );

    // Blank values are missing too; a request without any body as well.
    const blank = await send(validBody({ nom: "  ", numero: "", email: " ", description: "\n" }));
    expect(blank.statusCode).toBe(400);
    expect(erreursOf(blank)).toEqual([
      { champ: "nom", message: CONTACT_MESSAGES.fillAllFields },
      { champ: "numero", message: CONTACT_MESSAGES.fillAllFields },
      { champ: "email", message: CONTACT_MESSAGES.fillAllFields },
      { champ: "description", message: CONTACT_MESSAGES.fillAllFields },
    ]);
    expect(blank.json().message).toBe(CONTACT_MESSAGES.fillAllFields);
    const empty = await send(undefined);
    expect(empty.statusCode).toBe(400);
    expect(erreursOf(empty)).toHaveLength(5);

    expect(await total()).toBe(before);
  });

  it("normalises what is typed: invisible-only fields are missing, accents composed", async () => {
    const before = await total();
    const invisible = await send(
      validBody({ nom: "\u200B\u200B", description: "\u200D \uFEFF\u00AD", numero: "\u2060" }),
    );
    expect(invisible.statusCode).toBe(400);
    expect(erreursOf(invisible)).toEqual([
      { champ: "nom", message: CONTACT_MESSAGES.fillAllFields },
      { champ: "numero", message: CONTACT_MESSAGES.fillAllFields },
      { champ: "description", message: CONTACT_MESSAGES.fillAllFields },
    ]);
    expect(await total()).toBe(before);

    // Lengths count what a reader sees: 5000 characters once the invisible one is gone.
    const seen = `Normalisé ${messageCounter}\nsuite`.padEnd(CONTACT_LIMITS.descriptionMax, "m");
    const response = await send(
      validBody({
        nom: "Moussa Traore\u0301\u200B",
        entreprise: "\u200B",
        secteur: "\u200BMines",
        description: `\uFEFF${seen.replace("\n", "\r\n")}\u200B`,
      }),
    );
    expect(response.statusCode).toBe(201);
    const stored = (await list()).data.find((item) => item.description === seen);
    expect(stored).toMatchObject({ nom: "Moussa Traor\u00E9", entreprise: null, secteur: "mines" });
  });

  it("requires one of the four sectors", async () => {
    const before = await total();
    for (const secteur of [undefined, "", "agriculture"]) {
      const response = await send(validBody({ secteur }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: CONTACT_MESSAGES.selectSector,
        erreurs: [{ champ: "secteur", message: CONTACT_MESSAGES.selectSector }],
      });
    }
    expect(await total()).toBe(before);
  });

  it("checks the email format", async () => {
    for (const email of ["moussa", "moussa@", "moussa@example", "a b@example.com"]) {
      const response = await send(validBody({ email }));
      expect(response.statusCode, email).toBe(400);
      expect(erreursOf(response)).toEqual([
        { champ: "email", message: CONTACT_MESSAGES.emailInvalid },
      ]);
    }
    const tooLong = await send(validBody({ email: `${"a".repeat(250)}@example.com` }));
    expect(erreursOf(tooLong)).toEqual([
      { champ: "email", message: CONTACT_MESSAGES.emailInvalid },
    ]);
  });

  it("accepts plausible phone numbers and refuses the others", async () => {
    for (const numero of ["+221 (77) 123-45.67", "771234", "00 39 06 1234 5678"]) {
      const stored = await sendAndFind({ numero });
      expect(stored.numero).toBe(numero);
    }
    const before = await total();
    for (const numero of [
      "appelez-moi",
      "12345",
      "+221 77 abc 45 67",
      "1+2345678",
      "1".repeat(21),
    ]) {
      const response = await send(validBody({ numero }));
      expect(response.statusCode, numero).toBe(400);
      expect(erreursOf(response)).toEqual([
        { champ: "numero", message: CONTACT_MESSAGES.phoneInvalid },
      ]);
    }
    const tooLong = await send(validBody({ numero: "1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6" }));
    expect(erreursOf(tooLong)).toEqual([
      { champ: "numero", message: CONTACT_MESSAGES.numeroTooLong },
    ]);
    expect(await total()).toBe(before);
  });

  it("enforces the maximum lengths and accepts values at the limit", async () => {
    const atLimit = await sendAndFind({
      nom: "N".repeat(100),
      entreprise: "E".repeat(150),
      description: `${messageCounter + 1}`.padEnd(5000, "m"),
    });
    expect(atLimit.nom).toHaveLength(100);
    expect(atLimit.entreprise).toHaveLength(150);
    expect(atLimit.description).toHaveLength(5000);

    const before = await total();
    const response = await send(
      validBody({
        nom: "N".repeat(101),
        entreprise: "E".repeat(151),
        description: "m".repeat(5001),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(erreursOf(response)).toEqual([
      { champ: "nom", message: CONTACT_MESSAGES.nomTooLong },
      { champ: "entreprise", message: CONTACT_MESSAGES.entrepriseTooLong },
      { champ: "description", message: CONTACT_MESSAGES.descriptionTooLong },
    ]);
    expect(await total()).toBe(before);
  });

  it("refuses a line break of any kind in the name, the company or the phone number, and stores nothing", async () => {
    const before = await total();
    // CR, LF, vertical tab, form feed, NEL, line and paragraph separators: each would start
    // a new line in the staff's mail (some are dropped by the cleaning, the refusal stands).
    for (const lineBreak of [
      "\r\n",
      "\n",
      "\r",
      "\u000B",
      "\u000C",
      "\u0085",
      "\u2028",
      "\u2029",
    ]) {
      const response = await send(
        validBody({
          nom: `Moussa${lineBreak}Bcc: victime@example.com`,
          entreprise: `Sahel${lineBreak}Référence : falsifiée`,
        }),
      );
      expect(response.statusCode, JSON.stringify(lineBreak)).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: `${CONTACT_MESSAGES.nomLineBreak} | ${CONTACT_MESSAGES.entrepriseLineBreak}`,
        erreurs: [
          { champ: "nom", message: CONTACT_MESSAGES.nomLineBreak },
          { champ: "entreprise", message: CONTACT_MESSAGES.entrepriseLineBreak },
        ],
      });
    }
    const phone = await send(validBody({ numero: "+221 77\n123 45 67" }));
    expect(erreursOf(phone)).toEqual([{ champ: "numero", message: CONTACT_MESSAGES.phoneInvalid }]);
    expect(await total()).toBe(before);
    // The message itself may span lines.
    const multiline = await sendAndFind({ description: `Ligne une\nligne deux ${messageCounter}` });
    expect(multiline.description).toContain("\n");
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const before = await total();
    const response = await send(validBody({ siteWeb: "https://spam.example" }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(SENT);
    // Even when the rest is garbage: the robot learns nothing.
    const garbage = await send({ siteWeb: "x" });
    expect(garbage.statusCode).toBe(201);
    expect(garbage.json()).toEqual(SENT);
    expect(await total()).toBe(before);
  });

  it("refuses a multipart form with 415", async () => {
    const form = await multipart(validBody());
    const response = await app.inject({
      method: "POST",
      url: `${API}/contact`,
      remoteAddress: newIp(),
      ...form,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: CONTACT_MESSAGES.jsonOnly });
  });

  it(`limits each IP address to ${CONTACT_RATE_LIMIT.perIp} messages per window`, async () => {
    const ip = newIp();
    const before = await total();
    // Refused forms do not count: a visitor may correct their typos.
    for (let i = 0; i < CONTACT_RATE_LIMIT.perIp + 2; i += 1) {
      expect((await send(validBody({ email: "faux" }), ip)).statusCode).toBe(400);
    }
    for (let i = 0; i < CONTACT_RATE_LIMIT.perIp - 1; i += 1) {
      expect((await send(validBody(), ip)).statusCode).toBe(201);
    }
    // A robot's honeypot send counts.
    expect((await send(validBody({ siteWeb: "x" }), ip)).statusCode).toBe(201);

    const refused = await send(validBody(), ip);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.windowSeconds);
    expect(refused.json()).toEqual({
      success: false,
      message: CONTACT_MESSAGES.tooManyRequests(Math.ceil(retryAfter / 60)),
    });
    expect(refused.json().message).toMatch(
      /^Trop de messages envoyés .* Veuillez réessayer dans \d+ minutes?\.$/,
    );
    // Once over the limit, even an invalid form gets the 429.
    expect((await send({}, ip)).statusCode).toBe(429);
    expect(await total()).toBe(before + CONTACT_RATE_LIMIT.perIp - 1);

    // Another address is not affected.
    expect((await send(validBody())).statusCode).toBe(201);
  });

  it("counts the limit in the database, shared by every app instance", async () => {
    // A second instance of the routes (its own limiter object, nothing in common in memory)
    // on the same database sees the count of the first.
    const ip = newIp();
    for (let i = 0; i < CONTACT_RATE_LIMIT.perIp; i += 1) {
      expect((await send(validBody(), ip)).statusCode).toBe(201);
    }
    const second = Fastify();
    second.setValidatorCompiler(validatorCompiler);
    second.setSerializerCompiler(serializerCompiler);
    second.decorate("services", {
      ...app.services,
      contactForm: createContactForm(
        app.services.db,
        app.services.mail,
        app.services.config.publicUrl,
        app.services.siteSettings,
        app.services.clock,
      ),
    });
    second.decorateRequest("currentUser", null);
    registerErrorHandling(second);
    await second.register(contactRoutes, { prefix: API });
    try {
      const response = await second.inject({
        method: "POST",
        url: `${API}/contact`,
        remoteAddress: ip,
        payload: validBody(),
      });
      expect(response.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe("GET /contact (administrators)", () => {
  it("lists requests newest first with pagination", async () => {
    const first = await sendAndFind({ nom: "Premier" });
    const second = await sendAndFind({ nom: "Second" });
    const { data, total: count, page, limite } = await list("?page=1&limite=2");
    expect(page).toBe(1);
    expect(limite).toBe(2);
    expect(data).toHaveLength(2);
    expect(data.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(count).toBe(await total());
    const next = await list("?page=2&limite=2");
    expect(next.data.map((item) => item.id)).not.toContain(second.id);

    const all = (await list()).data;
    const dates = all.map((item) => Date.parse(item.dateCreation));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("filters by sector and by treated flag; the untreated total is the inbox's count", async () => {
    const aviation = await sendAndFind({ secteur: "aviation", nom: "Filtre aviation" });
    await sendAndFind({ secteur: "mines" });
    const byAviation = await list("?secteur=aviation&limite=100");
    expect(byAviation.data.map((item) => item.id)).toContain(aviation.id);
    expect(byAviation.data.every((item) => item.secteur === "aviation")).toBe(true);
    expect(byAviation.total).toBe(byAviation.data.length);

    const untreatedBefore = (await list("?traite=false&limite=1")).total;
    const marked = await api("PATCH", `/contact/${aviation.id}`, admin.token, { traite: true });
    expect(marked.statusCode).toBe(200);
    expect((await list("?traite=false&limite=1")).total).toBe(untreatedBefore - 1);
    const treatedAviation = await list("?traite=true&secteur=aviation");
    expect(treatedAviation.data.map((item) => item.id)).toEqual([aviation.id]);
    expect((await list("?traite=false&secteur=aviation")).data.map((i) => i.id)).not.toContain(
      aviation.id,
    );
  });

  it("refuses a bad page, limit or filter", async () => {
    const badPage = await api("GET", "/contact?page=0", admin.token);
    expect(badPage.statusCode).toBe(400);
    expect(erreursOf(badPage)).toEqual([{ champ: "page", message: PAGINATION_MESSAGES.page }]);
    const badFilter = await api("GET", "/contact?traite=oui", admin.token);
    expect(badFilter.statusCode).toBe(400);
    expect(erreursOf(badFilter)).toEqual([
      { champ: "traite", message: CONTACT_MESSAGES.traiteFilterInvalid },
    ]);
    const badSector = await api("GET", "/contact?secteur=peche", admin.token);
    expect(badSector.statusCode).toBe(400);
    expect(erreursOf(badSector)).toEqual([
      { champ: "secteur", message: CONTACT_MESSAGES.secteurFilterInvalid },
    ]);
  });

  it("is closed to conseillers (403) and to visitors (401)", async () => {
    const asConseiller = await api("GET", "/contact", conseiller.token);
    expect(asConseiller.statusCode).toBe(403);
    expect(asConseiller.json()).toEqual({
      success: false,
      message: AUTH_MESSAGES.administratorsOnly,
    });
    const anonymous = await api("GET", "/contact");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      success: false,
      message: AUTH_MESSAGES.authenticationRequired,
    });
  });
});

describe("PATCH /contact/{id} (administrators)", () => {
  it("marks a request treated by the signed-in administrator, then untreated", async () => {
    const request = await sendAndFind();
    const started = Date.now();
    const treated = await api("PATCH", `/contact/${request.id}`, admin.token, { traite: true });
    expect(treated.statusCode).toBe(200);
    const body = treated.json<{ success: true; message: string; data: ContactRequestView }>();
    expect(body.success).toBe(true);
    expect(body.message).toBe(CONTACT_MESSAGES.markedTreated);
    expect(body.data).toMatchObject({
      ...request,
      traite: true,
      traiteLe: expect.any(String),
      traitePar: {
        _id: admin.utilisateur._id,
        nom: admin.utilisateur.nom,
        prenom: admin.utilisateur.prenom,
      },
    });
    const treatedAt = Date.parse(body.data.traiteLe ?? "");
    expect(treatedAt).toBeGreaterThanOrEqual(started - 5_000);
    expect(treatedAt).toBeLessThanOrEqual(Date.now() + 5_000);

    // The filter sees it on the treated side only.
    const treatedList = await list("?traite=true&limite=100");
    expect(treatedList.data.map((item) => item.id)).toContain(request.id);
    expect(treatedList.data.every((item) => item.traite)).toBe(true);
    const untreatedList = await list("?traite=false&limite=100");
    expect(untreatedList.data.map((item) => item.id)).not.toContain(request.id);
    expect(untreatedList.total + treatedList.total).toBe(await total());

    // Marking it again keeps who treated it first, and when.
    const again = await api("PATCH", `/contact/${request.id}`, admin.token, { traite: true });
    expect(again.json().data.traiteLe).toBe(body.data.traiteLe);

    const untreated = await api("PATCH", `/contact/${request.id}`, admin.token, { traite: false });
    expect(untreated.statusCode).toBe(200);
    expect(untreated.json()).toEqual({
      success: true,
      message: CONTACT_MESSAGES.markedUntreated,
      data: { ...request, traite: false, traiteLe: null, traitePar: null },
    });
    expect((await list("?traite=false&limite=100")).data.map((item) => item.id)).toContain(
      request.id,
    );
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of [UNKNOWN_ID, "pas-un-uuid", "1"]) {
      const response = await api("PATCH", `/contact/${id}`, admin.token, { traite: true });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ success: false, message: CONTACT_MESSAGES.notFound });
    }
  });

  it("requires traite as true or false", async () => {
    const request = await sendAndFind();
    for (const payload of [{ traite: "oui" }, {}, { traite: 1 }]) {
      const response = await api("PATCH", `/contact/${request.id}`, admin.token, payload);
      expect(response.statusCode).toBe(400);
      expect(erreursOf(response)).toEqual([
        { champ: "traite", message: CONTACT_MESSAGES.traiteInvalid },
      ]);
    }
    const stored = (await list()).data.find((item) => item.id === request.id);
    expect(stored?.traite).toBe(false);
  });

  it("is closed to conseillers (403) and to visitors (401), changing nothing", async () => {
    const request = await sendAndFind();
    const asConseiller = await api("PATCH", `/contact/${request.id}`, conseiller.token, {
      traite: true,
    });
    expect(asConseiller.statusCode).toBe(403);
    expect(asConseiller.json().message).toBe(AUTH_MESSAGES.administratorsOnly);
    const anonymous = await api("PATCH", `/contact/${request.id}`, undefined, { traite: true });
    expect(anonymous.statusCode).toBe(401);
    const stored = (await list()).data.find((item) => item.id === request.id);
    expect(stored?.traite).toBe(false);
  });
});
