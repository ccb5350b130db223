// The content registry (docs/decisions/037): every content type of the site, by its one
// spelling. The rest of the code reads types and fields from here.
import { ARTICLE_TYPE } from "./article.ts";
import type { ContentTypeDefinition } from "./define.ts";
import { OPPORTUNITE_TYPE } from "./opportunite.ts";
import { REALISATION_TYPE } from "./realisation.ts";

/** Every content type, in the order the site names them (projects, news, opportunities). */
export const CONTENT_REGISTRY = {
  realisation: REALISATION_TYPE,
  article: ARTICLE_TYPE,
  opportunite: OPPORTUNITE_TYPE,
} as const satisfies Record<string, ContentTypeDefinition>;

/** A content type by its one spelling: "article", "realisation", "opportunite". */
export type ContentTypeKey = keyof typeof CONTENT_REGISTRY;

export const CONTENT_TYPE_KEYS = Object.keys(CONTENT_REGISTRY) as ContentTypeKey[];

/** Its plural, as the API and the back office write it: "articles". */
export type ContentTypePlural = (typeof CONTENT_REGISTRY)[ContentTypeKey]["plural"];

export const isContentTypeKey = (value: unknown): value is ContentTypeKey =>
  typeof value === "string" && Object.hasOwn(CONTENT_REGISTRY, value);

/** The type whose plural is `plural` ("articles" → the articles' definition). */
export function contentTypeByPlural(
  plural: ContentTypePlural,
): (typeof CONTENT_REGISTRY)[ContentTypeKey] {
  const found = Object.values(CONTENT_REGISTRY).find((type) => type.plural === plural);
  if (!found) throw new Error(`no content type ${plural}`);
  return found;
}
