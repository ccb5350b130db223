// The content registry (docs/decisions/040): every content type of the site, by its one
// spelling. The rest of the code reads types and fields from here.

import type { TextKind } from "../markdown.ts";
import { ARTICLE_TYPE } from "./article.ts";
import { COMMUNIQUE_TYPE } from "./communique.ts";
import { type ContentTypeDefinition, type MarkdownFieldOf, markdownFields } from "./define.ts";
import {
  type CONTENT_TYPE_IDENTITIES,
  type ContentTypeKey,
  type ContentTypePlural,
  keyOfPlural,
} from "./identities.ts";
import { OFFRE_EMPLOI_TYPE } from "./offre-emploi.ts";
import { OPPORTUNITE_TYPE } from "./opportunite.ts";
import { REALISATION_TYPE } from "./realisation.ts";

/** Every content type, in the order the site names them (projects, news, opportunities, job offers, press releases). */
export const CONTENT_REGISTRY = {
  realisation: REALISATION_TYPE,
  article: ARTICLE_TYPE,
  opportunite: OPPORTUNITE_TYPE,
  offreEmploi: OFFRE_EMPLOI_TYPE,
  communique: COMMUNIQUE_TYPE,
} as const satisfies Record<ContentTypeKey, ContentTypeDefinition>;

export {
  CONTENT_TYPE_KEYS,
  type ContentTypeKey,
  type ContentTypePlural,
  isContentTypeKey,
} from "./identities.ts";

/** The type whose plural is `plural` ("articles" → the articles' definition). */
export const contentTypeByPlural = (plural: ContentTypePlural) =>
  CONTENT_REGISTRY[keyOfPlural(plural)];

/** The key of the type whose plural is `T`. */
type KeyOfPlural<T extends ContentTypePlural> = {
  [K in ContentTypeKey]: (typeof CONTENT_TYPE_IDENTITIES)[K]["plural"] extends T ? K : never;
}[ContentTypeKey];

/** The Markdown fields of the type whose plural is `T` (`contenu`), as a type. */
export type MarkdownField<T extends ContentTypePlural> = MarkdownFieldOf<
  (typeof CONTENT_REGISTRY)[KeyOfPlural<T>]["fields"]
>;

/** The fields of a type written in Markdown, by its plural. */
export const markdownFieldsOf = <T extends ContentTypePlural>(plural: T) =>
  markdownFields(contentTypeByPlural(plural)) as MarkdownField<T>[];

/**
 * How a text field of a type is written: `markdown` picks the back office's editor, the
 * public pages' renderer and a plain-text excerpt where only a summary fits.
 */
export const textKind = (plural: ContentTypePlural, field: string): TextKind =>
  (markdownFieldsOf(plural) as string[]).includes(field) ? "markdown" : "text";
