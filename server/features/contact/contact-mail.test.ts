import { type AddressInfo, createServer, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_SETTINGS_DEFAULTS, settingsInLanguage } from "../../../domain/site-settings.ts";
import { DEFAULT_MAIL_TIMINGS, type MailConfig } from "../../config.ts";
import { mailOutbox, rateLimitCounters } from "../../db/schema.ts";
import { ACKNOWLEDGMENT_LIMIT } from "../../lib/acknowledgments.ts";
import { startTestSmtp, type TestSmtp } from "../../test/smtp-server.ts";
import { API, createTestApp, secondInstance } from "../../test/test-app.ts";
import { waitForOutboxSent, waitUntil } from "../../test/wait.ts";
import { describeMail } from "../mail/smtp.ts";
import { retryDelayMs } from "../mail/worker.ts";
import { visitorAcknowledgment } from "./contact-mails.ts";

const STAFF = "equipe@example.com";
const AVIATION_STAFF = ["vols@example.com", "cargo@example.com"];

/** Mail settings for a test server, with delays short enough for a test. */
function mailConfig(smtpUrl: string): MailConfig {
  return {
    smtpUrl,
    from: "Groupe <site@example.com>",
    contactNotifyTo: [STAFF],
    contactNotifyToBySector: { aviation: AVIATION_STAFF },
    pollIntervalMs: 50,
    retryMinMs: 50,
    retryMaxMs: 200,
    leaseMs: 30_000,
  };
}

let ipCounter = 0;
let messageCounter = 0;
/** A visitor's address of its own per test, so that no test reaches the acknowledgment limit of another. */
let visitorCounter = 0;
function newVisitor(): string {
  visitorCounter += 1;
  return `awa.sow.${visitorCounter}@example.com`;
}

function sendRequest(app: FastifyInstance, changes: Record<string, unknown> = {}) {
  ipCounter += 1;
  messageCounter += 1;
  return app.inject({
    method: "POST",
    url: `${API}/contact`,
    remoteAddress: `10.30.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
    payload: {
      nom: "Awa Sow",
      numero: "+221 77 000 00 00",
      email: newVisitor(),
      entreprise: "Sahel Air",
      description: `Demande numéro ${messageCounter} : un vol cargo Dakar–Abidjan.`,
      secteur: "logistique",
      ...changes,
    },
  });
}

async function outboxRows(app: FastifyInstance) {
  return app.services.db.select().from(mailOutbox);
}

describe("contact requests with SMTP configured", () => {
  let smtp: TestSmtp;
  let app: FastifyInstance;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await createTestApp({ config: { mail: mailConfig(smtp.url) } });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it("notifies the sector's staff with every field and a back-office link, and acknowledges in the visitor's language", async () => {
    smtp.received.length = 0;
    const email = newVisitor();
    const response = await sendRequest(app, {
      email,
      secteur: "aviation",
      langue: "en",
      description: "Besoin d'un affrètement\npour 12 passagers.",
    });
    expect(response.statusCode).toBe(201);
    const mails = await smtp.waitFor(2);
    const staff = mails.find((m) => m.to.includes(AVIATION_STAFF[0] as string));
    const visitor = mails.find((m) => m.to.includes(email));

    expect(staff?.to).toEqual(AVIATION_STAFF);
    expect(staff?.from).toBe("site@example.com");
    expect(staff?.subject).toBe("Demande de contact – Aviation – Awa Sow");
    expect(staff?.headers["reply-to"]).toContain(email);
    for (const field of [
      "Nom : Awa Sow",
      "Téléphone : +221 77 000 00 00",
      `Email : ${email}`,
      "Entreprise : Sahel Air",
      "Secteur : Aviation",
      "Langue du visiteur : en",
      "Besoin d'un affrètement\npour 12 passagers.",
      "http://localhost/admin/demandes?secteur=aviation&traite=false",
    ]) {
      expect(staff?.text).toContain(field);
    }

    expect(visitor?.to).toEqual([email]);
    expect(visitor?.subject).toBe("We have received your request – Groupe Afrique de l'Ouest");
    expect(visitor?.text).toContain("Hello,");
    // SPEC.md §1's promise for aviation, in English.
    expect(visitor?.text).toContain("An aviation adviser will reply within 2 business hours.");
    expect(mails).toHaveLength(2);
  });

  it("acknowledges with the site's words only: nothing the sender typed, and how to reach the group", async () => {
    smtp.received.length = 0;
    const email = newVisitor();
    // What someone using the form to mail a stranger would type.
    const typed = {
      nom: "Gagnant du tirage https://nom.example",
      numero: "+33 6 12 34 56 78",
      entreprise: "Banque Centrale https://entreprise.example",
      description: "Votre colis est bloqué : payez les frais sur https://message.example/payer",
    };
    expect((await sendRequest(app, { ...typed, email, secteur: "mines" })).statusCode).toBe(201);
    const mails = await smtp.waitFor(2);
    const visitor = mails.find((m) => m.to.includes(email));
    const staff = mails.find((m) => m.to.includes(STAFF));
    const whole = `${visitor?.subject}\n${visitor?.text}`;
    for (const value of [
      ...Object.values(typed),
      "Gagnant",
      "Banque",
      "colis",
      "https://",
      "+33",
    ]) {
      expect(whole).not.toContain(value);
    }
    expect(visitor?.text.trimEnd()).toBe(
      [
        "Bonjour,",
        "",
        "Nous avons bien reçu votre demande (Mines). Merci de votre confiance.",
        "Un ingénieur minier vous répond sous 24 heures ouvrées.",
        "",
        // French typography (issue 20): no-break spaces before ":", typographic apostrophes.
        "Pour joindre le groupe\u00a0:",
        "contact@groupe-afrique-ouest.com",
        "Sénégal\u00a0: +221 33 869 00 00",
        // Settings are typeset as the catalogue's lines are: the typed apostrophe curls.
        "Côte d’Ivoire\u00a0: +225 27 20 30 00 00",
        "Mali\u00a0: +223 20 22 00 00",
        "",
        "Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.",
        "",
        "L’équipe Groupe Afrique de l’Ouest",
      ].join("\n"),
    );
    // The staff still get every field, the message last, after the site's own lines.
    for (const value of Object.values(typed)) expect(staff?.text).toContain(value);
    const text = staff?.text.trimEnd() ?? "";
    expect(text.indexOf("Référence : ")).toBeLessThan(text.indexOf("Message :"));
    expect(text.endsWith(`Message :\n${typed.description}`)).toBe(true);
  });

  it(`acknowledges one address at most ${ACKNOWLEDGMENT_LIMIT.perRecipient} times a day, across instances, keeping every request and notification`, async () => {
    const other = await secondInstance(app);
    try {
      await other.ready();
      smtp.received.length = 0;
      const email = newVisitor();
      const requests = ACKNOWLEDGMENT_LIMIT.perRecipient + 2;
      const answers: string[] = [];
      for (let i = 0; i < requests; i += 1) {
        // From a new IP address each time, alternately to each instance.
        const response = await sendRequest(i % 2 ? other : app, { email });
        expect(response.statusCode).toBe(201);
        answers.push(response.body);
      }
      // The visitor's answer says nothing of the limit.
      expect(new Set(answers).size).toBe(1);
      await smtp.waitFor(requests + ACKNOWLEDGMENT_LIMIT.perRecipient);
      // Every queued mail sent: an acknowledgment past the limit would be here by now.
      await waitForOutboxSent(app);
      const toStaff = smtp.received.filter((m) => m.to.includes(STAFF));
      const toVisitor = smtp.received.filter((m) => m.to.includes(email));
      expect(toStaff).toHaveLength(requests);
      expect(toVisitor).toHaveLength(ACKNOWLEDGMENT_LIMIT.perRecipient);
      const [stored] = await app.services.db
        .execute<{ n: number }>(
          sql`select count(*)::int as n from contact_requests where email = ${email}`,
        )
        .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
      expect(stored?.n).toBe(requests);

      // Another address is acknowledged as usual; the limit keeps no address in clear.
      smtp.received.length = 0;
      const someoneElse = newVisitor();
      expect((await sendRequest(app, { email: someoneElse })).statusCode).toBe(201);
      expect((await smtp.waitFor(2)).filter((m) => m.to.includes(someoneElse))).toHaveLength(1);
      const keys = await app.services.db.select().from(rateLimitCounters);
      expect(keys.map((row) => row.key).join()).not.toContain("example.com");
    } finally {
      await other.close();
    }
  });

  it("writes French to a visitor without a language, with the 24-hour promise of the other sectors, to the default staff list", async () => {
    smtp.received.length = 0;
    const email = newVisitor();
    expect((await sendRequest(app, { email, secteur: "mines" })).statusCode).toBe(201);
    const mails = await smtp.waitFor(2);
    const staff = mails.find((m) => m.to.includes(STAFF));
    const visitor = mails.find((m) => m.to.includes(email));
    expect(staff?.to).toEqual([STAFF]);
    expect(visitor?.subject).toBe("Votre demande a bien été reçue – Groupe Afrique de l’Ouest");
    expect(visitor?.text).toContain("Un ingénieur minier vous répond sous 24 heures ouvrées.");

    smtp.received.length = 0;
    const italianVisitor = newVisitor();
    expect(
      (await sendRequest(app, { email: italianVisitor, secteur: "immobilier", langue: "it" }))
        .statusCode,
    ).toBe(201);
    const italian = (await smtp.waitFor(2)).find((m) => m.to.includes(italianVisitor));
    expect(italian?.text).toContain(
      "Un consulente immobiliare vi risponderà entro 24 ore lavorative.",
    );
  });

  it("refuses a bad language in French and queues nothing", async () => {
    const before = (await outboxRows(app)).length;
    const response = await sendRequest(app, { langue: "de" });
    expect(response.statusCode).toBe(400);
    expect(response.json().erreurs).toEqual([
      { champ: "langue", message: "La langue doit être fr, en ou it." },
    ]);
    expect((await outboxRows(app)).length).toBe(before);
  });

  it("keeps the mail while the SMTP server refuses, and delivers it once when it accepts again", async () => {
    smtp.received.length = 0;
    smtp.setRefusing(true);
    const email = newVisitor();
    expect((await sendRequest(app, { email })).statusCode).toBe(201);
    // The request's two mails: the staff's answers go to the visitor, the acknowledgment to them.
    const ofThisRequest = (r: typeof mailOutbox.$inferSelect) =>
      r.replyTo === email || r.recipients.includes(email);
    // Refused twice at least: retried, with a delay that grows.
    await waitUntil(async () => {
      const rows = (await outboxRows(app)).filter(ofThisRequest);
      return rows.length === 2 && rows.every((r) => r.attempts >= 2 && r.lastError !== null);
    }, "deux essais refusés");
    expect(smtp.received).toHaveLength(0);

    smtp.setRefusing(false);
    await smtp.waitFor(2);
    // Every queued mail sent: a second delivery of either would be here by now.
    await waitForOutboxSent(app);
    expect(smtp.received).toHaveLength(2);
    const rows = (await outboxRows(app)).filter(ofThisRequest);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.sentAt !== null && r.lockedUntil === null)).toBe(true);
  });

  it("sends each message once with two instances on one database", async () => {
    const other = await secondInstance(app);
    try {
      await other.ready();
      smtp.received.length = 0;
      // Half the requests reach each instance; both workers are nudged and poll.
      const count = 12;
      for (let i = 0; i < count; i += 1) {
        expect((await sendRequest(i % 2 ? other : app)).statusCode).toBe(201);
      }
      await smtp.waitFor(2 * count);
      // Every queued mail sent: a copy sent by the other instance would be here by now.
      await waitForOutboxSent(app);
      const subjects = smtp.received.map((m) => `${m.to.join()} ${m.text}`);
      expect(new Set(subjects).size).toBe(2 * count);
      expect(smtp.received).toHaveLength(2 * count);
    } finally {
      await other.close();
    }
  });
});

describe("the outbox when the SMTP server is unreachable", () => {
  it("keeps the request and its mail to retry, without the password in the error kept", async () => {
    // A port where nothing listens.
    const gone = await startTestSmtp();
    await gone.close();
    const app = await createTestApp({ config: { mail: mailConfig(gone.url) } });
    try {
      expect((await sendRequest(app)).statusCode).toBe(201);
      await waitUntil(
        async () => (await outboxRows(app)).every((r) => r.attempts >= 2),
        "deux essais manqués",
      );
      const rows = await outboxRows(app);
      expect(rows).toHaveLength(2);
      expect(rows.every((r) => r.sentAt === null && r.lastError)).toBe(true);
      expect(rows.map((r) => r.lastError).join()).not.toContain("secret-pass");
    } finally {
      await app.close();
    }
  });

  it("does not hold shutdown when a send hangs (a server that never greets)", async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    const app = await createTestApp({ config: { mail: mailConfig(`smtp://127.0.0.1:${port}`) } });
    try {
      expect((await sendRequest(app)).statusCode).toBe(201);
      await waitUntil(() => sockets.size > 0, "une connexion au serveur muet");
      const started = Date.now();
      await app.close();
      // Nodemailer would wait 10 s for the greeting; the last drain gives up after 2 s.
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});

describe("contact requests without SMTP", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("are stored, and nothing is queued", async () => {
    expect((await sendRequest(app)).statusCode).toBe(201);
    const [stored] = await app.services.db
      .execute<{ n: number }>(sql`select count(*)::int as n from contact_requests`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(stored?.n).toBe(1);
    expect(await outboxRows(app)).toEqual([]);
  });
});

describe("describeMail", () => {
  it("says in French that mail is off, or where it goes, never with the password", () => {
    expect(describeMail({ mail: undefined })).toBe(
      "email : non configuré (SMTP_URL absent) — les demandes sont seulement enregistrées",
    );
    const line = describeMail({
      mail: mailConfig("smtps://mailer:secret-pass@smtp.example.com:465"),
    });
    expect(line).toBe("email : smtps://smtp.example.com:465, expéditeur Groupe <site@example.com>");
    expect(line).not.toContain("secret");
    expect(line).not.toContain("mailer");
  });
});

describe("retry delays", () => {
  it("double from 5 seconds and stop growing at 10 minutes", () => {
    const delays = [1, 2, 3, 4, 8, 9, 50].map((n) => retryDelayMs(n, DEFAULT_MAIL_TIMINGS));
    expect(delays).toEqual([5_000, 10_000, 20_000, 40_000, 600_000, 600_000, 600_000]);
  });
});

describe("the visitor's acknowledgment, composed", () => {
  const settings = (lang: "fr" | "en") =>
    settingsInLanguage({ ...SITE_SETTINGS_DEFAULTS, whatsapp: "+221 77 123 45 67" }, lang, null);
  const ask = (langue: "fr" | "en") =>
    visitorAcknowledgment({ email: "a@example.com", secteur: "mines", langue }, settings(langue))
      .text;

  it("gives the WhatsApp link in the visitor's language, set as its other lines are", () => {
    expect(ask("fr")).toContain("\nWhatsApp\u00a0: https://wa.me/221771234567\n");
    expect(ask("fr")).toContain("\nCôte d’Ivoire\u00a0: +225 27 20 30 00 00\n");
    // English keeps what was typed, and its colon has no space before it.
    expect(ask("en")).toContain("\nWhatsApp: https://wa.me/221771234567\n");
    expect(ask("en")).toContain("\nCôte d'Ivoire: +225 27 20 30 00 00\n");
  });
});
