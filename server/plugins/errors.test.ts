import { connect } from "node:net";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { IMAGE_LIMITS } from "../lib/images.ts";
import { INPUT_MESSAGES, MAX_JSON_DEPTH } from "../lib/input-guard.ts";
import { makeImage, storedUploads } from "../test/images.ts";
import { type FormFields, type FormFile, multipart, sendForm } from "../test/multipart.ts";
import {
  API,
  authHeader,
  loginAsAdmin,
  type Session,
  TEST_ADMIN,
  withTestApp,
} from "../test/test-app.ts";
import { ERROR_MESSAGES } from "./errors.ts";

// What a black-box probe of the API found: inputs that reached PostgreSQL or a parser and
// came back as 500s, and errors answered in Fastify's own words. Every answer below is the
// product's `{ success: false, message, erreurs? }` in French.

let app: FastifyInstance;
let admin: Session;
let jpeg: Buffer;

withTestApp(async (built) => {
  app = built;
  admin = await loginAsAdmin(app);
  jpeg = await makeImage({ format: "jpeg", width: 320, height: 240 });
});

const NUL = "\u0000";

/** The 400 of a NUL byte, naming the fields that hold one. */
const forbidden = (...champs: string[]) => ({
  success: false,
  message: INPUT_MESSAGES.forbiddenCharacter,
  erreurs: champs.map((champ) => ({ champ, message: INPUT_MESSAGES.forbiddenCharacter })),
});

let ipCounter = 0;
/** Public forms are limited per address: each request here comes from an address of its own. */
const newIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

async function contactTotal(): Promise<number> {
  const response = await app.inject({
    method: "GET",
    url: `${API}/contact?limite=1`,
    headers: authHeader(admin.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().total;
}

const contactBody = (changes: Record<string, unknown> = {}) => ({
  nom: "Awa Diallo",
  numero: "+221 77 123 45 67",
  email: "awa.diallo@example.com",
  description: "Bonjour, je voudrais un devis.",
  secteur: "mines",
  ...changes,
});

function postJson(url: string, payload: unknown, token?: string) {
  return app.inject({
    method: "POST",
    url: `${API}${url}`,
    remoteAddress: newIp(),
    headers: {
      "content-type": "application/json",
      ...(token ? authHeader(token) : {}),
    },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
}

describe("a NUL byte never reaches the database", () => {
  it("in a path parameter: 400 naming it", async () => {
    for (const [url, champ] of [
      ["/articles/%00", "slug"],
      ["/realisations/abc%00def", "slug"],
      ["/opportunites/%00?lang=fr", "slug"],
    ] as const) {
      const response = await app.inject({ method: "GET", url: `${API}${url}` });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual(forbidden(champ));
    }
    const user = await app.inject({
      method: "GET",
      url: `${API}/utilisateurs/%00`,
      headers: authHeader(admin.token),
    });
    expect(user.statusCode).toBe(400);
    expect(user.json()).toEqual(forbidden("id"));
    // Also where no route matches and the rest of the path is all there is.
    const unknown = await app.inject({ method: "GET", url: `${API}/inconnu/%00` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(forbidden("chemin"));
  });

  it("in the query string: 400 naming the parameter", async () => {
    for (const url of ["/articles?lang=fr%00", "/opportunites?page=1&lang=%00"]) {
      const response = await app.inject({ method: "GET", url: `${API}${url}` });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual(forbidden("lang"));
    }
  });

  it("in a JSON body: sign-in, contact, users, every create; naming each field", async () => {
    const login = await postJson("/auth/connexion", {
      email: `${TEST_ADMIN.email}${NUL}`,
      motDePasse: TEST_ADMIN.password,
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual(forbidden("email"));

    const before = await contactTotal();
    const contact = await postJson(
      "/contact",
      contactBody({ nom: `Awa${NUL}`, description: `Bonjour${NUL}` }),
    );
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toEqual(forbidden("nom", "description"));
    expect(await contactTotal()).toBe(before);

    const user = await postJson(
      "/utilisateurs",
      {
        prenom: "Awa",
        nom: `Diop${NUL}`,
        email: "awa.nul@example.com",
        motDePasse: "Mot-de-passe-1",
      },
      admin.token,
    );
    expect(user.statusCode).toBe(400);
    expect(user.json()).toEqual(forbidden("nom"));

    const titre = { fr: `Titre${NUL}`, en: "Title", it: "Titolo" };
    for (const url of ["/articles", "/realisations", "/opportunites"]) {
      const response = await postJson(
        url,
        { titre, motsCles: { fr: ["a", `b${NUL}`] } },
        admin.token,
      );
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual(forbidden("titre.fr", "motsCles.fr.1"));
    }
    // In a name as well as in a value.
    const key = await postJson("/contact", { ...contactBody(), [`nom${NUL}`]: "x" });
    expect(key.statusCode).toBe(400);
    expect(key.json()).toEqual(forbidden("nom\uFFFD"));
  });

  describe("in a multipart form (every create)", () => {
    const forms: { url: string; fields: FormFields; file: FormFile }[] = [
      {
        url: "/articles",
        fields: {
          etat: "brouillon",
          "titre[fr]": "Une actualité du groupe",
          "titre[en]": "News from the group",
          "titre[it]": "Notizie dal gruppo",
          "contenu[fr]": "Un long texte. ".repeat(10),
          "contenu[en]": "A long text. ".repeat(10),
          "contenu[it]": "Un testo lungo. ".repeat(10),
          "categories[]": ["mines"],
        },
        file: { field: "imagePrincipale", filename: "photo.jpg", data: Buffer.alloc(0) },
      },
      {
        url: "/realisations",
        fields: {
          "titre.fr": "Résidence",
          "titre.en": "Residence",
          "titre.it": "Residenza",
          secteur: "immobilier",
          annee: "2023",
          etat: "brouillon",
        },
        file: { field: "images", filename: "photo.jpg", data: Buffer.alloc(0) },
      },
      {
        url: "/opportunites",
        fields: {
          "titre[fr]": "Lot de ciment",
          "titre[en]": "Cement lot",
          "titre[it]": "Lotto di cemento",
          "description[fr]": "Disponible.",
          "description[en]": "Available.",
          "description[it]": "Disponibile.",
        },
        file: { field: "image", filename: "photo.jpg", data: Buffer.alloc(0) },
      },
    ];

    for (const { url, fields, file } of forms) {
      it(`POST ${url}: in a value, a field name or a file name, storing nothing`, async () => {
        const image = { ...file, data: jpeg, type: "image/jpeg" };
        const filesBefore = await storedUploads(app);
        const [firstName] = Object.keys(fields) as [string];
        const value = await sendForm(
          app,
          "POST",
          url,
          admin.token,
          {
            ...fields,
            [firstName]: `${fields[firstName]}${NUL}`,
          },
          [image],
        );
        expect(value.statusCode).toBe(400);
        expect(value.json()).toEqual(forbidden(firstName.replace(/\[(\w+)\]/g, ".$1")));

        const name = await sendForm(
          app,
          "POST",
          url,
          admin.token,
          { ...fields, [`x${NUL}`]: "y" },
          [image],
        );
        expect(name.statusCode).toBe(400);
        expect(name.json()).toEqual(forbidden("x\uFFFD"));

        const filename = await sendForm(app, "POST", url, admin.token, fields, [
          { ...image, filename: `photo${NUL}.jpg` },
        ]);
        expect(filename.statusCode).toBe(400);
        expect(filename.json()).toEqual(forbidden(file.field));
        expect(await storedUploads(app)).toEqual(filesBefore);
      });
    }
  });
});

describe("JSON nesting", () => {
  /** `[[…[]…]]` at `depth` levels inside the body object. */
  const nested = (depth: number) => JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`);

  it("refuses a body nested deeper than the limit with 400, whatever its size", async () => {
    const tooDeep = { success: false, message: INPUT_MESSAGES.tooDeep };
    const huge = await postJson("/contact", `${"[".repeat(200_000)}${"]".repeat(200_000)}`);
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual(tooDeep);
    const objects = await postJson(
      "/auth/connexion",
      `${'{"a":'.repeat(50_000)}1${"}".repeat(50_000)}`,
    );
    expect(objects.statusCode).toBe(400);
    expect(objects.json()).toEqual(tooDeep);
    const justOver = await postJson("/contact", contactBody({ extra: nested(MAX_JSON_DEPTH) }));
    expect(justOver.statusCode).toBe(400);
    expect(justOver.json()).toEqual(tooDeep);
  });

  it("reads a body at the limit as usual", async () => {
    const atLimit = await postJson("/contact", contactBody({ extra: nested(MAX_JSON_DEPTH - 1) }));
    expect(atLimit.statusCode).toBe(201);
  });
});

describe("broken multipart bodies", () => {
  async function postRaw(payload: Buffer | string, contentType: string) {
    return app.inject({
      method: "POST",
      url: `${API}/opportunites`,
      headers: { "content-type": contentType, ...authHeader(admin.token) },
      payload,
    });
  }
  const malformed = { success: false, message: INPUT_MESSAGES.malformedForm };

  it("answers 400 for a truncated or boundary-less body", async () => {
    const form = await multipart({ "titre[fr]": "Lot de ciment", categorie: "Matériaux" }, [
      { field: "image", filename: "photo.jpg", data: jpeg, type: "image/jpeg" },
    ]);
    const contentType = form.headers["content-type"] as string;
    const cases: [string, Buffer | string, string][] = [
      ["truncated in a file", form.payload.subarray(0, form.payload.length / 2), contentType],
      ["truncated before the end", form.payload.subarray(0, form.payload.length - 10), contentType],
      [
        "no closing boundary",
        '--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\ny',
        "multipart/form-data; boundary=abc",
      ],
      ["no boundary at all", "garbage", "multipart/form-data"],
    ];
    for (const [label, payload, type] of cases) {
      const response = await postRaw(payload as Buffer, type);
      expect(response.statusCode, label).toBe(400);
      expect(response.json(), label).toEqual(malformed);
    }
  });

  it("keeps a file over the size limit a 413", async () => {
    const response = await sendForm(app, "POST", "/opportunites", admin.token, {}, [
      { field: "image", filename: "big.jpg", data: Buffer.alloc(IMAGE_LIMITS.maxBytes + 1, 1) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: ERROR_MESSAGES[413] });
  });
});

describe("errors raised outside the routes", () => {
  it("answers a badly percent-encoded path with 400", async () => {
    for (const url of [`${API}/articles/%E0%A4%A`, `${API}/articles/%`, "/uploads/%ZZ.webp"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ success: false, message: ERROR_MESSAGES.badUrl });
    }
  });

  it("answers an unknown upload, and any unknown path, with a JSON 404", async () => {
    for (const url of ["/uploads/nope.webp", "/nulle-part", `${API}/nulle-part`]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toMatch(/^application\/json/);
      expect(response.json(), url).toEqual({ success: false, message: ERROR_MESSAGES[404] });
    }
  });

  describe("on a listening server (Node's HTTP parser)", () => {
    let origin: { host: string; port: number };
    beforeAll(async () => {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const address = app.server.address();
      if (!address || typeof address === "string") throw new Error("no TCP address");
      origin = { host: address.address, port: address.port };
    });

    /** Writes raw bytes, reads until the server closes: what a client would receive. */
    function rawExchange(
      request: string,
    ): Promise<{ status: number; headers: string; body: string }> {
      return new Promise((resolve, reject) => {
        const socket = connect(origin);
        const chunks: Buffer[] = [];
        socket.on("data", (chunk) => chunks.push(chunk));
        socket.on("error", (error) => (chunks.length > 0 ? undefined : reject(error)));
        socket.on("close", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          const [head = "", body = ""] = text.split("\r\n\r\n");
          resolve({ status: Number(head.split(" ")[1]), headers: head, body });
        });
        socket.write(request);
      });
    }

    it("answers headers over Node's limit with a JSON 431", async () => {
      const response = await rawExchange(
        `GET ${API}/secteurs HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
      );
      expect(response.status).toBe(431);
      expect(response.headers).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(response.body)).toEqual({ success: false, message: ERROR_MESSAGES[431] });
    });

    it("answers a request Node cannot parse with a JSON 400", async () => {
      const response = await rawExchange("NOT A REQUEST\r\n\r\n");
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body)).toEqual({ success: false, message: ERROR_MESSAGES[400] });
    });

    it("answers the same through fetch", async () => {
      const response = await fetch(`http://${origin.host}:${origin.port}${API}/secteurs`, {
        headers: { "x-big": "a".repeat(20_000) },
      });
      expect(response.status).toBe(431);
      expect(await response.json()).toEqual({ success: false, message: ERROR_MESSAGES[431] });
    });
  });
});
