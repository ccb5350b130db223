// What a content type is, and what follows from its fields (docs/decisions/037): the
// creation and edition schemas, the order errors are listed in, the values an edit merges
// under what it sent, the versions' labels, the search's texts and the plain answers.
import { LANGUAGES, type Language } from "../constants.ts";
import { byFieldOrder } from "../content-fields.ts";
import { z } from "../zod.ts";
import type { FieldDescriptor, Mode, SearchWeight, StoredRow } from "./fields.ts";

export type Fields = Record<string, FieldDescriptor>;

/**
 * The order a form's errors are listed in, the first a user must fix first: the fields'
 * order (`fields`), language by language for the per-language ones then the others
 * (`languages`, SPEC.md §5's order for opportunities), or as the schema found them.
 */
export type ErrorOrder = "fields" | "languages" | "schema";

export interface ContentTypeDefinition<K extends string = string, F extends Fields = Fields> {
  /** Its one spelling (singular): the database's, the journal's, the search's. */
  key: K;
  /** Its plural: the API's path (`/api/v1/articles`) and the back office's. */
  plural: string;
  labels: {
    /** "Article", "Réalisation": one item, capitalised. */
    one: string;
    /** "Articles", "Réalisations". */
    many: string;
  };
  /** Its fields in the order the forms show them. */
  fields: F;
  errorOrder: ErrorOrder;
  /** The text a search result shows under its title (one of its fields). */
  excerpt: string;
}

export function defineContentType<const K extends string, const F extends Fields>(
  definition: ContentTypeDefinition<K, F> & { excerpt: keyof F },
): ContentTypeDefinition<K, F> {
  return definition;
}

/** The fields of a form in a mode: an edition has no creation-only field. */
export type ShapeOf<F extends Fields, M extends Mode> = {
  [N in keyof F as F[N] extends { createOnly: true }
    ? M extends "create"
      ? N
      : never
    : F[N] extends { editOnly: true }
      ? M extends "edit"
        ? N
        : never
      : N]: F[N] extends FieldDescriptor<infer S> ? S : never;
};

const fieldsIn = (fields: Fields, mode: Mode) =>
  Object.entries(fields).filter(([, field]) => field.modes.includes(mode));

/** A type's creation or edition form, field by field as its descriptors say. */
export function formSchema<F extends Fields, M extends Mode>(
  definition: { fields: F },
  mode: M,
): z.ZodObject<ShapeOf<F, M>> {
  const shape = Object.fromEntries(
    fieldsIn(definition.fields, mode).map(([name, field]) => [name, field.schema(mode)]),
  );
  return z.object(shape) as unknown as z.ZodObject<ShapeOf<F, M>>;
}

/** Sorts a form's errors in the type's order (ErrorOrder). */
export function errorSorter(
  definition: Pick<ContentTypeDefinition, "fields" | "errorOrder">,
): <E extends { champ: string }>(errors: readonly E[]) => E[] {
  const names = Object.keys(definition.fields);
  if (definition.errorOrder === "schema") return (errors) => [...errors];
  if (definition.errorOrder === "fields") return byFieldOrder(names);
  const rank = fieldRank(definition);
  return (errors) => [...errors].sort((a, b) => rank(a.champ) - rank(b.champ));
}

/**
 * Where an error comes when a type lists them language by language: each language's
 * per-language fields (fr, then en, then it), then the other fields in their order.
 */
export function fieldRank(
  definition: Pick<ContentTypeDefinition, "fields">,
): (champ: string) => number {
  const entries = Object.entries(definition.fields);
  const localized = entries.filter(([, f]) => f.localized && f.kind !== "altTexts");
  const others = entries.filter(([, f]) => !f.localized || f.kind === "altTexts");
  const localizedNames = localized.map(([name]) => name);
  const otherNames = others.map(([name]) => name);
  return (champ) => {
    const [field = "", lang] = champ.split(".");
    const local = localizedNames.indexOf(field);
    if (local >= 0) {
      const langIndex = LANGUAGES.indexOf(lang as Language);
      return (langIndex < 0 ? 0 : langIndex) * localizedNames.length + local;
    }
    const other = otherNames.indexOf(field);
    return LANGUAGES.length * localizedNames.length + (other < 0 ? otherNames.length : other);
  };
}

/** The column a field is stored in (null: none of its own). */
export const columnOf = (name: string, field: FieldDescriptor): string | null =>
  field.column === undefined ? name : field.column;

/**
 * A stored item as its edition form would send it: what an edit lays the sent fields
 * over, and what a restored version is checked as. Every field of the edition form that
 * has a stored value is there, so a field added to the registry is kept by a partial edit
 * without another line.
 */
export function formValuesOf(definition: { fields: Fields }, row: StoredRow): StoredRow {
  const values: StoredRow = {};
  for (const [name, field] of fieldsIn(definition.fields, "edit")) {
    if (field.merge === false) continue;
    const column = columnOf(name, field);
    if (field.merge) values[name] = field.merge(row);
    else if (column !== null) values[name] = row[column];
  }
  return values;
}

/**
 * A request with each field under its own name: a former name a field is still read under
 * (its `alias`, a gallery's `textesAlternatifs`) is read as that field when the field's
 * own name is not sent, and dropped either way (ADR 041).
 */
export function withFieldNames(
  definition: { fields: Fields },
  sent: Record<string, unknown>,
): Record<string, unknown> {
  const named = { ...sent };
  for (const [name, field] of Object.entries(definition.fields)) {
    if (!field.alias || !(field.alias in named)) continue;
    if (!(name in named)) named[name] = named[field.alias];
    delete named[field.alias];
  }
  return named;
}

/**
 * What the API docs say of the former input names a type still reads (its fields'
 * `alias`), or undefined when it has none.
 */
export function aliasNotes(definition: { fields: Fields }): string | undefined {
  const notes = Object.entries(definition.fields).flatMap(([name, field]) =>
    field.alias
      ? [`\`${field.alias}\` : ancien nom de \`${name}\`, encore lu ; envoyez \`${name}\`.`]
      : [],
  );
  return notes.length > 0 ? notes.join(" ") : undefined;
}

/** The versions' French label of each field a version may show, in the form's order. */
export function revisionLabels(definition: { fields: Fields }): Record<string, string> {
  return Object.fromEntries(
    Object.entries(definition.fields)
      .filter(([, field]) => field.versioned)
      .map(([name, field]) => [name, field.label]),
  );
}

/**
 * How the versions read a table's columns: the API name of each column that differs from
 * it (`secteurId` → `secteur`), and the field of the texts each image column's pictures
 * carry (`images` → `texteAlternatif`).
 */
export function versionedColumns(definition: { fields: Fields }) {
  const apiNames: Record<string, string> = {};
  const altTextFields: Record<string, string> = {};
  for (const [name, field] of Object.entries(definition.fields)) {
    const column = columnOf(name, field);
    const apiName = field.versionAs ?? name;
    if (column !== null && column !== apiName) apiNames[column] = apiName;
    if (field.kind === "altTexts" && field.of) altTextFields[field.of] = name;
  }
  return { apiNames, altTextFields };
}

/**
 * A reading of a type's fields made once per type, then shared: the answers ask for it for
 * every item of every page (a back-office page of 20 items read the registry 20 times).
 * The value is shared, so it is readonly.
 */
function oncePerType<T>(read: (definition: { fields: Fields }) => T) {
  const made = new WeakMap<Fields, T>();
  return (definition: { fields: Fields }): T => {
    if (!made.has(definition.fields)) made.set(definition.fields, read(definition));
    return made.get(definition.fields) as T;
  };
}

/**
 * The image and gallery fields of a type, with their columns (ADR 052): where its items
 * hold library pictures, one picture (`image`) or a list (`gallery`).
 */
export const pictureFields = oncePerType(
  (definition): readonly { name: string; column: string; gallery: boolean }[] =>
    Object.entries(definition.fields).flatMap(([name, field]) => {
      const column = columnOf(name, field);
      if (column === null || (field.kind !== "image" && field.kind !== "gallery")) return [];
      return [{ name, column, gallery: field.kind === "gallery" }];
    }),
);

/** The fields the public search reads, with their weights, in the order of the form. */
export function searchedFields(definition: {
  fields: Fields;
}): { name: string; kind: FieldDescriptor["kind"]; weight: SearchWeight }[] {
  return Object.entries(definition.fields).flatMap(([name, field]) =>
    field.search ? [{ name, kind: field.kind, weight: field.search }] : [],
  );
}

/** The fields answered as stored (in the reader's language when localized). */
export const answeredFields = oncePerType(
  (definition): readonly (readonly [string, FieldDescriptor])[] =>
    Object.entries(definition.fields).filter(
      ([name, field]) => field.answer === "value" && columnOf(name, field) !== null,
    ),
);

/** The names of a type's fields written in Markdown (a body), as a type. */
export type MarkdownFieldOf<F extends Fields> = {
  [N in keyof F]: F[N] extends { kind: "markdown" } ? N : never;
}[keyof F] &
  string;

/** The fields of a type written in Markdown: the editor, the renderer and excerpts read them. */
export const markdownFields = (definition: { fields: Fields }): string[] =>
  Object.entries(definition.fields)
    .filter(([, field]) => field.kind === "markdown")
    .map(([name]) => name);
