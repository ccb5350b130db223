import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../domain/auth.ts";
import { NEWSLETTER_MESSAGES, type NewsletterSubscriberView } from "../../../domain/newsletter.ts";
import { newsletterSubscriptions } from "../../db/schema.ts";
import { ERROR_MESSAGES } from "../../plugins/errors.ts";
import { multipart } from "../../test/multipart.ts";
import {
  API,
  authHeader,
  type ListBody,
  loginAsAdmin,
  type Session,
  signedInConseiller,
  uniqueEmail,
  withTestApp,
} from "../../test/test-app.ts";
import { NEWSLETTER_RATE_LIMIT } from "./newsletter.commands.ts";
import { EXPORT_BATCH_SIZE } from "./newsletter.repository.ts";
import { CSV_HEADER, csvCell } from "./newsletter.routes.ts";

const SUBSCRIBED = { success: true, message: NEWSLETTER_MESSAGES.subscribed };
const UNSUBSCRIBED = { success: true, message: NEWSLETTER_MESSAGES.unsubscribed };
const TOKEN_UNKNOWN = { success: false, message: NEWSLETTER_MESSAGES.tokenUnknown };

let app: FastifyInstance;
let admin: Session;
let conseiller: Session;

withTestApp(async (built) => {
  app = built;
  admin = await loginAsAdmin(app);
  conseiller = await signedInConseiller(app, admin.token);
});

let ipCounter = 0;
function newIp(): string {
  ipCounter += 1;
  return `10.30.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

function subscribe(payload: unknown, options: { ip?: string; target?: FastifyInstance } = {}) {
  const { ip = newIp(), target = app } = options;
  return target.inject({
    method: "POST",
    url: `${API}/newsletter`,
    remoteAddress: ip,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function get(url: string, token?: string, target = app) {
  return target.inject({
    method: "GET",
    url: `${API}${url}`,
    headers: token ? authHeader(token) : {},
  });
}

function unsubscribeByPost(payload: unknown, target = app) {
  return target.inject({
    method: "POST",
    url: `${API}/newsletter/desinscription`,
    payload: payload as Record<string, unknown>,
  });
}

async function list(
  target = app,
  token = admin.token,
): Promise<ListBody<NewsletterSubscriberView>> {
  const response = await get("/newsletter?limite=100", token, target);
  expect(response.statusCode).toBe(200);
  return response.json<ListBody<NewsletterSubscriberView>>();
}

async function findSubscriber(email: string) {
  return (await list()).data.find((item) => item.email === email);
}

/**
 * The unsubscribe token travels only in the emails sent to the subscriber, never in an API
 * answer: the test reads it where the mailer would.
 */
async function tokenOf(email: string, target = app): Promise<string> {
  const [row] = await target.services.db
    .select({ jeton: newsletterSubscriptions.jetonDesinscription })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  if (!row) throw new Error(`no subscription for ${email}`);
  return row.jeton;
}

function erreursOf(response: { json: () => unknown }) {
  return (response.json() as { erreurs: { champ: string; message: string }[] }).erreurs;
}

describe("POST /newsletter", () => {
  it("subscribes an email with its sector and language", async () => {
    const email = uniqueEmail("abonne");
    const response = await subscribe({
      email: `  ${email.toUpperCase()} `,
      secteur: "mines",
      langue: "it",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SUBSCRIBED);

    const subscriber = await findSubscriber(email);
    expect(subscriber).toEqual({
      _id: subscriber?.id,
      id: expect.any(String),
      email,
      secteur: "mines",
      langue: "it",
      dateInscription: expect.any(String),
    });
    expect(Date.parse(subscriber?.dateInscription ?? "")).toBeGreaterThan(Date.now() - 60_000);
  });

  it("defaults to no sector and French; a region tag counts as its language", async () => {
    const plain = uniqueEmail("defaut");
    expect((await subscribe({ email: plain })).statusCode).toBe(200);
    expect(await findSubscriber(plain)).toMatchObject({ secteur: null, langue: "fr" });

    const blank = uniqueEmail("vide");
    expect((await subscribe({ email: blank, secteur: " ", langue: "" })).statusCode).toBe(200);
    expect(await findSubscriber(blank)).toMatchObject({ secteur: null, langue: "fr" });

    const regional = uniqueEmail("region");
    expect(
      (await subscribe({ email: regional, secteur: "Aviation", langue: "en-GB" })).statusCode,
    ).toBe(200);
    expect(await findSubscriber(regional)).toMatchObject({ secteur: "aviation", langue: "en" });
  });

  it("gives each subscription a random 256-bit unsubscribe token, never shown by the API", async () => {
    const first = uniqueEmail("jeton");
    const second = uniqueEmail("jeton");
    await subscribe({ email: first });
    await subscribe({ email: second });
    const [a, b] = [await tokenOf(first), await tokenOf(second)];
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, "base64url")).toHaveLength(32);
    expect(a).not.toBe(b);
    const listed = await get("/newsletter?limite=100", admin.token);
    expect(listed.body).not.toContain(a);
    expect(listed.body).not.toMatch(/jetonDesinscription|jeton_desinscription/);
  });

  it("stores one subscription per email and answers a repeat exactly like a first one", async () => {
    const email = uniqueEmail("double");
    const first = await subscribe({ email, secteur: "immobilier", langue: "fr" });
    const before = await list();
    const token = await tokenOf(email);

    const again = await subscribe({
      email: email.toUpperCase(),
      secteur: "logistique",
      langue: "en",
    });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);

    const after = await list();
    expect(after.total).toBe(before.total);
    expect(after.data.filter((item) => item.email === email)).toHaveLength(1);
    const updated = after.data.find((item) => item.email === email);
    expect(updated).toMatchObject({ secteur: "logistique", langue: "en" });
    // Same subscription: same id, same date, same token.
    const original = before.data.find((item) => item.email === email);
    expect(updated?.id).toBe(original?.id);
    expect(updated?.dateInscription).toBe(original?.dateInscription);
    expect(await tokenOf(email)).toBe(token);

    // A repeat that names no sector or language keeps the ones chosen before.
    await subscribe({ email });
    expect(await findSubscriber(email)).toMatchObject({ secteur: "logistique", langue: "en" });
  });

  it("refuses a missing or invalid email, sector or language and stores nothing", async () => {
    const before = (await list()).total;
    const missing = await subscribe({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      success: false,
      message: NEWSLETTER_MESSAGES.emailRequired,
      erreurs: [{ champ: "email", message: NEWSLETTER_MESSAGES.emailRequired }],
    });
    expect(erreursOf(await subscribe(undefined))).toEqual([
      { champ: "email", message: NEWSLETTER_MESSAGES.emailRequired },
    ]);
    expect(erreursOf(await subscribe({ email: "   " }))).toEqual([
      { champ: "email", message: NEWSLETTER_MESSAGES.emailRequired },
    ]);
    for (const email of ["pas-un-email", "a@b", `${"x".repeat(250)}@example.com`]) {
      const response = await subscribe({ email });
      expect(response.statusCode, email).toBe(400);
      expect(erreursOf(response)).toEqual([
        { champ: "email", message: NEWSLETTER_MESSAGES.emailInvalid },
      ]);
    }
    const badChoices = await subscribe({
      email: uniqueEmail("choix"),
      secteur: "agriculture",
      langue: "de",
    });
    expect(badChoices.statusCode).toBe(400);
    expect(erreursOf(badChoices)).toEqual([
      { champ: "secteur", message: NEWSLETTER_MESSAGES.secteurInvalid },
      { champ: "langue", message: NEWSLETTER_MESSAGES.langueInvalid },
    ]);
    expect((await list()).total).toBe(before);
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const email = uniqueEmail("robot");
    const response = await subscribe({ email, siteWeb: "https://spam.example" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SUBSCRIBED);
    expect(await findSubscriber(email)).toBeUndefined();
  });

  it("refuses a multipart form with 415", async () => {
    const form = await multipart({ email: uniqueEmail("multipart") });
    const response = await app.inject({
      method: "POST",
      url: `${API}/newsletter`,
      remoteAddress: newIp(),
      ...form,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: NEWSLETTER_MESSAGES.jsonOnly });
  });

  it(`limits each IP address to ${NEWSLETTER_RATE_LIMIT.perIp} subscriptions per window`, async () => {
    const ip = newIp();
    // Refused forms do not count.
    for (let i = 0; i < NEWSLETTER_RATE_LIMIT.perIp + 1; i += 1) {
      expect((await subscribe({ email: "faux" }, { ip })).statusCode).toBe(400);
    }
    const emails = Array.from({ length: NEWSLETTER_RATE_LIMIT.perIp + 1 }, () =>
      uniqueEmail("limite"),
    );
    for (const email of emails.slice(0, NEWSLETTER_RATE_LIMIT.perIp)) {
      expect((await subscribe({ email }, { ip })).statusCode).toBe(200);
    }
    const refused = await subscribe({ email: emails.at(-1) }, { ip });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(NEWSLETTER_RATE_LIMIT.windowSeconds);
    expect(refused.json()).toEqual({
      success: false,
      message: NEWSLETTER_MESSAGES.tooManyRequests(Math.ceil(retryAfter / 60)),
    });
    expect(await findSubscriber(emails.at(-1) ?? "")).toBeUndefined();
    // Another address is not affected.
    expect((await subscribe({ email: emails.at(-1) })).statusCode).toBe(200);
  });
});

describe("unsubscribing", () => {
  it("unsubscribes with the token (POST), and again harmlessly", async () => {
    const email = uniqueEmail("depart");
    await subscribe({ email, secteur: "aviation" });
    const token = await tokenOf(email);
    const before = (await list()).total;

    const response = await unsubscribeByPost({ jeton: token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(UNSUBSCRIBED);
    expect(await findSubscriber(email)).toBeUndefined();
    expect((await list()).total).toBe(before - 1);

    const again = await unsubscribeByPost({ jeton: token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(UNSUBSCRIBED);
  });

  it("changes nothing on a GET of the token's address: 405, Allow: POST; a POST there unsubscribes", async () => {
    const email = uniqueEmail("lien");
    await subscribe({ email });
    const token = await tokenOf(email);
    for (const method of ["GET", "HEAD"] as const) {
      const opened = await app.inject({ method, url: `${API}/newsletter/desinscription/${token}` });
      expect(opened.statusCode, method).toBe(405);
      expect(opened.headers.allow, method).toBe("POST");
    }
    const opened = await get(`/newsletter/desinscription/${token}`);
    expect(opened.json()).toEqual({ success: false, message: ERROR_MESSAGES[405] });
    // Still subscribed: a mail scanner opening the address unsubscribes no one.
    expect(await findSubscriber(email)).toBeDefined();

    // A POST on the same address unsubscribes, with no body needed.
    const oneClick = await app.inject({
      method: "POST",
      url: `${API}/newsletter/desinscription/${token}`,
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual(UNSUBSCRIBED);
    expect(await findSubscriber(email)).toBeUndefined();
  });

  it("answers 404 for an unknown token and 400 without one", async () => {
    const email = uniqueEmail("reste");
    await subscribe({ email });
    const wellFormed = Buffer.alloc(32, 7).toString("base64url");
    for (const jeton of [wellFormed, "inconnu", `${await tokenOf(email)}x`]) {
      const posted = await unsubscribeByPost({ jeton });
      expect(posted.statusCode, jeton).toBe(404);
      expect(posted.json()).toEqual(TOKEN_UNKNOWN);
      const linked = await app.inject({
        method: "POST",
        url: `${API}/newsletter/desinscription/${encodeURIComponent(jeton)}`,
      });
      expect(linked.statusCode, jeton).toBe(404);
      expect(linked.json()).toEqual(TOKEN_UNKNOWN);
    }
    const missing = await unsubscribeByPost({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      success: false,
      message: NEWSLETTER_MESSAGES.tokenRequired,
      erreurs: [{ champ: "jeton", message: NEWSLETTER_MESSAGES.tokenRequired }],
    });
    expect(await findSubscriber(email)).toBeDefined();
  });

  it("keeps an unsubscribed email unsubscribed when it is subscribed again without mail, answering the same", async () => {
    const email = uniqueEmail("retour");
    await subscribe({ email, secteur: "mines", langue: "it" });
    const token = await tokenOf(email);
    await unsubscribeByPost({ jeton: token });
    expect(await findSubscriber(email)).toBeUndefined();
    const before = await list();

    // Anyone may type the address: the answer is a new subscriber's, and nothing changes.
    const again = await subscribe({ email, secteur: "aviation", langue: "en" });
    const fresh = await subscribe({ email: uniqueEmail("nouveau") });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual(SUBSCRIBED);
    expect(again.body).toBe(fresh.body);
    expect(await findSubscriber(email)).toBeUndefined();
    expect((await list()).total).toBe(before.total + 1);
    const [row] = await app.services.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(row).toMatchObject({ secteur: "mines", langue: "it", jetonDesinscription: token });
    expect(row?.unsubscribedAt).not.toBeNull();
    // Its export leaves it out too.
    const csv = await get("/newsletter/export.csv", admin.token);
    expect(csv.body).not.toContain(email);
  });
});

describe("GET /newsletter (administrators)", () => {
  it("lists active subscribers newest first, with pagination", async () => {
    const older = uniqueEmail("ancien");
    const newer = uniqueEmail("recent");
    await subscribe({ email: older });
    await subscribe({ email: newer });
    const response = await get("/newsletter?page=1&limite=2", admin.token);
    expect(response.statusCode).toBe(200);
    const body = response.json<ListBody<NewsletterSubscriberView>>();
    expect(body).toMatchObject({ success: true, page: 1, limite: 2 });
    expect(body.data.map((item) => item.email)).toEqual([newer, older]);
    expect(body.total).toBe((await list()).total);

    const all = (await list()).data;
    const dates = all.map((item) => Date.parse(item.dateInscription));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("filters by sector of interest, the total counting that sector only", async () => {
    const aviation = uniqueEmail("aviation");
    await subscribe({ email: aviation, secteur: "aviation" });
    await subscribe({ email: uniqueEmail("mines"), secteur: "mines" });
    const response = await get("/newsletter?secteur=aviation&limite=100", admin.token);
    expect(response.statusCode).toBe(200);
    const body = response.json<ListBody<NewsletterSubscriberView>>();
    expect(body.data.map((item) => item.email)).toContain(aviation);
    expect(body.data.every((item) => item.secteur === "aviation")).toBe(true);
    expect(body.total).toBe(body.data.length);
    expect(body.total).toBeLessThan((await list()).total);

    const bad = await get("/newsletter?secteur=Peche", admin.token);
    expect(bad.statusCode).toBe(400);
    expect(erreursOf(bad)).toEqual([
      { champ: "secteur", message: NEWSLETTER_MESSAGES.secteurFilterInvalid },
    ]);
  });

  it("is closed to conseillers (403) and to visitors (401), list and export alike", async () => {
    for (const url of ["/newsletter", "/newsletter/export.csv"]) {
      const asConseiller = await get(url, conseiller.token);
      expect(asConseiller.statusCode, url).toBe(403);
      expect(asConseiller.json()).toEqual({
        success: false,
        message: AUTH_MESSAGES.administratorsOnly,
      });
      const anonymous = await get(url);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toEqual({
        success: false,
        message: AUTH_MESSAGES.authenticationRequired,
      });
    }
  });
});

describe("GET /newsletter/export.csv", () => {
  // An app of its own, so the export holds exactly the subscribers made here.
  let exportApp: FastifyInstance;
  let exportAdmin: Session;
  withTestApp(async (built) => {
    exportApp = built;
    exportAdmin = await loginAsAdmin(exportApp);
  });

  it("exports the active subscribers for Excel, formulas neutralised", async () => {
    const empty = await get("/newsletter/export.csv", exportAdmin.token, exportApp);
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toBe(`\uFEFF${CSV_HEADER}\r\n`);

    await subscribe(
      { email: "awa.diop@example.com", secteur: "immobilier", langue: "fr" },
      { target: exportApp },
    );
    await subscribe({ email: "+cmd@example.com", langue: "en" }, { target: exportApp });
    await subscribe(
      { email: "-2+3@example.com", secteur: "mines", langue: "it" },
      { target: exportApp },
    );
    await subscribe({ email: "parti@example.com", secteur: "aviation" }, { target: exportApp });
    await unsubscribeByPost({ jeton: await tokenOf("parti@example.com", exportApp) }, exportApp);

    const subscribers = (await list(exportApp, exportAdmin.token)).data;
    const dateOf = (email: string) =>
      subscribers.find((item) => item.email === email)?.dateInscription ?? "missing";

    const response = await get("/newsletter/export.csv", exportAdmin.token, exportApp);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    // Dated (UTC) so that successive exports do not overwrite each other.
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="abonnes-newsletter-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    // The UTF-8 byte order mark, as bytes.
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.body).toBe(
      [
        `\uFEFFemail;secteur;langue;date_inscription`,
        `'-2+3@example.com;mines;it;${dateOf("-2+3@example.com")}`,
        `'+cmd@example.com;;en;${dateOf("+cmd@example.com")}`,
        `awa.diop@example.com;immobilier;fr;${dateOf("awa.diop@example.com")}`,
        "",
      ].join("\r\n"),
    );
    expect(response.body).not.toContain("parti@example.com");
  });

  it("exports the subscribers of one sector, and refuses an unknown sector in French", async () => {
    const mines = await get("/newsletter/export.csv?secteur=mines", exportAdmin.token, exportApp);
    expect(mines.statusCode).toBe(200);
    const lines = mines.body.trim().split("\r\n");
    expect(lines.slice(1).map((line) => line.split(";")[0])).toEqual(["'-2+3@example.com"]);
    const all = await get("/newsletter/export.csv?secteur=", exportAdmin.token, exportApp);
    expect(all.body.trim().split("\r\n")).toHaveLength(4);

    const bad = await get("/newsletter/export.csv?secteur=peche", exportAdmin.token, exportApp);
    expect(bad.statusCode).toBe(400);
    expect(erreursOf(bad)).toEqual([
      { champ: "secteur", message: NEWSLETTER_MESSAGES.secteurFilterInvalid },
    ]);
  });

  it("quotes cells that need it and neutralises formula starts", () => {
    expect(csvCell("simple@example.com")).toBe("simple@example.com");
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('dit "bonjour"')).toBe('"dit ""bonjour"""');
    expect(csvCell("ligne\nsuivante")).toBe('"ligne\nsuivante"');
    expect(csvCell(" espace")).toBe('" espace"');
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+33")).toBe("'+33");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell('=HYPERLINK("x";"y")')).toBe(`"'=HYPERLINK(""x"";""y"")"`);
    expect(csvCell("")).toBe("");
  });
});

describe("GET /newsletter/export.csv, past one batch", () => {
  // An app of its own, whose subscribers are written in SQL (as an import would), several
  // export batches' worth (EXPORT_BATCH_SIZE each), with ties of the same instant, down to
  // the microsecond, across the batches' edges.
  let exportApp: FastifyInstance;
  let exportAdmin: Session;
  const COUNT = EXPORT_BATCH_SIZE * 3 + 345;
  withTestApp(async (built) => {
    exportApp = built;
    exportAdmin = await loginAsAdmin(exportApp);
    // Row i: created at the (i / 3)th instant, 1,001 µs apart, with an id that grows with i;
    // every 7th unsubscribed, every 11th unconfirmed.
    await exportApp.services.db.execute(sql`
      insert into newsletter_subscriptions
        (id, email, secteur, langue, jeton_desinscription, confirmed_at, created_at, unsubscribed_at)
      select lpad(to_hex(i), 32, '0')::uuid,
        case when i % 500 = 0 then '+' else '' end || 'lot-' || i || '@example.com',
        (array['mines', 'aviation', null, 'logistique'])[i % 4 + 1],
        (array['fr', 'en', 'it'])[i % 3 + 1],
        'jeton-' || i,
        case when i % 11 = 0 then null else timestamptz '2026-01-01 00:00:00+00' end,
        timestamptz '2026-01-01 00:00:00+00' + (i / 3) * interval '1001 microseconds',
        case when i % 7 = 0 then timestamptz '2026-02-01 00:00:00+00' end
      from generate_series(1, ${COUNT}) as i`);
  });

  /** The expected export: the active rows, newest first (by construction, i descending). */
  async function expectedCsv(secteur?: string) {
    const rows = await exportApp.services.db.select().from(newsletterSubscriptions);
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    const lines = [`\uFEFF${CSV_HEADER}`];
    for (let i = COUNT; i >= 1; i -= 1) {
      const row = byEmail.get(`${i % 500 === 0 ? "+" : ""}lot-${i}@example.com`);
      if (!row) throw new Error(`row ${i} missing`);
      if (i % 7 === 0 || i % 11 === 0 || (secteur && row.secteur !== secteur)) continue;
      const cells = [row.email, row.secteur ?? "", row.langue, row.createdAt.toISOString()];
      lines.push(cells.map(csvCell).join(";"));
    }
    return `${lines.join("\r\n")}\r\n`;
  }

  it("streams every active subscriber once, newest first, whole or of one sector", async () => {
    const response = await get("/newsletter/export.csv", exportAdmin.token, exportApp);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const expected = await expectedCsv();
    expect(expected.split("\r\n").length).toBeGreaterThan(EXPORT_BATCH_SIZE * 2);
    expect(response.body).toBe(expected);

    const mines = await get("/newsletter/export.csv?secteur=mines", exportAdmin.token, exportApp);
    expect(mines.body).toBe(await expectedCsv("mines"));
  });
});
