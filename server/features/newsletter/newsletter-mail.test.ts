import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEWSLETTER_MESSAGES } from "../../../domain/newsletter.ts";
import type { MailConfig } from "../../config.ts";
import { loadContextFor } from "../../plugins/web.ts";
import { startTestSmtp, type TestSmtp } from "../../test/smtp-server.ts";
import { API, authHeader, createTestApp, loginAsAdmin, uniqueEmail } from "../../test/test-app.ts";
import { waitForOutboxSent } from "../../test/wait.ts";

const mailConfig = (smtpUrl: string): MailConfig => ({
  smtpUrl,
  from: "site@example.com",
  contactNotifyTo: ["equipe@example.com"],
  contactNotifyToBySector: {},
  pollIntervalMs: 50,
  retryMinMs: 50,
  retryMaxMs: 200,
  leaseMs: 30_000,
});

describe("newsletter with SMTP: double opt-in", () => {
  let smtp: TestSmtp;
  let app: FastifyInstance;
  let token: string;
  let ipCounter = 0;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await createTestApp({ config: { mail: mailConfig(smtp.url) } });
    // What the token pages' buttons call, through the pages' load context (web.ts).
    app.post<{ Params: { kind: "confirm" | "unsubscribe"; jeton: string } }>(
      "/test/:kind/:jeton",
      async (request) => {
        const context = await loadContextFor(app, request, { publicUrl: "http://localhost" });
        return context.newsletter[request.params.kind](request.params.jeton);
      },
    );
    token = (await loginAsAdmin(app)).token;
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const subscribe = (payload: Record<string, string>) => {
    ipCounter += 1;
    return app.inject({
      method: "POST",
      url: `${API}/newsletter`,
      remoteAddress: `10.40.0.${ipCounter}`,
      payload,
    });
  };
  const subscribers = async () => {
    const response = await app.inject({
      url: `${API}/newsletter?limite=100`,
      headers: authHeader(token),
    });
    return response.json<{ data: { email: string }[]; total: number }>();
  };
  const csv = async () =>
    (await app.inject({ url: `${API}/newsletter/export.csv`, headers: authHeader(token) })).body;
  const press = async (kind: "confirm" | "unsubscribe", jeton: string) =>
    (await app.inject({ method: "POST", url: `/test/${kind}/${jeton}` })).json();

  /** The links of the last mail sent to `email`. */
  async function linksSentTo(email: string, count: number) {
    const mails = await smtp.waitFor(count);
    const mail = mails.filter((m) => m.to.includes(email)).at(-1);
    const links = mail?.text.match(/http:\/\/localhost\/\S+/g) ?? [];
    return { mail, links };
  }

  it("keeps a subscription pending, out of the list and the CSV, until its link is followed", async () => {
    const email = uniqueEmail("lectrice");
    const before = (await subscribers()).total;
    const response = await subscribe({ email, langue: "en" });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(NEWSLETTER_MESSAGES.confirmationSent);

    const { mail, links } = await linksSentTo(email, smtp.received.length + 1);
    expect(mail?.subject).toBe("Confirm your subscription – Groupe Afrique de l'Ouest");
    const [confirmLink, unsubscribeLink] = links;
    expect(confirmLink).toMatch(/^http:\/\/localhost\/en\/newsletter\/confirm\/[\w-]{43}$/);
    expect(unsubscribeLink).toMatch(/^http:\/\/localhost\/en\/newsletter\/unsubscribe\/[\w-]{43}$/);
    expect((await subscribers()).total).toBe(before);
    expect(await csv()).not.toContain(email);

    const confirmToken = confirmLink?.split("/").at(-1) as string;
    expect(await press("confirm", confirmToken)).toEqual({
      ok: true,
      message: NEWSLETTER_MESSAGES.confirmed,
    });
    expect((await subscribers()).total).toBe(before + 1);
    expect(await csv()).toContain(email);

    // The link is single-use: a second press is refused in French, changing nothing.
    expect(await press("confirm", confirmToken)).toMatchObject({
      ok: false,
      status: 404,
      message: NEWSLETTER_MESSAGES.confirmationUnknown,
    });
    // An unsubscribe token does not confirm, nor a confirmation token unsubscribe.
    const unsubscribeToken = unsubscribeLink?.split("/").at(-1) as string;
    expect((await press("confirm", unsubscribeToken)).ok).toBe(false);

    expect(await press("unsubscribe", unsubscribeToken)).toEqual({
      ok: true,
      message: NEWSLETTER_MESSAGES.unsubscribed,
    });
    expect((await subscribers()).total).toBe(before);
  });

  it("sends no new mail to an email already confirmed, and answers the same", async () => {
    const email = uniqueEmail("abonne");
    await subscribe({ email });
    const { links } = await linksSentTo(email, smtp.received.length + 1);
    await press("confirm", links[0]?.split("/").at(-1) as string);
    const sent = smtp.received.length;

    const again = await subscribe({ email, secteur: "mines" });
    expect(again.json().message).toBe(NEWSLETTER_MESSAGES.confirmationSent);
    // Every queued mail sent: a new one for this address would be here by now.
    await waitForOutboxSent(app);
    expect(smtp.received).toHaveLength(sent);
    expect((await subscribers()).data.map((s) => s.email)).toContain(email);
  });

  it("brings an unsubscribed email back only through the link mailed to it", async () => {
    const email = uniqueEmail("revenue");
    await subscribe({ email });
    const first = await linksSentTo(email, smtp.received.length + 1);
    await press("confirm", first.links[0]?.split("/").at(-1) as string);
    await press("unsubscribe", first.links[1]?.split("/").at(-1) as string);
    expect((await subscribers()).data.map((s) => s.email)).not.toContain(email);

    const again = await subscribe({ email });
    expect(again.json().message).toBe(NEWSLETTER_MESSAGES.confirmationSent);
    const { links } = await linksSentTo(email, smtp.received.length + 1);
    // Not back until the new link is followed.
    expect((await subscribers()).data.map((s) => s.email)).not.toContain(email);
    expect(await press("confirm", links[0]?.split("/").at(-1) as string)).toEqual({
      ok: true,
      message: NEWSLETTER_MESSAGES.confirmed,
    });
    expect((await subscribers()).data.map((s) => s.email)).toContain(email);
  });

  it("refuses bad tokens in French, never with a 500", async () => {
    for (const bad of ["x", "A".repeat(43), "%E2%82%AC".repeat(5)]) {
      expect(await press("confirm", bad)).toMatchObject({
        ok: false,
        status: 404,
        message: NEWSLETTER_MESSAGES.confirmationUnknown,
      });
      expect(await press("unsubscribe", bad)).toMatchObject({
        ok: false,
        status: 404,
        message: NEWSLETTER_MESSAGES.tokenUnknown,
      });
    }
  });
});
