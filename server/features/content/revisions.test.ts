// Versions of articles, projects and opportunities (issue 19, part 5), tested against the
// three content types on one app: every save kept with who, when and what; a restoration
// as a new save that the public site shows at once; files kept while a version shows them;
// the last 50 kept; advisers limited to their own items.
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import type { Localized } from "../../../domain/constants.ts";
import { REVISION_MESSAGES, REVISIONS_KEPT, type RevisionView } from "../../../domain/revisions.ts";
import { activityLog, contentRevisions } from "../../db/schema.ts";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "../../test/content-types.ts";
import { makeImage, removeUnusedPictures, storedUploads } from "../../test/images.ts";
import { type FormFields, type FormFile, sendForm } from "../../test/multipart.ts";
import {
  API,
  authHeader,
  loginAsAdmin,
  type Session,
  signedInConseiller,
  withTestApp,
} from "../../test/test-app.ts";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

interface StaffItem {
  _id: string;
  titre: Localized;
  slugs: Localized;
}

let app: FastifyInstance;
let admin: Session;
let alice: Session;
let bruno: Session;
let counter = 0;

withTestApp(async (built) => {
  app = built;
  admin = await loginAsAdmin(app);
  alice = await signedInConseiller(app, admin.token, { prenom: "Alice", nom: "Diallo" });
  bruno = await signedInConseiller(app, admin.token, { prenom: "Bruno", nom: "Kane" });
});

/** Every file name an answer's image URLs point to (each width of each image). */
const uploadKeysIn = (body: string) =>
  [...new Set([...body.matchAll(/\/uploads\/([\w-]+)-\d+\.webp/g)].map((match) => match[1]))]
    .filter((key): key is string => Boolean(key))
    .sort();

describe.each(CONTENT_TYPES_UNDER_TEST)("$type: versions", (content) => {
  const uniqueTitle = () => {
    counter += 1;
    return `Version d'un élément ${counter}`;
  };
  const create = async (session: Session, fields: FormFields = {}) =>
    (await createItem(app, content, session.token, uniqueTitle(), fields)).json<{
      data: StaffItem;
    }>().data;
  const patch = (id: string, session: Session, fields: FormFields, files: FormFile[] = []) =>
    sendForm(app, "PATCH", `${content.path}/${id}`, session.token, fields, files);
  const revisions = (id: string, session: Session | null) =>
    app.inject({
      url: `${API}${content.path}/${id}/revisions`,
      headers: session ? authHeader(session.token) : {},
    });
  const revisionList = async (id: string, session: Session = admin) => {
    const response = await revisions(id, session);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ success: boolean; data: RevisionView[] }>().data;
  };
  const restore = (id: string, revisionId: string, session: Session | null = admin) =>
    app.inject({
      method: "POST",
      url: `${API}${content.path}/${id}/revisions/${revisionId}/restaurer`,
      headers: session ? authHeader(session.token) : {},
    });
  const staffRead = async (id: string) =>
    (
      await app.inject({
        url: `${API}${content.path}/admin/${id}`,
        headers: authHeader(admin.token),
      })
    ).json<{ data: StaffItem }>().data;
  const publicTitle = async (slug: string) => {
    const response = await app.inject({ url: `${API}${content.path}/${slug}?lang=fr` });
    expect(response.statusCode, response.body).toBe(200);
    return content.detailItem(response.json()).titre;
  };

  it("keeps a version per save, newest first, saying who, when and which fields changed", async () => {
    const item = await create(alice);
    const edited = await patch(item._id, admin, { "titre[en]": "A new English title" });
    expect(edited.statusCode, edited.body).toBe(200);

    const [latest, first, ...rest] = await revisionList(item._id);
    expect(rest).toEqual([]);
    expect(latest).toMatchObject({
      auteur: { _id: admin.utilisateur._id },
      champs: ["titre"],
      restaureDe: null,
    });
    expect(first).toMatchObject({
      auteur: { _id: alice.utilisateur._id, prenom: "Alice", nom: "Diallo" },
      nomAuteur: "Alice Diallo",
    });
    // The first version holds the whole item: every field counts as set.
    expect(first?.champs).toEqual(expect.arrayContaining(["titre", "etat"]));
    expect(Date.parse(latest?.date ?? "")).toBeGreaterThanOrEqual(Date.parse(first?.date ?? ""));

    // The item as a version had it, in the back office's shape.
    const older = await app.inject({
      url: `${API}${content.path}/${item._id}/revisions/${first?._id}`,
      headers: authHeader(admin.token),
    });
    expect(older.statusCode).toBe(200);
    expect(older.json().data.titre).toEqual(item.titre);
    expect((await staffRead(item._id)).titre.en).toBe("A new English title");
  });

  it("restores a version as a new save: logged, and on the public site at once", async () => {
    const item = await create(admin);
    const original = item.titre.fr;
    expect(await publicTitle(item.slugs.fr)).toBe(original);
    const edited = await patch(item._id, admin, { "titre[fr]": `${original} modifié` });
    expect(edited.statusCode).toBe(200);
    const editedSlug = edited.json<{ data: StaffItem }>().data.slugs.fr;
    expect(await publicTitle(editedSlug)).toBe(`${original} modifié`);

    const first = (await revisionList(item._id)).at(-1);
    const restored = await restore(item._id, first?._id ?? "");
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ success: true, message: REVISION_MESSAGES.restored });

    // Both addresses show the restored title at once: the cached answers were outdated.
    expect(await publicTitle(item.slugs.fr)).toBe(original);
    expect(await publicTitle(editedSlug)).toBe(original);
    const [latest] = await revisionList(item._id);
    expect(latest).toMatchObject({ restaureDe: first?._id, champs: ["titre"] });
    const logged = await app.services.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.entityId, item._id));
    expect(logged.map((line) => line.action)).toEqual(
      expect.arrayContaining(["creation", "modification", "restauration"]),
    );
  });

  it("lets an adviser see and restore the versions of their own items only", async () => {
    const mine = await create(alice);
    await patch(mine._id, alice, { "titre[fr]": `${mine.titre.fr} revu` });
    const [, first] = await revisionList(mine._id, alice);
    const firstId = first?._id ?? "";

    expect((await revisions(mine._id, null)).statusCode).toBe(401);
    expect((await restore(mine._id, firstId, null)).statusCode).toBe(401);
    const listed = await revisions(mine._id, bruno);
    expect(listed.statusCode).toBe(404);
    expect(listed.body).not.toContain(firstId);
    const read = await app.inject({
      url: `${API}${content.path}/${mine._id}/revisions/${firstId}`,
      headers: authHeader(bruno.token),
    });
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain(mine.titre.fr);
    expect((await restore(mine._id, firstId, bruno)).statusCode).toBe(404);
    expect((await staffRead(mine._id)).titre.fr).toBe(`${mine.titre.fr} revu`);

    const byOwner = await restore(mine._id, firstId, alice);
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect((await staffRead(mine._id)).titre.fr).toBe(mine.titre.fr);
  });

  it("answers 'Version introuvable.' for an unknown, malformed or another item's version", async () => {
    const item = await create(admin);
    const other = await create(admin);
    const [otherVersion] = await revisionList(other._id);
    for (const revisionId of [UNKNOWN_ID, "pas-un-id", "1%27%20or%201=1", otherVersion?._id]) {
      const response = await restore(item._id, revisionId ?? "");
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: REVISION_MESSAGES.notFound });
    }
    expect((await restore(UNKNOWN_ID, otherVersion?._id ?? "")).statusCode).toBe(404);
    expect(await revisionList(item._id)).toHaveLength(1);
    expect(await revisionList(other._id)).toHaveLength(1);
  });

  it("refuses in French a version that today's rules refuse, and changes nothing", async () => {
    const item = await create(admin);
    await patch(item._id, admin, { "titre[fr]": `${item.titre.fr} bis` });
    const [, first] = await revisionList(item._id);
    // A version kept under older rules: its French title is longer than today's limit.
    await app.services.db
      .update(contentRevisions)
      .set({
        snapshot: sql`jsonb_set(${contentRevisions.snapshot}, '{titre,fr}', ${JSON.stringify("x".repeat(200))}::jsonb)`,
      })
      .where(eq(contentRevisions.id, first?._id ?? ""));

    const response = await restore(item._id, first?._id ?? "");
    expect(response.statusCode).toBe(400);
    expect(response.json().erreurs).toContainEqual({
      champ: "titre.fr",
      message: expect.stringMatching(/^Le titre \(fr\) ne peut excéder \d+ caractères\.?$/),
    });
    expect((await staffRead(item._id)).titre.fr).toBe(`${item.titre.fr} bis`);
    expect(await revisionList(item._id)).toHaveLength(2);
  });

  it("keeps an edit's replaced images for the earlier version, which brings them back", async () => {
    const created = await createItem(app, content, admin.token, uniqueTitle());
    const item = created.json<{ data: StaffItem }>().data;
    const originalKeys = uploadKeysIn(created.body);
    expect(originalKeys.length).toBeGreaterThan(0);
    const replaced = await patch(
      item._id,
      admin,
      content.type === "realisation" ? { oldImages: "[]" } : {},
      [
        {
          field: content.imageField,
          filename: "new.png",
          type: "image/png",
          data: await makeImage({ format: "png", width: 320, height: 200 }),
        },
      ],
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(uploadKeysIn(replaced.body)).not.toEqual(originalKeys);
    // The replaced files are still stored and served: a version shows them.
    const stored = await storedUploads(app);
    for (const key of originalKeys) {
      expect(stored.some((name) => name.startsWith(`${key}-`))).toBe(true);
    }

    const first = (await revisionList(item._id)).at(-1);
    const restored = await restore(item._id, first?._id ?? "");
    expect(restored.statusCode, restored.body).toBe(200);
    const read = await app.inject({
      url: `${API}${content.path}/admin/${item._id}`,
      headers: authHeader(admin.token),
    });
    expect(uploadKeysIn(read.body)).toEqual(originalKeys);
    const [url] = read.body.match(/\/uploads\/[\w-]+-\d+\.webp/) ?? [];
    expect((await app.inject({ url: url ?? "" })).statusCode).toBe(200);
  });

  it(`keeps the last ${REVISIONS_KEPT} versions; the files only forgotten ones held stay in the library until deleted there`, async () => {
    const created = await createItem(app, content, admin.token, uniqueTitle());
    const item = created.json<{ data: StaffItem }>().data;
    const firstKeys = uploadKeysIn(created.body);
    const replaced = await patch(
      item._id,
      admin,
      content.type === "realisation" ? { oldImages: "[]" } : {},
      await content.files(),
    );
    expect(replaced.statusCode).toBe(200);
    const secondKeys = uploadKeysIn(replaced.body);
    for (let save = 1; save < REVISIONS_KEPT; save += 1) {
      const response = await patch(item._id, admin, { "titre[it]": `Titolo numero ${save}` });
      expect(response.statusCode).toBe(200);
    }
    // 1 creation + 1 image change + 49 titles = 51 saves: the creation is forgotten.
    const kept = await revisionList(item._id);
    expect(kept).toHaveLength(REVISIONS_KEPT);
    expect(kept.at(-1)?.champs).toEqual(
      content.type === "realisation" ? ["images"] : [content.imageField],
    );
    // The pictures are the library's (ADR 052): the unused one goes when deleted there.
    for (const key of firstKeys)
      expect((await storedUploads(app)).some((name) => name.startsWith(`${key}-`))).toBe(true);
    await removeUnusedPictures(app, admin.token);
    const stored = await storedUploads(app);
    for (const key of firstKeys)
      expect(stored.some((name) => name.startsWith(`${key}-`))).toBe(false);
    for (const key of secondKeys)
      expect(stored.some((name) => name.startsWith(`${key}-`))).toBe(true);
  });

  it("deletes an item's versions with it; every file they held goes once deleted from the library", async () => {
    const created = await createItem(app, content, admin.token, uniqueTitle());
    const item = created.json<{ data: StaffItem }>().data;
    const replaced = await patch(
      item._id,
      admin,
      content.type === "realisation" ? { oldImages: "[]" } : {},
      await content.files(),
    );
    const keys = [...uploadKeysIn(created.body), ...uploadKeysIn(replaced.body)];
    const deleted = await app.inject({
      method: "DELETE",
      url: `${API}${content.path}/${item._id}`,
      headers: authHeader(admin.token),
    });
    expect(deleted.statusCode).toBe(200);
    for (const key of keys)
      expect((await storedUploads(app)).some((name) => name.startsWith(`${key}-`))).toBe(true);
    await removeUnusedPictures(app, admin.token);
    const stored = await storedUploads(app);
    for (const key of keys) expect(stored.some((name) => name.startsWith(`${key}-`))).toBe(false);
    const left = await app.services.db
      .select()
      .from(contentRevisions)
      .where(eq(contentRevisions.contentId, item._id));
    expect(left).toEqual([]);
  });
});
