// The content routes' answers as zod schemas (issue 29 point 1, docs/decisions/042): what
// OpenAPI documents and what the tests hold every answer to. A type's fields come from the
// registry, each kind giving its piece: every language for the back office, the reader's
// for the public site. The back office's types (StaffArticle…) are these schemas' z.infer.
import { LANGUAGES, type Localized } from "../../../domain/constants.ts";
import { answeredFields, type Fields } from "../../../domain/content-types/define.ts";
import type { Entry, FieldDescriptor } from "../../../domain/content-types/fields.ts";
import type { MediaView } from "../../../domain/media.ts";
import { z } from "../../../domain/zod.ts";

/**
 * Who an answer is for: the back office (every language), a reader who named a language
 * (that one), or a public reader who named none (SPEC.md §7 `GET /realisations`: every
 * language; documented as either, since the same list answers both).
 */
export type Reader = "staff" | "one" | "any";

/** A value of type T as a reader gets it when it is stored per language. */
export type ForReader<T, R extends Reader> = R extends "staff"
  ? Localized<T>
  : R extends "one"
    ? T
    : T | Localized<T>;

/** One value per language: `{ fr, en, it }`. */
export const localized = <S extends z.ZodType>(piece: S) =>
  z.object(
    Object.fromEntries(LANGUAGES.map((lang) => [lang, piece])) as Record<"fr" | "en" | "it", S>,
  );

/** A per-language piece as `reader` gets it. */
export function forReader<T, R extends Reader>(
  piece: z.ZodType<T>,
  reader: R,
): z.ZodType<ForReader<T, R>> {
  const schema =
    reader === "staff"
      ? localized(piece)
      : reader === "one"
        ? piece
        : z.union([piece, localized(piece)]);
  return schema as unknown as z.ZodType<ForReader<T, R>>;
}

/** `A`, which must fit `B`: a compile-time proof that a type answers what a schema says. */
export type Fits<A extends B, B> = A;

/** A date as JSON carries it: ISO text in UTC (`Date#toISOString`). */
export const isoDate = z.iso.datetime();

// ─── The registry's fields answered as stored (AnswerRole "value") ─────────────────────

/** The value a field stores: its form's output (what the column holds). */
type Stored<F> = F extends FieldDescriptor<infer S> ? z.output<S> : never;

/** A stored value as a reader gets it: dates as text, per-language values as R says. */
type Answered<V, R extends Reader> = V extends Date
  ? string
  : V extends Localized<infer T>
    ? ForReader<T, R>
    : V extends readonly Entry[]
      ? { valeur: string; libelle: ForReader<string, R> }[]
      : V;

type ValueNames<F extends Fields> = {
  [N in keyof F]: F[N] extends { answer: "value" } ? N : never;
}[keyof F];

/** The schemas of a type's stored fields for `R`, typed by the registry. */
export type ValuesShape<F extends Fields, R extends Reader> = {
  [N in ValueNames<F>]: z.ZodType<Answered<Stored<F[N]>, R>>;
};

/** The piece of one field answered as stored, by its kind. */
function valuePiece(field: FieldDescriptor, reader: Reader): z.ZodType {
  const choices = () => z.enum((field.choices ?? []) as [string, ...string[]]);
  switch (field.kind) {
    case "text":
    case "markdown":
      return field.localized ? forReader(z.string(), reader) : z.string();
    case "keywords":
      return forReader(z.array(z.string()), reader);
    case "choice":
      if (field.multiple) return z.array(choices());
      // A row written before the API normalised its values (" ACTIF ") is read as its form
      // reads it: the answer keeps what is stored, the schema documents the values.
      return z.preprocess((value) => {
        const read = field.schema("edit").safeParse(value);
        return read.success ? read.data : value;
      }, choices());
    case "date":
      return isoDate.nullable();
    case "number":
      return z.number();
    case "entries":
      return z.array(z.object({ valeur: z.string(), libelle: forReader(z.string(), reader) }));
    default:
      // A kind without a piece here must be presented by its type (answer: "type").
      throw new Error(`Aucun schéma de réponse pour un champ de type ${field.kind}.`);
  }
}

/** The fields of a type answered as stored, each by its kind's piece. */
function valuesShape<F extends Fields, R extends Reader>(
  definition: { fields: F },
  reader: R,
): ValuesShape<F, R> {
  return Object.fromEntries(
    answeredFields(definition).map(([name, field]) => [name, valuePiece(field, reader)]),
  ) as ValuesShape<F, R>;
}

// ─── Images: the one media shape (docs/decisions/041) ──────────────────────────────────

/** A picture under `medias` (domain/media.ts `MediaView`), its text as `reader` gets it. */
export function mediaViewSchema<R extends Reader>(
  reader: R,
): z.ZodType<MediaView<ForReader<string, R>>> {
  return z.object({
    url: z.string(),
    srcset: z.string(),
    srcsetAvif: z.string(),
    largeur: z.number(),
    hauteur: z.number(),
    texteAlternatif: forReader(z.string(), reader),
    credit: z.string().nullable(),
    pointFocal: z.object({ x: z.number(), y: z.number() }).nullable(),
  }) as unknown as z.ZodType<MediaView<ForReader<string, R>>>;
}

type KindOf<F extends Fields, N extends keyof F> = F[N] extends { kind: infer K } ? K : never;
type NamesOf<F extends Fields, K> = {
  [N in keyof F]: KindOf<F, N> extends K ? N : never;
}[keyof F] &
  string;
/** The image or gallery whose alternative texts field N holds. */
type PicturesOf<F extends Fields, N extends keyof F> = F[N] extends { of: infer O extends keyof F }
  ? KindOf<F, O>
  : never;

/** An answer's `medias`: each image field's picture (or null), each gallery's pictures. */
type MediasShape<F extends Fields, R extends Reader> = {
  [N in NamesOf<F, "image">]: MediaView<ForReader<string, R>> | null;
} & { [N in NamesOf<F, "gallery">]: MediaView<ForReader<string, R>>[] };

/**
 * The pieces of a type's image fields: each one's URL(s) under its SPEC.md §7 name, a
 * single image's alternative text under `texteAlternatif` (a gallery's are only in its
 * pictures), and every picture under `medias`.
 */
export type ImagesShape<F extends Fields, R extends Reader> = {
  [N in NamesOf<F, "image">]: z.ZodNullable<z.ZodString>;
} & { [N in NamesOf<F, "gallery">]: z.ZodArray<z.ZodString> } & {
  [N in NamesOf<F, "altTexts"> as PicturesOf<F, N> extends "gallery" ? never : N]: z.ZodType<
    ForReader<string, R>
  >;
} & { medias: z.ZodType<MediasShape<F, R>> };

/** The pieces of every image field of a type, by its kind. */
function imagesShape<F extends Fields, R extends Reader>(
  definition: { fields: F },
  reader: R,
): ImagesShape<F, R> {
  const fields = definition.fields as Fields;
  const picture = mediaViewSchema(reader);
  const urls: Record<string, z.ZodType> = {};
  const medias: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.kind === "image") {
      urls[name] = z.string().nullable();
      medias[name] = picture.nullable();
    } else if (field.kind === "gallery") {
      urls[name] = z.array(z.string());
      medias[name] = z.array(picture);
    } else if (field.kind === "altTexts" && fields[field.of ?? ""]?.kind === "image") {
      urls[name] = forReader(z.string(), reader);
    }
  }
  return { ...urls, medias: z.object(medias) } as unknown as ImagesShape<F, R>;
}

// ─── What every answer has ─────────────────────────────────────────────────────────────

export const AuthorViewSchema = z.object({ _id: z.string(), nom: z.string(), prenom: z.string() });

/** What every content answer has, public or back office (present.ts `commonView`). */
export const CommonViewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  datePublication: isoDate.nullable(),
  /** null once the author's account is deleted. */
  auteur: AuthorViewSchema.nullable(),
  nombreVues: z.number().int(),
});

/**
 * An item of a content type as `reader` gets it, from the registry: what every answer has,
 * the fields answered as stored, and the images. The type's queries extend it with what
 * it presents itself (slugs, a sector, a category's label).
 */
export function contentAnswer<F extends Fields, R extends Reader>(
  definition: { fields: F },
  reader: R,
) {
  return CommonViewSchema.extend({
    ...valuesShape(definition, reader),
    ...imagesShape(definition, reader),
  } as ValuesShape<F, R> & ImagesShape<F, R>);
}

// ─── The routes' wrappers (SPEC.md §7) ─────────────────────────────────────────────────

/** A version as the back office lists it (domain/revisions.ts `RevisionView`). */
export const RevisionViewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  date: isoDate,
  auteur: AuthorViewSchema.nullable(),
  nomAuteur: z.string(),
  champs: z.array(z.string()),
  restaureDe: z.string().nullable(),
});

const page = { total: z.number().int(), page: z.number().int(), limite: z.number().int() };

/** A page of a list under `key` (`data`, or `results` for the public articles). */
export const pagedAnswer = <K extends string, S extends z.ZodType>(key: K, item: S) =>
  z.object({
    success: z.literal(true),
    ...({ [key]: z.array(item) } as { [P in K]: z.ZodArray<S> }),
    ...page,
  });

/** `{ success, data }`. */
export const dataAnswer = <S extends z.ZodType>(data: S) =>
  z.object({ success: z.literal(true), data });

/** `{ success, message, data }`: a creation's or an edition's answer. */
export const savedAnswer = <S extends z.ZodType>(data: S) =>
  z.object({ success: z.literal(true), message: z.string(), data });

/** `{ success, message }`: a deletion's or a restoration's answer. */
export const MessageAnswerSchema = z.object({ success: z.literal(true), message: z.string() });

/** A staff preview's links (POST /{type}/{id}/apercu). */
export const PreviewAnswerSchema = dataAnswer(
  z.object({ jeton: z.string(), expiration: isoDate, liens: localized(z.string()) }),
);

/** The versions of an item, newest first. */
export const RevisionsAnswerSchema = dataAnswer(z.array(RevisionViewSchema));

/** Every error of the API (server/plugins/errors.ts): a French message, field errors for a 400. */
export const ErrorAnswerSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  erreurs: z.array(z.object({ champ: z.string(), message: z.string() })).optional(),
});

/** The errors a route may answer, by class: 4xx (refused) and 5xx (ours, or the database's). */
export const ERROR_ANSWERS = { "4xx": ErrorAnswerSchema, "5xx": ErrorAnswerSchema } as const;
