// Images that describe themselves and fit the screen (issue 19, part 2), through the API
// and the public pages (the web build, through app.inject): each image's alternative text
// in fr, en and it, kept with its picture when a gallery is reordered; every upload written
// in AVIF and WebP at several widths; pages sending a <picture> whose AVIF source a browser
// takes, with the page's language's text.
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { ALT_TEXT_MESSAGES } from "../../../domain/alt-texts.ts";
import type { Language, Localized } from "../../../domain/constants.ts";
import type { ContentTypePlural } from "../../../domain/content-types/identities.ts";
import { detailPath } from "../../../domain/site-paths.ts";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "../../test/content-types.ts";
import { makeImage, removeUnusedPictures, storedUploads } from "../../test/images.ts";
import { type FormFields, type FormFile, sendForm } from "../../test/multipart.ts";
import { API, authHeader, loginAsAdmin, withTestApp } from "../../test/test-app.ts";

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" };

let app: FastifyInstance;
let token = "";
withTestApp(
  async (built) => {
    app = built;
    ({ token } = await loginAsAdmin(app));
  },
  { config: { serveWeb: true } },
);

const [ARTICLES, PROJECTS, OPPORTUNITIES] = CONTENT_TYPES_UNDER_TEST;
if (!ARTICLES || !PROJECTS || !OPPORTUNITIES) throw new Error("three content types under test");

const altFields = (name: string, texts: Partial<Localized>): FormFields =>
  Object.fromEntries(Object.entries(texts).map(([lang, text]) => [`${name}[${lang}]`, text]));

const photo = async (field: string, width = 1400): Promise<FormFile> => ({
  field,
  filename: "photo.jpg",
  data: await makeImage({ width, height: Math.round((width * 2) / 3) }),
  type: "image/jpeg",
});

interface MediaView {
  url: string;
  srcset: string;
  srcsetAvif: string;
  largeur: number;
  hauteur: number;
  texteAlternatif: Localized;
}

/** A gallery's texts by language, aligned with its pictures, from a staff answer's `medias`. */
const galleryTexts = (item: Record<string, unknown>): Localized<string[]> => {
  const { images } = item.medias as { images: MediaView[] };
  return Object.fromEntries(
    (["fr", "en", "it"] as const).map((lang) => [
      lang,
      images.map((picture) => picture.texteAlternatif[lang]),
    ]),
  ) as Localized<string[]>;
};

const staffRead = async (path: string, id: string) => {
  const response = await app.inject({
    url: `${API}${path}/admin/${id}`,
    headers: authHeader(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Record<string, unknown> & { slugs: Localized } }>().data;
};

/** The newest version of an item, as the 'Versions' panel lists it. */
const latestVersion = async (path: string, id: string) => {
  const response = await app.inject({
    url: `${API}${path}/${id}/revisions`,
    headers: authHeader(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const [newest] = response.json<{ data: { champs: string[] }[] }>().data;
  if (!newest) throw new Error("no version");
  return newest;
};

const page = (url: string) => app.inject({ url, headers: BROWSER });

/** The `<img>` tags of a page whose source is an upload, with their `alt`. */
const uploadedImages = (html: string) =>
  [...html.matchAll(/<img [^>]*src="\/uploads\/[^"]+"[^>]*>/g)].map((match) => ({
    tag: match[0],
    alt: /alt="([^"]*)"/.exec(match[0])?.[1],
  }));

describe("articles and opportunities: texteAlternatif", () => {
  for (const content of [ARTICLES, OPPORTUNITIES]) {
    it(`${content.type}: kept per language, shown in each page's language, else the title`, async () => {
      const title = `Image décrite ${content.type}`;
      const created = await createItem(app, content, token, title, {
        ...altFields("texteAlternatif", {
          fr: "Un quai de chargement au lever du jour",
          en: "A loading dock at sunrise",
          it: "",
        }),
      });
      const { _id: id } = created.json<{ data: { _id: string } }>().data;
      const staff = await staffRead(content.path, id);
      expect(staff.texteAlternatif).toEqual({
        fr: "Un quai de chargement au lever du jour",
        en: "A loading dock at sunrise",
        it: "",
      });

      // Public reads: the reader's language; Italian has none, so the Italian title.
      const read = async (lang: Language) =>
        (
          content.detailItem(
            (
              await app.inject({ url: `${API}${content.path}/${staff.slugs[lang]}?lang=${lang}` })
            ).json(),
          ) as unknown as { texteAlternatif: string }
        ).texteAlternatif;
      expect(await read("en")).toBe("A loading dock at sunrise");
      expect(await read("it")).toBe(`${title} (it)`);

      // The pages: the main image described in the page's language.
      const type = content.path.slice(1) as ContentTypePlural;
      for (const [lang, alt] of [
        ["fr", "Un quai de chargement au lever du jour"],
        ["en", "A loading dock at sunrise"],
        ["it", `${title} (it)`],
      ] as const) {
        const response = await page(detailPath(lang, type, staff.slugs[lang]));
        expect(response.statusCode).toBe(200);
        expect(uploadedImages(response.body)[0]?.alt).toBe(alt);
      }

      // One language changed alone; the others stay.
      const patched = await sendForm(app, "PATCH", `${content.path}/${id}`, token, {
        // A line break typed in the box: an `alt` is one line.
        "texteAlternatif[it]": "Una banchina di carico\r\n all'alba",
      });
      expect(patched.statusCode, patched.body).toBe(200);
      expect((await staffRead(content.path, id)).texteAlternatif).toEqual({
        fr: "Un quai de chargement au lever du jour",
        en: "A loading dock at sunrise",
        it: "Una banchina di carico all'alba",
      });
      // Its version says a text changed, not the picture.
      expect((await latestVersion(content.path, id)).champs).toEqual(["texteAlternatif"]);

      // A new picture does not inherit the texts of the one it replaces.
      const replaced = await sendForm(app, "PATCH", `${content.path}/${id}`, token, {}, [
        await photo(content.imageField, 500),
      ]);
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect((await staffRead(content.path, id)).texteAlternatif).toEqual({
        fr: "",
        en: "",
        it: "",
      });
      expect((await latestVersion(content.path, id)).champs).toEqual([
        content.imageField,
        "texteAlternatif",
      ]);
    });

    it(`${content.type}: a text over 250 characters is refused in French, and nothing is stored`, async () => {
      const before = await storedUploads(app);
      const response = await sendForm(
        app,
        "POST",
        content.path,
        token,
        {
          ...content.fields(`Texte alternatif trop long ${content.type}`),
          "texteAlternatif[en]": "x".repeat(251),
        },
        await content.files(),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        erreurs: [{ champ: "texteAlternatif.en", message: ALT_TEXT_MESSAGES.tooLong("en") }],
      });
      expect(ALT_TEXT_MESSAGES.tooLong("en")).toBe(
        "Le texte alternatif (en) ne peut excéder 250 caractères.",
      );
      expect(await storedUploads(app)).toEqual(before);
    });
  }
});

describe("projects: texteAlternatif aligned with images", () => {
  const altLists = (lists: Partial<Localized<string[]>>, name = "texteAlternatif"): FormFields =>
    Object.fromEntries(Object.entries(lists).map(([lang, list]) => [`${name}[${lang}][]`, list]));

  it("keeps each text with its picture when the gallery is reordered, trimmed and grown", async () => {
    const created = await sendForm(
      app,
      "POST",
      PROJECTS.path,
      token,
      {
        ...PROJECTS.fields("Galerie décrite"),
        ...altLists({
          fr: ["Le chantier vu du ciel", "La pose de la première pierre"],
          en: ["The site from the air", "Laying the first stone"],
          it: ["", "La posa della prima pietra"],
        }),
      },
      [await photo("images"), await photo("images")],
    );
    expect(created.statusCode, created.body).toBe(201);
    const { _id: id } = created.json<{ data: { _id: string } }>().data;
    const stored = await staffRead(PROJECTS.path, id);
    expect(galleryTexts(stored)).toEqual({
      fr: ["Le chantier vu du ciel", "La pose de la première pierre"],
      en: ["The site from the air", "Laying the first stone"],
      it: ["", "La posa della prima pietra"],
    });

    // Public read in Italian: the first has no Italian text, so the Italian title.
    const italian = await app.inject({
      url: `${API}/realisations/${stored.slugs.it}?lang=it`,
    });
    expect(
      italian.json().data.medias.images.map((picture: { texteAlternatif: string }) => {
        return picture.texteAlternatif;
      }),
    ).toEqual(["Galerie décrite (it)", "La posa della prima pietra"]);

    // Reversed without sending texts: each keeps its own.
    const [first, second] = stored.images as string[];
    const reordered = await sendForm(app, "PATCH", `${PROJECTS.path}/${id}`, token, {
      "oldImages[]": [second ?? "", first ?? ""],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(galleryTexts(await staffRead(PROJECTS.path, id))).toMatchObject({
      fr: ["La pose de la première pierre", "Le chantier vu du ciel"],
      it: ["La posa della prima pietra", ""],
    });

    // One kept, one added, texts sent for the new gallery's places.
    const grown = await sendForm(
      app,
      "PATCH",
      `${PROJECTS.path}/${id}`,
      token,
      {
        "oldImages[]": [first ?? ""],
        ...altLists({ en: ["The site from the air, again", "The finished hall"] }),
      },
      [await photo("images")],
    );
    expect(grown.statusCode, grown.body).toBe(200);
    const after = await staffRead(PROJECTS.path, id);
    expect(galleryTexts(after)).toEqual({
      fr: ["Le chantier vu du ciel", ""],
      en: ["The site from the air, again", "The finished hall"],
      it: ["", ""],
    });

    // The English page describes each photo in English.
    const response = await page(detailPath("en", "realisations", after.slugs.en));
    const alts = uploadedImages(response.body).map((image) => image.alt);
    expect(alts).toContain("The site from the air, again");
    expect(alts).toContain("The finished hall");
  });

  it("still reads the former name textesAlternatifs (ADR 041), in a creation and an edit", async () => {
    const created = await sendForm(
      app,
      "POST",
      PROJECTS.path,
      token,
      {
        ...PROJECTS.fields("Galerie à l'ancienne"),
        ...altLists(
          { fr: ["Une route neuve", "Un pont"], en: ["A new road", ""] },
          "textesAlternatifs",
        ),
      },
      [await photo("images"), await photo("images")],
    );
    expect(created.statusCode, created.body).toBe(201);
    const { _id: id } = created.json<{ data: { _id: string } }>().data;
    expect(galleryTexts(await staffRead(PROJECTS.path, id))).toEqual({
      fr: ["Une route neuve", "Un pont"],
      en: ["A new road", ""],
      it: ["", ""],
    });

    const edited = await sendForm(app, "PATCH", `${PROJECTS.path}/${id}`, token, {
      ...altLists({ it: ["Una strada nuova", "Un ponte"] }, "textesAlternatifs"),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(galleryTexts(await staffRead(PROJECTS.path, id))).toEqual({
      fr: ["Une route neuve", "Un pont"],
      en: ["A new road", ""],
      it: ["Una strada nuova", "Un ponte"],
    });

    // The API docs say so, on the creation and the edit.
    const docs = (await app.inject({ url: "/api/docs/json" })).json();
    for (const route of [
      docs.paths["/api/v1/realisations"].post,
      docs.paths["/api/v1/realisations/{id}"].patch,
    ]) {
      expect(route.description).toContain(
        "`textesAlternatifs` : ancien nom de `texteAlternatif`, encore lu",
      );
    }

    // Refused under the field's one name, whichever name it was sent under.
    const tooMany = await sendForm(app, "PATCH", `${PROJECTS.path}/${id}`, token, {
      ...altLists({ fr: ["un", "deux", "trois"] }, "textesAlternatifs"),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().erreurs).toContainEqual({
      champ: "texteAlternatif",
      message: ALT_TEXT_MESSAGES.tooMany,
    });
  });

  it("refuses more texts than images, and changes nothing", async () => {
    const before = await storedUploads(app);
    const created = await sendForm(
      app,
      "POST",
      PROJECTS.path,
      token,
      {
        ...PROJECTS.fields("Trop de textes"),
        ...altLists({ fr: ["un", "deux", "trois"] }),
      },
      [await photo("images"), await photo("images")],
    );
    expect(created.statusCode).toBe(400);
    expect(created.json().erreurs).toContainEqual({
      champ: "texteAlternatif",
      message: "Il y a plus de textes alternatifs que d'images.",
    });
    expect(await storedUploads(app)).toEqual(before);

    const item = await createItem(app, PROJECTS, token, "Deux images, deux textes");
    const { _id: id } = item.json<{ data: { _id: string } }>().data;
    const kept = await staffRead(PROJECTS.path, id);
    const edited = await sendForm(app, "PATCH", `${PROJECTS.path}/${id}`, token, {
      "titre[fr]": "Titre qui ne doit pas changer",
      ...altLists({ it: ["uno", "due", "tre"] }),
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().erreurs).toContainEqual({
      champ: "texteAlternatif",
      message: ALT_TEXT_MESSAGES.tooMany,
    });
    expect(await staffRead(PROJECTS.path, id)).toMatchObject({
      titre: kept.titre,
      medias: kept.medias,
    });
  });
});

describe("every upload in AVIF and WebP, sent as a <picture>", () => {
  it("writes both formats at several widths, serves AVIF as image/avif, and removes both with the item", async () => {
    const before = await storedUploads(app);
    const created = await sendForm(
      app,
      "POST",
      ARTICLES.path,
      token,
      {
        ...ARTICLES.fields("Article aux images légères"),
        ...altFields("texteAlternatif", { fr: "Une grue sur le port" }),
      },
      [await photo("imagePrincipale", 1400)],
    );
    expect(created.statusCode, created.body).toBe(201);
    const { _id: id } = created.json<{ data: { _id: string } }>().data;
    const staff = await staffRead(ARTICLES.path, id);
    const details = (staff.medias as { imagePrincipale: MediaView }).imagePrincipale;
    expect(details.srcset.split(", ")).toHaveLength(4);
    const avif = details.srcsetAvif.split(", ");
    expect(avif.map((entry) => entry.split(" ")[1])).toEqual(["320w", "640w", "1024w", "1400w"]);
    expect(avif.every((entry) => /\/uploads\/[\w-]+-\d+\.avif \d+w$/.test(entry))).toBe(true);
    const added = (await storedUploads(app)).filter((key) => !before.includes(key));
    expect(added.filter((key) => key.endsWith(".avif"))).toHaveLength(4);
    expect(added.filter((key) => key.endsWith(".webp"))).toHaveLength(4);

    const smallest = avif[0]?.split(" ")[0] ?? "";
    const file = await app.inject({ url: smallest });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/avif");
    // An ISO-BMFF file whose brand is AVIF.
    expect(file.rawPayload.subarray(4, 12).toString("latin1")).toBe("ftypavif");

    // The page: a <picture> with the AVIF source first, sizes and intrinsic size.
    const response = await page(detailPath("fr", "articles", staff.slugs.fr));
    const picture = /<picture[^>]*>(.*?)<\/picture>/s.exec(response.body)?.[1] ?? "";
    expect(picture).toMatch(
      /^<source type="image\/avif" srcSet="[^"]*\.avif 320w[^"]*" sizes="[^"]+"\/>/,
    );
    expect(picture).toContain('alt="Une grue sur le port"');
    expect(picture).toMatch(/width="1400" height="933"/);

    const removed = await app.inject({
      method: "DELETE",
      url: `${API}${ARTICLES.path}/${id}`,
      headers: authHeader(token),
    });
    expect(removed.statusCode).toBe(200);
    // Its files are the library's (ADR 052): they go with the library's picture.
    await removeUnusedPictures(app, token, before);
    expect(await storedUploads(app)).toEqual(before);
  });
});
