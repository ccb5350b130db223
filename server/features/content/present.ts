// How what articles, projects and opportunities share looks in API answers.

import { altTextFor, altTextsOf } from "../../../domain/alt-texts.ts";
import type { Language, Localized } from "../../../domain/constants.ts";
import { pickLanguage } from "../../../domain/content.ts";
import {
  answeredFields,
  columnOf,
  type Fields,
  pictureFields,
} from "../../../domain/content-types/define.ts";
import type { Entry, FieldDescriptor, FieldKind } from "../../../domain/content-types/fields.ts";
import type { MediaAsset, MediaView } from "../../../domain/media.ts";
import type { z } from "../../../domain/zod.ts";
import { imageSrcset, imageUrl, type Storage } from "../../plugins/storage.ts";
import type { AuthorViewSchema, CommonViewSchema } from "./answers.ts";
import type { ContentRecord } from "./content.repository.ts";

export type { MediaView };

/**
 * A picture for a reader: its URLs point where `storage` serves its files (this site's
 * /uploads/ or a CDN); its alternative text follows the rule of MediaView.
 */
export function mediaView(
  storage: Pick<Storage, "publicUrl">,
  asset: MediaAsset,
  lang: Language,
  title: Localized<string>,
): MediaView<string>;
export function mediaView(
  storage: Pick<Storage, "publicUrl">,
  asset: MediaAsset,
  lang: undefined,
  title: Localized<string>,
): MediaView<Localized<string>>;
export function mediaView(
  storage: Pick<Storage, "publicUrl">,
  asset: MediaAsset,
  lang: Language | undefined,
  title: Localized<string>,
): MediaView;
export function mediaView(
  storage: Pick<Storage, "publicUrl">,
  asset: MediaAsset,
  lang: Language | undefined,
  title: Localized<string>,
): MediaView {
  return {
    url: imageUrl(storage, asset),
    srcset: imageSrcset(storage, asset),
    srcsetAvif: imageSrcset(storage, asset, "avif"),
    largeur: asset.largeur,
    hauteur: asset.hauteur,
    texteAlternatif: altTextForReader(asset, lang, title),
    credit: asset.credit ?? null,
    pointFocal: asset.pointFocal ?? null,
  };
}

/**
 * An image's alternative text (API `texteAlternatif`): for a reader of `lang`, its text
 * in that language or else the item's title in it; for a reader who named no language,
 * every language's text as stored.
 */
export function altTextForReader(
  asset: MediaAsset | null | undefined,
  lang: Language | undefined,
  title: Localized<string>,
): string | Localized<string> {
  return lang ? altTextFor(asset, lang, inLanguage(title, lang, "")) : altTextsOf(asset);
}

/** The names of a type's image fields (kind `image` or `gallery`). */
type MediaNames<F> = {
  [N in keyof F]: F[N] extends { kind: "image" | "gallery" } ? N : never;
}[keyof F] &
  string;

/**
 * An answer's `medias`: each image field of the type under its name, a picture or null
 * for an image, a list for a gallery.
 */
export type Medias<D extends { fields: Fields }, Alt extends string | Localized<string>> = {
  [N in MediaNames<D["fields"]>]: D["fields"][N] extends { kind: "gallery" }
    ? MediaView<Alt>[]
    : MediaView<Alt> | null;
};

/**
 * The `medias` of an item, read from the registry: every image field of its type, so an
 * image field added to a type is answered without a line in its queries.
 */
export function mediasOf<D extends { fields: Fields }>(
  storage: Pick<Storage, "publicUrl">,
  definition: D,
  row: object,
  reader: { lang: Language; title: Localized<string> },
): Medias<D, string>;
export function mediasOf<D extends { fields: Fields }>(
  storage: Pick<Storage, "publicUrl">,
  definition: D,
  row: object,
  reader: { lang: undefined; title: Localized<string> },
): Medias<D, Localized<string>>;
export function mediasOf<D extends { fields: Fields }>(
  storage: Pick<Storage, "publicUrl">,
  definition: D,
  row: object,
  reader: { lang: Language | undefined; title: Localized<string> },
): Medias<D, string | Localized<string>>;
export function mediasOf<D extends { fields: Fields }>(
  storage: Pick<Storage, "publicUrl">,
  definition: D,
  row: object,
  reader: { lang: Language | undefined; title: Localized<string> },
): Medias<D, string | Localized<string>> {
  // Each field's pictures are made when first read, then kept: a list screen that names its
  // fields (`champs`, ADR 051) drops `medias` unread, and making every picture's two
  // srcsets was a fifth of what a page of projects allocated (issue 30). The fields are
  // enumerable, so JSON.stringify, spreads and checks read them as any other.
  const source: PicturesSource = {
    storage,
    values: row as Record<string, unknown>,
    reader,
    made: new Map(),
  };
  const medias = {};
  Object.defineProperty(medias, PICTURES_SOURCE, { value: source });
  for (const field of pictureFields(definition)) {
    Object.defineProperty(medias, field.name, {
      enumerable: true,
      configurable: true,
      ...picturesAccessor(field),
    });
  }
  return medias as Medias<D, string | Localized<string>>;
}

/** What a `medias` object makes its pictures from, and those it made, by field. */
interface PicturesSource {
  storage: Pick<Storage, "publicUrl">;
  values: Record<string, unknown>;
  reader: { lang: Language | undefined; title: Localized<string> };
  made: Map<string, unknown>;
}
const PICTURES_SOURCE = Symbol("pictures source");
const sourceOf = (medias: object) =>
  (medias as { [PICTURES_SOURCE]: PicturesSource })[PICTURES_SOURCE];

type PictureField = ReturnType<typeof pictureFields>[number];
type Accessor = { get(this: object): unknown; set(this: object, value: unknown): void };
const picturesAccessors = new WeakMap<PictureField, Accessor>();

/**
 * The getter and setter of a `medias` field, the same two functions for every item, and
 * left in place once read. A getter made for each item (a closure over its row), or one
 * that redefined its property as a value when read, had V8 copy each row to the old
 * generation at the young collections, to be freed only by a full one: a page of 100
 * projects' titles promoted 390 KB a request (5 KB now), and V8's helper threads spent
 * 4.1 ms of CPU a request collecting, 1.1 ms now (one request at a time; issue 30, ADR 074).
 */
function picturesAccessor(field: PictureField): Accessor {
  let accessor = picturesAccessors.get(field);
  if (!accessor) {
    const { name, column, gallery } = field;
    accessor = {
      get() {
        const source = sourceOf(this);
        if (source.made.has(name)) return source.made.get(name);
        const { storage, values, reader } = source;
        const view = (asset: MediaAsset) => mediaView(storage, asset, reader.lang, reader.title);
        const stored = values[column] as MediaAsset[] | MediaAsset | null;
        const pictures = gallery
          ? ((stored ?? []) as MediaAsset[]).map(view)
          : stored
            ? view(stored as MediaAsset)
            : null;
        source.made.set(name, pictures);
        return pictures;
      },
      set(value) {
        sourceOf(this).made.set(name, value);
      },
    };
    picturesAccessors.set(field, accessor);
  }
  return accessor;
}

export type AuthorView = z.infer<typeof AuthorViewSchema>;

/** The author of an item, or null once their account is deleted (docs/decisions/001). */
export function authorView(
  author: ContentRecord<unknown>["author"] | undefined,
): AuthorView | null {
  if (!author?.id) return null;
  return { _id: author.id, nom: author.nom ?? "", prenom: author.prenom ?? "" };
}

/** A per-language value in the reader's language, French where that one is empty. */
export function inLanguage<T>(value: Localized<T>, lang: Language, empty: T): T {
  return pickLanguage(value, lang) ?? empty;
}

/**
 * A per-language value for a reader who named a language, or every language for one who
 * did not (SPEC.md §7: `GET /realisations` sends none, the browser picks).
 */
export function forReader<T>(
  value: Localized<T>,
  lang: Language | undefined,
  empty: T,
): T | Localized<T> {
  return lang ? inLanguage(value, lang, empty) : value;
}

/** What every content answer has, public or back office (answers.ts `CommonViewSchema`). */
export type CommonView = z.infer<typeof CommonViewSchema>;

interface CommonRow {
  id: string;
  datePublication: Date | null;
  nombreVues: number;
}

export function commonView(record: ContentRecord<CommonRow>): CommonView {
  const { row } = record;
  return {
    _id: row.id,
    id: row.id,
    datePublication: row.datePublication?.toISOString() ?? null,
    auteur: authorView(record.author),
    nombreVues: row.nombreVues,
  };
}

/** The names of a type's fields answered as stored (AnswerRole "value"). */
type ValueNames<F> = {
  [N in keyof F]: F[N] extends { answer: "value" } ? N : never;
}[keyof F];

/** A stored value as JSON carries it: a date as ISO text. */
type AsJson<V> = V extends Date ? string : V;

/** A stored value for a reader of one language: its text in that language. */
type ForOneLanguage<V> =
  V extends Localized<infer T>
    ? T
    : V extends readonly Entry[]
      ? { valeur: string; libelle: string }[]
      : V;

/** The fields of `D` answered as stored, as the back office reads them (every language). */
export type StaffValues<D extends { fields: Fields }, Row> = {
  [N in ValueNames<D["fields"]> & keyof Row]: AsJson<Row[N]>;
};

/** The same fields for a reader of one language. */
export type PublicValues<D extends { fields: Fields }, Row> = {
  [N in ValueNames<D["fields"]> & keyof Row]: ForOneLanguage<AsJson<Row[N]>>;
};

/**
 * A public item as the pages read it (server/app-context.ts): its registry fields wholly in
 * one language or wholly in every one, the rest as `Answer` (its schema's type for a reader
 * who may name no language) says; used with `Fits` to prove it fits that schema.
 */
export type PublicItem<D extends { fields: Fields }, Row, Answer> = Omit<
  Answer,
  keyof PublicValues<D, Row>
> &
  (PublicValues<D, Row> | StaffValues<D, Row>);

/** An empty value of a field's kind, where a language has nothing and French neither. */
const emptyOf = (kind: FieldKind): unknown => (kind === "keywords" ? [] : "");

function answeredValue(field: FieldDescriptor, value: unknown, lang: Language | undefined) {
  if (value instanceof Date) return value.toISOString();
  if (!lang) return value;
  if (field.localized) return inLanguage(value as Localized<unknown>, lang, emptyOf(field.kind));
  if (field.kind === "entries" && Array.isArray(value)) {
    return (value as Entry[]).map((entry) => ({
      valeur: entry.valeur,
      libelle: inLanguage(entry.libelle, lang, ""),
    }));
  }
  return value;
}

/**
 * The fields a type answers as stored, read from the registry: every language for the
 * back office (and a public reader who named none), the reader's language otherwise. A
 * field added to the registry is answered without a line in the type's queries.
 */
export function answeredValues<D extends { fields: Fields }, Row extends object>(
  definition: D,
  row: Row,
  lang: Language,
): PublicValues<D, Row>;
export function answeredValues<D extends { fields: Fields }, Row extends object>(
  definition: D,
  row: Row,
  lang?: undefined,
): StaffValues<D, Row>;
export function answeredValues<D extends { fields: Fields }, Row extends object>(
  definition: D,
  row: Row,
  lang: Language | undefined,
): PublicValues<D, Row> | StaffValues<D, Row>;
export function answeredValues(
  definition: { fields: Fields },
  row: object,
  lang?: Language,
): Record<string, unknown> {
  const values = row as Record<string, unknown>;
  return Object.fromEntries(
    answeredFields(definition).map(([name, field]) => [
      name,
      answeredValue(field, values[columnOf(name, field) ?? name], lang),
    ]),
  );
}
