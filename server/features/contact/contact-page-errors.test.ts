// Issue 20: a contact form refused without JavaScript says what is wrong under each field
// (aria-invalid, aria-describedby), as well as in the summary, in the page's language; the
// thanks repeat the sector's reply-time promise.
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { withTestApp } from "../../test/test-app.ts";
import { CONTACT_RATE_LIMIT } from "./contact.commands.ts";

let app: FastifyInstance;
withTestApp(
  async (built) => {
    app = built;
  },
  { config: { serveWeb: true } },
);

const send = (path: string, fields: Record<string, string>) =>
  app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });

/** The control named `name`, its error's id and the error's text, as the page renders them. */
function fieldOf(html: string, name: string) {
  const control = new RegExp(`<(?:input|select|textarea)[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  const describedBy = control && /aria-describedby="([^"]+)"/.exec(control)?.[1];
  const error =
    describedBy && new RegExp(`<p id="${describedBy}"[^>]*>([^<]*)</p>`).exec(html)?.[1];
  return { invalid: control?.includes('aria-invalid="true"') ?? false, error };
}

const VALID = {
  nom: "Awa Diop",
  numero: "+221 77 123 45 67",
  email: "awa@example.com",
  description: "Nous cherchons un entrepôt à Dakar.",
  secteur: "logistique",
};

describe("the contact form's errors, field by field, without JavaScript", () => {
  it("marks each missing field with its own text and names it from the control, beside the summary", async () => {
    const response = await send("/contact", { ...VALID, nom: "", description: " " });
    expect(response.statusCode).toBe(400);
    expect(fieldOf(response.body, "nom")).toEqual({
      invalid: true,
      error: "Ce champ est obligatoire.",
    });
    expect(fieldOf(response.body, "description")).toEqual({
      invalid: true,
      error: "Ce champ est obligatoire.",
    });
    expect(fieldOf(response.body, "email")).toEqual({ invalid: false, error: undefined });
    expect(response.body).toContain("Veuillez remplir tous les champs obligatoires.");
  });

  it("says under the phone and the email what is wrong with each, in English on /en", async () => {
    const response = await send("/en/contact", { ...VALID, numero: "12", email: "awa@" });
    expect(response.statusCode).toBe(400);
    expect(fieldOf(response.body, "numero")).toEqual({
      invalid: true,
      error: "The phone number is invalid: it must contain between 6 and 20 digits.",
    });
    expect(fieldOf(response.body, "email")).toEqual({
      invalid: true,
      error: "The email address is invalid.",
    });
    expect(fieldOf(response.body, "nom").invalid).toBe(false);
    // What was typed comes back.
    expect(response.body).toContain('value="Awa Diop"');
  });

  it("thanks with the promise of the sector written to", async () => {
    const aviation = await send("/contact", { ...VALID, secteur: "aviation" });
    expect(aviation.statusCode).toBe(200);
    expect(aviation.body).toContain("Merci\u202f! Votre message a bien été envoyé.");
    expect(aviation.body).toContain("heures ouvrées");
    const onSectorPage = await send("/it/miniere", { ...VALID, secteur: "mines" });
    expect(onSectorPage.statusCode).toBe(200);
    expect(onSectorPage.body).toContain("Un ingegnere minerario");
  });
});

// Issue 28: a send the server cannot store answers the page itself, the form with what was
// typed and SPEC.md §5's 'Une erreur est survenue. Veuillez réessayer.' in the page's
// language, never the site's error page. The database refuses for real: a trigger raises on
// every insert of a contact request.
describe("a contact request the database refuses", () => {
  let failing: FastifyInstance;
  withTestApp(
    async (built) => {
      failing = built;
      await built.services.db.execute(
        sql.raw(`create function refuse_contact_request() returns trigger language plpgsql as $$
          begin raise exception 'disque plein (test)'; end $$`),
      );
      await built.services.db.execute(
        sql.raw(`create trigger refuse_contact_request before insert on contact_requests
          for each row execute function refuse_contact_request()`),
      );
    },
    { config: { serveWeb: true } },
  );

  /** Each post from its own address: the per-address limit is not what is tested here. */
  let visitor = 0;
  const post = (path: string, fields: Record<string, string>) => {
    visitor += 1;
    return failing.inject({
      method: "POST",
      url: path,
      remoteAddress: `203.0.113.${visitor}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
    });
  };

  const SUBMIT_ERROR = {
    fr: "Une erreur est survenue. Veuillez réessayer.",
    en: "An error occurred. Please try again.",
    it: "Si è verificato un errore. Si prega di riprovare.",
  } as const;

  it.each([
    ["/contact", "fr", "mines"],
    ["/en/contact", "en", "mines"],
    ["/it/contatti", "it", "mines"],
    ["/immobilier", "fr", "immobilier"],
    ["/en/aviation", "en", "aviation"],
    ["/it/logistica", "it", "logistique"],
  ] as const)(
    "%s answers its form, what was typed and the message",
    async (path, lang, secteur) => {
      const contactPage = secteur === "mines";
      const typed = { ...VALID, entreprise: "Sahel Fret", secteur };
      const response = await post(path, typed);
      expect(response.statusCode).toBe(500);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      const form = response.body
        .split("<form")
        .find((part) => part.includes('name="nom"'))
        ?.split("</form>")[0];
      expect(form, "the page's contact form").toBeDefined();
      expect(/<p[^>]*role="alert"[^>]*>([^<]*)<\/p>/.exec(form ?? "")?.[1]).toBe(
        SUBMIT_ERROR[lang],
      );
      expect(form).toContain('value="Awa Diop"');
      expect(form).toContain('value="+221 77 123 45 67"');
      expect(form).toContain('value="awa@example.com"');
      expect(form).toContain('value="Sahel Fret"');
      expect(form).toContain(">Nous cherchons un entrepôt à Dakar.</textarea>");
      if (contactPage) expect(form).toMatch(/<option value="mines" selected="">/);
      // Nothing internal leaks into the page.
      expect(response.body).not.toContain("disque plein");
    },
  );

  it("does not count a failed send against the visitor's limit: trying again stays possible", async () => {
    const again = () =>
      failing.inject({
        method: "POST",
        url: "/en/contact",
        remoteAddress: "198.51.100.7",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(VALID).toString(),
      });
    for (let attempt = 1; attempt <= CONTACT_RATE_LIMIT.perIp + 1; attempt += 1) {
      const response = await again();
      expect(response.statusCode, `attempt ${attempt}`).toBe(500);
      expect(response.body).toContain(SUBMIT_ERROR.en);
    }
  });

  it("answers the API's client with SPEC.md §5's message, as JSON", async () => {
    visitor += 1;
    const response = await failing.inject({
      method: "POST",
      url: "/api/v1/contact",
      remoteAddress: `203.0.113.${visitor}`,
      payload: VALID,
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: SUBMIT_ERROR.fr });
  });
});
