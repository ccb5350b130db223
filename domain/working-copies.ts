// Working copies (issue 31 point 3, docs/decisions/053): what a staff member types in a
// content form, kept on the server every few seconds without SPEC.md §5's completeness
// rules, so that it survives a closed tab and follows them to another device. The only
// rule is a French title; the rest is checked for its shape and size, never its content.
import { LANGUAGES } from "./constants.ts";
import type { ContentTypeDefinition } from "./content-types/define.ts";
import type { FieldDescriptor } from "./content-types/fields.ts";
import { z } from "./zod.ts";

export const WORKING_COPY_MESSAGES = {
  /** SPEC.md §5's words for a missing French title: the one rule a copy keeps. */
  titleRequired: "Le titre (fr) est obligatoire.",
  notFound: "Copie de travail introuvable",
  discarded: "Copie de travail supprimée.",
  saved: "Copie de travail enregistrée.",
  tooLong: "Ce texte est trop long pour une copie de travail.",
  tooMany: "Trop d'éléments pour une copie de travail.",
} as const;

/** Every item's title field, whose French value names a copy in the lists. */
export const TITLE_FIELD = "titre";

/** The form saves its copy this long after the last keystroke (and at once when left). */
export const WORKING_COPY_SAVE_DELAY_MS = 3000;

/**
 * Bounds that keep a copy a form's worth of text, not a store: a text several times the
 * longest SPEC.md allows (10 000), a list longer than any form draws, and the request's
 * body (route bodyLimit). A copy may exceed §5's limits: it keeps what was typed.
 */
export const WORKING_COPY_LIMITS = {
  text: 30_000,
  list: 100,
  bodyBytes: 512 * 1024,
} as const;

const text = z.string({ error: "Texte attendu." }).max(WORKING_COPY_LIMITS.text, {
  error: WORKING_COPY_MESSAGES.tooLong,
});
const list = <S extends z.ZodType>(item: S) =>
  z.array(item).max(WORKING_COPY_LIMITS.list, { error: WORKING_COPY_MESSAGES.tooMany });
const localized = z
  .object(Object.fromEntries(LANGUAGES.map((lang) => [lang, text.optional()])))
  .partial();
/** A value a type's own section may keep beside the fields (an opportunity's "other country"). */
const scalar = z.union([text, z.number(), z.boolean(), z.null()]);
/** Pictures are not kept (files cannot be, and the form keeps stored ones itself): dropped. */
const dropped = z.unknown().transform(() => undefined);

/** The basic shape of one field's value as the form holds it, by the field's kind. */
function valueShape(field: FieldDescriptor): z.ZodType {
  switch (field.kind) {
    case "text":
    case "markdown":
    case "keywords":
      return field.localized ? localized : text;
    case "choice":
      return field.multiple ? list(text) : text;
    case "date":
    case "reference":
      return text;
    case "number":
      return z.union([text, z.number()]);
    case "entries":
      return list(z.object({ valeur: text.optional(), libelle: localized.optional() }));
    case "image":
    case "gallery":
    case "keptImages":
    case "altTexts":
      return dropped;
  }
}

/**
 * The values of a copy of a `type` item: each field of the registry in its basic shape
 * (all optional), other names as single values; a French title required (the only rule).
 */
export function workingCopyValuesSchema(type: ContentTypeDefinition) {
  const shape = Object.fromEntries(
    Object.entries(type.fields).map(([name, field]) => [name, valueShape(field).optional()]),
  );
  return z
    .object(shape)
    .catchall(scalar)
    .superRefine((values, context) => {
      if (!workingCopyTitle(values)) {
        context.addIssue({
          code: "custom",
          path: [TITLE_FIELD, "fr"],
          message: WORKING_COPY_MESSAGES.titleRequired,
        });
      }
    });
}

/** The French title of a copy's values ("" when there is none). */
export function workingCopyTitle(values: Record<string, unknown>): string {
  const title = values[TITLE_FIELD] as { fr?: unknown } | undefined;
  return typeof title?.fr === "string" ? title.fr.trim() : "";
}
