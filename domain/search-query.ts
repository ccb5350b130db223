// The search's words as the API and the search page's loader check them (issue 20): apart
// from domain/search.ts so that the public pages' JavaScript does not carry zod.
import {
  normalizeSearchText,
  SEARCH_MESSAGES,
  SEARCH_TEXT_MAX,
  SEARCH_TEXT_MIN,
} from "./search.ts";
import { z } from "./zod.ts";

/** `q`: the words searched for, as the API and the page both check them. */
export const SearchTextSchema = z
  .string({ error: SEARCH_MESSAGES.tooShort })
  .transform(normalizeSearchText)
  .pipe(
    z
      .string()
      .min(SEARCH_TEXT_MIN, { error: SEARCH_MESSAGES.tooShort })
      .max(SEARCH_TEXT_MAX, { error: SEARCH_MESSAGES.tooLong }),
  );
