// The content registry (docs/decisions/037): every content type of the site, by its one
// spelling. The rest of the code reads types and fields from here.
import { ARTICLE_TYPE } from "./article.ts";
import type { ContentTypeDefinition } from "./define.ts";
import { type ContentTypeKey, type ContentTypePlural, keyOfPlural } from "./identities.ts";
import { OPPORTUNITE_TYPE } from "./opportunite.ts";
import { REALISATION_TYPE } from "./realisation.ts";

/** Every content type, in the order the site names them (projects, news, opportunities). */
export const CONTENT_REGISTRY = {
  realisation: REALISATION_TYPE,
  article: ARTICLE_TYPE,
  opportunite: OPPORTUNITE_TYPE,
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
