import { data } from "react-router";
import type { AppLoadContext } from "#app-context";
import {
  normalizeSearchText,
  PERSON_RESULT,
  RESULT_PAGES,
  SEARCH_MESSAGES,
  SEARCH_PAGE_SIZE,
  SEARCH_TEXT_MAX,
  SEARCH_TEXT_MIN,
} from "../../../domain/search.ts";
import { SearchTextSchema } from "../../../domain/search-query.ts";
import {
  detailPath,
  listPageOf,
  localizedPath,
  PAGE_PATHS,
  pageAlternates,
  SEARCH_PATH,
} from "../../../domain/site-paths.ts";
import { fillPlaceholders } from "../../i18n/texts.tsx";
import { messagesOf, pageHead } from "../../lib/page-head.server.ts";
import { SEARCH_PARAM } from "./search-param.ts";

/**
 * The search page (issue 20): the words of `?q=`, checked as the API checks them, and a
 * page of results in the page's language. No words: the form alone, no complaint. Never
 * indexed by search engines: a page of results is for the visitor who asked.
 */
export async function loadSearchPage(app: AppLoadContext, request: Request) {
  const params = new URL(request.url).searchParams;
  const typed = normalizeSearchText(params.get(SEARCH_PARAM) ?? "");
  const page = listPageOf(params);
  const { search: texts } = messagesOf(app);
  const head = (title: string) =>
    pageHead(app, {
      title,
      description: texts.intro,
      alternates: pageAlternates(SEARCH_PATH),
      noindex: true,
    });

  if (typed === "") return { head: head(texts.title), typed, page, answer: null, error: null };
  const checked = SearchTextSchema.safeParse(typed);
  if (!checked.success) {
    const tooLong = checked.error.issues.some((issue) => issue.message === SEARCH_MESSAGES.tooLong);
    const error = tooLong
      ? fillPlaceholders(texts.tooLong, { max: SEARCH_TEXT_MAX })
      : fillPlaceholders(texts.tooShort, { min: SEARCH_TEXT_MIN });
    return { head: head(texts.title), typed, page, answer: null, error };
  }
  const answer = await app.search({ text: checked.data, page, limite: SEARCH_PAGE_SIZE });
  if ("tooMany" in answer) {
    // The words stay in the field, with what to do; a 429, as the API answers.
    const refused = {
      head: head(texts.title),
      typed,
      page,
      answer: null,
      error: fillPlaceholders(texts.tooMany, { minutes: answer.retryAfterMinutes }),
    };
    return data(refused, { status: 429 });
  }
  return {
    head: head(fillPlaceholders(texts.titleWithQuery, { q: checked.data })),
    typed: checked.data,
    page,
    answer: {
      ...answer,
      results: answer.results.map((result) => ({
        ...result,
        path:
          result.type === "personne"
            ? `${localizedPath(app.lang, PAGE_PATHS.gouvernance)}#${PERSON_RESULT.anchor(result.slug)}`
            : detailPath(app.lang, RESULT_PAGES[result.type], result.slug),
      })),
    },
    error: null,
  };
}
