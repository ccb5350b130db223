// One media shape (issue 29 point 3, ADR 041): every image field of every answer is under
// `medias`, one MediaView per picture, for staff (texts in every language) and for a
// public reader (the reader's text, else the title); a picture stored before the shape
// (its texts under `alt`, no credit, no focal point) answers the same way; a focal point
// and a credit reach the page.
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import type { Localized } from "../../../domain/constants.ts";
import type {
  ContentTypeKey,
  ContentTypePlural,
} from "../../../domain/content-types/identities.ts";
import { detailPath } from "../../../domain/site-paths.ts";
import { CONTENT_TYPES_UNDER_TEST, type ContentTypeUnderTest } from "../../test/content-types.ts";
import { sendForm } from "../../test/multipart.ts";
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

const MEDIA_VIEW_KEYS = [
  "credit",
  "hauteur",
  "largeur",
  "pointFocal",
  "srcset",
  "srcsetAvif",
  "texteAlternatif",
  "url",
];

/** The names no answer carries any more: the twins and the second alt-text name. */
const GONE = ["imagePrincipaleDetails", "imagesDetails", "imageDetails", "textesAlternatifs"];

type Item = Record<string, unknown> & { _id: string; slugs: Localized; titre: unknown };

/** Each type's image field, and whether it holds a gallery. */
const imageFieldOf = (content: ContentTypeUnderTest) => ({
  name: content.imageField,
  gallery: content.imageField === "images",
});

/** An item with a French text for its (first) picture, published. */
async function createDescribed(content: ContentTypeUnderTest, title: string): Promise<Item> {
  const { gallery } = imageFieldOf(content);
  const response = await sendForm(
    app,
    "POST",
    content.path,
    token,
    {
      ...content.fields(title),
      ...(gallery
        ? { "texteAlternatif[fr][]": ["Une photo décrite", ""] }
        : { "texteAlternatif[fr]": "Une photo décrite" }),
    },
    await content.files(),
  );
  expect(response.statusCode, response.body).toBe(201);
  return staffRead(content, response.json<{ data: Item }>().data._id);
}

async function staffRead(content: ContentTypeUnderTest, id: string): Promise<Item> {
  const response = await app.inject({
    url: `${API}${content.path}/admin/${id}`,
    headers: authHeader(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Item }>().data;
}

async function publicRead(content: ContentTypeUnderTest, slug: string, lang: string) {
  const response = await app.inject({ url: `${API}${content.path}/${slug}?lang=${lang}` });
  expect(response.statusCode, response.body).toBe(200);
  return content.detailItem(response.json()) as unknown as Item;
}

/** The pictures of an answer's image field, as a list (one or none for a single image). */
function picturesOf(item: Item, content: ContentTypeUnderTest): Record<string, unknown>[] {
  const { name, gallery } = imageFieldOf(content);
  const medias = item.medias as Record<string, unknown>;
  expect(Object.keys(medias)).toEqual([name]);
  const value = medias[name];
  if (gallery) return value as Record<string, unknown>[];
  return value ? [value as Record<string, unknown>] : [];
}

/** The full-size URLs of an answer's §7 image field, which `medias` must match. */
const urlsOf = (item: Item, content: ContentTypeUnderTest): unknown[] => {
  const value = item[content.imageField];
  return Array.isArray(value) ? value : [value];
};

describe("every answer carries its pictures under `medias`", () => {
  for (const content of CONTENT_TYPES_UNDER_TEST) {
    it(`${content.type}: staff read every language's text, a public reader theirs`, async () => {
      const title = `Médias ${content.type}`;
      const staff = await createDescribed(content, title);
      for (const gone of GONE) expect(staff).not.toHaveProperty(gone);

      const pictures = picturesOf(staff, content);
      expect(pictures.length).toBeGreaterThan(0);
      expect(pictures.map((picture) => picture.url)).toEqual(urlsOf(staff, content));
      for (const picture of pictures) {
        expect(Object.keys(picture).sort()).toEqual(MEDIA_VIEW_KEYS);
        expect(picture).toMatchObject({
          srcset: expect.stringContaining("320w"),
          srcsetAvif: expect.stringContaining(".avif 320w"),
          largeur: 400,
          hauteur: 300,
          credit: null,
          pointFocal: null,
        });
      }
      expect(pictures[0]?.texteAlternatif).toEqual({ fr: "Une photo décrite", en: "", it: "" });

      // A reader of English: the French text is not theirs, so the English title.
      const english = await publicRead(content, staff.slugs.en, "en");
      for (const gone of GONE) expect(english).not.toHaveProperty(gone);
      const read = picturesOf(english, content);
      expect(read.map((picture) => picture.url)).toEqual(urlsOf(staff, content));
      expect(read.map((picture) => picture.texteAlternatif)).toEqual(
        read.map(() => `${title} (en)`),
      );
      for (const picture of read) expect(Object.keys(picture).sort()).toEqual(MEDIA_VIEW_KEYS);
      // A reader of French: the first picture's own text.
      const french = await publicRead(content, staff.slugs.fr, "fr");
      expect(picturesOf(french, content)[0]?.texteAlternatif).toBe("Une photo décrite");
    });
  }
});

/** The table and column of each type's image field, as the database names them. */
const COLUMNS: Partial<Record<ContentTypeKey, readonly [string, string]>> = {
  article: ["articles", "image_principale"],
  realisation: ["realisations", "images"],
  opportunite: ["opportunites", "image"],
};

/** The table and image column of a type that has pictures. */
function columnsOf(content: ContentTypeUnderTest): readonly [string, string] {
  const columns = COLUMNS[content.type];
  if (!columns) throw new Error(`${content.type} has no picture`);
  return columns;
}

/** Rewrites an item's pictures in the database, as an older version of the code stored them. */
async function storeRaw(content: ContentTypeUnderTest, id: string, value: unknown) {
  const [table, column] = columnsOf(content);
  await app.services.db.execute(
    sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${JSON.stringify(value)}::jsonb where id = ${id}`,
  );
}

/** An item's pictures as the database holds them, read past the code's own reading. */
async function storedRaw(content: ContentTypeUnderTest, id: string): Promise<unknown> {
  const [table, column] = columnsOf(content);
  const result = (await app.services.db.execute(
    sql`select ${sql.identifier(column)} as value from ${sql.identifier(table)} where id = ${id}`,
  )) as unknown as { rows: { value: unknown }[] };
  return result.rows[0]?.value;
}

describe("pictures stored before the one shape", () => {
  for (const content of CONTENT_TYPES_UNDER_TEST) {
    it(`${content.type}: texts under \`alt\`, no size, credit nor focal point: answered, kept by an edit`, async () => {
      const staff = await createDescribed(content, `Ancien stockage ${content.type}`);
      const { gallery } = imageFieldOf(content);
      const pictures = picturesOf(staff, content);
      const old = (index: number) => ({
        cle: /\/uploads\/([\w-]+)-\d+\.webp$/.exec(String(pictures[index]?.url))?.[1],
        largeur: pictures[index]?.largeur,
        hauteur: pictures[index]?.hauteur,
        largeurs: [320, 400],
        formats: ["webp", "avif"],
        alt: { fr: `Texte ancien ${index}`, en: `Old text ${index}`, it: "" },
      });
      await storeRaw(content, staff._id, gallery ? pictures.map((_, i) => old(i)) : old(0));

      const read = await staffRead(content, staff._id);
      const texts = picturesOf(read, content).map((picture) => picture.texteAlternatif);
      expect(texts).toEqual(
        pictures.map((_, i) => ({ fr: `Texte ancien ${i}`, en: `Old text ${i}`, it: "" })),
      );
      for (const picture of picturesOf(read, content)) {
        expect(picture).toMatchObject({ credit: null, pointFocal: null });
      }
      if (!gallery) expect(read.texteAlternatif).toEqual(texts[0]);
      const english = await publicRead(content, staff.slugs.en, "en");
      expect(picturesOf(english, content)[0]?.texteAlternatif).toBe("Old text 0");

      // An edit of something else keeps the texts, now under their one name.
      const edited = await sendForm(app, "PATCH", `${content.path}/${staff._id}`, token, {
        "titre[fr]": `Ancien stockage ${content.type}, modifié`,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const after = await staffRead(content, staff._id);
      expect(picturesOf(after, content).map((picture) => picture.texteAlternatif)).toEqual(texts);
      const stored = await storedRaw(content, staff._id);
      const first = (Array.isArray(stored) ? stored[0] : stored) as object;
      expect(first).toHaveProperty("texteAlternatif");
      expect(first).not.toHaveProperty("alt");
    });
  }
});

describe("a focal point and a credit reach the page", () => {
  it("draws a cropped picture around its focal point, with its credit", async () => {
    const [articles] = CONTENT_TYPES_UNDER_TEST;
    if (!articles) throw new Error("articles under test");
    const staff = await createDescribed(articles, "Article au point focal");
    const [picture] = picturesOf(staff, articles);
    const key = /\/uploads\/([\w-]+)-\d+\.webp$/.exec(String(picture?.url))?.[1];
    await app.services.db.execute(
      sql`update articles set image_principale = image_principale
        || '{"pointFocal": {"x": 30, "y": 70}, "credit": "© Studio Keita"}'::jsonb
        where id = ${staff._id}`,
    );
    const read = await staffRead(articles, staff._id);
    expect(picturesOf(read, articles)[0]).toMatchObject({
      credit: "© Studio Keita",
      pointFocal: { x: 30, y: 70 },
    });

    const type = articles.path.slice(1) as ContentTypePlural;
    const response = await app.inject({
      url: detailPath("fr", type, staff.slugs.fr),
      headers: BROWSER,
    });
    expect(response.statusCode).toBe(200);
    const tags = [...response.body.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    const main = tags.find((tag) => tag.includes(`/uploads/${key}-`));
    expect(main).toContain('alt="Une photo décrite"');
    expect(main).toContain('style="object-position:30% 70%"');
    expect(response.body).toContain("© Studio Keita</small>");
  });
});
