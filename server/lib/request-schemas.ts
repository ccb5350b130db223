// Parts of request schemas every route reads the same way.
import { toLanguage } from "../../domain/language.ts";
import { z } from "../../domain/zod.ts";

/** `lang` of a public read: fr, en or it; anything else (or nothing) reads French. */
export const LanguageQuerySchema = z.object({ lang: z.string().optional().transform(toLanguage) });

/**
 * `lang` of a public list whose client may send none (SPEC.md §7 `GET /realisations`):
 * undefined then, and the texts come in every language for the browser to pick.
 */
export const OptionalLanguageQuerySchema = z.object({
  lang: z
    .string()
    .optional()
    .transform((value) =>
      value === undefined || value.trim() === "" ? undefined : toLanguage(value),
    ),
});

export const IdParamsSchema = z.object({ id: z.string() });
export const SlugParamsSchema = z.object({ slug: z.string() });

/** A list filter among `values`: empty or absent is no filter, anything else the message. */
export function choiceFilter<T extends string>(values: readonly [T, ...T[]], message: string) {
  return z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined))
    .pipe(z.enum(values, { error: message }).optional());
}

/** An item's version: `/{type}/{id}/revisions/{revisionId}`. */
export const RevisionParamsSchema = z.object({ id: z.string(), revisionId: z.string() });
