import { Link } from "react-router";
import { formatNumber } from "../../../domain/numbers.ts";
import type { SearchResult } from "../../../domain/search.ts";
import { SEARCH_PAGE_SIZE } from "../../../domain/search.ts";
import { PAGE_PATHS } from "../../../domain/site-paths.ts";
import { useTexts } from "../../i18n/texts.tsx";
import { truncate } from "../../lib/format.ts";
import { CARD_TEXT_MAX } from "../content/content-cards.tsx";
import { Pagination } from "../content/pagination.tsx";
import { useLocalizedPath } from "../i18n/language.ts";
import { SEARCH_PARAM } from "./search-param.ts";

export interface ShownResult extends SearchResult {
  /** Its page in the page's language. */
  path: string;
}

/** Where a visitor who found nothing, or has not searched yet, may look instead. */
const BROWSE = [
  "realisations",
  "actualites",
  "opportunites",
  "immobilier",
  "aviation",
  "mines",
  "logistique",
] as const;

/** The site's lists and sectors as chips: somewhere to go from a search page. */
export function BrowseLinks() {
  const { t } = useTexts();
  const to = useLocalizedPath();
  return (
    <ul className="mt-4 flex flex-wrap gap-3">
      {BROWSE.map((page) => (
        <li key={page}>
          <Link
            to={to(PAGE_PATHS[page])}
            className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-700"
          >
            {t(`nav.${page}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A page of results (issue 20): how many and for what words, then each result's kind, title
 * (its link) and summary; nothing found says so and offers the lists instead.
 */
export function SearchResults({
  typed,
  page,
  results,
  total,
  correction,
}: {
  typed: string;
  page: number;
  results: ShownResult[];
  total: number;
  correction: string | null;
}) {
  const { t, lang } = useTexts();
  const searched = correction ?? typed;
  if (total === 0) {
    return (
      <div>
        <p className="text-lg font-semibold text-slate-900">{t("search.none", { q: typed })}</p>
        <p className="mt-3 text-slate-700">{t("search.noneHint")}</p>
        <BrowseLinks />
      </div>
    );
  }
  return (
    <div>
      {correction ? (
        <p className="mb-3 rounded border-l-4 border-accent-500 bg-amber-50 px-4 py-3 text-slate-800">
          {t("search.correction", { typed, corrected: correction })}
        </p>
      ) : null}
      <p className="text-sm font-medium text-slate-600">
        {total === 1
          ? t("search.resultsOne", { q: searched })
          : t("search.resultsOther", { q: searched, count: formatNumber(lang, total) })}
      </p>
      <ol className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
        {results.map((result) => (
          <li key={`${result.type}:${result.slug}`} className="py-6">
            <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">
              {t(`search.types.${result.type}`)}
            </p>
            <h2 className="mt-1 text-xl leading-snug font-semibold text-brand-900">
              <Link to={result.path} className="hover:underline hover:underline-offset-4">
                {result.titre}
              </Link>
            </h2>
            {result.extrait ? (
              <p className="mt-2 text-slate-700">{truncate(result.extrait, CARD_TEXT_MAX * 2)}</p>
            ) : null}
          </li>
        ))}
      </ol>
      <Pagination
        page={page}
        total={total}
        pageSize={SEARCH_PAGE_SIZE}
        searchOf={(n) => {
          const search = new URLSearchParams({ [SEARCH_PARAM]: searched });
          if (n > 1) search.set("page", String(n));
          return `?${search}`;
        }}
      />
    </div>
  );
}
