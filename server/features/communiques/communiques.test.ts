// Press releases through the API (issue 32, docs/decisions/063): written by staff with
// French messages per field, read publicly once published, newest first by their date.
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { RELEASE_MESSAGES as M } from "../../../domain/communiques.ts";
import { sendForm } from "../../test/multipart.ts";
import { API, loginAsAdmin, type Session, withTestApp } from "../../test/test-app.ts";

let app: FastifyInstance;
let admin: Session;
withTestApp(async (built) => {
  app = built;
  admin = await loginAsAdmin(app);
});

let counter = 0;
function release(changes: Record<string, string> = {}) {
  counter += 1;
  return {
    "titre[fr]": `Le groupe ouvre un entrepôt à Bamako ${counter}`,
    "titre[en]": `The group opens a warehouse in Bamako ${counter}`,
    "titre[it]": `Il gruppo apre un magazzino a Bamako ${counter}`,
    "resume[fr]": "Un entrepôt sous douane de 12 000 m².",
    "texte[fr]": "**Bamako**, le groupe inaugure son entrepôt.",
    dateCommunique: "2026-02-10",
    etat: "publié",
    ...changes,
  };
}

const publicList = async () =>
  (await app.inject({ url: `${API}/communiques?lang=fr` })).json() as {
    data: { _id: string; titre: string; pdf: unknown }[];
  };

describe("press releases through the API", () => {
  it("publish a release, listed publicly newest first by its date, drafts left out", async () => {
    const older = (await sendForm(app, "POST", "/communiques", admin.token, release())).json().data;
    const newer = (
      await sendForm(
        app,
        "POST",
        "/communiques",
        admin.token,
        release({ dateCommunique: "2026-03-01" }),
      )
    ).json().data;
    const draft = (
      await sendForm(app, "POST", "/communiques", admin.token, release({ etat: "brouillon" }))
    ).json().data;
    const ids = (await publicList()).data.map((item) => item._id);
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
    expect(ids).not.toContain(draft._id);
    expect(newer).toMatchObject({ dateCommunique: "2026-03-01T00:00:00.000Z", pdf: null });

    const italian = await app.inject({ url: `${API}/communiques/${newer.slug}?lang=it` });
    expect(italian.statusCode, italian.body).toBe(200);
    expect(italian.json().data.titre).toContain("Il gruppo apre");
  });

  it("refuse a release without its title, summary, text or date, with a message for each", async () => {
    const response = await sendForm(
      app,
      "POST",
      "/communiques",
      admin.token,
      release({ "titre[it]": "", "resume[fr]": "", "texte[fr]": "", dateCommunique: "" }),
    );
    expect(response.statusCode).toBe(400);
    const messages = Object.fromEntries(
      (response.json().erreurs as { champ: string; message: string }[]).map((error) => [
        error.champ,
        error.message,
      ]),
    );
    expect(messages).toEqual({
      "titre.it": M.titleRequired("it"),
      "resume.fr": M.summaryRequired("fr"),
      "texte.fr": M.textRequired("fr"),
      dateCommunique: M.dateRequired,
    });
  });
});
