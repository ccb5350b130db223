// The media library (issue 31 point 1, docs/decisions/052): pictures uploaded once (several
// at once, all or nothing, checked by their bytes), described once (texts, credit, focal
// point copied into every item that shows them), chosen by any image field, and deleted
// only when nothing shows them; advisers delete only what they uploaded.
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../../db/client.ts";
import { medias } from "../../db/schema.ts";
import { seedDemoContent } from "../../db/seed/demo-content.ts";
import { preparedDemoPictures } from "../../db/seed/demo-pictures.ts";
import { CONTENT_TYPES_UNDER_TEST } from "../../test/content-types.ts";
import { makeImage, storedUploads } from "../../test/images.ts";
import { type FormFile, sendForm } from "../../test/multipart.ts";
import {
  API,
  authHeader,
  loginAsAdmin,
  signedInConseiller,
  withTestApp,
} from "../../test/test-app.ts";

const typeUnderTest = (type: string) => {
  const found = CONTENT_TYPES_UNDER_TEST.find((content) => content.type === type);
  if (!found) throw new Error(type);
  return found;
};
const ARTICLE = typeUnderTest("article");
const REALISATION = typeUnderTest("realisation");
const OPPORTUNITE = typeUnderTest("opportunite");

interface Media {
  _id: string;
  nomFichier: string;
  texteAlternatif: Record<string, string>;
  credit: string | null;
  pointFocal: { x: number; y: number } | null;
  utilisations: number;
  supprimable: boolean;
  media: { url: string };
  usages?: { type: string; _id: string; titre: string }[];
}

const photo = async (filename: string, width = 400): Promise<FormFile> => ({
  field: "fichiers",
  filename,
  data: await makeImage({ width, height: 300 }),
  type: "image/jpeg",
});

async function upload(app: FastifyInstance, token: string, files: FormFile[]) {
  return sendForm(app, "POST", "/medias", token, {}, files);
}

async function uploadOne(app: FastifyInstance, token: string, filename: string): Promise<Media> {
  const response = await upload(app, token, [await photo(filename)]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Media[] }>().data[0] as Media;
}

const rowsOf = async (app: FastifyInstance): Promise<number> => {
  const [row] = await app.services.db.select({ n: sql<number>`count(*)::int` }).from(medias);
  return row?.n ?? 0;
};

describe("the media library", () => {
  let app: FastifyInstance;
  let token = "";
  withTestApp(
    async (built) => {
      app = built;
      ({ token } = await loginAsAdmin(app));
    },
    { config: { serveWeb: true } },
  );

  const get = (url: string, as = token) =>
    app.inject({ url: `${API}${url}`, headers: as ? authHeader(as) : {} });

  it("is for staff: a visitor gets 401 on every route", async () => {
    for (const [method, url] of [
      ["GET", "/medias"],
      ["POST", "/medias"],
      ["GET", "/medias/00000000-0000-4000-8000-000000000000"],
      ["PATCH", "/medias/00000000-0000-4000-8000-000000000000"],
      ["DELETE", "/medias/00000000-0000-4000-8000-000000000000"],
    ] as const) {
      const response = await app.inject({ method, url: `${API}${url}` });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("takes several files at once, lists them newest first and finds them by file name, text or credit", async () => {
    const response = await upload(app, token, [
      await photo("cargo-dakar.jpg"),
      await photo("mine-kedougou.jpg"),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ message: string; data: Media[] }>();
    expect(body.message).toBe("2 images ajoutées à la médiathèque.");
    expect(body.data.map((m) => m.nomFichier)).toEqual(["cargo-dakar.jpg", "mine-kedougou.jpg"]);
    const [cargo] = body.data as [Media];
    expect(cargo.utilisations).toBe(0);
    expect(cargo.supprimable).toBe(true);
    const file = await app.inject({ url: cargo.media.url });
    expect(file.statusCode).toBe(200);

    const found = await get("/medias?q=kedougou");
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<{ data: Media[] }>().data.map((m) => m.nomFichier)).toEqual([
      "mine-kedougou.jpg",
    ]);
    const patched = await app.inject({
      method: "PATCH",
      url: `${API}/medias/${cargo._id}`,
      headers: authHeader(token),
      payload: { texteAlternatif: { fr: "Un avion-cargo à l'escale" }, credit: "© Studio Keïta" },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    // Accents and case do not matter, in the texts as in the credit.
    for (const q of ["AVION-CARGO", "escale", "studio keita"]) {
      const answer = (await get(`/medias?q=${encodeURIComponent(q)}`)).json<{ data: Media[] }>();
      expect(
        answer.data.map((m) => m._id),
        q,
      ).toEqual([cargo._id]);
    }
  });

  it("refuses the whole upload when one file is not a picture (a text named .jpg), naming it, leaving no file and no row", async () => {
    const filesBefore = await storedUploads(app);
    const rowsBefore = await rowsOf(app);
    const response = await upload(app, token, [
      await photo("bonne.jpg"),
      {
        field: "fichiers",
        filename: "notes.jpg",
        data: Buffer.from("pas une image"),
        type: "image/jpeg",
      },
    ]);
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json().message).toBe(
      "« notes.jpg » : L’image doit être au format JPG, PNG ou WebP.",
    );
    expect(await storedUploads(app)).toEqual(filesBefore);
    expect(await rowsOf(app)).toEqual(rowsBefore);

    const none = await upload(app, token, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Choisissez au moins une image.");
  });

  it("keeps a picture used in two items: 409 saying where, the detail lists both uses, nothing deleted", async () => {
    const picture = await uploadOne(app, token, "port.jpg");
    const article = await sendForm(app, "POST", ARTICLE.path, token, {
      ...ARTICLE.fields("Le port s’agrandit"),
      imagePrincipaleMedia: picture._id,
    });
    expect(article.statusCode, article.body).toBe(201);
    const opportunity = await sendForm(app, "POST", OPPORTUNITE.path, token, {
      ...OPPORTUNITE.fields("Entrepôt au port"),
      imageMedia: picture._id,
    });
    expect(opportunity.statusCode, opportunity.body).toBe(201);

    const detail = (await get(`/medias/${picture._id}`)).json<{ data: Media }>().data;
    expect(detail.utilisations).toBe(2);
    expect(detail.supprimable).toBe(false);
    expect(detail.usages?.map((use) => [use.type, use.titre]).sort()).toEqual([
      ["article", "Le port s’agrandit"],
      ["opportunite", "Entrepôt au port"],
    ]);

    const filesBefore = await storedUploads(app);
    const refused = await app.inject({
      method: "DELETE",
      url: `${API}/medias/${picture._id}`,
      headers: authHeader(token),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Cette image est utilisée par l’article « Le port s’agrandit », l’opportunité « Entrepôt au port » : retirez-la de ces contenus avant de la supprimer.",
    );
    expect(await storedUploads(app)).toEqual(filesBefore);
    expect((await get(`/medias/${picture._id}`)).statusCode).toBe(200);

    // Deleting the items leaves the picture in the library (its files are the library's),
    // and then it may go, with its files.
    for (const [content, response] of [
      [ARTICLE, article],
      [OPPORTUNITE, opportunity],
    ] as const) {
      const id = response.json<{ data: { _id: string } }>().data._id;
      const deleted = await app.inject({
        method: "DELETE",
        url: `${API}${content.path}/${id}`,
        headers: authHeader(token),
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
    }
    expect(await storedUploads(app)).toEqual(filesBefore);
    const gone = await app.inject({
      method: "DELETE",
      url: `${API}/medias/${picture._id}`,
      headers: authHeader(token),
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().message).toBe("Image supprimée.");
    const left = await storedUploads(app);
    expect(left.length).toBeLessThan(filesBefore.length);
    expect(
      left.some((name) =>
        name.startsWith(
          picture.media.url.split("/").pop()?.split("-").slice(0, 5).join("-") ?? "?",
        ),
      ),
    ).toBe(false);
    expect((await get(`/medias/${picture._id}`)).statusCode).toBe(404);
  });

  it("counts every use, and a refusal names five of them and counts the others", async () => {
    const picture = await uploadOne(app, token, "partagee.jpg");
    for (let index = 1; index <= 7; index += 1) {
      const created = await sendForm(app, "POST", OPPORTUNITE.path, token, {
        ...OPPORTUNITE.fields(`Offre partagée ${index}`),
        imageMedia: picture._id,
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const listed = (await get("/medias?q=partagee")).json<{ data: Media[] }>().data;
    expect(listed.map((media) => media.utilisations)).toEqual([7]);
    const refused = await app.inject({
      method: "DELETE",
      url: `${API}/medias/${picture._id}`,
      headers: authHeader(token),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^Cette image est utilisée par l’opportunité « Offre partagée \d ».*, 2 autres : retirez-la de ces contenus avant de la supprimer\.$/,
    );
    expect(refused.json().message.match(/l’opportunité « /g)).toHaveLength(5);
  });

  it("makes a library picture the site's logo, which then counts as a use", async () => {
    const picture = await uploadOne(app, token, "logo-bibliotheque.png");
    const put = await app.inject({
      method: "PUT",
      url: `${API}/site/logo`,
      headers: { ...authHeader(token), "content-type": "application/json" },
      payload: { logoMedia: picture._id },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.medias.logo.url).toBe(picture.media.url);
    const detail = (await get(`/medias/${picture._id}`)).json<{ data: Media }>().data;
    expect(detail.usages).toEqual([
      expect.objectContaining({ type: "site", titre: "Logo du site" }),
    ]);
    const unknown = await app.inject({
      method: "PUT",
      url: `${API}/site/logo`,
      headers: { ...authHeader(token), "content-type": "application/json" },
      payload: { logoMedia: "00000000-0000-4000-8000-000000000000" },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().erreurs).toEqual([
      { champ: "logo", message: "L’image choisie n’est plus dans la médiathèque." },
    ]);
    const removed = await app.inject({
      method: "DELETE",
      url: `${API}/site/logo`,
      headers: authHeader(token),
    });
    expect(removed.statusCode).toBe(200);
  });

  it("copies texts, credit and focal point into every item that shows the picture, and the public page crops on it", async () => {
    const picture = await uploadOne(app, token, "avion.jpg");
    const created = await sendForm(
      app,
      "POST",
      REALISATION.path,
      token,
      {
        ...REALISATION.fields("Fret aérien à Dakar"),
        imagesMedia: picture._id,
      },
      [await photo("autre.jpg")].map((file) => ({ ...file, field: "images" })),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: { _id: string } }>().data._id;

    const patched = await app.inject({
      method: "PATCH",
      url: `${API}/medias/${picture._id}`,
      headers: authHeader(token),
      payload: {
        texteAlternatif: { fr: "Un avion-cargo sur le tarmac", en: "A cargo plane" },
        credit: "© Aéroport de Dakar",
        pointFocal: { x: 80, y: 30 },
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.pointFocal).toEqual({ x: 80, y: 30 });

    const staff = (await get(`${REALISATION.path}/admin/${id}`)).json<{
      data: { medias: { images: Media[] } };
    }>().data;
    const shown = staff.medias.images[1] as unknown as {
      texteAlternatif: Record<string, string>;
      credit: string;
      pointFocal: unknown;
    };
    expect(shown.texteAlternatif.fr).toBe("Un avion-cargo sur le tarmac");
    expect(shown.texteAlternatif.en).toBe("A cargo plane");
    expect(shown.credit).toBe("© Aéroport de Dakar");
    expect(shown.pointFocal).toEqual({ x: 80, y: 30 });

    const slug = (
      await app.inject({ url: `${API}${REALISATION.path}/admin/${id}`, headers: authHeader(token) })
    ).json().data.slugs.fr;
    const page = await app.inject({ url: `/realisation/${slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("object-position:80% 30%");
  });

  it("answers French field errors to a bad description, and 404 to an unknown picture", async () => {
    const picture = await uploadOne(app, token, "a-decrire.jpg");
    const bad = await app.inject({
      method: "PATCH",
      url: `${API}/medias/${picture._id}`,
      headers: authHeader(token),
      payload: { credit: "x".repeat(151), pointFocal: { x: 150, y: 20 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().erreurs).toEqual([
      { champ: "credit", message: "Le crédit ne peut excéder 150 caractères." },
      { champ: "pointFocal.x", message: "Le point focal doit avoir x et y entre 0 et 100." },
    ]);
    const unchanged = (await get(`/medias/${picture._id}`)).json<{ data: Media }>().data;
    expect(unchanged.credit).toBeNull();
    expect(unchanged.pointFocal).toBeNull();

    for (const id of ["00000000-0000-4000-8000-000000000000", "pas-un-id"]) {
      const missing = await get(`/medias/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe("Image introuvable.");
    }
    const unknownChoice = await sendForm(app, "POST", ARTICLE.path, token, {
      ...ARTICLE.fields("Avec une image disparue"),
      imagePrincipaleMedia: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknownChoice.statusCode).toBe(400);
    expect(unknownChoice.json().erreurs).toEqual([
      { champ: "imagePrincipale", message: "L’image choisie n’est plus dans la médiathèque." },
    ]);
  });

  it("lets an adviser see, upload and use every picture, and delete only theirs that nobody uses", async () => {
    const adminPicture = await uploadOne(app, token, "admin.jpg");
    const adviser = await signedInConseiller(app, token);
    const list = await get("/medias", adviser.token);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: Media[] }>().data.map((m) => m._id)).toContain(adminPicture._id);
    const seen = list.json<{ data: Media[] }>().data.find((m) => m._id === adminPicture._id);
    expect(seen?.supprimable).toBe(false);

    const refused = await app.inject({
      method: "DELETE",
      url: `${API}/medias/${adminPicture._id}`,
      headers: authHeader(adviser.token),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "Vous ne pouvez supprimer que les images que vous avez envoyées.",
    );

    // An adviser's opportunity may show the administrator's picture.
    const used = await sendForm(app, "POST", OPPORTUNITE.path, adviser.token, {
      ...OPPORTUNITE.fields("Offre du conseiller"),
      imageMedia: adminPicture._id,
    });
    expect(used.statusCode, used.body).toBe(201);

    const own = await uploadOne(app, adviser.token, "conseiller.jpg");
    expect(own.supprimable).toBe(true);
    const deleted = await app.inject({
      method: "DELETE",
      url: `${API}/medias/${own._id}`,
      headers: authHeader(adviser.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it("records a file uploaded through a content form, with its uploader, and keeps one text per picture", async () => {
    const created = await sendForm(
      app,
      "POST",
      ARTICLE.path,
      token,
      { ...ARTICLE.fields("Un article illustré"), "texteAlternatif[fr]": "Des conteneurs au port" },
      [{ ...(await photo("conteneurs.jpg")), field: "imagePrincipale" }],
    );
    expect(created.statusCode, created.body).toBe(201);
    const found = (await get("/medias?q=conteneurs.jpg")).json<{ data: Media[] }>().data;
    expect(found).toHaveLength(1);
    const [picture] = found as [Media];
    expect(picture.utilisations).toBe(1);
    expect(picture.texteAlternatif.fr).toBe("Des conteneurs au port");

    // Chosen again for another article without texts: it keeps the library's.
    const again = await sendForm(app, "POST", ARTICLE.path, token, {
      ...ARTICLE.fields("Le même port"),
      imagePrincipaleMedia: picture._id,
    });
    expect(again.statusCode, again.body).toBe(201);
    const againId = again.json<{ data: { _id: string } }>().data._id;
    const read = (await get(`${ARTICLE.path}/admin/${againId}`)).json().data;
    expect(read.medias.imagePrincipale.texteAlternatif.fr).toBe("Des conteneurs au port");
  });

  it("backfills every picture already stored in items and settings, one row per key however many items share it", async () => {
    const cle = "00000000-aaaa-4000-8000-000000000001";
    const asset = {
      cle,
      largeur: 400,
      hauteur: 300,
      largeurs: [400],
      alt: { fr: "Ancien", en: "", it: "" },
    };
    const { db } = app.services;
    // Two items sharing a key, as bench copies do, stored before the library.
    for (const title of ["Copie 1", "Copie 2"]) {
      await db.execute(sql`insert into articles (titre, contenu, resume, mots_cles, categories, etat, image_principale)
        values (${JSON.stringify({ fr: title, en: "", it: "" })}::jsonb, '{"fr":"","en":"","it":""}', '{"fr":"","en":"","it":""}',
          '{"fr":[],"en":[],"it":[]}', '[]', 'brouillon', ${JSON.stringify(asset)}::jsonb)`);
    }
    const migration = readFileSync(path.join(MIGRATIONS_FOLDER, "0019_media_library.sql"), "utf8");
    const backfill = migration.slice(migration.indexOf("INSERT INTO"));
    await db.execute(sql.raw(backfill.replace(/;\s*$/, " ON CONFLICT (cle) DO NOTHING;")));
    const found = (await get("/medias?q=ancien")).json<{ data: Media[] }>().data;
    expect(found).toHaveLength(1);
    const detail = (await get(`/medias/${found[0]?._id}`)).json<{ data: Media }>().data;
    expect(detail.usages?.map((use) => use.titre).sort()).toEqual(["Copie 1", "Copie 2"]);
  });
});

describe("the demo content's pictures", () => {
  let app: FastifyInstance;
  let token = "";
  withTestApp(
    async (built) => {
      app = built;
      ({ token } = await loginAsAdmin(app));
    },
    { processImage: preparedDemoPictures() },
  );

  it("are in the library with their uses, the logo among them", async () => {
    await seedDemoContent(app);
    const response = await app.inject({
      url: `${API}/medias?limite=100`,
      headers: authHeader(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const pictures = response.json<{ data: Media[]; total: number }>();
    expect(pictures.total).toBeGreaterThanOrEqual(10);
    expect(pictures.data.every((picture) => picture.utilisations >= 1)).toBe(true);
    const logo = pictures.data.find((picture) => picture.nomFichier === "logo.png");
    expect(logo).toBeDefined();
    const detail = await app.inject({
      url: `${API}/medias/${logo?._id}`,
      headers: authHeader(token),
    });
    expect(detail.json().data.usages).toEqual([
      expect.objectContaining({ type: "site", titre: "Logo du site" }),
    ]);
    // The press kit's three logos (ADR 065) are in use by the kit.
    const kit = pictures.data.filter((picture) => picture.nomFichier.includes("afrique-ouest"));
    expect(kit.map((picture) => picture.nomFichier).sort()).toEqual([
      "embleme-groupe-afrique-ouest.png",
      "logo-groupe-afrique-ouest-fond-marine.png",
      "logo-groupe-afrique-ouest.png",
    ]);
    expect(kit.every((picture) => picture.utilisations === 1)).toBe(true);
    // The governance's portraits (issue 32) are the library's too, each in use once.
    const portraits = pictures.data.filter((picture) => picture.nomFichier.startsWith("personne-"));
    expect(portraits.length).toBeGreaterThanOrEqual(8);
    expect(portraits.every((picture) => picture.utilisations === 1)).toBe(true);
    // Every demo picture is encoded here as an upload is (no prepared files): 70 of them.
  }, 120_000);
});
