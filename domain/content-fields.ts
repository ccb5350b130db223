// The building blocks of the three content schemas (articles, projects, opportunities):
// each rule is written once here, and each entity's schema only says which limits and
// messages apply to it. Browser forms and the API parse with the same schemas.
import { LANGUAGES, type Language, SECTOR_CODES, type SectorCode } from "./constants.ts";
import { foldAccents, normalizeText } from "./text.ts";
import { z } from "./zod.ts";

/** "5000", "10 000": how the messages write a limit (French groups thousands from 10 000). */
export function formatLimit(value: number): string {
  return value < 10_000 ? String(value) : String(value).replace(/\B(?=(\d{3})+$)/g, " ");
}

/** Lower case, accents folded, `_` and `-` as spaces: "EN_COURS", " Livre " read as typed. */
export function foldChoice(value: string): string {
  return foldAccents(value).toLowerCase().replace(/[_-]+/g, " ").trim();
}

/** A missing value (a field the form did not send) reads as empty. */
const orEmpty = (value: unknown) => (value === undefined || value === null ? "" : value);

export interface TextRules {
  /** Message when empty; without it the text is optional ("" when not given). */
  required?: string | undefined;
  min?: { length: number; message: string } | undefined;
  max: { length: number; message: string };
}

/**
 * A text typed by a person: normalised first (domain/text.ts: NFC, invisible characters
 * removed, trimmed), so "required" and the limits judge what a reader will see. One
 * message at most per field: empty, else too short, else too long.
 */
export function textField(rules: TextRules) {
  return z
    .preprocess(orEmpty, z.string({ error: rules.required ?? rules.max.message }))
    .transform(normalizeText)
    .superRefine((value, context) => {
      if (value === "") {
        if (rules.required) context.addIssue({ code: "custom", message: rules.required });
      } else if (rules.min && value.length < rules.min.length) {
        context.addIssue({ code: "custom", message: rules.min.message });
      } else if (value.length > rules.max.length) {
        context.addIssue({ code: "custom", message: rules.max.message });
      }
    });
}

/**
 * One field per language, as an object {fr, en, it}: errors name `titre.en`, and a
 * language not sent at all reads as empty (required ones then give their message).
 */
export function perLanguage<T extends z.ZodType>(field: (lang: Language) => T) {
  return z.preprocess(
    (value) => value ?? {},
    z.object(
      Object.fromEntries(LANGUAGES.map((lang) => [lang, field(lang)])) as Record<Language, T>,
    ),
  );
}

/**
 * The entries a form sent: a list, or an object indexed by position ({"0": …, "2": …},
 * what `name[0][…]` fields make), in the order of their indexes.
 */
export function listOfEntries(value: unknown): unknown[] {
  if (value === undefined || value === null || value === "") return [];
  if (Array.isArray(value)) return value;
  if (typeof value === "object") {
    const indexed = Object.entries(value as Record<string, unknown>);
    if (indexed.every(([key]) => /^\d+$/.test(key))) {
      return indexed.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item);
    }
  }
  return [value];
}

/** A list sent as one value, several values, or comma-separated text: one list of words. */
function commaList(value: unknown): unknown {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((item) => (typeof item === "string" ? item.split(",") : [item]));
}

/**
 * The keywords of one language: a list, or one text of comma-separated words (what a
 * form's single input sends). Each is normalised, empty ones dropped, each at most `max`.
 */
export function keywordsField(max: number, message: string) {
  return z
    .preprocess(commaList, z.array(z.string({ error: message }), { error: message }))
    .transform((list) => list.map(normalizeText).filter((keyword) => keyword !== ""))
    .refine((list) => list.every((keyword) => keyword.length <= max), { error: message });
}

/** The one range of publication and expiration dates the site accepts (a typo like 20255). */
export const DATE_RANGE = { min: Date.UTC(1970, 0, 1), max: Date.UTC(9999, 11, 31, 23, 59, 59) };

/** A date from a form (ISO text, `YYYY-MM-DD`, `datetime-local`) or a Date, else undefined. */
export function parseDate(value: unknown): Date | undefined {
  const date =
    value instanceof Date ? value : typeof value === "string" ? new Date(value.trim()) : undefined;
  const time = date?.getTime();
  if (time === undefined || Number.isNaN(time) || time < DATE_RANGE.min || time > DATE_RANGE.max) {
    return undefined;
  }
  return date;
}

/** An optional date: null when empty or not sent, the message when it is no date in range. */
export function dateField(message: string) {
  return z
    .unknown()
    .optional()
    .transform((value, context): Date | null => {
      if (value === undefined || value === null) return null;
      if (typeof value === "string" && value.trim() === "") return null;
      const date = parseDate(value);
      if (date) return date;
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    });
}

/**
 * One of `values`, compared folded (case, accents, spaces: SPEC.md §4 "case-insensitive,
 * trimmed"), stored as `values` writes it; `aliases` map other spellings ("published").
 * Empty or not sent: `fallback` when there is one, else the message.
 */
export function choiceField<T extends string>(
  values: readonly T[],
  message: string,
  options: { fallback?: T; aliases?: Record<string, T> } = {},
) {
  return z
    .unknown()
    .optional()
    .transform((value, context): T => {
      if (typeof value === "string" || value === undefined || value === null) {
        const folded = foldChoice(value ?? "");
        if (folded === "" && options.fallback) return options.fallback;
        const match =
          values.find((candidate) => foldChoice(candidate) === folded) ?? options.aliases?.[folded];
        if (match) return match;
      }
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    });
}

export const isSectorCode = (value: string): value is SectorCode =>
  (SECTOR_CODES as readonly string[]).includes(value);

/**
 * 1 to `max` sectors by code (articles' categories); duplicates count once, every problem
 * said at once: none, unknown ones, too many.
 */
export function sectorListField(
  max: number,
  messages: {
    required: string;
    invalid: (invalid: readonly string[]) => string;
    tooMany: (max: number) => string;
  },
) {
  return z
    .preprocess(
      (value) =>
        value === undefined || value === null ? [] : typeof value === "string" ? [value] : value,
      z.array(z.string({ error: messages.required }), { error: messages.required }),
    )
    .transform((list) => [...new Set(list.map(normalizeText).filter((code) => code !== ""))])
    .superRefine((list, context) => {
      const invalid = list.filter((code) => !isSectorCode(code));
      if (list.length === 0) context.addIssue({ code: "custom", message: messages.required });
      if (invalid.length > 0) {
        context.addIssue({ code: "custom", message: messages.invalid(invalid) });
      }
      if (list.length > max) context.addIssue({ code: "custom", message: messages.tooMany(max) });
    })
    .transform((list) => list as SectorCode[]);
}

/** Image types a form may send (SPEC.md §9); the server decides by the bytes, not by this. */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/**
 * The largest image file accepted: the browser says so before sending, the server stops
 * reading beyond it (413, server/lib/form.ts).
 */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;

export const IMAGE_TOO_HEAVY_MESSAGE = `Une image ne peut dépasser ${IMAGE_MAX_BYTES / 1024 / 1024} Mo.`;

/**
 * What a form sends for a file: the browser's File, or the server's upload (the server
 * builds a File too, without trusting the client's type: it gives "" and checks bytes).
 */
export interface FileLike {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

export const isFileLike = (value: unknown): value is FileLike =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as FileLike).size === "number" &&
  typeof (value as FileLike).type === "string" &&
  (value as FileLike).size > 0;

/** A declared type the site takes, or none declared (the server's uploads): bytes decide. */
const hasImageType = (file: FileLike) =>
  file.type === "" || (IMAGE_TYPES as readonly string[]).includes(file.type);

/** A list of image files: `min` to `max` of them, each of an image type. */
export function imageFilesField(options: {
  min: number;
  max: number;
  countMessage: string;
  typeMessage: string;
}) {
  return z
    .preprocess(
      (value) =>
        value === undefined || value === null || value === ""
          ? []
          : Array.isArray(value)
            ? value
            : [value],
      z.array(z.unknown()),
    )
    .transform((list) => list.filter(isFileLike))
    .superRefine((files, context) => {
      if (files.length < options.min || files.length > options.max) {
        context.addIssue({ code: "custom", message: options.countMessage });
      } else if (!files.every(hasImageType)) {
        context.addIssue({ code: "custom", message: options.typeMessage });
      } else if (files.some((file) => file.size > IMAGE_MAX_BYTES)) {
        context.addIssue({ code: "custom", message: IMAGE_TOO_HEAVY_MESSAGE });
      }
    });
}

/** One image file, required or not, of an image type. */
export function imageFileField(options: { required?: string; typeMessage: string }) {
  return z
    .unknown()
    .optional()
    .transform((value, context): FileLike | null => {
      const file = isFileLike(value) ? value : null;
      if (!file) {
        if (options.required) context.addIssue({ code: "custom", message: options.required });
        return null;
      }
      if (!hasImageType(file) || file.size > IMAGE_MAX_BYTES) {
        const message = hasImageType(file) ? IMAGE_TOO_HEAVY_MESSAGE : options.typeMessage;
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return file;
    });
}

/**
 * Errors in the order of the form's fields (`fields` lists the top-level names), so the
 * first one shown is the first a user meets; within a field, as the schema gave them.
 */
export function byFieldOrder(fields: readonly string[]) {
  const rank = (champ: string) => {
    const index = fields.indexOf(champ.split(".")[0] ?? "");
    return index < 0 ? fields.length : index;
  };
  return <E extends { champ: string }>(errors: readonly E[]): E[] =>
    [...errors].sort((a, b) => rank(a.champ) - rank(b.champ));
}
