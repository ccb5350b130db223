// Each job application is mailed to the « Adresse des candidatures » of the site settings
// (issue 32, point 2), through a real SMTP server: the offer's title, the candidate, a link
// to the application in the back office, and no CV attached (docs/decisions/066).
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplePdf } from "../../../domain/pdf-sample.ts";
import { SITE_SETTINGS_MESSAGES } from "../../../domain/site-settings.ts";
import { ACKNOWLEDGMENT_LIMIT } from "../../lib/acknowledgments.ts";
import { multipart, sendForm } from "../../test/multipart.ts";
import { startTestSmtp, type TestSmtp, testMailConfig } from "../../test/smtp-server.ts";
import { API, authHeader, createTestApp, loginAsAdmin, type Session } from "../../test/test-app.ts";
import { waitForOutboxSent } from "../../test/wait.ts";

describe("job applications with SMTP configured", () => {
  let smtp: TestSmtp;
  let app: FastifyInstance;
  let admin: Session;
  let offerId: string;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await createTestApp({ config: { mail: testMailConfig(smtp.url) } });
    admin = await loginAsAdmin(app);
    const closing = new Date(app.services.clock.now().getTime() + 30 * 24 * 60 * 60 * 1000);
    const created = await sendForm(app, "POST", "/offres-emploi", admin.token, {
      "titre[fr]": "Ingénieur des mines",
      "titre[en]": "Mining engineer",
      "titre[it]": "Ingegnere minerario",
      "lieu[fr]": "Bamako",
      "description[fr]": "Suivi des sites d'exploration.",
      secteur: "mines",
      codePays: "ml",
      typeContrat: "CDD",
      dateCloture: closing.toISOString().slice(0, 10),
      etat: "publié",
    });
    offerId = created.json().data._id;
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const apply = () =>
    sendForm(
      app,
      "POST",
      `/offres-emploi/${offerId}/candidatures`,
      undefined,
      {
        nom: "Oumar Traoré",
        email: "oumar.traore@example.com",
        telephone: "+223 76 12 34 56",
        message: "Géologue, cinq ans au Mali.",
        langue: "en",
      },
      [{ field: "cv", filename: "cv.pdf", data: samplePdf() }],
    );

  /** The mail of this batch sent to `to`. */
  const mailTo = (mails: Awaited<ReturnType<TestSmtp["waitFor"]>>, to: string) =>
    mails.find((mail) => mail.to.includes(to));

  it("mails the settings' applications address with the offer's title and a back-office link, without the CV", async () => {
    smtp.received.length = 0;
    expect((await apply()).statusCode).toBe(201);
    // The recruiters' notification, and the candidate's acknowledgment.
    const mail = mailTo(await smtp.waitFor(2), "recrutement@groupe-afrique-ouest.com");
    const [row] = await app.services.applications.repository
      .list({ page: 1, limite: 1 }, {})
      .then((page) => page.rows);
    expect(mail?.to).toEqual(["recrutement@groupe-afrique-ouest.com"]);
    expect(mail?.subject).toBe("Candidature – Ingénieur des mines – Oumar Traoré");
    expect(mail?.headers["reply-to"]).toContain("oumar.traore@example.com");
    for (const line of [
      "Nouvelle candidature pour l'offre « Ingénieur des mines ».",
      "Téléphone : +223 76 12 34 56",
      "Langue du candidat : en",
      `À lire dans le back office (avec le CV) : http://localhost/admin/candidatures/${row?.id}`,
      "Géologue, cinq ans au Mali.",
    ]) {
      expect(mail?.text).toContain(line);
    }
    expect(mail?.headers["content-type"]).not.toMatch(/multipart\/mixed/);
    expect(mail?.text).not.toContain("%PDF");
  });

  it("acknowledges the candidate in their language with the offer's title, repeating nothing they typed", async () => {
    smtp.received.length = 0;
    expect((await apply()).statusCode).toBe(201);
    const ack = mailTo(await smtp.waitFor(2), "oumar.traore@example.com");
    expect(ack?.subject).toMatch(/^We have received your application – /);
    expect(ack?.text).toContain(
      "We have received your application for the position “Mining engineer”.",
    );
    expect(ack?.text).toContain("If you did not apply, please ignore this message.");
    for (const typed of ["Oumar", "Géologue", "+223"]) expect(ack?.text).not.toContain(typed);
  });

  it("acknowledges one address at most three times a day, keeping every application and notification", async () => {
    smtp.received.length = 0;
    const applications = 4;
    for (let n = 0; n < applications; n++) {
      const form = await multipart(
        { nom: "Awa Limite", email: "awa.limite@example.com", telephone: "+221 77 000 00 00" },
        [{ field: "cv", filename: "cv.pdf", data: samplePdf() }],
      );
      const answer = await app.inject({
        method: "POST",
        url: `${API}/offres-emploi/${offerId}/candidatures`,
        remoteAddress: `10.77.0.${n + 1}`,
        headers: form.headers,
        payload: form.payload,
      });
      expect(answer.statusCode, answer.body).toBe(201);
    }
    const mails = await smtp.waitFor(applications + ACKNOWLEDGMENT_LIMIT.perRecipient);
    const acks = mails.filter((mail) => mail.to.includes("awa.limite@example.com"));
    expect(acks).toHaveLength(ACKNOWLEDGMENT_LIMIT.perRecipient);
    expect(acks[0]?.subject).toMatch(/^Votre candidature a bien été reçue – /);
    expect(acks[0]?.text).toContain("votre candidature au poste «\u00a0Ingénieur des mines\u00a0»");
    // No fourth one comes later: every queued mail is sent by now.
    await waitForOutboxSent(app);
    expect(smtp.received.filter((mail) => mail.to.includes("awa.limite@example.com"))).toHaveLength(
      ACKNOWLEDGMENT_LIMIT.perRecipient,
    );
  });

  it("follows the address staff set in /admin/site, which must be an email", async () => {
    const patch = (emailCandidatures: string) =>
      app.inject({
        method: "PATCH",
        url: `${API}/site`,
        headers: authHeader(admin.token),
        payload: { emailCandidatures },
      });
    const refused = await patch("rh chez groupe");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().erreurs).toContainEqual({
      champ: "emailCandidatures",
      message: SITE_SETTINGS_MESSAGES.emailCandidaturesInvalid,
    });
    expect((await patch("RH@Example.com")).statusCode).toBe(200);
    smtp.received.length = 0;
    expect((await apply()).statusCode).toBe(201);
    const [mail] = await smtp.waitForMatching((each) => each.to.includes("rh@example.com"));
    expect(mail?.subject).toBe("Candidature – Ingénieur des mines – Oumar Traoré");
  });
});
