// The three content types as a table, for the tests of what they share
// (server/features/content/*.test.ts): how to send a valid item, and where each answer
// keeps its items.
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Language } from "../../domain/constants.ts";
import type { ContentTypeKey } from "../../domain/content-types/identities.ts";
import { articles, opportunites, realisations } from "../db/schema.ts";
import { makeImage } from "./images.ts";
import { type FormFields, type FormFile, sendForm } from "./multipart.ts";

export interface ContentTypeUnderTest {
  type: ContentTypeKey;
  /** `/articles`, under /api/v1. */
  path: string;
  table: typeof articles | typeof realisations | typeof opportunites;
  /** The multipart field of its image files, and how a non-image is refused. */
  imageField: string;
  imageTypeMessage: string;
  /** A valid published item's fields, titled `title` (in French; other languages derived). */
  fields(title: string): FormFields;
  files(): Promise<FormFile[]>;
  /** The items of a public list answer, and the item of a public detail answer. */
  listItems(body: unknown): { _id: string; titre: unknown; slug: unknown }[];
  detailItem(body: unknown): { _id: string; titre: string; slug: string; nombreVues: number };
}

const titles = (title: string): Record<Language, string> => ({
  fr: title,
  en: `${title} (en)`,
  it: `${title} (it)`,
});

const perLanguage = (name: string, values: Record<Language, string>): FormFields =>
  Object.fromEntries(Object.entries(values).map(([lang, value]) => [`${name}[${lang}]`, value]));

const image = async (field: string): Promise<FormFile> => ({
  field,
  filename: "photo.jpg",
  data: await makeImage({ width: 400, height: 300 }),
  type: "image/jpeg",
});

const LONG_TEXT = "Un texte assez long pour le contenu d'un article. ".repeat(4);

type Body = Record<string, unknown>;
const data = (body: unknown) => (body as Body).data;

export const CONTENT_TYPES_UNDER_TEST: ContentTypeUnderTest[] = [
  {
    type: "article",
    path: "/articles",
    table: articles,
    imageField: "imagePrincipale",
    imageTypeMessage: "L’image doit être au format JPG, PNG ou WebP.",
    fields: (title) => ({
      ...perLanguage("titre", titles(title)),
      ...perLanguage("contenu", { fr: LONG_TEXT, en: LONG_TEXT, it: LONG_TEXT }),
      "categories[]": ["logistique"],
      etat: "publié",
    }),
    files: async () => [await image("imagePrincipale")],
    listItems: (body) => (body as Body).results as never,
    detailItem: (body) => body as never,
  },
  {
    type: "realisation",
    path: "/realisations",
    table: realisations,
    imageField: "images",
    imageTypeMessage: "Les images doivent être au format JPG, PNG ou WebP.",
    fields: (title) => ({
      ...perLanguage("titre", titles(title)),
      secteur: "mines",
      annee: "2024",
      etat: "publié",
      datePublication: "2024-05-01T08:00:00.000Z",
    }),
    files: async () => [await image("images"), await image("images")],
    listItems: (body) => data(body) as never,
    detailItem: (body) => data(body) as never,
  },
  {
    type: "opportunite",
    path: "/opportunites",
    table: opportunites,
    imageField: "image",
    imageTypeMessage: "L’image doit être au format JPG, PNG ou WebP.",
    fields: (title) => ({
      ...perLanguage("titre", titles(title)),
      ...perLanguage("description", { fr: "Une offre.", en: "An offer.", it: "Un'offerta." }),
      statut: "actif",
      etat: "publié",
    }),
    files: async () => [await image("image")],
    listItems: (body) => data(body) as never,
    detailItem: (body) => data(body) as never,
  },
];

/**
 * Creates a valid published item of `content` titled `title` (its fields overridden by
 * `fields`) through the API, as `token`; fails the test unless it answers 201.
 */
export async function createItem(
  app: FastifyInstance,
  content: ContentTypeUnderTest,
  token: string,
  title: string,
  fields: FormFields = {},
) {
  const response = await sendForm(
    app,
    "POST",
    content.path,
    token,
    { ...content.fields(title), ...fields },
    await content.files(),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response;
}
