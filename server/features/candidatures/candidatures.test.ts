// Job applications through the API (issue 32, point 2; docs/decisions/066): a candidate
// applies to an open offer with a PDF CV checked by its bytes, the contact form's honeypot
// and limit per address; staff read, mark, download and delete, an adviser only for their
// own offers; the CV lives in the private files, on the local disk and in a real bucket,
// and nothing stray stays behind a refusal or a failure.
import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { CANDIDATURE_MESSAGES as M } from "../../../domain/candidatures.ts";
import { samplePdf } from "../../../domain/pdf-sample.ts";
import { candidatures } from "../../db/schema.ts";
import { createManualClock } from "../../lib/clock.ts";
import { type FormFile, multipart, sendForm } from "../../test/multipart.ts";
import { bucketKeys } from "../../test/s3.ts";
import {
  API,
  authHeader,
  loginAsAdmin,
  type Session,
  signedInConseiller,
  withTestApp,
} from "../../test/test-app.ts";

const DAY = 24 * 60 * 60 * 1000;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

let offerCounter = 0;
/** Creates an offer as `token`'s user, closing `days` from the clock's today; its id. */
async function createOffer(
  app: FastifyInstance,
  token: string,
  options: { days?: number; etat?: string } = {},
): Promise<string> {
  offerCounter += 1;
  const now = app.services.clock.now().getTime();
  const response = await sendForm(app, "POST", "/offres-emploi", token, {
    "titre[fr]": `Chef de quai logistique ${offerCounter}`,
    "titre[en]": `Logistics dock manager ${offerCounter}`,
    "titre[it]": `Capo banchina logistica ${offerCounter}`,
    "lieu[fr]": "Abidjan, port autonome",
    "description[fr]": "## Missions\n\nCoordonner les équipes de quai.",
    secteur: "logistique",
    codePays: "ci",
    typeContrat: "CDI",
    dateCloture: new Date(now + (options.days ?? 10) * DAY).toISOString().slice(0, 10),
    etat: options.etat ?? "publié",
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id;
}

let ipCounter = 0;
/**
 * A candidate's application, from an address of its own (no test reaches another's limit)
 * unless `ip` is given.
 */
async function apply(
  app: FastifyInstance,
  offerId: string,
  changes: Record<string, string> = {},
  files: FormFile[] = [{ field: "cv", filename: "CV Aïssatou Diop.pdf", data: samplePdf() }],
  ip?: string,
) {
  ipCounter += 1;
  const form = await multipart(
    {
      nom: "Aïssatou Diop",
      email: "aissatou.diop@example.com",
      telephone: "+225 07 00 00 00 00",
      message: "Dix ans de coordination de quai au port d'Abidjan.",
      langue: "fr",
      ...changes,
    },
    files,
  );
  return app.inject({
    method: "POST",
    url: `${API}/offres-emploi/${offerId}/candidatures`,
    remoteAddress: ip ?? `10.66.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
    headers: form.headers,
    payload: form.payload,
  });
}

type ListBody = {
  data: { _id: string; nom: string; offre: string | null; lu: boolean; cv: { url: string } }[];
  total: number;
  nonLues: number;
};

const list = async (app: FastifyInstance, token: string, query = "") =>
  (
    await app.inject({ url: `${API}/candidatures${query}`, headers: authHeader(token) })
  ).json() as ListBody;

const storedRows = (app: FastifyInstance) => app.services.db.select().from(candidatures);
const privateFolder = (app: FastifyInstance) => path.join(app.services.config.dataDir, "prive");
async function privateFiles(app: FastifyInstance): Promise<string[]> {
  return readdir(privateFolder(app)).catch(() => []);
}

describe("job applications on the local disk (PGlite or PostgreSQL)", () => {
  let app: FastifyInstance;
  let admin: Session;
  let alice: Session;
  let bob: Session;
  const clock = createManualClock({ frozen: true });
  withTestApp(
    async (built) => {
      app = built;
      admin = await loginAsAdmin(app);
      alice = await signedInConseiller(app, admin.token, { prenom: "Alice", nom: "Sarr" });
      bob = await signedInConseiller(app, admin.token, { prenom: "Bob", nom: "Camara" });
    },
    { clock },
  );

  it("takes an application to an open offer, keeps its CV privately and lets staff download it", async () => {
    const offer = await createOffer(app, admin.token);
    const response = await apply(app, offer);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ success: true, message: M.sent });

    const [row] = (await storedRows(app)).filter((r) => r.offreId === offer);
    expect(row?.cvNom).toBe("CV Aïssatou Diop.pdf");
    // The file is in the private folder, outside the uploads, under a name the server made.
    expect(await privateFiles(app)).toContain(row?.cvCle);
    const uploads = await readdir(path.join(app.services.config.dataDir, "uploads"));
    expect(uploads).not.toContain(row?.cvCle);
    expect((await app.inject({ url: `/uploads/${row?.cvCle}` })).statusCode).toBe(404);

    const { data } = await list(app, admin.token, `?offre=${offer}`);
    expect(data.map((a) => a.nom)).toEqual(["Aïssatou Diop"]);
    const download = await app.inject({
      url: data[0]?.cv.url ?? "",
      headers: authHeader(admin.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="CV Aissatou Diop.pdf"; filename*=UTF-8''CV%20A%C3%AFssatou%20Diop.pdf`,
    );
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["cache-control"]).toBe("private, no-store");
    expect(Buffer.compare(download.rawPayload, Buffer.from(samplePdf()))).toBe(0);
  });

  it("refuses a renamed picture, a fake PDF, a missing or a too heavy CV with a French message, keeping nothing", async () => {
    const offer = await createOffer(app, admin.token);
    const before = {
      rows: (await storedRows(app)).length,
      files: (await privateFiles(app)).length,
    };
    const cases: [FormFile[], number, string][] = [
      [[{ field: "cv", filename: "cv.pdf", data: PNG, type: "application/pdf" }], 400, M.cvNotPdf],
      [
        [{ field: "cv", filename: "cv.pdf", data: Buffer.from("%PDF-1.7\nrien d'autre") }],
        400,
        M.cvDamaged,
      ],
      [[], 400, M.cvRequired],
      [
        [{ field: "cv", filename: "gros.pdf", data: Buffer.alloc(5 * 1024 * 1024 + 1, 0x25) }],
        413,
        M.cvTooLarge,
      ],
    ];
    for (const [files, status, message] of cases) {
      const response = await apply(app, offer, {}, files);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().erreurs).toContainEqual({ champ: "cv", message });
    }
    // Another field's error is beside its own field, with the CV's when both are wrong.
    const both = await apply(app, offer, { email: "pas-un-email" }, []);
    expect(both.json().erreurs).toEqual(
      expect.arrayContaining([
        { champ: "email", message: "L'adresse email est invalide." },
        { champ: "cv", message: M.cvRequired },
      ]),
    );
    expect((await storedRows(app)).length).toBe(before.rows);
    expect((await privateFiles(app)).length).toBe(before.files);
  });

  it("refuses a closed offer with a French message, and a draft or unknown one as not found", async () => {
    const closing = await createOffer(app, admin.token, { days: 0 });
    const draft = await createOffer(app, admin.token, { etat: "brouillon" });
    // Open through its whole closing day, by the app's clock…
    expect((await apply(app, closing)).statusCode).toBe(201);
    // …and closed from the next midnight.
    const now = clock.now();
    clock.advance(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime(),
    );
    const closed = await apply(app, closing);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(M.offerClosed);
    for (const id of [draft, "00000000-0000-4000-8000-000000000000", "pas-un-id"]) {
      const response = await apply(app, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(M.offerNotFound);
    }
  });

  it("answers a robot filling the honeypot as anyone, and keeps nothing", async () => {
    const offer = await createOffer(app, admin.token);
    const response = await apply(app, offer, { siteWeb: "https://spam.example" });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(M.sent);
    expect((await storedRows(app)).filter((r) => r.offreId === offer)).toEqual([]);
  });

  it("limits the applications per address as the contact form limits messages", async () => {
    const offer = await createOffer(app, admin.token);
    for (let i = 0; i < 5; i += 1) {
      expect((await apply(app, offer, {}, undefined, "10.77.0.1")).statusCode).toBe(201);
    }
    const refused = await apply(app, offer, {}, undefined, "10.77.0.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Trop de candidatures envoyées depuis votre connexion/);
    expect((await apply(app, offer, {}, undefined, "10.77.0.2")).statusCode).toBe(201);
  });

  it("shows an adviser the applications to their own offers only; a visitor gets 401, never the file", async () => {
    const alicesOffer = await createOffer(app, alice.token);
    const adminsOffer = await createOffer(app, admin.token);
    await apply(app, alicesOffer, { nom: "Candidat d'Alice" });
    await apply(app, adminsOffer, { nom: "Candidat de l'administrateur" });

    const alices = await list(app, alice.token);
    expect(alices.data.map((a) => a.nom)).toEqual(["Candidat d'Alice"]);
    expect(alices.total).toBe(1);
    expect((await list(app, bob.token)).data).toEqual([]);

    const theirs = (await list(app, admin.token, `?offre=${adminsOffer}`)).data[0]?._id;
    const mine = alices.data[0]?._id;
    for (const url of [`/candidatures/${theirs}`, `/candidatures/${theirs}/cv`]) {
      const asAlice = await app.inject({ url: `${API}${url}`, headers: authHeader(alice.token) });
      expect(asAlice.statusCode).toBe(404);
      expect(asAlice.headers["content-type"]).toMatch(/^application\/json/);
    }
    for (const url of ["/candidatures", `/candidatures/${mine}`, `/candidatures/${mine}/cv`]) {
      const visitor = await app.inject({ url: `${API}${url}` });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.headers["content-type"]).toMatch(/^application\/json/);
    }
    const forbidden = await app.inject({
      method: "DELETE",
      url: `${API}/candidatures/${theirs}`,
      headers: authHeader(bob.token),
    });
    expect(forbidden.statusCode).toBe(404);
    const cv = await app.inject({
      url: `${API}/candidatures/${mine}/cv`,
      headers: authHeader(alice.token),
    });
    expect(cv.statusCode).toBe(200);
  });

  it("marks read and unread, filters by it and counts the unread", async () => {
    const offer = await createOffer(app, admin.token);
    await apply(app, offer, { nom: "Première" });
    clock.advance(60_000);
    await apply(app, offer, { nom: "Seconde" });
    const { data, nonLues } = await list(app, admin.token, `?offre=${offer}`);
    expect(data.map((a) => a.nom)).toEqual(["Seconde", "Première"]);
    const patch = (id: string, body: unknown) =>
      app.inject({
        method: "PATCH",
        url: `${API}/candidatures/${id}`,
        headers: authHeader(admin.token),
        payload: body as Record<string, unknown>,
      });
    const read = await patch(data[1]?._id ?? "", { lu: true });
    expect(read.json().message).toBe(M.markedRead);
    expect(read.json().data.luLe).toBe(clock.now().toISOString());
    expect(
      (await list(app, admin.token, `?offre=${offer}&lu=false`)).data.map((a) => a.nom),
    ).toEqual(["Seconde"]);
    expect(
      (await list(app, admin.token, `?offre=${offer}&lu=true`)).data.map((a) => a.nom),
    ).toEqual(["Première"]);
    expect((await list(app, admin.token)).nonLues).toBe(nonLues - 1);
    expect((await patch(data[1]?._id ?? "", { lu: false })).json().message).toBe(M.markedUnread);
    const bad = await patch(data[1]?._id ?? "", { lu: "oui" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.luInvalid);
    const badFilter = await app.inject({
      url: `${API}/candidatures?offre=abc`,
      headers: authHeader(admin.token),
    });
    expect(badFilter.json().message).toBe(M.offreFilterInvalid);
  });

  it("deletes an application with its CV", async () => {
    const offer = await createOffer(app, admin.token);
    await apply(app, offer);
    const [row] = (await storedRows(app)).filter((r) => r.offreId === offer);
    const response = await app.inject({
      method: "DELETE",
      url: `${API}/candidatures/${row?.id}`,
      headers: authHeader(admin.token),
    });
    expect(response.json()).toEqual({ success: true, message: M.deleted });
    expect(await privateFiles(app)).not.toContain(row?.cvCle);
    const again = await app.inject({
      url: `${API}/candidatures/${row?.id}/cv`,
      headers: authHeader(admin.token),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(M.notFound);
  });

  it("writes in the activity log who marked an application read and who deleted it", async () => {
    const offer = await createOffer(app, alice.token);
    await apply(app, offer, { nom: "Kadi Journal" });
    const [row] = (await storedRows(app)).filter((r) => r.offreId === offer);
    const id = row?.id ?? "";
    const send = (token: string, method: "PATCH" | "DELETE") =>
      app.inject({
        method,
        url: `${API}/candidatures/${id}`,
        headers: authHeader(token),
        ...(method === "PATCH" ? { payload: { lu: true } } : {}),
      });
    const journal = async () =>
      (
        await app.inject({
          url: `${API}/journal?entite=candidature&limite=100`,
          headers: authHeader(admin.token),
        })
      ).json().data as {
        action: string;
        nomUtilisateur: string;
        element: { type: string; _id: string; titre: string | null };
      }[];

    expect((await send(alice.token, "PATCH")).statusCode).toBe(200);
    // Another adviser reaches nothing, and leaves no line.
    expect((await send(bob.token, "DELETE")).statusCode).toBe(404);
    const read = (await journal()).filter((entry) => entry.element._id === id);
    expect(read).toEqual([
      expect.objectContaining({
        action: "modification",
        nomUtilisateur: "Alice Sarr",
        element: { type: "candidature", _id: id, titre: "Candidature : Kadi Journal" },
      }),
    ]);

    expect((await send(alice.token, "DELETE")).statusCode).toBe(200);
    const both = (await journal()).filter((entry) => entry.element._id === id);
    // Newest first; the deleted application has no title any more, as any deleted item.
    expect(both.map((entry) => [entry.action, entry.nomUtilisateur, entry.element.titre])).toEqual([
      ["suppression", "Alice Sarr", null],
      ["modification", "Alice Sarr", null],
    ]);
  });

  it("keeps no file when the application cannot be stored, and no row when the file cannot be written", async () => {
    const offer = await createOffer(app, admin.token);
    const before = { rows: (await storedRows(app)).length, files: await privateFiles(app) };
    // The database refuses the row: its CV, already written, goes.
    await app.services.db.execute(
      sql`alter table candidatures add constraint test_refuse check (nom <> 'Refusée')`,
    );
    try {
      const refused = await apply(app, offer, { nom: "Refusée" });
      expect(refused.statusCode).toBe(500);
      expect(refused.json().message).toBe("Une erreur est survenue. Veuillez réessayer.");
    } finally {
      await app.services.db.execute(sql`alter table candidatures drop constraint test_refuse`);
    }
    expect((await storedRows(app)).length).toBe(before.rows);
    expect(await privateFiles(app)).toEqual(before.files);
  });
});

describe("job applications when the private folder cannot be written", () => {
  let app: FastifyInstance;
  let admin: Session;
  withTestApp(async (built) => {
    app = built;
    admin = await loginAsAdmin(app);
  });

  it("answers the French failure and keeps no application", async () => {
    const offer = await createOffer(app, admin.token);
    // A file where the folder should be: every write in it fails.
    await writeFile(privateFolder(app), "");
    const response = await apply(app, offer);
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe("Une erreur est survenue. Veuillez réessayer.");
    expect(await storedRows(app)).toEqual([]);
  });
});

describe("job applications in an S3-compatible bucket", () => {
  let app: FastifyInstance;
  let admin: Session;
  withTestApp(
    async (built) => {
      app = built;
      admin = await loginAsAdmin(app);
    },
    { bucket: {} },
  );

  it("keeps the CV under prive/ in the bucket, never served by /uploads/, and deletes it with its application", async () => {
    const bucket = app.services.config.s3;
    if (!bucket) throw new Error("no bucket");
    const offer = await createOffer(app, admin.token);
    expect((await apply(app, offer)).statusCode).toBe(201);
    const [row] = await storedRows(app);
    expect(await bucketKeys(bucket)).toContain(`prive/${row?.cvCle}`);
    for (const url of [
      `/uploads/${row?.cvCle}`,
      `/uploads/prive/${row?.cvCle}`,
      `/uploads/prive%2F${row?.cvCle}`,
    ]) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
    // The uploads' own listing (what backups of the uploads read) leaves it out.
    const uploads: string[] = [];
    for await (const key of app.services.storage.list()) uploads.push(key);
    expect(uploads.some((key) => key.includes(row?.cvCle ?? "?"))).toBe(false);

    const download = await app.inject({
      url: `${API}/candidatures/${row?.id}/cv`,
      headers: authHeader(admin.token),
    });
    expect(Buffer.compare(download.rawPayload, Buffer.from(samplePdf()))).toBe(0);
    await app.inject({
      method: "DELETE",
      url: `${API}/candidatures/${row?.id}`,
      headers: authHeader(admin.token),
    });
    expect(await bucketKeys(bucket)).not.toContain(`prive/${row?.cvCle}`);
  });
});
