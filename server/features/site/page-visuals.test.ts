// The key visuals of the public pages (issue 31 point 2): the home hero's video, uploaded
// by administrators, recognised by its bytes, at most 30 MB, served by byte ranges from the
// data folder and from a bucket alike; GET /pages/{cle} carries what each page has.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { PAGE_VISUAL_MESSAGES, VIDEO_LIMITS } from "../../../domain/page-visuals.ts";
import type { ManualClock } from "../../lib/clock.ts";
import { makeImage, storedUploads } from "../../test/images.ts";
import { multipart, sendForm } from "../../test/multipart.ts";
import {
  API,
  authHeader,
  loginAsAdmin,
  signedInConseiller,
  type TestAppOptions,
  withTestApp,
} from "../../test/test-app.ts";

const MEDIA = path.resolve(import.meta.dirname, "../../../public/media");
const mp4 = () => readFile(path.join(MEDIA, "hero-loop.mp4"));
const webm = () => readFile(path.join(MEDIA, "hero-loop.webm"));

interface PageAnswer {
  cle: string;
  visuel?: unknown;
  video?: { url: string; type: string; taille: number } | null;
  visuelPartage?: unknown;
}

/** Moves the app's clock past the second an instance trusts the content version it read. */
const nextMoment = (app: FastifyInstance) => (app.services.clock as ManualClock).advance(1_001);

interface VideoCalls {
  app: FastifyInstance;
  adminToken: string;
  adviserToken: string;
  putVideo(
    data: Buffer,
    filename: string,
    token?: string | null,
    cle?: string,
  ): Promise<LightMyRequestResponse>;
  readPage(cle?: string, query?: string): Promise<PageAnswer>;
}

/** Sets up an app and the calls the tests make of it. */
function videoCalls(options: TestAppOptions): VideoCalls {
  const calls: VideoCalls = {
    app: undefined as unknown as FastifyInstance,
    adminToken: "",
    adviserToken: "",
    async putVideo(data, filename, token = calls.adminToken, cle = "accueil") {
      const form = await multipart({}, [{ field: "video", filename, data }]);
      return calls.app.inject({
        method: "PUT",
        url: `${API}/pages/${cle}/video`,
        headers: { ...form.headers, ...(token ? authHeader(token) : {}) },
        payload: form.payload,
      });
    },
    async readPage(cle = "accueil", query = "") {
      const response = await calls.app.inject({ url: `${API}/pages/${cle}${query}` });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: PageAnswer }>().data;
    },
  };
  withTestApp(async (built) => {
    calls.app = built;
    calls.adminToken = (await loginAsAdmin(built)).token;
    calls.adviserToken = (await signedInConseiller(built, calls.adminToken)).token;
  }, options);
  return calls;
}

describe.each([
  ["the data folder", {}],
  ["a bucket", { bucket: {} }],
] as [string, TestAppOptions][])("the home hero's video, stored in %s", (_where, options) => {
  const calls = videoCalls(options);

  it("is uploaded, named in GET /pages/accueil, and served whole and by byte ranges", async () => {
    const data = await mp4();
    const before = await storedUploads(calls.app);
    const response = await calls.putVideo(data, "boucle.mp4");
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(PAGE_VISUAL_MESSAGES.videoSaved);

    const { video } = await calls.readPage();
    expect(video).toEqual({
      url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.mp4$/),
      type: "video/mp4",
      taille: data.length,
    });
    // In each language too, and in the answer of the upload itself.
    expect((await calls.readPage("accueil", "?lang=en")).video).toEqual(video);
    expect(response.json().data.video).toEqual(video);
    const added = (await storedUploads(calls.app)).filter((key) => !before.includes(key));
    expect(added).toEqual([video?.url.slice("/uploads/".length)]);

    const whole = await calls.app.inject({ url: video?.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("video/mp4");
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.rawPayload.equals(data)).toBe(true);

    // A player reads the start, then seeks: each range is the file's own bytes.
    const first = await calls.app.inject({ url: video?.url, headers: { range: "bytes=0-99" } });
    expect(first.statusCode).toBe(206);
    expect(first.headers["content-range"]).toBe(`bytes 0-99/${data.length}`);
    expect(first.rawPayload.equals(data.subarray(0, 100))).toBe(true);
    const tail = await calls.app.inject({ url: video?.url, headers: { range: "bytes=1000-" } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers["content-range"]).toBe(`bytes 1000-${data.length - 1}/${data.length}`);
    expect(tail.rawPayload.equals(data.subarray(1000))).toBe(true);
    // Past the end: nothing to send.
    const past = await calls.app.inject({
      url: video?.url,
      headers: { range: `bytes=${data.length + 10}-` },
    });
    expect(past.statusCode).toBe(416);
  });

  it("replaced by a WebM, the MP4's file goes; removed, the page has none and no file is left", async () => {
    const mp4Video = (await calls.readPage()).video;
    const replaced = await calls.putVideo(await webm(), "boucle.webm");
    expect(replaced.statusCode).toBe(200);
    const { video } = await calls.readPage();
    expect(video?.type).toBe("video/webm");
    expect(video?.url).toMatch(/\.webm$/);
    const stored = await storedUploads(calls.app);
    expect(stored).toContain(video?.url.slice("/uploads/".length));
    if (mp4Video) expect(stored).not.toContain(mp4Video.url.slice("/uploads/".length));

    const removed = await calls.app.inject({
      method: "DELETE",
      url: `${API}/pages/accueil/video`,
      headers: authHeader(calls.adminToken),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(PAGE_VISUAL_MESSAGES.videoRemoved);
    expect((await calls.readPage()).video).toBeNull();
    expect(await storedUploads(calls.app)).not.toContain(video?.url.slice("/uploads/".length));
  });
});

describe("what the video upload refuses, changing nothing", () => {
  const calls = videoCalls({});

  it.each([
    [
      "a text named .mp4",
      () => Promise.resolve(Buffer.from("ceci n'est pas une vidéo\n".repeat(50))),
      "film.mp4",
    ],
    ["a picture", () => makeImage({ format: "png", width: 64, height: 64 }), "film.webm"],
    ["a WebP poster", () => readFile(path.join(MEDIA, "hero-poster.webp")), "film.mp4"],
  ])("%s: 415 with the French message", async (_what, make, filename) => {
    const before = await storedUploads(calls.app);
    const response = await calls.putVideo(await make(), filename);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      message: PAGE_VISUAL_MESSAGES.videoType,
      erreurs: [{ champ: "video", message: PAGE_VISUAL_MESSAGES.videoType }],
    });
    expect(await storedUploads(calls.app)).toEqual(before);
    expect((await calls.readPage()).video).toBeNull();
  });

  it("a video over 30 MB: 413 with the French message, nothing stored", async () => {
    const start = await mp4();
    const heavy = Buffer.concat([start, Buffer.alloc(VIDEO_LIMITS.maxBytes + 1 - start.length)]);
    const before = await storedUploads(calls.app);
    const response = await calls.putVideo(heavy, "long.mp4");
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: PAGE_VISUAL_MESSAGES.videoTooLarge,
      erreurs: [{ champ: "video", message: PAGE_VISUAL_MESSAGES.videoTooLarge }],
    });
    expect(PAGE_VISUAL_MESSAGES.videoTooLarge).toBe("La vidéo ne doit pas dépasser 30 Mo.");
    expect(await storedUploads(calls.app)).toEqual(before);
  });

  it("no file: 400 naming the field; a page without a video: 404", async () => {
    const empty = await calls.app.inject({
      method: "PUT",
      url: `${API}/pages/accueil/video`,
      headers: authHeader(calls.adminToken),
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().erreurs).toEqual([
      { champ: "video", message: PAGE_VISUAL_MESSAGES.videoRequired },
    ]);
    const elsewhere = await calls.putVideo(await mp4(), "boucle.mp4", calls.adminToken, "contact");
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(PAGE_VISUAL_MESSAGES.videoNotHere);
    const unknown = await calls.putVideo(await mp4(), "boucle.mp4", calls.adminToken, "nulle-part");
    expect(unknown.statusCode).toBe(404);
  });

  it("an adviser gets 403 and a visitor 401, before the body is read", async () => {
    const before = await storedUploads(calls.app);
    const adviser = await calls.putVideo(await mp4(), "boucle.mp4", calls.adviserToken);
    expect(adviser.statusCode).toBe(403);
    const visitor = await calls.putVideo(await mp4(), "boucle.mp4", null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe("Authentification requise.");
    const removal = await calls.app.inject({
      method: "DELETE",
      url: `${API}/pages/accueil/video`,
      headers: authHeader(calls.adviserToken),
    });
    expect(removal.statusCode).toBe(403);
    expect(await storedUploads(calls.app)).toEqual(before);
  });

  it("GET /pages/{cle} carries the visuals each page has, and only those", async () => {
    expect(await calls.readPage("accueil")).toMatchObject({
      visuel: null,
      video: null,
      visuelPartage: null,
    });
    const sector = await calls.readPage("aviation", "?lang=it");
    expect(sector.visuel).toBeNull();
    expect(sector).not.toHaveProperty("video");
    expect(sector).not.toHaveProperty("visuelPartage");
    const legal = await calls.readPage("mentions-legales");
    expect(legal).not.toHaveProperty("visuel");
    expect(legal).not.toHaveProperty("video");
  });
});

describe("the home page plays the video staff chose", () => {
  const calls = videoCalls({ config: { serveWeb: true } });
  const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" };
  const home = async (path = "/") => {
    // A visitor comes a moment later: past the second an instance trusts its content version.
    nextMoment(calls.app);
    const response = await calls.app.inject({ url: path, headers: BROWSER });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it("the build's loop until one is chosen, then the chosen one in every language, then the loop again", async () => {
    expect(await home()).toContain('<source src="/media/hero-loop.webm" type="video/webm"/>');
    const uploaded = await calls.putVideo(await mp4(), "boucle.mp4");
    const { url } = uploaded.json().data.video as { url: string };
    for (const path of ["/", "/en", "/it"]) {
      const html = await home(path);
      expect(html, path).toContain(`<source src="${url}" type="video/mp4"/>`);
      expect(html, path).not.toContain("/media/hero-loop.webm");
      // No picture chosen: the build's poster stays the video's, preloaded.
      expect(html, path).toContain('poster="/media/hero-poster.webp"');
      expect(html, path).toMatch(/<link rel="preload" as="image" href="\/media\/hero-poster.webp"/);
    }
    await calls.app.inject({
      method: "DELETE",
      url: `${API}/pages/accueil/video`,
      headers: authHeader(calls.adminToken),
    });
    expect(await home()).toContain('<source src="/media/hero-loop.webm" type="video/webm"/>');
  });
});

describe("pictures chosen from the library for the pages", () => {
  const calls = videoCalls({ config: { serveWeb: true } });
  const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" };
  const html = async (path: string) => {
    nextMoment(calls.app);
    const response = await calls.app.inject({ url: path, headers: BROWSER });
    expect(response.statusCode, path).toBe(200);
    return response.body;
  };
  /** A picture sent to the library: its id and its key (the files' base name). */
  async function libraryPicture(filename: string) {
    const response = await sendForm(calls.app, "POST", "/medias", calls.adminToken, {}, [
      {
        field: "fichiers",
        filename,
        data: await makeImage({ width: 800, height: 600 }),
        type: "image/jpeg",
      },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const [media] = response.json<{ data: { _id: string; media: { url: string } }[] }>().data;
    if (!media) throw new Error("no picture");
    return { id: media._id, key: media.media.url.replace(/^\/uploads\/|-\d+\.webp$/g, "") };
  }
  const patchPage = (cle: string, body: unknown, token = calls.adminToken) =>
    calls.app.inject({
      method: "PATCH",
      url: `${API}/pages/${cle}`,
      headers: authHeader(token),
      payload: body as Record<string, unknown>,
    });

  it("a sector's chosen picture is its hero and its home tile, with its focal point; its use is named and its deletion refused", async () => {
    const picture = await libraryPicture("avion.jpg");
    const described = await calls.app.inject({
      method: "PATCH",
      url: `${API}/medias/${picture.id}`,
      headers: authHeader(calls.adminToken),
      payload: { pointFocal: { x: 20, y: 70 }, texteAlternatif: { fr: "Un avion au sol" } },
    });
    expect(described.statusCode).toBe(200);
    const chosen = await patchPage("aviation", { visuel: picture.id });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data.visuel).toMatchObject({
      url: expect.stringContaining(picture.key),
      pointFocal: { x: 20, y: 70 },
      texteAlternatif: { fr: "Un avion au sol", en: "", it: "" },
    });
    const sector = await html("/aviation");
    const hero = sector.match(/<img[^>]*alt="Un avion au sol"[^>]*>/)?.[0] ?? "";
    expect(hero).toContain(picture.key);
    expect(hero).toContain("object-position:20% 70%");
    expect(await html("/")).toMatch(new RegExp(`<img[^>]*${picture.key}`));

    // The library says where it is used, and keeps it.
    const detail = await calls.app.inject({
      url: `${API}/medias/${picture.id}`,
      headers: authHeader(calls.adminToken),
    });
    expect(detail.json().data.usages).toEqual([
      { type: "page", _id: "aviation", titre: "Aviation (image d'en-tête du secteur)" },
    ]);
    const refused = await calls.app.inject({
      method: "DELETE",
      url: `${API}/medias/${picture.id}`,
      headers: authHeader(calls.adminToken),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("la page « Aviation (image d'en-tête du secteur) »");

    // Described again in the library: the page says it at once.
    await calls.app.inject({
      method: "PATCH",
      url: `${API}/medias/${picture.id}`,
      headers: authHeader(calls.adminToken),
      payload: { texteAlternatif: { fr: "Un Boeing sur le tarmac" } },
    });
    expect(await html("/aviation")).toContain('alt="Un Boeing sur le tarmac"');

    // Removed: the newest project's picture again, and the picture may go.
    const removed = await patchPage("aviation", { visuel: null });
    expect(removed.json().data.visuel).toBeNull();
    expect(await html("/aviation")).not.toContain(picture.key);
    const deleted = await calls.app.inject({
      method: "DELETE",
      url: `${API}/medias/${picture.id}`,
      headers: authHeader(calls.adminToken),
    });
    expect(deleted.statusCode).toBe(200);
  });

  it("the home picture is the video's poster, or shows alone; the default shared picture goes to pages without their own; the about page shows its own", async () => {
    const poster = await libraryPicture("affiche.jpg");
    const shared = await libraryPicture("partage.jpg");
    const about = await libraryPicture("equipe.jpg");
    expect(
      (await patchPage("accueil", { visuel: poster.id, visuelPartage: shared.id })).statusCode,
    ).toBe(200);
    expect((await patchPage("qui-sommes-nous", { visuel: about.id })).statusCode).toBe(200);

    // A picture alone: no video, the picture itself behind the title.
    const home = await html("/");
    expect(home).not.toContain("<video");
    expect(home).toMatch(new RegExp(`<img[^>]*${poster.key}`));
    // With a video: the picture is its poster.
    await calls.putVideo(await mp4(), "boucle.mp4");
    expect(await html("/en")).toMatch(new RegExp(`<video[^>]*poster="[^"]*${poster.key}`));

    const contact = await html("/contact");
    expect(contact).toMatch(new RegExp(`<meta property="og:image" content="[^"]*${shared.key}`));
    const aboutPage = await html("/it/chi-siamo");
    expect(aboutPage).toMatch(new RegExp(`<img[^>]*${about.key}`));
    expect(aboutPage).toMatch(new RegExp(`<meta property="og:image" content="[^"]*${about.key}`));
  });

  it("refuses what is no library picture, or a picture the page does not take, changing nothing", async () => {
    const before = (await calls.readPage("mines")).visuel;
    const texts = async () =>
      (await calls.app.inject({ url: `${API}/pages/mines` })).json().data.textes.titre;
    const titleBefore = await texts();
    const notAnId = await patchPage("mines", { visuel: "photo.jpg", titre: { fr: "Autre titre" } });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().erreurs).toEqual([
      { champ: "visuel", message: PAGE_VISUAL_MESSAGES.notAMediaId("Image d'en-tête du secteur") },
    ]);
    const unknown = await patchPage("mines", {
      visuel: "7f1d2c3b-0000-4000-8000-000000000000",
      titre: { fr: "Autre titre" },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().erreurs).toEqual([
      { champ: "visuel", message: PAGE_VISUAL_MESSAGES.unknownMedia("Image d'en-tête du secteur") },
    ]);
    const picture = await libraryPicture("mine.jpg");
    const elsewhere = await patchPage("contact", { visuel: picture.id });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().erreurs).toEqual([
      { champ: "visuel", message: PAGE_VISUAL_MESSAGES.notHere("visuel") },
    ]);
    // A picture with texts that are refused: neither is saved.
    const badTexts = await patchPage("mines", { visuel: picture.id, titre: { fr: "" } });
    expect(badTexts.statusCode).toBe(400);
    expect((await calls.readPage("mines")).visuel).toEqual(before);
    expect(await texts()).toEqual(titleBefore);
    // Advisers change no page.
    const adviser = await patchPage("mines", { visuel: picture.id }, calls.adviserToken);
    expect(adviser.statusCode).toBe(403);
    expect((await calls.readPage("mines")).visuel).toEqual(before);
  });
});
