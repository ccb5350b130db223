// A content type's edit screen as its registry descriptors make it (docs/decisions/043): the
// order its fields show in, the values an empty form and a stored item give, the schema the
// form checks, what a draft keeps and the multipart body (SPEC.md §7). No React here: the
// screen (content-form.tsx) renders what this says, and tests read it without a browser.
import { LANGUAGES, type Language, type Localized } from "../../../domain/constants.ts";
import type { ContentTypeDefinition } from "../../../domain/content-types/define.ts";
import {
  type FieldDescriptor,
  type FieldKind,
  type FormPlace,
  inMode,
  type Mode,
  type PublicationDisplay,
} from "../../../domain/content-types/fields.ts";
import { libraryChoiceField } from "../../../domain/media-library.ts";
import { z } from "../../../domain/zod.ts";
import { isLibraryPick } from "../../components/media-library-dialog.tsx";
import { toFormData } from "../../lib/form-values.ts";
import type { FormSchema } from "../../lib/use-schema-form.ts";
import { perLanguage, toInstant, toLocalDateTime } from "./form-support.ts";

/** A form's value: each field's value under its name, as the inputs hold it. */
export type FormValues = Record<string, unknown>;

/** A stored item as the back office reads it (GET /{type}/admin/:id). */
export type StoredItem = Record<string, unknown>;

/**
 * The part of a form a type draws itself (an opportunity's category and country): the fields
 * it shows, its own values that are never sent, and how its values come and go.
 */
export interface SectionModel {
  /** The registry's fields it draws; none: it shows at the end of the content (a file). */
  fields: readonly string[];
  notSent: readonly string[];
  /** Its values a draft and a working copy never keep (a file, which a page cannot store). */
  notDrafted?: readonly string[];
  values(item?: StoredItem): FormValues;
  toBody?(body: FormData, values: FormValues): void;
}

/** What the form of a type is made of: its definition, its schemas, its own section. */
export interface FormModel {
  type: ContentTypeDefinition;
  /** The type's creation and edition schemas, with their rules across fields. */
  schemas: { create: FormSchema; edit: FormSchema };
  section?: SectionModel | undefined;
}

/** The form's key for the stored single pictures an edit keeps (never sent, never drafted). */
export const STORED_IMAGES = "storedImages";

type Named = [name: string, field: FieldDescriptor];

/** One of a language tab's texts. */
export interface TabText {
  name: string;
  field: FieldDescriptor;
}

/** Something the form shows in the details' two columns, on its own line or in the side. */
export type FormItem =
  | { kind: "field"; name: string; field: FieldDescriptor }
  | { kind: "publication"; state: Named; date: Named; display: PublicationDisplay }
  | { kind: "section" };

/** The blocks of the content column, top to bottom. */
export type FormBlock =
  | { kind: "texts"; texts: TabText[]; keywords: TabText[] }
  | { kind: "grid"; items: FormItem[] }
  | { kind: "own"; item: FormItem };

/**
 * A form's two columns from 1024 px (docs/decisions/054): the content's blocks, and the
 * side panel's items, one a line. Below, one column: the content, then the side.
 */
export interface FormLayout {
  main: FormBlock[];
  side: FormItem[];
}

const isTabText = (field: FieldDescriptor) =>
  field.localized &&
  (field.kind === "text" || field.kind === "markdown" || field.kind === "keywords");

/** Fields drawn with another one: alternative texts with their pictures, kept pictures too. */
const isDrawnWithAnother = (field: FieldDescriptor) =>
  field.kind === "altTexts" || field.kind === "keptImages";

/** A one-value field that sits in the details' two columns (in the content column). */
const isGridField = (field: FieldDescriptor) =>
  !field.form?.wide &&
  !field.localized &&
  !field.multiple &&
  ["choice", "date", "number", "reference", "text"].includes(field.kind);

/**
 * The kinds that describe an item rather than make its content: its states, its dates and
 * year, what it is filed under (a sector, categories) and its single picture. A gallery is
 * content (a project's pictures, each with its texts); so are entries and free texts.
 */
const SIDE_KINDS: readonly FieldKind[] = ["choice", "date", "number", "reference", "image"];

/**
 * Where a field shows from 1024 px: its descriptor's `form.place`, else its kind's. The
 * language tabs' texts are the content whatever they say (they are drawn in the tabs).
 */
export function placeOf(field: FieldDescriptor): FormPlace {
  if (isTabText(field)) return "main";
  return field.form?.place ?? (SIDE_KINDS.includes(field.kind) ? "side" : "main");
}

/**
 * The side panel's order: the publication (a state with its date) first, as the box a
 * person checks before saving; pictures last, the tallest; the others in their order.
 */
const sideRank = (item: FormItem) =>
  item.kind === "publication" ? 0 : item.kind === "field" && item.field.kind === "image" ? 2 : 1;

/** The fields of a mode the form holds values for (shown, or drawn with another). */
export const fieldsIn = (type: ContentTypeDefinition, mode: Mode): Named[] =>
  Object.entries(type.fields).filter(
    ([, field]) => field.modes.includes(mode) && !field.form?.hidden,
  );

/** The fields with each that says `after` moved behind that field, when it is shown. */
function placed(entries: Named[]): Named[] {
  const order = [...entries];
  for (const entry of entries) {
    const after = entry[1].form?.after;
    if (!after) continue;
    if (!order.some(([name]) => name === after)) continue;
    order.splice(order.indexOf(entry), 1);
    order.splice(order.findIndex(([name]) => name === after) + 1, 0, entry);
  }
  return order;
}

/**
 * A type's form in a mode, in two columns (`placeOf` says which). The content: the language
 * tabs where its first text is (the title, then the type's excerpt, then the other texts in
 * order; keywords last), the details' two columns where the first of them is, and the
 * other fields on their own lines. The side: one field a line (`sideRank`). A publication
 * date goes with its state; a type's section shows where its first field would, or last
 * in the content when it draws none of the registry's (a release's PDF).
 */
export function formLayout(model: FormModel, mode: Mode): FormLayout {
  const { type, section } = model;
  const shown = placed(fieldsIn(type, mode).filter(([, field]) => !isDrawnWithAnother(field)));
  const dates = new Map(
    shown.flatMap(([name, field]) =>
      field.kind === "date" && field.form?.publication
        ? [[field.form.publication.state, [name, field] as Named] as const]
        : [],
    ),
  );
  const main: FormBlock[] = [];
  const side: FormItem[] = [];
  let texts: Extract<FormBlock, { kind: "texts" }> | undefined;
  let grid: Extract<FormBlock, { kind: "grid" }> | undefined;
  let sectionShown = false;

  /** `item`, drawn as `field` (a section as its first field, a publication as its state). */
  const add = (item: FormItem, field: FieldDescriptor) => {
    if (placeOf(field) === "side") return void side.push(item);
    if (!isGridField(field)) return void main.push({ kind: "own", item });
    if (!grid) {
      grid = { kind: "grid", items: [] };
      main.push(grid);
    }
    grid.items.push(item);
  };

  for (const [name, field] of shown) {
    if (section?.fields.includes(name)) {
      if (!sectionShown) add({ kind: "section" }, field);
      sectionShown = true;
    } else if (isTabText(field)) {
      if (!texts) {
        texts = { kind: "texts", texts: [], keywords: [] };
        main.push(texts);
      }
      (field.kind === "keywords" ? texts.keywords : texts.texts).push({ name, field });
    } else if (field.kind === "date" && field.form?.publication) {
      // Drawn with its state.
    } else {
      const date = dates.get(name);
      const item: FormItem =
        date?.[1].form?.publication && field.kind === "choice"
          ? { kind: "publication", state: [name, field], date, display: date[1].form.publication }
          : { kind: "field", name, field };
      add(item, field);
    }
  }
  if (section && !sectionShown) main.push({ kind: "own", item: { kind: "section" } });
  if (texts) texts.texts = excerptSecond(texts.texts, type.excerpt);
  // A stable sort: items of one rank keep their descriptors' order.
  return { main, side: side.sort((a, b) => sideRank(a) - sideRank(b)) };
}

/** The texts with the type's excerpt (a summary, a description) right under the first. */
function excerptSecond(texts: TabText[], excerpt: string): TabText[] {
  const summary = texts.find(({ name }) => name === excerpt);
  const [first, ...rest] = texts.filter((text) => text !== summary);
  if (!first || !summary) return texts;
  return [first, summary, ...rest];
}

/** The field of the pictures whose alternative texts `field` holds, if a single image. */
const singleImageOf = (type: ContentTypeDefinition, field: FieldDescriptor) =>
  field.of ? type.fields[field.of]?.kind === "image" : false;

const text = (value: unknown): string =>
  typeof value === "string" ? value : value === undefined || value === null ? "" : String(value);

const localizedOf = (value: unknown) => (value ?? {}) as Partial<Record<Language, unknown>>;

/**
 * The alternative texts of a field's pictures as the form holds them, read where every
 * answer carries them: its pictures under `medias` (docs/decisions/041). One text per
 * language for a single image; for a gallery, per language, one per picture in order.
 */
function altTextsOfPictures(
  item: StoredItem | undefined,
  pictures: string,
  single: boolean,
): Localized | Localized<string[]> {
  const medias = (item?.medias ?? {}) as Record<string, unknown>;
  const stored = medias[pictures];
  const list = (Array.isArray(stored) ? stored : stored ? [stored] : []) as {
    texteAlternatif?: unknown;
  }[];
  const textsIn = (lang: Language) =>
    list.map((picture) => text(localizedOf(picture.texteAlternatif)[lang]));
  return single
    ? perLanguage((lang) => textsIn(lang)[0] ?? "")
    : (Object.fromEntries(LANGUAGES.map((lang) => [lang, textsIn(lang)])) as Localized<string[]>);
}

/** A reference as the form holds it: its id, answered as a column or as an object's `_id`. */
function referenceOf(item: StoredItem, name: string, field: FieldDescriptor): string {
  const column = field.column ?? name;
  const stored = item[column] ?? item[name];
  if (stored && typeof stored === "object" && "_id" in stored) return text(stored._id);
  return text(stored);
}

/** One field's value in a form: empty (a creation), or as `item` stores it (an edition). */
function fieldValue(
  type: ContentTypeDefinition,
  name: string,
  field: FieldDescriptor,
  item: StoredItem | undefined,
  now: Date,
): unknown {
  const stored = item?.[name];
  switch (field.kind) {
    case "text":
    case "markdown":
      return field.localized
        ? perLanguage((lang) => text(localizedOf(stored)[lang]))
        : text(stored);
    case "keywords":
      return perLanguage((lang) => {
        const words = localizedOf(stored)[lang];
        return Array.isArray(words) ? words.join(", ") : "";
      });
    case "choice":
      if (field.multiple) return Array.isArray(stored) ? [...stored] : [];
      return item ? text(stored) : (field.initial ?? "");
    case "date":
      // A day is kept at its midnight UTC: its UTC date is the day, wherever the browser is.
      if (stored && field.form?.day) return new Date(text(stored)).toISOString().slice(0, 10);
      if (stored) return toLocalDateTime(new Date(text(stored)));
      if (!field.form?.startsNow) return "";
      return field.form.day ? toLocalDateTime(now).slice(0, 10) : toLocalDateTime(now);
    case "number":
      if (item) return text(stored);
      return field.form?.startsNow ? String(now.getFullYear()) : "";
    case "reference":
      return item ? referenceOf(item, name, field) : "";
    case "image":
      return null;
    case "gallery":
      return [];
    case "keptImages": {
      const pictures = item?.[field.of ?? ""];
      return Array.isArray(pictures) ? [...pictures] : [];
    }
    case "altTexts":
      return altTextsOfPictures(item, field.of ?? "", singleImageOf(type, field));
    case "entries":
      return (Array.isArray(stored) ? stored : []).map((entry: Record<string, unknown>) => ({
        valeur: text(entry.valeur),
        libelle: perLanguage((lang) => text(localizedOf(entry.libelle)[lang])),
      }));
  }
}

/**
 * A form's values: every field of the mode the form holds, empty for a creation (`item`
 * absent) or as the stored item has it; a type's section adds its own. Single pictures
 * an edit keeps are held apart (STORED_IMAGES), by their field.
 */
export function formValues(
  model: FormModel,
  mode: Mode,
  item?: StoredItem,
  now = new Date(),
): FormValues {
  const { type, section } = model;
  const values: FormValues = {};
  const stored: Record<string, string | null> = {};
  for (const [name, field] of fieldsIn(type, mode)) {
    if (section?.fields.includes(name)) continue;
    values[name] = fieldValue(type, name, field, item, now);
    if (field.kind === "image") stored[name] = item ? text(item[name]) || null : null;
  }
  if (Object.keys(stored).length > 0) values[STORED_IMAGES] = stored;
  return { ...values, ...section?.values(item) };
}

/** What a draft never keeps: files, which a page cannot store, and the texts that go with them. */
export function notDrafted(model: FormModel): string[] {
  const pictures = Object.entries(model.type.fields).filter(([, field]) =>
    ["image", "gallery", "keptImages", "altTexts"].includes(field.kind),
  );
  return [...pictures.map(([name]) => name), STORED_IMAGES, ...(model.section?.notDrafted ?? [])];
}

/**
 * The schema a form checks in a mode: the type's own, and on edit what only the form knows:
 * a single picture required at creation is replaced, never removed (kept or new), and a
 * gallery's kept and new pictures together stay within its limits (the server counts them).
 */
export function formSchemaOf(model: FormModel, mode: Mode): FormSchema {
  const schema = model.schemas[mode];
  if (mode === "create" || !(schema instanceof z.ZodObject)) return schema;
  const fields = fieldsIn(model.type, mode);
  const singles = fields.flatMap(([name, field]) => {
    if (field.kind !== "image") return [];
    const missing = field.schema("create").safeParse(null);
    const message = missing.success ? undefined : missing.error.issues[0]?.message;
    return message ? [{ name, message }] : [];
  });
  const galleries = fields.flatMap(([name, field]) => {
    const gallery = field.of ? model.type.fields[field.of] : undefined;
    if (field.kind !== "keptImages" || !field.of || gallery?.kind !== "gallery") return [];
    return [{ kept: name, files: field.of, gallery }];
  });
  if (singles.length === 0 && galleries.length === 0) return schema;
  return (schema as z.ZodObject)
    .safeExtend({ [STORED_IMAGES]: z.record(z.string(), z.string().nullable()).optional() })
    .superRefine((input: Record<string, unknown>, context) => {
      const stored = (input[STORED_IMAGES] ?? {}) as Record<string, string | null>;
      for (const { name, message } of singles) {
        if (!input[name] && !stored[name])
          context.addIssue({ code: "custom", path: [name], message });
      }
      for (const { kept, files, gallery } of galleries) {
        const keptList = input[kept];
        if (!Array.isArray(keptList)) continue;
        const count = keptList.length + (input[files] as unknown[]).length;
        const { min = 0, max = Number.POSITIVE_INFINITY } = gallery.limits ?? {};
        if (count < min || count > max) {
          context.addIssue({
            code: "custom",
            path: [files],
            message: gallery.form?.countMessage ?? "",
          });
        }
      }
    }) as unknown as FormSchema;
}

/** `chiffresCles.0.libelle.fr` as SPEC.md §7 names an entry's part: `chiffresCles[0][libelle][fr]`. */
const bracketed = (name: string) => name.replace(/\.([^.]+)/g, "[$1]");

/**
 * The multipart body (SPEC.md §7) of a form's values: dotted names (`titre.fr`); a list of
 * entries by its indexed names (`chiffresCles[0][valeur]`), an empty one as one empty value
 * so that an edit can remove them all; a publication date as an instant (the server does
 * not know the browser's time zone), only in the states that show it, or on an edit that
 * says so only when changed; the values the form keeps for itself left out.
 */
/**
 * Takes the library's pictures (ADR 052) out of the image and gallery values: the server
 * reads them by id, `<field>Media`, beside the files. Answers those fields and ids.
 */
function withoutLibraryPicks(
  model: FormModel,
  mode: Mode,
  values: Record<string, unknown>,
): [string, string][] {
  const chosen: [string, string][] = [];
  for (const [name, field] of fieldsIn(model.type, mode)) {
    if (field.kind !== "image" && field.kind !== "gallery") continue;
    const value = values[name];
    const list = Array.isArray(value) ? value : [value];
    const picks = list.filter(isLibraryPick);
    if (picks.length === 0) continue;
    const files = list.filter((item) => !isLibraryPick(item));
    values[name] = Array.isArray(value) ? files : (files[0] ?? null);
    for (const pick of picks) chosen.push([libraryChoiceField(name), pick.mediaId]);
  }
  return chosen;
}

export function contentFormData(
  model: FormModel,
  mode: Mode,
  values: FormValues,
  initial: FormValues,
): FormData {
  const kept = Object.entries(values).filter(
    ([name]) => name !== STORED_IMAGES && !model.section?.notSent.includes(name),
  );
  const sent = Object.fromEntries(kept);
  const chosen = withoutLibraryPicks(model, mode, sent);
  const body = toFormData(sent);
  for (const [name, id] of chosen) body.append(name, id);
  for (const [name, field] of fieldsIn(model.type, mode)) {
    const publication = field.form?.publication;
    if (field.kind === "date" && publication) {
      const date = text(values[name]);
      body.delete(name);
      const send =
        mode === "edit" && publication.sentOnlyChangedOnEdit
          ? date !== initial[name]
          : inMode(publication.shownIn, mode).includes(text(values[publication.state]));
      if (send && date) body.set(name, toInstant(date));
    }
    if (field.kind === "entries") {
      for (const [part, value] of [...body.entries()]) {
        if (!part.startsWith(`${name}.`)) continue;
        body.delete(part);
        body.append(bracketed(part), value);
      }
    }
  }
  model.section?.toBody?.(body, values);
  return body;
}
