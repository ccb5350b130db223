// Press releases through the API (issue 32, docs/decisions/063): written by staff with
// French messages per field, read publicly once published, newest first by their date.
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { RELEASE_MESSAGES as M } from "../../../domain/communiques.ts";
import { samplePdf } from "../../../domain/pdf-sample.ts";
import { REVISIONS_KEPT } from "../../../domain/revisions.ts";
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

/** A small valid PDF: its header, one page, its cross-reference and trailer. */
const PDF = Buffer.from(samplePdf("Communiqué"));

/** The PDFs stored, by key. */
async function storedPdfs(): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of app.services.storage.list()) if (key.endsWith(".pdf")) keys.push(key);
  return keys.sort();
}

const pdfFile = (data: Buffer, filename = "communique-bamako.pdf") => ({
  field: "pdf",
  filename,
  data,
  type: "application/pdf",
});

describe("a release's PDF (issue 32)", () => {
  it("stores a PDF sent with the release, answered as a download link with its size", async () => {
    const before = await storedPdfs();
    const response = await sendForm(app, "POST", "/communiques", admin.token, release(), [
      pdfFile(PDF),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { pdf, slug } = response.json().data;
    expect(pdf).toMatchObject({ octets: PDF.length, nom: "communique-bamako.pdf" });
    expect(pdf.url).toMatch(/\.pdf$/);
    expect((await storedPdfs()).length).toBe(before.length + 1);
    const download = await app.inject({ url: pdf.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toContain("application/pdf");
    expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const publicOne = await app.inject({ url: `${API}/communiques/${slug}?lang=fr` });
    expect(publicOne.json().data.pdf).toEqual(pdf);
  });

  it("refuses a file that is no PDF, or one over 5 MB, and stores nothing", async () => {
    const before = await storedPdfs();
    const fake = await sendForm(app, "POST", "/communiques", admin.token, release(), [
      pdfFile(Buffer.from("<html>pas un PDF</html>"), "faux.pdf"),
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().erreurs).toEqual([{ champ: "pdf", message: M.pdfType }]);
    // Cut short in transfer: a PDF's header, no trailer.
    const cut = await sendForm(app, "POST", "/communiques", admin.token, release(), [
      pdfFile(PDF.subarray(0, PDF.length - 40)),
    ]);
    expect(cut.statusCode).toBe(400);
    expect(cut.json().erreurs).toEqual([{ champ: "pdf", message: M.pdfDamaged }]);
    const heavy = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await sendForm(app, "POST", "/communiques", admin.token, release(), [
      pdfFile(heavy),
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.body).toContain(M.pdfTooLarge);
    // A valid PDF with an invalid field: the release is refused, its file not kept.
    const invalid = await sendForm(
      app,
      "POST",
      "/communiques",
      admin.token,
      release({ "titre[fr]": "" }),
      [pdfFile(PDF)],
    );
    expect(invalid.statusCode).toBe(400);
    expect(await storedPdfs()).toEqual(before);
  });

  it("replaces and removes a release's PDF, other fields kept", async () => {
    const created = (
      await sendForm(app, "POST", "/communiques", admin.token, release(), [pdfFile(PDF)])
    ).json().data;
    const replaced = await sendForm(app, "PATCH", `/communiques/${created._id}`, admin.token, {}, [
      pdfFile(PDF, "version-2.pdf"),
    ]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data.pdf.nom).toBe("version-2.pdf");
    const edited = await sendForm(app, "PATCH", `/communiques/${created._id}`, admin.token, {
      "resume[fr]": "Un résumé revu.",
    });
    expect(edited.json().data.pdf.nom).toBe("version-2.pdf");
    const removed = await sendForm(app, "PATCH", `/communiques/${created._id}`, admin.token, {
      supprimerPdf: "true",
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.pdf).toBeNull();
    expect(removed.json().data.titre.fr).toBe(created.titre.fr);
  });

  it("a deleted release's PDFs, its versions' too, are no longer stored nor downloadable", async () => {
    const create = async () =>
      (await sendForm(app, "POST", "/communiques", admin.token, release(), [pdfFile(PDF)])).json()
        .data as { _id: string; pdf: { url: string } };
    const deleted = await create();
    const replaced = await sendForm(app, "PATCH", `/communiques/${deleted._id}`, admin.token, {}, [
      pdfFile(PDF, "version-2.pdf"),
    ]);
    const urls = [deleted.pdf.url, replaced.json().data.pdf.url as string];
    const other = await create();
    // A kept version still shows the first file: it stays while the release exists.
    expect((await app.inject({ url: urls[0] })).statusCode).toBe(200);

    const answer = await app.inject({
      method: "DELETE",
      url: `${API}/communiques/${deleted._id}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    for (const url of urls) {
      expect((await app.inject({ url })).statusCode).toBe(404);
      expect(await storedPdfs()).not.toContain(url.split("/").pop());
    }
    expect((await app.inject({ url: other.pdf.url })).statusCode).toBe(200);
  });

  it("a replaced PDF goes once the last version showing it is forgotten, not before", async () => {
    const created = (
      await sendForm(app, "POST", "/communiques", admin.token, release(), [pdfFile(PDF)])
    ).json().data as { _id: string; pdf: { url: string } };
    const patch = (fields: Record<string, string>, files: ReturnType<typeof pdfFile>[] = []) =>
      sendForm(app, "PATCH", `/communiques/${created._id}`, admin.token, fields, files);
    const current = (await patch({}, [pdfFile(PDF, "version-2.pdf")])).json().data.pdf.url;
    // The creation's version (the first file) and the replacement's are kept; the edits that
    // follow push the first one past the versions kept.
    for (let edit = 1; edit < REVISIONS_KEPT - 1; edit++) {
      expect((await patch({ "resume[fr]": `Résumé ${edit}` })).statusCode).toBe(200);
    }
    expect((await app.inject({ url: created.pdf.url })).statusCode).toBe(200);
    expect((await patch({ "resume[fr]": "Résumé final" })).statusCode).toBe(200);
    expect((await app.inject({ url: created.pdf.url })).statusCode).toBe(404);
    expect((await app.inject({ url: current })).statusCode).toBe(200);
  });
});
