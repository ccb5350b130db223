// A page's texts as the server stores and checks them (issue 18, part 2): the zod schema
// of each page's document with its French messages, and the defaults staff start from.
// Apart from page-texts.ts, which the public pages load: zod and the default texts of every
// page stay out of their JavaScript.
import { LANGUAGES, type Language } from "./constants.ts";
import { PAGE_TEXT_DEFAULTS } from "./page-texts.defaults.ts";
import {
  isListKind,
  labelledEntry,
  mergePageTexts,
  PAGE_TEXT_FIELDS,
  PAGE_TEXT_LIMITS,
  PAGE_TEXT_MESSAGES,
  type PageFieldDescriptor,
  type PageTextKey,
  type PageTextsDocument,
} from "./page-texts.ts";
import { z } from "./zod.ts";

/** The texts a page has before staff change them (the wording the site shipped with). */
export function defaultPageTexts(key: PageTextKey): PageTextsDocument {
  return structuredClone(PAGE_TEXT_DEFAULTS[key]) as PageTextsDocument;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** One language's text of a field: trimmed; French required (the `h1` with its own words). */
function languageText(field: PageFieldDescriptor, lang: Language) {
  const base = z
    .string({ error: PAGE_TEXT_MESSAGES.notText(field.label, lang) })
    .trim()
    .max(field.max, { error: PAGE_TEXT_MESSAGES.tooLong(field.label, lang, field.max) });
  if (lang !== "fr") return base;
  const required =
    field.name === "titre"
      ? PAGE_TEXT_MESSAGES.titleRequired
      : PAGE_TEXT_MESSAGES.frenchRequired(field.label);
  return base.min(1, { error: required });
}

/** One language's list: trimmed items, empty ones dropped; at least one in French. */
function languageList(field: PageFieldDescriptor, lang: Language) {
  const items = z
    .array(
      z
        .string({ error: PAGE_TEXT_MESSAGES.notText(field.label, lang) })
        .trim()
        .max(field.max, { error: PAGE_TEXT_MESSAGES.itemTooLong(field.label, lang, field.max) }),
      { error: PAGE_TEXT_MESSAGES.notList(field.label, lang) },
    )
    .transform((values) => values.filter((value) => value !== ""))
    .pipe(
      z.array(z.string()).max(PAGE_TEXT_LIMITS.listItemsMax, {
        error: PAGE_TEXT_MESSAGES.tooManyItems(field.label, lang, PAGE_TEXT_LIMITS.listItemsMax),
      }),
    );
  const checked =
    field.kind === "figures"
      ? items.superRefine((values, context) => {
          const bad = values.find((item) => labelledEntry(item).label === "");
          if (bad !== undefined) {
            context.addIssue({
              code: "custom",
              message: PAGE_TEXT_MESSAGES.notFigure(field.label, lang, bad),
            });
          }
        })
      : items;
  if (lang !== "fr") return checked;
  return checked.pipe(
    z.array(z.string()).min(1, { error: PAGE_TEXT_MESSAGES.listRequired(field.label) }),
  );
}

/** What zod would say of a field that is no `{ fr, en, it }` object, or has other keys. */
const objectIssue =
  (label: string) =>
  (issue: { code?: string; keys?: string[] }): string | undefined => {
    if (issue.code === "unrecognized_keys") {
      return (issue.keys ?? []).map(PAGE_TEXT_MESSAGES.unknownField).join(" ");
    }
    return issue.code === "invalid_type" ? PAGE_TEXT_MESSAGES.notLocalized(label) : undefined;
  };

function fieldSchema(field: PageFieldDescriptor) {
  const perLanguage = (make: typeof languageText | typeof languageList) =>
    z.strictObject(
      Object.fromEntries(LANGUAGES.map((lang) => [lang, make(field, lang)])) as Record<
        Language,
        ReturnType<typeof make>
      >,
      { error: objectIssue(field.label) },
    );
  return isListKind(field.kind) ? perLanguage(languageList) : perLanguage(languageText);
}

/** A page's whole document: every field of the page, no other (the API's 400 otherwise). */
export function pageTextsSchema(key: PageTextKey) {
  return z.strictObject(
    Object.fromEntries(PAGE_TEXT_FIELDS[key].map((field) => [field.name, fieldSchema(field)])),
    { error: objectIssue("Page") },
  );
}

/**
 * A stored document read as the page's current texts: the defaults, with what staff saved
 * laid over them (a field added to a page since keeps its default).
 */
export function storedPageTexts(key: PageTextKey, stored: unknown): PageTextsDocument {
  const defaults = defaultPageTexts(key);
  if (!isObject(stored)) return defaults;
  const known = Object.fromEntries(
    Object.entries(stored).filter(([name]) => Object.hasOwn(defaults, name)),
  );
  return mergePageTexts(defaults, known) as PageTextsDocument;
}
