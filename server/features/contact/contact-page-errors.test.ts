// Issue 20: a contact form refused without JavaScript says what is wrong under each field
// (aria-invalid, aria-describedby), as well as in the summary, in the page's language; the
// thanks repeat the sector's reply-time promise.
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { withTestApp } from "../../test/test-app.ts";

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
    const onSectorPage = await send("/it/mines", { ...VALID, secteur: "mines" });
    expect(onSectorPage.statusCode).toBe(200);
    expect(onSectorPage.body).toContain("Un ingegnere minerario");
  });
});
