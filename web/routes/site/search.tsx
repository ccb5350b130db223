import { appContext } from "#app-context";
import { SearchForm } from "../../features/search/search-form.tsx";
import { loadSearchPage } from "../../features/search/search-loader.server.ts";
import { BrowseLinks, SearchResults } from "../../features/search/search-results.tsx";
import { useTexts } from "../../i18n/texts.tsx";
import { headTags } from "../../lib/page-head.ts";
import type { Route } from "./+types/search";

export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadSearchPage(context.get(appContext), request);

export const meta = ({ loaderData }: Route.MetaArgs) => headTags(loaderData?.head);

/**
 * /recherche?q= (issue 20): the form in the page's dark band, the results under it. The
 * field takes the focus only when nothing was searched yet: then typing is why one came.
 */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTexts();
  const { typed, page, answer, error } = loaderData;
  return (
    <>
      <section className="bg-brand-900 site-gutter py-14 text-white">
        <div className="site-container">
          <div className="max-w-3xl">
            <h1 className="text-3xl font-bold sm:text-4xl">{t("search.title")}</h1>
            <p className="mt-3 text-lg text-white/85">{t("search.intro")}</p>
            <div className="mt-8">
              <SearchForm
                // A new search's words replace the field's: React keeps a field it reuses.
                key={typed}
                id="recherche-page"
                defaultValue={typed}
                error={error}
                autoFocus={typed === ""}
                tone="dark"
              />
            </div>
          </div>
        </div>
      </section>
      <div className="site-gutter py-12">
        <div className="site-container">
          <div className="max-w-3xl">
            {answer ? (
              <SearchResults typed={typed} page={page} {...answer} />
            ) : (
              <>
                <p className="text-slate-700">{t("search.browse")}</p>
                <BrowseLinks />
              </>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
