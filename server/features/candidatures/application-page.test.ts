// The application form of an offer's page without JavaScript (issue 32, ADR 066): a
// multipart post to the page itself, answered by the server in the page's language, with
// each error under its field and what was typed given back; a closed offer takes none.
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { samplePdf } from "../../../domain/pdf-sample.ts";
import { createManualClock } from "../../lib/clock.ts";
import { type FormFile, multipart, sendForm } from "../../test/multipart.ts";
import { loginAsAdmin, withTestApp } from "../../test/test-app.ts";

const DAY = 24 * 60 * 60 * 1000;
const clock = createManualClock({ frozen: true });
let app: FastifyInstance;
let token: string;
withTestApp(
  async (built) => {
    app = built;
    token = (await loginAsAdmin(app)).token;
  },
  { config: { serveWeb: true }, clock },
);

let counter = 0;
/** A published offer closing in `days`: its slugs in each language. */
async function offer(days = 10): Promise<{ fr: string; en: string; it: string }> {
  counter += 1;
  const response = await sendForm(app, "POST", "/offres-emploi", token, {
    "titre[fr]": `Responsable d'escale ${counter}`,
    "titre[en]": `Station manager ${counter}`,
    "titre[it]": `Responsabile di scalo ${counter}`,
    "lieu[fr]": "Dakar, aéroport Blaise-Diagne",
    "description[fr]": "Coordonner l'assistance au sol.",
    secteur: "aviation",
    codePays: "sn",
    typeContrat: "CDI",
    dateCloture: new Date(clock.now().getTime() + days * DAY).toISOString().slice(0, 10),
    etat: "publié",
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.slugs;
}

const VALID = {
  nom: "Fatou Ndiaye",
  email: "fatou.ndiaye@example.com",
  telephone: "+221 77 123 45 67",
  message: "Huit ans d'escale à Dakar.",
};
const CV: FormFile = { field: "cv", filename: "cv.pdf", data: samplePdf() };

let ip = 0;
async function post(path: string, fields: Record<string, string>, files: FormFile[] = [CV]) {
  ip += 1;
  const form = await multipart(fields, files);
  return app.inject({
    method: "POST",
    url: path,
    remoteAddress: `10.88.0.${ip}`,
    headers: form.headers,
    payload: form.payload,
  });
}

/** The control named `name`, and the text of the error it names, as the page renders them. */
function fieldOf(html: string, name: string) {
  const control = new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  const describedBy = control && /aria-describedby="([^"]+)"/.exec(control)?.[1];
  const errorId = describedBy?.split(" ").find((id) => id.endsWith("-error"));
  const error = errorId && new RegExp(`<p id="${errorId}"[^>]*>([^<]*)</p>`).exec(html)?.[1];
  return { invalid: control?.includes('aria-invalid="true"') ?? false, error };
}

const applications = () => app.services.applications.repository.list({ page: 1, limite: 100 }, {});

describe("applying from an offer's page without JavaScript", () => {
  it("takes the application and thanks the candidate, in French", async () => {
    const slugs = await offer();
    const page = await app.inject({ url: `/carrieres/${slugs.fr}` });
    expect(page.body).toMatch(/enctype="multipart\/form-data"/i);
    const response = await post(`/carrieres/${slugs.fr}`, VALID);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Merci\u202f! Votre candidature a bien été envoyée.");
    const { rows } = await applications();
    expect(rows[0]).toMatchObject({ nom: "Fatou Ndiaye", langue: "fr" });
  });

  it("says under the CV, in English, that a renamed picture is no PDF, and gives back what was typed", async () => {
    const slugs = await offer();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const before = (await applications()).total;
    const response = await post(`/en/careers/${slugs.en}`, VALID, [
      { field: "cv", filename: "photo.pdf", data: png },
    ]);
    expect(response.statusCode).toBe(400);
    expect(fieldOf(response.body, "cv")).toEqual({
      invalid: true,
      error:
        "The CV must be a PDF file: the file sent is not one (a picture or a document renamed .pdf, for example).",
    });
    expect(response.body).toContain('value="Fatou Ndiaye"');
    expect(response.body).toContain("please attach it again");
    // The summary above the form says it too, in English.
    expect(/<p id="[^"]*-problem" role="alert"[^>]*>([^<]*)</.exec(response.body)?.[1]).toMatch(
      /^The CV must be a PDF file/,
    );
    expect((await applications()).total).toBe(before);
  });

  it("says in Italian what is missing, each field under itself", async () => {
    const slugs = await offer();
    const response = await post(`/it/carriere/${slugs.it}`, { ...VALID, email: "fatou@" }, []);
    expect(response.statusCode).toBe(400);
    expect(fieldOf(response.body, "email").error).toBe("L&#x27;indirizzo email non è valido.");
    expect(fieldOf(response.body, "cv").error).toBe("Allegate il vostro CV in formato PDF.");
    expect(fieldOf(response.body, "nom").invalid).toBe(false);
  });

  it("takes no application once the offer is closed: the page says it is", async () => {
    const slugs = await offer(0);
    clock.advance(DAY);
    const before = (await applications()).total;
    const response = await post(`/carrieres/${slugs.fr}`, VALID);
    expect(response.body).toContain("Cette offre est clôturée");
    expect(response.body).not.toContain('name="cv"');
    expect((await applications()).total).toBe(before);
  });

  it("takes a CV of several megabytes on an offer's page only", async () => {
    const slugs = await offer();
    // A PDF of 4 MB: its filler is a comment, before the trailer.
    const pdf = Buffer.from(samplePdf("Curriculum vitae", 4 * 1024 * 1024));
    const accepted = await post(`/carrieres/${slugs.fr}`, VALID, [
      { field: "cv", filename: "cv.pdf", data: pdf },
    ]);
    expect(accepted.statusCode).toBe(200);
    const elsewhere = await post("/contact", VALID, [
      { field: "cv", filename: "cv.pdf", data: pdf },
    ]);
    expect(elsewhere.statusCode).toBe(413);
  });
});
