// The content API with its uploads in an S3-compatible bucket (S3_*), against a real S3
// server (s3rver) in the test process: the same files, answers and clean-ups as with the
// local folder (content.test.ts), and image URLs on a CDN with S3_PUBLIC_URL.
import { existsSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "../../test/content-types.ts";
import { makeImage, removeUnusedPictures, storedUploads } from "../../test/images.ts";
import { sendForm } from "../../test/multipart.ts";
import { API, authHeader, loginAsAdmin, type Session, withTestApp } from "../../test/test-app.ts";

const NOT_FOUND = { success: false, message: "Ressource introuvable." };
const YEAR = "public, max-age=31536000, immutable";

/** Every image URL an answer names (full size and srcset widths), once each. */
function imageUrlsIn(body: string): string[] {
  return [...new Set(body.match(/[^"\s,]+\.(webp|avif)/g) ?? [])].sort();
}
const keyOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);
/** One content type of the table, by its name. */
function contentType(type: string) {
  const found = CONTENT_TYPES_UNDER_TEST.find((content) => content.type === type);
  if (!found) throw new Error(`no ${type} under test`);
  return found;
}
const added = (after: string[], before: string[]) =>
  after.filter((key) => !before.includes(key)).sort();

describe("uploads in an S3 bucket", () => {
  let app: FastifyInstance;
  let admin: Session;
  withTestApp(
    async (built) => {
      app = built;
      admin = await loginAsAdmin(app);
    },
    { bucket: {} },
  );

  describe.each(CONTENT_TYPES_UNDER_TEST)("$type", (content) => {
    let counter = 0;
    const title = () => {
      counter += 1;
      return `Image en bucket ${content.type} ${counter}`;
    };
    const image = async (width = 500) => ({
      field: content.imageField,
      filename: "photo.png",
      data: await makeImage({ format: "png", width, height: 300 }),
      type: "image/png",
    });

    it("stores every width in the bucket and serves it under /uploads with the folder's headers", async () => {
      const before = await storedUploads(app);
      const response = await createItem(app, content, admin.token, title());
      const urls = imageUrlsIn(response.body);
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}-\d+\.(webp|avif)$/);
      expect(urls.filter((url) => url.endsWith(".avif"))).toHaveLength(urls.length / 2);
      // Exactly the widths the answer names, nothing more; nothing in the data folder.
      expect(added(await storedUploads(app), before)).toEqual(urls.map(keyOf).sort());
      expect(existsSync(path.join(app.services.config.dataDir, "uploads"))).toBe(false);

      for (const url of urls) {
        const served = await app.inject({ url });
        expect(served.statusCode, url).toBe(200);
        const type = url.endsWith(".avif") ? "image/avif" : "image/webp";
        expect(served.headers["content-type"]).toBe(type);
        expect(served.headers["cache-control"]).toBe(YEAR);
        expect(served.headers["cross-origin-resource-policy"]).toBe("cross-origin");
        expect(served.headers["last-modified"]).toMatch(/GMT$/);
        expect(Number(served.headers["content-length"])).toBe(served.rawPayload.length);
        const metadata = await sharp(served.rawPayload).metadata();
        expect(metadata.format).toBe(url.endsWith(".avif") ? "heif" : "webp");
        expect(url).toContain(`-${metadata.width}.`);

        // A browser holding it already is told so, without the bytes.
        const etag = String(served.headers.etag);
        expect(etag).toMatch(/^"[^"]+"$/);
        const again = await app.inject({ url, headers: { "if-none-match": etag } });
        expect(again.statusCode).toBe(304);
        expect(again.rawPayload.length).toBe(0);
        const head = await app.inject({ method: "HEAD", url });
        expect(head.statusCode).toBe(200);
        expect(head.headers["content-type"]).toBe(type);
        expect(head.rawPayload.length).toBe(0);
      }
    });

    it("leaves no object behind a refused creation", async () => {
      const before = await storedUploads(app);
      const response = await sendForm(
        app,
        "POST",
        content.path,
        admin.token,
        { ...content.fields(title()), "titre[fr]": "" },
        await content.files(),
      );
      expect(response.statusCode).toBe(400);
      expect(await storedUploads(app)).toEqual(before);
    });

    it("keeps a replaced image's objects for the earlier version, deletes all with the item", async () => {
      const created = await createItem(app, content, admin.token, title());
      const { _id: id } = created.json<{ data: { _id: string } }>().data;
      const oldUrls = imageUrlsIn(created.body);
      const before = await storedUploads(app);
      const response = await sendForm(
        app,
        "PATCH",
        `${content.path}/${id}`,
        admin.token,
        // A project keeps its images unless told which to keep: none here.
        content.type === "realisation" ? { oldImages: "[]" } : {},
        [await image(350)],
      );
      expect(response.statusCode, response.body).toBe(200);
      const newUrls = imageUrlsIn(response.body);
      expect(newUrls.length).toBeGreaterThan(0);
      const after = await storedUploads(app);
      for (const url of oldUrls) expect(after).toContain(keyOf(url));
      expect(added(after, before)).toEqual(newUrls.map(keyOf).sort());

      const deleted = await app.inject({
        method: "DELETE",
        url: `${API}${content.path}/${id}`,
        headers: authHeader(admin.token),
      });
      expect(deleted.statusCode).toBe(200);
      // The pictures are the library's (ADR 052): deleted there, their objects go.
      await removeUnusedPictures(app, admin.token);
      const left = await storedUploads(app);
      for (const url of [...oldUrls, ...newUrls]) {
        expect(left).not.toContain(keyOf(url));
        const gone = await app.inject({ url });
        expect(gone.statusCode).toBe(404);
        expect(gone.json()).toEqual(NOT_FOUND);
      }
    });

    it("deletes an item's objects with it", async () => {
      const created = await createItem(app, content, admin.token, title());
      const { _id: id } = created.json<{ data: { _id: string } }>().data;
      const urls = imageUrlsIn(created.body);
      const response = await app.inject({
        method: "DELETE",
        url: `${API}${content.path}/${id}`,
        headers: authHeader(admin.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      await removeUnusedPictures(app, admin.token);
      const after = await storedUploads(app);
      for (const url of urls) expect(after).not.toContain(keyOf(url));
    });
  });

  it("answers an unknown or invalid key with the JSON 404, as the folder does", async () => {
    for (const url of [
      "/uploads/00000000-0000-4000-8000-000000000000-400.webp",
      "/uploads/.env",
      "/uploads/%2E%2E%2Fsecret",
      "/uploads/a%2Fb.webp",
      "/uploads/",
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual(NOT_FOUND);
    }
  });

  it("lets any site embed an upload, while the API stays same-origin", async () => {
    const article = contentType("article");
    const created = await createItem(app, article, admin.token, "Image embarquée ailleurs");
    const [url] = imageUrlsIn(created.body);
    const upload = await app.inject({ url: url ?? "" });
    expect(upload.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const api = await app.inject({ url: `${API}/articles?lang=fr` });
    expect(api.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });
});

describe("uploads in an S3 bucket behind a CDN (S3_PUBLIC_URL)", () => {
  const CDN = "https://cdn.example.com/medias/";
  let app: FastifyInstance;
  let admin: Session;
  withTestApp(
    async (built) => {
      app = built;
      admin = await loginAsAdmin(app);
    },
    { bucket: { publicUrl: "https://cdn.example.com/medias" } },
  );

  it.each(CONTENT_TYPES_UNDER_TEST)(
    "$type: names its images on the CDN, in staff and public answers",
    async (content) => {
      const created = await createItem(app, content, admin.token, `Sur le CDN ${content.type}`);
      const urls = imageUrlsIn(created.body);
      expect(urls.length).toBeGreaterThan(0);
      const stored = await storedUploads(app);
      for (const url of urls) {
        expect(url.startsWith(CDN), url).toBe(true);
        expect(stored).toContain(url.slice(CDN.length));
      }
      const list = await app.inject({ url: `${API}${content.path}?lang=fr` });
      const listed = imageUrlsIn(list.body);
      expect(listed.length).toBeGreaterThan(0);
      for (const url of listed) expect(url.startsWith(CDN), url).toBe(true);
    },
  );

  it("keeps a project's images its edit names by their CDN URL", async () => {
    const created = await createItem(
      app,
      contentType("realisation"),
      admin.token,
      "Projet sur le CDN",
    );
    const { _id: id, images } = created.json<{ data: { _id: string; images: string[] } }>().data;
    const [kept, dropped] = images;
    const response = await sendForm(app, "PATCH", `/realisations/${id}`, admin.token, {
      oldImages: JSON.stringify([kept]),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: { images: string[] } }>().data.images).toEqual([kept]);
    const stored = await storedUploads(app);
    expect(stored).toContain(keyOf(kept ?? ""));
    // The dropped one stays while a version shows it (content/revisions.test.ts).
    expect(stored).toContain(keyOf(dropped ?? ""));
  });
});
