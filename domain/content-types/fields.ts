// The field kinds of the content registry (docs/decisions/037): a field is declared once, as
// a descriptor, and its validation, the values an edit merges, its version label, its
// place in the search and in the API answers are read from that descriptor. The rules
// themselves (what "required" or "too long" means) stay in domain/content-fields.ts.
import { altTextField, altTextListField } from "../alt-texts.ts";
import {
  type Language,
  type Localized,
  SECTOR_CODES,
  SECTORS,
  type SectorCode,
} from "../constants.ts";
import {
  choiceField,
  dateField,
  type FileLike,
  imageFileField,
  imageFilesField,
  keywordsField,
  listOfEntries,
  perLanguage,
  sectorListField,
  textField,
} from "../content-fields.ts";
import { z } from "../zod.ts";

/** A content form is either a creation or an edition (SPEC.md §5 gives each its rules). */
export type Mode = "create" | "edit";
export const MODES: readonly Mode[] = ["create", "edit"];

/** A setting that differs between creation and edition, or one value for both. */
export type ByMode<T> = T | { create: T; edit: T };

const isByMode = <T>(value: ByMode<T>): value is { create: T; edit: T } =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length === 2 &&
  "create" in value &&
  "edit" in value;

/** The value of a setting in one mode. */
export function inMode<T>(value: ByMode<T>, mode: Mode): T {
  return isByMode(value) ? value[mode] : value;
}

export type FieldKind =
  | "text"
  | "markdown"
  | "keywords"
  | "image"
  | "gallery"
  | "altTexts"
  | "keptImages"
  | "date"
  | "choice"
  | "reference"
  | "number"
  | "entries";

/** How much a field's words count in the public search: PostgreSQL's weights, A the most. */
export type SearchWeight = "A" | "B" | "C" | "D";

/** A row of a content table, as the registry reads it. */
export type StoredRow = Record<string, unknown>;

/**
 * One field of a content type. `schema(mode)` is its validation in a creation or an
 * edition form; the other properties are read by the parts that follow from the registry.
 */
/**
 * A field's place in the API answers: "value" when the stored value is answered under the
 * field's name (in the reader's language when localized); "type" when the type presents
 * it itself (an image's URLs, a sector's name).
 */
export type AnswerRole = "value" | "type";

export interface FieldDescriptor<
  S extends z.ZodType = z.ZodType,
  A extends AnswerRole = AnswerRole,
> {
  kind: FieldKind;
  /** Its French name, as the forms and the versions' comparison show it. */
  label: string;
  /** One value per language ({fr, en, it}) or one for all. */
  localized: boolean;
  /** The forms it belongs to: both, or only the creation (an opportunity's state). */
  modes: readonly Mode[];
  schema(mode: Mode): S;
  /**
   * The table column that stores it, by its property name in server/db/schema.ts (the
   * field's name when absent); null when it has no column of its own (a file list, the
   * alternative texts kept on their images).
   */
  column?: string | null;
  /**
   * What an edit merges under what it did not send: the stored value as the form would
   * send it (default: the column's value); false when an unsent value means "unchanged"
   * by other means (files, texts kept on their images).
   */
  merge?: false | ((row: StoredRow) => unknown);
  /** Whether a save that changes it is a change a version shows (default true). */
  versioned: boolean;
  /**
   * The field a version names when its column changes, where that is another field (an
   * opportunity's country code changes with the country it names: `pays`).
   */
  versionAs?: string;
  /** Its weight in the public search, if searched. */
  search?: SearchWeight;
  /** A column of its type's back-office list, and how (ListColumn). */
  list?: ListColumn;
  /** A filter of its type's back-office list, in the screen's URL and the API's (ListFilter). */
  filter?: ListFilter;
  /** The French label of each of its `choices` (a state's 'Publié', a sector's 'Mines'). */
  choiceLabels?: Readonly<Record<string, string>>;
  /** Its place in the API answers (AnswerRole). */
  answer: A;
  /** For an image's or a gallery's alternative texts: the field of the pictures. */
  of?: string;
  /**
   * A former input name still read for this field (a gallery's `textesAlternatifs`, ADR
   * 041): a request that sends it and not the field's own name is read as if it had.
   */
  alias?: string;
  /** The values a choice takes, in their order (a state's, a status's, sectors' codes). */
  choices?: readonly string[];
  /** A choice of several of `choices` (an article's sectors), answered as a list. */
  multiple?: boolean;
  /** Limits a form can show before sending (characters, items, files). */
  limits?: { min?: number; max?: number };
  /** Whether the form marks it required (a star) in a mode and, per language, in a language. */
  requiredIn?(mode: Mode, lang: Language): boolean;
  /** An entry's limits, for a list of entries: its value's and its label's characters. */
  entryLimits?: { value: number; label: number };
  /** What a creation form starts with, where not empty (a choice's value when none is sent). */
  initial?: string;
  /** How the back office's form shows it, where its kind and limits do not say. */
  form?: FormDisplay;
}

/**
 * What the back office's edit screen needs of a field beyond its kind, its label and its
 * limits (web/features/content-form/content-form.tsx reads it). Words only, no React.
 */
export interface FormDisplay {
  /** Not on the form (SPEC.md §2: an opportunity's expiry is shown, its field is not). */
  hidden?: boolean;
  /** The label the form shows, where it words it otherwise ("Client (facultatif)"). */
  label?: string;
  /** A line under the label, in each mode or one for both. */
  hint?: ByMode<string>;
  /** A text area's height in lines (one line without). */
  rows?: number;
  /** The empty first choice of a select ("Choisir un secteur"). */
  placeholder?: string;
  /** The most characters its input takes, where its limits do not say (a year's 4 digits). */
  maxLength?: number;
  /**
   * On a line of its own. Otherwise a one-value field (a choice, a date, a number, a short
   * text, a reference) sits in the details' two columns with its neighbours.
   */
  wide?: boolean;
  /** Shown after that field rather than in its own order (a project's figures after its details). */
  after?: string;
  /**
   * Where it shows on a wide screen (docs/decisions/054): with the content ("main") or in
   * the side panel ("side"). Without it, its kind decides (web/features/content-form/
   * form-model.ts, `placeOf`): states, dates, numbers, references and a single picture go
   * to the side, texts, keywords, entries and galleries with the content.
   */
  place?: FormPlace;
  /** An empty form starts at the present: now for a date, this year for a number. */
  startsNow?: boolean;
  /**
   * A date that is a day, not an instant (a closing day, a release's date): a day picker,
   * no hour. The server keeps the day at midnight UTC, and the form shows that day back.
   */
  day?: boolean;
  /** One entry of a list, numbered after it ("Chiffre clé 1"). */
  itemLabel?: string;
  /** What an image picker says when one more picture would not fit. */
  countMessage?: string;
  /** For a publication date: the state field it goes with and the rules it follows. */
  publication?: PublicationDisplay;
}

/** The two columns of an edit screen from 1024 px: the content, and the side panel. */
export type FormPlace = "main" | "side";

/**
 * A publication date beside its state (SPEC.md §4): the states that show it (and send it),
 * the states where it is required, and whether an edit sends it only when changed (the
 * server then keeps the stored date, or dates now an item it makes public).
 */
export interface PublicationDisplay {
  state: string;
  shownIn: ByMode<readonly string[]>;
  requiredIn?: readonly string[];
  sentOnlyChangedOnEdit?: boolean;
}

/**
 * A field shown as a column of its type's back-office list (docs/decisions/044). How its
 * cell reads follows from its kind (domain/content-types/lists.ts): this says only what
 * the kind cannot.
 */
export interface ListColumn {
  /** The column's heading, when not the field's label ('Livraison'). */
  header?: string;
  /**
   * On a phone, where the table keeps only the image and the title: said under the title
   * ("summary", the default), or not at all ("hidden").
   */
  phone?: "summary" | "hidden";
}

/**
 * A field that narrows its type's back-office list: a select in the screen, a parameter of
 * its URL and of `GET /{type}/admin/all` (docs/decisions/044).
 */
export interface ListFilter {
  /** The parameter's name, when not the field's (`categorie` for an article's `categories`). */
  name?: string;
  /** The select's label, when not the field's ('Secteur'). */
  label?: string;
  /** The select's first option, no filter ('Tous les états'). */
  all: string;
  /** What the API answers for a value it does not take (SPEC.md §7). */
  message: string;
  /** The values it takes, when not the field's choices (a sector reference's codes). */
  values?: readonly string[];
  /** Their labels, when not the field's. */
  labels?: Readonly<Record<string, string>>;
}

type Common = {
  label: string;
  search?: SearchWeight;
  list?: ListColumn;
  filter?: ListFilter;
  form?: FormDisplay;
};

/** When a per-language text must be filled: in every language, in French only, or never. */
export type Required = "all" | "fr" | false;

const isRequiredIn = (required: Required, lang: Language) =>
  required === "all" || (required === "fr" && lang === "fr");

export interface LocalizedTextMessages {
  required?: (lang: Language) => string;
  tooShort?: (lang: Language) => string;
  tooLong: (lang: Language) => string;
}

function descriptor<S extends z.ZodType, A extends AnswerRole = "value">(
  options: Common,
  rest: Omit<
    FieldDescriptor<S>,
    "label" | "modes" | "search" | "list" | "filter" | "versioned" | "answer"
  > &
    Partial<Pick<FieldDescriptor<S>, "versioned">> & { answer?: A },
): FieldDescriptor<S, A> {
  return {
    label: options.label,
    modes: MODES,
    versioned: true,
    answer: "value" as A,
    ...(options.search ? { search: options.search } : {}),
    ...(options.list ? { list: options.list } : {}),
    ...(options.filter ? { filter: options.filter } : {}),
    ...(options.form ? { form: options.form } : {}),
    ...rest,
  };
}

/** A text per language (plain, or Markdown for a body), with its limits and messages. */
export function localizedText<const M extends boolean = false>(
  options: Common & {
    /** A body written in Markdown (the editor, the renderer, excerpts), not plain text. */
    markdown?: M;
    max: number;
    min?: number;
    required?: ByMode<Required>;
    messages: ByMode<LocalizedTextMessages>;
  },
) {
  const field = (mode: Mode) => {
    const required = inMode(options.required ?? false, mode);
    const messages = inMode(options.messages, mode);
    return perLanguage((lang) =>
      textField({
        required: isRequiredIn(required, lang) ? messages.required?.(lang) : undefined,
        min:
          options.min !== undefined && messages.tooShort
            ? { length: options.min, message: messages.tooShort(lang) }
            : undefined,
        max: { length: options.max, message: messages.tooLong(lang) },
      }),
    );
  };
  const described = descriptor<ReturnType<typeof field>>(options, {
    kind: options.markdown ? "markdown" : "text",
    localized: true,
    schema: field,
    limits: { ...(options.min !== undefined ? { min: options.min } : {}), max: options.max },
    requiredIn: (mode, lang) => isRequiredIn(inMode(options.required ?? false, mode), lang),
  });
  // The kind as a type too: which fields are Markdown is read at compile time (web pages).
  return described as typeof described & { kind: M extends true ? "markdown" : "text" };
}

/** One text for every language ("" when empty unless `required`). */
export function plainText(
  options: Common & {
    max: number;
    message: string;
    required?: string;
    column?: string;
    merge?: FieldDescriptor["merge"];
  },
) {
  const field = () =>
    textField({
      required: options.required,
      max: { length: options.max, message: options.message },
    });
  return descriptor<ReturnType<typeof field>>(options, {
    kind: "text",
    localized: false,
    schema: field,
    limits: { max: options.max },
    requiredIn: () => Boolean(options.required),
    ...(options.column ? { column: options.column } : {}),
    ...(options.merge !== undefined ? { merge: options.merge } : {}),
  });
}

/**
 * One web address for every language ("" when empty unless `required`): a text whose
 * value must be a whole https address (a partner's site). A form shows it as a text input.
 */
export function link(
  options: Common & {
    max: number;
    message: string;
    tooLong: string;
    required?: string;
    isValid: (value: string) => boolean;
  },
) {
  const field = () =>
    textField({
      required: options.required,
      max: { length: options.max, message: options.tooLong },
    }).refine((value) => value === "" || options.isValid(value), { error: options.message });
  return descriptor<ReturnType<typeof field>>(options, {
    kind: "text",
    localized: false,
    schema: field,
    limits: { max: options.max },
    requiredIn: () => Boolean(options.required),
  });
}

/** The keywords of each language: comma-separated words, each at most `max` characters. */
export function keywords(
  options: Common & { max: number; message: ByMode<(lang: Language) => string> },
) {
  const field = (mode: Mode) =>
    perLanguage((lang) => keywordsField(options.max, inMode(options.message, mode)(lang)));
  return descriptor<ReturnType<typeof field>>(options, {
    kind: "keywords",
    localized: true,
    schema: field,
    limits: { max: options.max },
  });
}

/** One of a list of values (a state, a status), read as SPEC.md §4 says (case, accents). */
export function choice<const T extends string>(
  options: Omit<Common, "filter"> & {
    values: readonly T[];
    /** Each value's French label (the back office's lists and forms). */
    labels: Readonly<Record<T, string>>;
    message: string;
    /** A filter of the list: its message is the field's unless it says another. */
    filter?: Omit<ListFilter, "message"> & { message?: string };
    /** The value when none is sent; none: the message. */
    fallback?: ByMode<T | undefined>;
    aliases?: Record<string, T>;
  },
) {
  const field = (mode: Mode) => {
    const fallback = inMode(options.fallback, mode);
    return choiceField(options.values, options.message, {
      ...(fallback ? { fallback } : {}),
      ...(options.aliases ? { aliases: options.aliases } : {}),
    });
  };
  const { filter, ...common } = options;
  const initial = inMode(options.fallback, "create");
  return descriptor<ReturnType<typeof field>>(
    { ...common, ...(filter ? { filter: { message: options.message, ...filter } } : {}) },
    {
      kind: "choice",
      localized: false,
      schema: field,
      choices: options.values,
      choiceLabels: options.labels,
      ...(initial ? { initial } : {}),
    },
  );
}

/** Each sector's French name, by its code. */
export const SECTOR_LABELS: Readonly<Record<SectorCode, string>> = Object.fromEntries(
  SECTORS.map((sector) => [sector.code, sector.nom.fr]),
) as Record<SectorCode, string>;

/** Sectors chosen by code (an article's categories): 1 to `max`, every problem at once. */
export function sectors(
  options: Common & {
    max: ByMode<number>;
    messages: Parameters<typeof sectorListField>[1];
  },
) {
  const field = (mode: Mode): z.ZodType<SectorCode[], unknown> =>
    sectorListField(inMode(options.max, mode), options.messages);
  return descriptor<ReturnType<typeof field>>(options, {
    kind: "choice",
    localized: false,
    schema: field,
    choices: SECTOR_CODES,
    choiceLabels: SECTOR_LABELS,
    multiple: true,
    requiredIn: () => true,
    limits: { min: 1, max: Math.max(inMode(options.max, "create"), inMode(options.max, "edit")) },
  });
}

/** The sector codes a `sectors` field takes, for the forms' check boxes. */
export const SECTOR_CHOICES: readonly SectorCode[] = SECTOR_CODES;

/** An optional date (ISO text, a form's date, a Date), null when empty. */
export function date(options: Common & { message: string }) {
  const field = () => dateField(options.message);
  return descriptor<ReturnType<typeof field>>(options, {
    kind: "date",
    localized: false,
    schema: field,
  });
}

/** A number a form sends as text (a year): the schema says its range and messages. */
export function number<S extends z.ZodType>(
  options: Common & { schema: S; min?: number; max?: number; required?: boolean },
) {
  return descriptor<S>(options, {
    kind: "number",
    localized: false,
    schema: () => options.schema,
    requiredIn: () => Boolean(options.required),
    limits: {
      ...(options.min !== undefined ? { min: options.min } : {}),
      ...(options.max !== undefined ? { max: options.max } : {}),
    },
  });
}

/**
 * Another row the item names (a sector, a category), sent as its id or a name the server
 * resolves; stored in `column` (its id). The type presents it in answers.
 */
export function reference(
  options: Common & {
    column: string;
    max: number;
    message: string;
    required?: string;
    merge?: FieldDescriptor["merge"];
  },
) {
  const field = () =>
    textField({
      required: options.required,
      max: { length: options.max, message: options.message },
    });
  return descriptor<ReturnType<typeof field>, "type">(options, {
    kind: "reference",
    localized: false,
    schema: field,
    requiredIn: () => Boolean(options.required),
    column: options.column,
    answer: "type",
    ...(options.merge !== undefined ? { merge: options.merge } : {}),
  });
}

/** One image file (a new one; an edit without one keeps the stored picture). */
export function image(
  options: Common & { required?: ByMode<string | undefined>; typeMessage: string },
) {
  const field = (mode: Mode): z.ZodType<FileLike | null, unknown> => {
    const required = inMode(options.required, mode);
    return imageFileField({
      ...(required ? { required } : {}),
      typeMessage: options.typeMessage,
    });
  };
  const described = descriptor<ReturnType<typeof field>, "type">(options, {
    kind: "image",
    localized: false,
    schema: field,
    requiredIn: (mode) => Boolean(inMode(options.required, mode)),
    merge: false,
    answer: "type",
  });
  // The kind as a type too: the answers' schemas give each image kind its piece.
  return described as typeof described & { kind: "image" };
}

/** New image files of a gallery: `min` to `max` of them in each mode. */
export function gallery(
  options: Common & {
    min: ByMode<number>;
    max: number;
    countMessage: string;
    typeMessage: string;
  },
) {
  const field = (mode: Mode): z.ZodType<FileLike[], unknown> =>
    imageFilesField({
      min: inMode(options.min, mode),
      max: options.max,
      countMessage: options.countMessage,
      typeMessage: options.typeMessage,
    });
  const described = descriptor<ReturnType<typeof field>, "type">(options, {
    kind: "gallery",
    localized: false,
    schema: field,
    merge: false,
    answer: "type",
    limits: { min: inMode(options.min, "create"), max: options.max },
    requiredIn: (mode) => inMode(options.min, mode) > 0,
    form: { countMessage: options.countMessage, ...options.form },
  });
  return described as typeof described & { kind: "gallery" };
}

/**
 * The alternative texts of an image or a gallery (`of`): they live on the stored pictures
 * (MediaAsset.texteAlternatif), so they have no column and an unsent text keeps the stored
 * one. A gallery's come as one list per language, a text per picture in gallery order.
 */
function altTextsOf<S extends z.ZodType, const O extends string>(
  options: Common & { of: O; alias?: string },
  schema: S,
) {
  const described = descriptor<S, "type">(options, {
    kind: "altTexts",
    localized: true,
    schema: () => schema,
    column: null,
    merge: false,
    answer: "type",
    of: options.of,
    ...(options.alias ? { alias: options.alias } : {}),
  });
  return described as typeof described & { kind: "altTexts"; of: O };
}

/** One image's alternative texts (`texteAlternatif[fr]`…). */
export const altTexts = <const O extends string>(options: Common & { of: O }) =>
  altTextsOf(options, altTextField);

/**
 * A gallery's alternative texts (`texteAlternatif[fr][]`…: one name for every image
 * field's texts, ADR 041), with the former name it is still read under.
 */
export const altTextLists = <const O extends string>(options: Common & { of: O; alias?: string }) =>
  altTextsOf(options, altTextListField);

/** An edit's references to the stored pictures of a gallery it keeps (`oldImages`). */
export function keptImages<S extends z.ZodType>(options: Common & { of: string; schema: S }) {
  return descriptor<S, "type">(options, {
    kind: "keptImages",
    localized: false,
    schema: () => options.schema,
    column: null,
    merge: false,
    versioned: false,
    answer: "type",
    of: options.of,
  });
}

/** One entry of an `entries` field: a short value and its label per language. */
export interface Entry {
  valeur: string;
  libelle: Localized<string>;
}

/**
 * A list of up to `max` entries, each a value and a label per language (a project's key
 * figures). A form sends them indexed (`chiffresCles[0][valeur]`,
 * `chiffresCles[0][libelle][fr]`), a JSON body as a list; an entry left wholly empty is
 * dropped, so a form's blank rows do not count.
 */
export function entries(
  options: Common & {
    max: number;
    valueMax: number;
    labelMax: number;
    messages: {
      tooMany: string;
      valueRequired: string;
      valueTooLong: string;
      labelRequired: (lang: Language) => string;
      labelTooLong: (lang: Language) => string;
    };
  },
) {
  const M = options.messages;
  const entry = z.object({
    valeur: textField({
      required: M.valueRequired,
      max: { length: options.valueMax, message: M.valueTooLong },
    }),
    libelle: perLanguage((lang) =>
      textField({
        required: lang === "fr" ? M.labelRequired(lang) : undefined,
        max: { length: options.labelMax, message: M.labelTooLong(lang) },
      }),
    ),
  });
  const list = z
    .preprocess(
      (value) => listOfEntries(value).filter((item) => !isBlankEntry(item)),
      z.array(entry, { error: M.tooMany }),
    )
    .superRefine((items, context) => {
      if (items.length > options.max) context.addIssue({ code: "custom", message: M.tooMany });
    })
    .transform((items): Entry[] => items);
  return descriptor<typeof list>(options, {
    kind: "entries",
    localized: false,
    schema: () => list,
    limits: { max: options.max },
    entryLimits: { value: options.valueMax, label: options.labelMax },
  });
}

/** An entry whose value and labels are all empty: a blank row of the form. */
function isBlankEntry(item: unknown): boolean {
  if (item === undefined || item === null || item === "") return true;
  if (typeof item !== "object") return false;
  const texts = Object.values(item as Record<string, unknown>).flatMap((value) =>
    value && typeof value === "object" ? Object.values(value) : [value],
  );
  return texts.every((text) => text === undefined || text === null || String(text).trim() === "");
}

/**
 * A field of the creation form only (an opportunity's state and publication date, which
 * an edit does not change: SPEC.md §4): the edition schema has no such key.
 */
export function createOnly<S extends z.ZodType, A extends AnswerRole>(
  field: FieldDescriptor<S, A>,
): FieldDescriptor<S, A> & { createOnly: true } {
  return { ...field, modes: ["create"], createOnly: true, merge: false };
}

/** A field of the edition form only (the pictures an edit keeps): the creation has none. */
export function editOnly<S extends z.ZodType, A extends AnswerRole>(
  field: FieldDescriptor<S, A>,
): FieldDescriptor<S, A> & { editOnly: true } {
  return { ...field, modes: ["edit"], editOnly: true };
}

/** A field the type presents itself in its answers (a country's name in the reader's language). */
export function presentedByType<S extends z.ZodType>(
  field: FieldDescriptor<S>,
): FieldDescriptor<S, "type"> {
  return { ...field, answer: "type" };
}
