import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../domain/auth.ts";
import { PERSON_MESSAGES as M } from "../../../domain/personnes.ts";
import { personnes } from "../../db/schema.ts";
import { makeImage } from "../../test/images.ts";
import { sendForm } from "../../test/multipart.ts";
import { withOrderedSideApp } from "../../test/ordered-side-api.ts";
import type { Session } from "../../test/test-app.ts";
import type { PublicPerson, StaffPerson } from "./personnes.service.ts";

let app: FastifyInstance;
let admin: Session;
let adviser: Session;
let jpeg: Buffer;

const { clock, call, create, publicList } = withOrderedSideApp<PublicPerson, StaffPerson>({
  path: "/personnes",
  table: personnes,
  createdMessage: M.created,
  setUp: async (test) => {
    ({ app, admin, adviser } = test);
    jpeg = await makeImage({ format: "jpeg", width: 400, height: 400 });
  },
});

const person = (nom: string, extra: Record<string, unknown> = {}) => ({
  nom: { fr: nom, en: "", it: "" },
  fonction: { fr: "Directeur général", en: "Chief Executive Officer", it: "" },
  biographie: { fr: `**${nom}** a rejoint le groupe en 2004.`, en: "", it: "" },
  ...extra,
});

const names = (list: { nom: string | { fr: string } }[]) =>
  list.map((one) => (typeof one.nom === "string" ? one.nom : one.nom.fr));

describe("POST /api/v1/personnes", () => {
  it("adds a person that the public list shows in the reader's language, French where one is missing", async () => {
    const created = await create(person("Awa Diop", { groupe: "direction" }));
    expect(created.nom).toEqual({ fr: "Awa Diop", en: "", it: "" });
    expect(created.groupe).toBe("direction");
    expect(created.ordre).toBe(0);

    const [en] = await publicList("en");
    expect(en).toMatchObject({
      nom: "Awa Diop",
      fonction: "Chief Executive Officer",
      biographie: "**Awa Diop** a rejoint le groupe en 2004.",
      groupe: "direction",
      portrait: null,
    });
    const [it] = await publicList("it");
    expect(it?.fonction).toBe("Directeur général");
  });

  it("takes a portrait as a file, with its alternative text per language", async () => {
    const response = await sendForm(
      app,
      "POST",
      "/personnes",
      admin.token,
      {
        "nom[fr]": "Moussa Konaté",
        "fonction[fr]": "Président du conseil",
        groupe: "conseil",
        "texteAlternatif[fr]": "Portrait de Moussa Konaté",
        "texteAlternatif[en]": "Portrait of Moussa Konaté",
      },
      [{ field: "portrait", filename: "konate.jpg", data: jpeg, type: "image/jpeg" }],
    );
    expect(response.statusCode, response.body).toBe(201);
    const [shown] = await publicList("en");
    expect(shown?.portrait?.url).toMatch(/^\/uploads\/.+\.webp$/);
    expect(shown?.portrait?.texteAlternatif).toBe("Portrait of Moussa Konaté");
    // The picture joined the media library: another person may choose it there.
    const library = await call("GET", "/medias", admin.token);
    expect(library.body).toContain("konate.jpg");
  });

  it("refuses a portrait that is not a picture, in French, and stores nothing", async () => {
    const response = await sendForm(
      app,
      "POST",
      "/personnes",
      admin.token,
      { "nom[fr]": "Awa Diop", "fonction[fr]": "Directrice" },
      [{ field: "portrait", filename: "cv.pdf", data: Buffer.from("%PDF-1.4 nope") }],
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(M.portraitType);
    expect(await publicList("fr")).toEqual([]);
  });

  it.each([
    ["no French name", { nom: { fr: " ", en: "Awa" } }, "nom.fr", M.nameRequired("fr")],
    ["a name too long", { nom: { fr: "A", en: "x".repeat(121) } }, "nom.en", M.nameTooLong("en")],
    ["no French role", { fonction: { fr: "", en: "CEO" } }, "fonction.fr", M.roleRequired("fr")],
    ["an unknown group", { groupe: "actionnaires" }, "groupe", M.groupInvalid],
    ["a negative order", { ordre: -1 }, "ordre", M.orderInvalid],
    [
      "a biography too long",
      { biographie: { fr: "x".repeat(5001) } },
      "biographie.fr",
      M.biographyTooLong("fr"),
    ],
  ])("refuses %s with its French message", async (_, change, champ, message) => {
    const response = await call("POST", "/personnes", admin.token, {
      ...person("Awa Diop"),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().erreurs).toContainEqual({ champ, message });
    expect(await publicList("fr")).toEqual([]);
  });
});

describe("who may keep the people", () => {
  it("answers an adviser 403 and an anonymous visitor 401, and changes nothing", async () => {
    const kept = await create(person("Awa Diop"));
    for (const [method, url, body] of [
      ["POST", "/personnes", person("Intrus")],
      ["PATCH", `/personnes/${kept._id}`, { groupe: "conseil" }],
      ["DELETE", `/personnes/${kept._id}`, undefined],
      ["GET", "/personnes/admin/all", undefined],
      ["GET", `/personnes/admin/${kept._id}`, undefined],
    ] as const) {
      const asAdviser = await call(method, url, adviser.token, body);
      expect(asAdviser.statusCode, `${method} ${url}`).toBe(403);
      expect(asAdviser.json().message).toBe(AUTH_MESSAGES.administratorsOnly);
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    }
    expect(names(await publicList("fr"))).toEqual(["Awa Diop"]);
  });
});

describe("GET, PATCH and DELETE /api/v1/personnes/:id", () => {
  it("answers 404 in French for an unknown or malformed id", async () => {
    for (const id of ["0b0e3f4e-6a41-4c4e-9d57-4b4f0b3c9a11", "pas-un-id"]) {
      for (const [method, body] of [
        ["GET", undefined],
        ["PATCH", { groupe: "conseil" }],
        ["DELETE", undefined],
      ] as const) {
        const url = method === "GET" ? `/personnes/admin/${id}` : `/personnes/${id}`;
        const response = await call(method, url, admin.token, body);
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(response.json().message).toBe(M.notFound);
      }
    }
  });

  it("keeps what an edit does not send, and refuses a bad edit without changing anything", async () => {
    const kept = await create(person("Awa Diop"));
    const edited = await call("PATCH", `/personnes/${kept._id}`, admin.token, {
      fonction: { en: "Group CEO" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toBe(M.updated);
    expect(edited.json().data).toMatchObject({
      nom: { fr: "Awa Diop" },
      fonction: { fr: "Directeur général", en: "Group CEO" },
    });
    const refused = await call("PATCH", `/personnes/${kept._id}`, admin.token, {
      nom: { fr: "" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.nameRequired("fr"));
    const read = await call("GET", `/personnes/admin/${kept._id}`, admin.token);
    expect(read.json().data.nom.fr).toBe("Awa Diop");
  });

  it("orders each group: a place sent moves a person, a new group puts them last, the old one closes ranks", async () => {
    const a = await create(person("A", { groupe: "direction" }));
    await create(person("B", { groupe: "direction" }));
    const c = await create(person("C", { groupe: "direction" }));
    await create(person("X", { groupe: "conseil" }));
    expect(names(await publicList("fr"))).toEqual(["A", "B", "C", "X"]);

    expect((await call("PATCH", `/personnes/${c._id}`, admin.token, { ordre: 0 })).statusCode).toBe(
      200,
    );
    expect(names(await publicList("fr"))).toEqual(["C", "A", "B", "X"]);

    await call("PATCH", `/personnes/${a._id}`, admin.token, { groupe: "conseil" });
    const staff = await call("GET", "/personnes/admin/all", admin.token);
    expect(
      staff.json<{ data: StaffPerson[] }>().data.map((p) => [p.nom.fr, p.groupe, p.ordre]),
    ).toEqual([
      ["C", "direction", 0],
      ["B", "direction", 1],
      ["X", "conseil", 0],
      ["A", "conseil", 1],
    ]);
    const board = await call("GET", "/personnes/admin/all?groupe=conseil", admin.token);
    expect(names(board.json<{ data: StaffPerson[] }>().data)).toEqual(["X", "A"]);
  });

  it("deletes a person: gone from the public list, the others close ranks", async () => {
    const a = await create(person("A"));
    await create(person("B"));
    const removed = await call("DELETE", `/personnes/${a._id}`, admin.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(M.deleted);
    const list = await publicList("fr");
    expect(list.map((p) => [p.nom, p.ordre])).toEqual([["B", 0]]);
  });
});

describe("the public search", () => {
  it("finds a person by name and by role, in the reader's language, linked by their id", async () => {
    const found = await create(
      person("Aïssatou Ndiaye", {
        fonction: {
          fr: "Directrice administrative et financière",
          en: "Chief Financial Officer",
          it: "Direttrice amministrativa e finanziaria",
        },
      }),
    );
    clock().advance(1_001);
    for (const [q, lang] of [
      ["ndiaye", "fr"],
      ["financial officer", "en"],
      ["finanziaria", "it"],
    ] as const) {
      const response = await call("GET", `/recherche?q=${encodeURIComponent(q)}&lang=${lang}`);
      expect(response.statusCode, response.body).toBe(200);
      const results = response.json<{
        data: { type: string; titre: string; slug: string; extrait: string }[];
      }>().data;
      expect(results, q).toContainEqual({
        type: "personne",
        titre: "Aïssatou Ndiaye",
        slug: found._id,
        extrait: {
          fr: "Directrice administrative et financière",
          en: "Chief Financial Officer",
          it: "Direttrice amministrativa e finanziaria",
        }[lang],
      });
    }
    // Gone from the search once deleted.
    await call("DELETE", `/personnes/${found._id}`, admin.token);
    clock().advance(1_001);
    const after = await call("GET", "/recherche?q=ndiaye&lang=fr");
    expect(after.json().data).toEqual([]);
  });
});

describe("portraits from the media library", () => {
  it("takes a library picture by its id, and the library keeps a picture a portrait shows", async () => {
    const uploaded = await sendForm(app, "POST", "/medias", admin.token, {}, [
      { field: "fichiers", filename: "portrait.jpg", data: jpeg, type: "image/jpeg" },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [media] = uploaded.json<{ data: { _id: string }[] }>().data;
    const created = await create({ ...person("Awa Diop"), portraitMedia: media?._id });
    expect(created.portrait).toMatch(/^\/uploads\/.+\.webp$/);

    const refused = await call("DELETE", `/medias/${media?._id}`, admin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("le portrait de « Awa Diop »");
  });
});

describe("the activity log", () => {
  it("records each write on a person, named by their French name", async () => {
    const kept = await create(person("Awa Diop"));
    await call("PATCH", `/personnes/${kept._id}`, admin.token, { ordre: 0 });
    const response = await call("GET", "/journal?entite=personne", admin.token);
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json<{
      data: { action: string; element: { type: string; _id: string; titre: string } }[];
    }>().data;
    expect(entries.slice(0, 2).map((entry) => entry.action)).toEqual(["modification", "creation"]);
    expect(entries[0]?.element).toEqual({
      type: "personne",
      _id: kept._id,
      titre: "Gouvernance : Awa Diop",
    });
  });
});
