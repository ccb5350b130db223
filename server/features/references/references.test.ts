import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../domain/auth.ts";
import { REFERENCE_MESSAGES as M } from "../../../domain/references.ts";
import { groupReferences } from "../../db/schema.ts";
import { makeImage } from "../../test/images.ts";
import { sendForm } from "../../test/multipart.ts";
import { withOrderedSideApp } from "../../test/ordered-side-api.ts";
import type { Session } from "../../test/test-app.ts";
import type { PublicReference, StaffReference } from "./references.service.ts";

let app: FastifyInstance;
let admin: Session;
let adviser: Session;
let png: Buffer;
/** A logo in the media library, which each JSON creation chooses (`logoMedia`). */
let logoId: string;

const { call, create, publicList } = withOrderedSideApp<PublicReference, StaffReference>({
  path: "/references",
  table: groupReferences,
  createdMessage: M.created,
  setUp: async (test) => {
    ({ app, admin, adviser } = test);
    png = await makeImage({ format: "png", width: 320, height: 160 });
    const uploaded = await sendForm(app, "POST", "/medias", admin.token, {}, [
      { field: "fichiers", filename: "logo.png", data: png, type: "image/png" },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    logoId = uploaded.json<{ data: { _id: string }[] }>().data[0]?._id ?? "";
  },
});

const partner = (nom: string, extra: Record<string, unknown> = {}) => ({
  nom,
  groupe: "partenaire",
  lien: "https://www.exemple-partenaire.sn",
  logoMedia: logoId,
  texteAlternatif: { fr: `Logo de ${nom}`, en: `${nom} logo`, it: "" },
  ...extra,
});

const certification = (nom: string, extra: Record<string, unknown> = {}) => ({
  nom,
  groupe: "certification",
  emetteur: "Bureau Veritas Certification",
  annee: "2019",
  logoMedia: logoId,
  ...extra,
});

const names = (list: { nom: string }[]) => list.map((one) => one.nom);

describe("POST /api/v1/references", () => {
  it("adds partners and certifications that the public list shows by group, with their logo's text in the reader's language", async () => {
    await create(partner("Sahel Énergie"));
    await create(certification("ISO 9001"));
    await create(partner("Banque Atlantique du Golfe", { groupe: "client" }));

    const list = await publicList("en");
    expect(names(list)).toEqual(["ISO 9001", "Sahel Énergie", "Banque Atlantique du Golfe"]);
    expect(list[0]).toMatchObject({
      groupe: "certification",
      emetteur: "Bureau Veritas Certification",
      annee: 2019,
    });
    expect(list[1]).toMatchObject({ lien: "https://www.exemple-partenaire.sn" });
    expect(list[1]?.logo?.url).toMatch(/^\/uploads\/.+\.webp$/);
    // One library picture has one set of texts: the last reference written gave them.
    expect(list[2]?.logo?.texteAlternatif).toBe("Banque Atlantique du Golfe logo");
  });

  it("takes a logo as a file, checked by its bytes", async () => {
    const { logoMedia: _, ...body } = partner("Kora Logistique");
    const fields = {
      nom: body.nom,
      groupe: body.groupe,
      lien: body.lien,
    };
    const response = await sendForm(app, "POST", "/references", admin.token, fields, [
      { field: "logo", filename: "kora.png", data: png, type: "image/png" },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const refused = await sendForm(app, "POST", "/references", admin.token, fields, [
      { field: "logo", filename: "kora.png", data: Buffer.from("%PDF-1.4 pas une image") },
    ]);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe(M.logoType);
    expect(names(await publicList())).toEqual(["Kora Logistique"]);
  });

  it.each([
    ["no name", partner(" "), "nom", M.nameRequired],
    [
      "a link that is not https",
      partner("A", { lien: "http://exemple.sn" }),
      "lien",
      M.linkInvalid,
    ],
    ["a link that is no address", partner("A", { lien: "https://" }), "lien", M.linkInvalid],
    ["a script for a link", partner("A", { lien: "javascript:alert(1)" }), "lien", M.linkInvalid],
    ["a partner without a link", partner("A", { lien: "" }), "lien", M.linkRequired],
    ["no logo", partner("A", { logoMedia: null }), "logo", M.logoRequired],
    ["an unknown kind", partner("A", { groupe: "fournisseur" }), "groupe", M.groupInvalid],
    [
      "a certification without its issuer",
      certification("ISO 14001", { emetteur: "" }),
      "emetteur",
      M.issuerRequired,
    ],
    [
      "a certification without its year",
      certification("ISO 14001", { annee: "" }),
      "annee",
      M.yearRequired,
    ],
    ["a year out of range", certification("ISO 14001", { annee: "19" }), "annee", M.yearInvalid],
  ])("refuses %s with its French message, and writes nothing", async (_, body, champ, message) => {
    // The table is built before the library's logo exists: it is chosen here.
    const sent = { ...body, logoMedia: body.logoMedia === null ? undefined : logoId };
    const response = await call("POST", "/references", admin.token, sent);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().erreurs).toContainEqual({ champ, message });
    expect(await publicList()).toEqual([]);
  });
});

describe("who may keep the references", () => {
  it("answers an adviser 403 and an anonymous visitor 401, and changes nothing", async () => {
    const kept = await create(partner("Sahel Énergie"));
    for (const [method, url, body] of [
      ["POST", "/references", partner("Intrus")],
      ["PATCH", `/references/${kept._id}`, { nom: "Changé" }],
      ["DELETE", `/references/${kept._id}`, undefined],
      ["GET", "/references/admin/all", undefined],
      ["GET", `/references/admin/${kept._id}`, undefined],
    ] as const) {
      const asAdviser = await call(method, url, adviser.token, body);
      expect(asAdviser.statusCode, `${method} ${url}`).toBe(403);
      expect(asAdviser.json().message).toBe(AUTH_MESSAGES.administratorsOnly);
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    }
    expect(names(await publicList())).toEqual(["Sahel Énergie"]);
  });
});

describe("PATCH and DELETE /api/v1/references/:id", () => {
  it("keeps what an edit does not send, and refuses a bad edit without changing anything", async () => {
    const kept = await create(partner("Sahel Énergie"));
    const edited = await call("PATCH", `/references/${kept._id}`, admin.token, {
      lien: "https://sahel-energie.example.com",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toBe(M.updated);
    expect(edited.json().data).toMatchObject({
      nom: "Sahel Énergie",
      lien: "https://sahel-energie.example.com",
    });
    const refused = await call("PATCH", `/references/${kept._id}`, admin.token, {
      nom: "Autre nom",
      lien: "ftp://sahel.example.com",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().erreurs).toContainEqual({ champ: "lien", message: M.linkInvalid });
    const [shown] = await publicList();
    expect(shown).toMatchObject({
      nom: "Sahel Énergie",
      lien: "https://sahel-energie.example.com",
    });
  });

  it("reorders within a group, and the group closes ranks after a removal", async () => {
    const a = await create(partner("Alpha"));
    await create(partner("Bravo"));
    const c = await create(partner("Charlie"));
    const moved = await call("PATCH", `/references/${c._id}`, admin.token, { ordre: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(names(await publicList())).toEqual(["Charlie", "Alpha", "Bravo"]);

    const removed = await call("DELETE", `/references/${a._id}`, admin.token);
    expect(removed.json().message).toBe(M.deleted);
    const after = await publicList();
    expect(names(after)).toEqual(["Charlie", "Bravo"]);
    expect(after.map((one) => one.ordre)).toEqual([0, 1]);
  });

  it("answers 404 in French for an unknown id", async () => {
    const response = await call(
      "PATCH",
      "/references/0b0e3f4e-6a41-4c4e-9d57-4b4f0b3c9a11",
      admin.token,
      { nom: "X" },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(M.notFound);
  });
});

describe("logos from the media library", () => {
  it("keeps a picture a logo shows from being deleted, naming the reference", async () => {
    await create(partner("Sahel Énergie"));
    const refused = await call("DELETE", `/medias/${logoId}`, admin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("le logo de « Sahel Énergie »");
  });
});
