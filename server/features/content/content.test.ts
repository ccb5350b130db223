// What articles, projects and opportunities share, tested once against all three (a table
// of content types); what is one type's own stays in that type's test file.

import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import type { Localized } from "../../../domain/constants.ts";
import { IMAGE_MESSAGES, IMAGE_TOO_MANY_PIXELS_MESSAGE } from "../../../domain/content.ts";
import { activityLog, contentSlugs, contentViews } from "../../db/schema.ts";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "../../test/content-types.ts";
import { hasExif, makeImage, removeUnusedPictures, storedUploads } from "../../test/images.ts";
import { type FormFields, type FormFile, sendForm } from "../../test/multipart.ts";
import {
  API,
  authHeader,
  type ListBody,
  loginAsAdmin,
  type Session,
  signedInConseiller,
  withTestApp,
} from "../../test/test-app.ts";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const VISITOR = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" };

interface StaffItem {
  _id: string;
  titre: Localized;
  slugs: Localized;
}

describe.each(CONTENT_TYPES_UNDER_TEST)("$type: what every content type shares", (content) => {
  let app: FastifyInstance;
  let admin: Session;
  let alice: Session;
  let bruno: Session;
  let counter = 0;

  withTestApp(async (built) => {
    app = built;
    admin = await loginAsAdmin(app);
    alice = await signedInConseiller(app, admin.token, { prenom: "Alice" });
    bruno = await signedInConseiller(app, admin.token, { prenom: "Bruno" });
  });

  const uniqueTitle = () => {
    counter += 1;
    return `Élément partagé numéro ${counter}`;
  };

  async function create(session: Session = admin, fields: FormFields = {}): Promise<StaffItem> {
    const response = await createItem(app, content, session.token, uniqueTitle(), fields);
    return response.json<{ data: StaffItem }>().data;
  }

  const patch = (id: string, session: Session, fields: FormFields) =>
    sendForm(app, "PATCH", `${content.path}/${id}`, session.token, fields);
  const staffRead = (id: string, session: Session) =>
    app.inject({ url: `${API}${content.path}/admin/${id}`, headers: authHeader(session.token) });
  const remove = (id: string, session: Session) =>
    app.inject({
      method: "DELETE",
      url: `${API}${content.path}/${id}`,
      headers: authHeader(session.token),
    });
  const publicDetail = (slug: string, headers: Record<string, string> = VISITOR) =>
    app.inject({ url: `${API}${content.path}/${encodeURIComponent(slug)}?lang=fr`, headers });
  const publicIds = async () => {
    const response = await app.inject({ url: `${API}${content.path}?lang=fr&limite=100` });
    expect(response.statusCode).toBe(200);
    return content.listItems(response.json()).map((item) => item._id);
  };

  it("answers 404, never 500, for an id that is no UUID or names nothing", async () => {
    for (const id of ["pas-un-id", UNKNOWN_ID, "1%27%20or%201=1"]) {
      expect((await staffRead(id, admin)).statusCode).toBe(404);
      expect((await patch(id, admin, { "titre[fr]": "Nouveau titre" })).statusCode).toBe(404);
      const deleted = await remove(id, admin);
      expect(deleted.statusCode).toBe(404);
      expect(deleted.json()).toMatchObject({ success: false });
    }
  });

  it("lets a conseiller reach only their own items; an administrator reaches all", async () => {
    const mine = await create(alice);
    const list = async (session: Session) => {
      const response = await app.inject({
        url: `${API}${content.path}/admin/all?limite=100`,
        headers: authHeader(session.token),
      });
      return response.json<{ data: StaffItem[] }>().data.map((item) => item._id);
    };
    expect(await list(alice)).toContain(mine._id);
    expect(await list(bruno)).not.toContain(mine._id);
    expect(await list(admin)).toContain(mine._id);

    // Another conseiller's item does not exist for Bruno: 404, and nothing changes.
    expect((await staffRead(mine._id, bruno)).statusCode).toBe(404);
    expect((await patch(mine._id, bruno, { "titre[fr]": "Volé" })).statusCode).toBe(404);
    expect((await remove(mine._id, bruno)).statusCode).toBe(404);
    expect((await staffRead(mine._id, alice)).json().data.titre.fr).toBe(mine.titre.fr);

    const byAdmin = await patch(mine._id, admin, { "titre[fr]": `${mine.titre.fr} revu` });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await remove(mine._id, alice)).statusCode).toBe(200);
  });

  it("keeps what an edit does not send: one language of one field changes alone", async () => {
    const item = await create();
    const response = await patch(item._id, admin, { "titre[en]": "Only the English title" });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json<{ data: StaffItem }>().data;
    expect(edited.titre).toEqual({ ...item.titre, en: "Only the English title" });
    expect(edited.slugs.fr).toBe(item.slugs.fr);
    expect(edited.slugs.en).toBe("only-the-english-title");
  });

  it("cleans typed text before its rules: invisible characters are no title", async () => {
    const before = await storedUploads(app);
    const invisible = await sendForm(
      app,
      "POST",
      content.path,
      admin.token,
      { ...content.fields(uniqueTitle()), "titre[fr]": "\u200b\u200d\u2060 \ufeff" },
      await content.files(),
    );
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json().erreurs).toContainEqual({
      champ: "titre.fr",
      message: "Le titre (fr) est obligatoire.",
    });
    expect(await storedUploads(app)).toEqual(before);

    // A decomposed "é" (e + combining accent) is stored composed, the zero-width space gone.
    const item = await create(admin, { "titre[fr]": "Cafe\u0301\u200b du port" });
    expect(item.titre.fr).toBe("Café du port");
    expect(item.slugs.fr).toBe("cafe-du-port");
  });

  it("ignores form fields that would reach an object's prototype", async () => {
    const response = await sendForm(
      app,
      "POST",
      content.path,
      admin.token,
      {
        ...content.fields(uniqueTitle()),
        "__proto__[pollue]": "oui",
        "constructor[prototype][pollue]": "oui",
        "titre[__proto__][pollue]": "oui",
      },
      await content.files(),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(({} as Record<string, unknown>).pollue).toBeUndefined();
  });

  const send = async (files: FormFile[], token = admin.token) =>
    sendForm(app, "POST", content.path, token, content.fields(uniqueTitle()), files);
  const upload = (data: Buffer, filename = "photo.jpg", type = "image/jpeg"): FormFile => ({
    field: content.imageField,
    filename,
    data,
    type,
  });

  it("stores every image as WebP and AVIF widths without their metadata, whatever it came as", async () => {
    for (const format of ["jpeg", "png", "webp"] as const) {
      const data = await makeImage({ format, width: 300, height: 200, gps: true });
      const before = await storedUploads(app);
      const response = await send([upload(data, `photo.${format}`, `image/${format}`)]);
      expect(response.statusCode, response.body).toBe(201);
      const added = (await storedUploads(app)).filter((name) => !before.includes(name));
      expect(added).toEqual([
        expect.stringMatching(/-300\.avif$/),
        expect.stringMatching(/-300\.webp$/),
      ]);
      for (const name of added) {
        const stored = await readFile(path.join(app.services.config.dataDir, "uploads", name));
        expect(await hasExif(stored)).toBe(false);
      }
    }
  });

  it("judges an upload by its bytes: 415 for a renamed HTML file, storing nothing", async () => {
    const before = await storedUploads(app);
    const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
    const response = await send([upload(html)]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      message: content.imageTypeMessage,
      erreurs: [{ champ: content.imageField, message: content.imageTypeMessage }],
    });
    expect(await storedUploads(app)).toEqual(before);
  });

  it("answers 413 for a file over the size limit or over 40 million pixels, storing nothing", async () => {
    const before = await storedUploads(app);
    const heavy = Buffer.concat([await makeImage(), Buffer.alloc(8 * 1024 * 1024)]);
    const tooHeavy = await send([upload(heavy)]);
    expect(tooHeavy.statusCode).toBe(413);
    expect(tooHeavy.json()).toEqual({ success: false, message: "Requête trop volumineuse." });
    const huge = await makeImage({ format: "png", width: 8000, height: 5001 });
    const tooBig = await send([upload(huge, "huge.png", "image/png")]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(IMAGE_TOO_MANY_PIXELS_MESSAGE);
    expect(await storedUploads(app)).toEqual(before);
  });

  it("answers 400 for a strip of pixels that is no picture (100000 × 1, 15 px high), storing nothing", async () => {
    const before = await storedUploads(app);
    for (const [width, height] of [
      [100_000, 1],
      [1, 4000],
      [600, 15],
      [4200, 200],
    ] as const) {
      const strip = await makeImage({ format: "png", width, height });
      const refused = await send([upload(strip, "bande.png", "image/png")]);
      expect(refused.statusCode, `${width} × ${height}`).toBe(400);
      expect(refused.json()).toEqual({
        success: false,
        message: IMAGE_MESSAGES.shape,
        erreurs: [{ champ: content.imageField, message: IMAGE_MESSAGES.shape }],
      });
    }
    expect(await storedUploads(app)).toEqual(before);
    // A wide logo (8 to 1) and a small square are pictures.
    for (const [width, height] of [
      [800, 100],
      [16, 16],
    ] as const) {
      const fine = await send([
        upload(await makeImage({ format: "png", width, height }), "logo.png", "image/png"),
      ]);
      expect(fine.statusCode, `${width} × ${height}`).toBe(201);
    }
  });

  it("refuses writes without a valid session, storing nothing", async () => {
    const before = await storedUploads(app);
    const files = await content.files();
    const anonymous = await sendForm(
      app,
      "POST",
      content.path,
      undefined,
      content.fields("x"),
      files,
    );
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false });
    const forged = await send(files, "pas.un.jeton");
    expect(forged.statusCode).toBe(401);
    for (const request of [
      { method: "GET" as const, url: `${API}${content.path}/admin/all` },
      { method: "GET" as const, url: `${API}${content.path}/admin/${UNKNOWN_ID}` },
      { method: "PATCH" as const, url: `${API}${content.path}/${UNKNOWN_ID}` },
      { method: "DELETE" as const, url: `${API}${content.path}/${UNKNOWN_ID}` },
    ]) {
      expect((await app.inject(request)).statusCode).toBe(401);
    }
    expect(await storedUploads(app)).toEqual(before);
  });

  it("pages the back-office list with its total, newest created first", async () => {
    const [first, second] = [await create(), await create()];
    const page = async (n: number) =>
      (
        await app.inject({
          url: `${API}${content.path}/admin/all?limite=1&page=${n}`,
          headers: authHeader(admin.token),
        })
      ).json<ListBody<StaffItem>>();
    const one = await page(1);
    expect(one).toMatchObject({ page: 1, limite: 1 });
    expect(one.total).toBeGreaterThanOrEqual(2);
    expect(one.data.map((item) => item._id)).toEqual([second?._id]);
    expect((await page(2)).data.map((item) => item._id)).toEqual([first?._id]);
  });

  it("searches the back-office list by title in any language, blind to case and accents", async () => {
    const item = await create(alice, {
      "titre[fr]": "Rénovation de l'hôtel Étoile",
      "titre[en]": "Refit of the Star hotel",
      "titre[it]": "Ristrutturazione dell'albergo Stella",
    });
    await create(alice);
    const search = async (text: string, session: Session = alice) => {
      const response = await app.inject({
        url: `${API}${content.path}/admin/all?limite=100&recherche=${encodeURIComponent(text)}`,
        headers: authHeader(session.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: StaffItem[]; total: number }>();
    };
    for (const text of ["hotel etoile", "HÔTEL", "star HOTEL", "albergo stella", "  étoile  "]) {
      const found = await search(text);
      expect(
        found.data.map((found) => found._id),
        text,
      ).toEqual([item._id]);
      expect(found.total).toBe(1);
    }
    // A title is searched within itself: text spanning the French title's end and the
    // English title's start finds nothing (the stored titles sit one per line).
    expect((await search("étoile\nrefit")).total).toBe(0);
    // Wildcards typed are letters; another adviser's item is never found.
    expect((await search("%")).total).toBe(0);
    expect((await search("h_tel")).total).toBe(0);
    expect((await search("étoile", bruno)).total).toBe(0);
    expect((await search("étoile", admin)).data.map((found) => found._id)).toContain(item._id);
    // A title written outside the application (an import) is found as well: the folded
    // titles are the database's own.
    await app.services.db
      .update(content.table)
      .set({ titre: { fr: "Quai des Brumes importé", en: "", it: "" } })
      .where(eq(content.table.id, item._id));
    expect((await search("brumes importe")).data.map((found) => found._id)).toEqual([item._id]);

    const tooLong = await app.inject({
      url: `${API}${content.path}/admin/all?recherche=${"a".repeat(151)}`,
      headers: authHeader(alice.token),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain("La recherche ne peut pas dépasser 150 caractères.");
  });

  it("counts a list's total again after each write", async () => {
    const word = `Zqw${Date.now().toString(36)}`;
    const total = async () =>
      (
        await app.inject({
          url: `${API}${content.path}/admin/all?recherche=${word}`,
          headers: authHeader(admin.token),
        })
      ).json<{ total: number }>().total;
    expect(await total()).toBe(0);
    const made = await createItem(app, content, admin.token, `${word} un`);
    const item = made.json<{ data: StaffItem }>().data;
    expect(await total()).toBe(1);
    await createItem(app, content, admin.token, `${word} deux`);
    expect(await total()).toBe(2);
    expect((await remove(item._id, admin)).statusCode).toBe(200);
    expect(await total()).toBe(1);
  });

  it("signs preview links for whoever may edit the item, a draft included", async () => {
    const draft = await create(alice, { etat: "brouillon" });
    expect(await publicIds()).not.toContain(draft._id);
    const preview = (session: Session | null, id = draft._id) =>
      app.inject({
        method: "POST",
        url: `${API}${content.path}/${id}/apercu`,
        headers: session ? authHeader(session.token) : {},
      });

    const answer = await preview(alice);
    expect(answer.statusCode, answer.body).toBe(200);
    const { jeton, expiration, liens } = answer.json().data;
    expect(liens).toEqual({
      fr: `/apercu/${jeton}`,
      en: `/en/preview/${jeton}`,
      it: `/it/anteprima/${jeton}`,
    });
    const lifetime = new Date(expiration).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);
    expect(await app.services.tokens.verifyPreview(jeton)).toEqual({
      type: content.path.slice(1),
      id: draft._id,
    });
    // A preview token is no access token, and an access token no preview token.
    expect(await app.services.tokens.verify(jeton)).toBeNull();
    expect(await app.services.tokens.verifyPreview(alice.token)).toBeNull();
    expect((await staffRead(draft._id, { ...alice, token: jeton })).statusCode).toBe(401);

    expect((await preview(admin)).statusCode).toBe(200);
    expect((await preview(bruno)).statusCode).toBe(404);
    expect((await preview(null)).statusCode).toBe(401);
    expect((await preview(alice, UNKNOWN_ID)).statusCode).toBe(404);
  });

  it("reads a public item by its current or former slug and counts each visitor once", async () => {
    const item = await create();
    const renamed = await patch(item._id, admin, { "titre[fr]": "Un tout nouveau titre" });
    expect(renamed.statusCode).toBe(200);

    const byOld = await publicDetail(item.slugs.fr);
    expect(byOld.statusCode).toBe(200);
    const detail = content.detailItem(byOld.json());
    expect(detail).toMatchObject({ _id: item._id, titre: "Un tout nouveau titre" });
    expect(detail.slug).toBe("un-tout-nouveau-titre");
    expect(detail.nombreVues).toBe(1);

    const again = content.detailItem((await publicDetail("un-tout-nouveau-titre")).json());
    expect(again.nombreVues).toBe(1);
    const bot = await publicDetail(item.slugs.fr, { "user-agent": "Googlebot/2.1" });
    expect(content.detailItem(bot.json()).nombreVues).toBe(1);
    const staff = await publicDetail(item.slugs.fr, { ...VISITOR, ...authHeader(admin.token) });
    expect(content.detailItem(staff.json()).nombreVues).toBe(1);
  });

  it("deletes an item with all that hangs on it: slugs, views, files; and logs it", async () => {
    const before = await storedUploads(app);
    const item = await create();
    expect((await storedUploads(app)).length).toBeGreaterThan(before.length);
    expect((await publicDetail(item.slugs.fr)).statusCode).toBe(200);

    const deleted = await remove(item._id, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ success: true });

    const { db } = app.services;
    const hanging = async (table: typeof contentSlugs | typeof contentViews) =>
      db
        .select()
        .from(table)
        .where(and(eq(table.contentType, content.type), eq(table.contentId, item._id)));
    expect(await hanging(contentSlugs)).toEqual([]);
    expect(await hanging(contentViews)).toEqual([]);
    // Its pictures stay in the library (ADR 052) until deleted there, files and all.
    expect((await storedUploads(app)).length).toBeGreaterThan(before.length);
    expect(await removeUnusedPictures(app, admin.token, before)).toBeGreaterThan(0);
    expect(await storedUploads(app)).toEqual(before);
    expect((await staffRead(item._id, admin)).statusCode).toBe(404);
    expect((await publicDetail(item.slugs.fr)).statusCode).toBe(404);
    const log = await db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.entityId, item._id));
    expect(log.map((entry) => entry.action)).toEqual(["creation", "suppression"]);

    // Its slug is free again.
    const again = await create(admin, { "titre[fr]": item.titre.fr });
    expect(again.slugs.fr).toBe(item.slugs.fr);
  });

  it("shows every staff write on the next public read", async () => {
    const item = await create();
    expect(await publicIds()).toContain(item._id);
    const renamed = await patch(item._id, admin, { "titre[fr]": "Titre revu pour le cache" });
    expect(renamed.statusCode).toBe(200);
    const detail = await publicDetail(renamed.json<{ data: StaffItem }>().data.slugs.fr);
    expect(content.detailItem(detail.json()).titre).toBe("Titre revu pour le cache");
    expect((await remove(item._id, admin)).statusCode).toBe(200);
    expect(await publicIds()).not.toContain(item._id);
  });
});

describe.each(CONTENT_TYPES_UNDER_TEST.filter((t) => t.type !== "article"))(
  "$type: a public list asked without a language",
  (content) => {
    let app: FastifyInstance;
    withTestApp(async (built) => {
      app = built;
      const admin = await loginAsAdmin(app);
      await createItem(app, content, admin.token, "Sans langue demandée");
    });

    it("answers every language, for the browser to pick (SPEC.md §7)", async () => {
      const [item] = content.listItems((await app.inject({ url: `${API}${content.path}` })).json());
      expect(item?.titre).toEqual({
        fr: "Sans langue demandée",
        en: "Sans langue demandée (en)",
        it: "Sans langue demandée (it)",
      });
      expect(item?.slug).toEqual({
        fr: "sans-langue-demandee",
        en: "sans-langue-demandee-en",
        it: "sans-langue-demandee-it",
      });
      const english = await app.inject({ url: `${API}${content.path}?lang=en` });
      const [inEnglish] = content.listItems(english.json());
      expect(inEnglish).toMatchObject({
        titre: "Sans langue demandée (en)",
        slug: "sans-langue-demandee-en",
      });
    });
  },
);
