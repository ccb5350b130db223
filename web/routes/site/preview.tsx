import { data } from "react-router";
import { type AppLoadContext, appContext, type PreviewedItem } from "#app-context";
import { LANGUAGES, type Localized } from "../../../domain/constants.ts";
import { previewPath } from "../../../domain/site-paths.ts";
import { OfferPage } from "../../features/careers/offer-page.tsx";
import { ArticlePage } from "../../features/content/article-page.tsx";
import {
  type AnyPageData,
  articlePageData,
  offerPageData,
  opportunityPageData,
  projectPageData,
  releasePageData,
} from "../../features/content/detail-data.server.ts";
import { OpportunityPage } from "../../features/content/opportunity-page.tsx";
import { ProjectPage } from "../../features/content/project-page.tsx";
import { usePageLanguage } from "../../features/i18n/language.ts";
import { ReleasePage } from "../../features/press/release-page.tsx";
import { headTags } from "../../lib/page-head.ts";
import type { Route } from "./+types/preview";

// The views, not the detail routes' default exports: React Router wraps those to read
// their own route's data, which a preview does not have.
async function pageDataOf(app: AppLoadContext, previewed: PreviewedItem): Promise<AnyPageData> {
  switch (previewed.type) {
    case "realisations":
      return { type: previewed.type, page: await projectPageData(app, previewed.found) };
    case "articles":
      return { type: previewed.type, page: await articlePageData(app, previewed.found) };
    case "opportunites":
      return { type: previewed.type, page: await opportunityPageData(app, previewed.found) };
    case "offres-emploi":
      return { type: previewed.type, page: await offerPageData(app, previewed.found) };
    case "communiques":
      return { type: previewed.type, page: await releasePageData(app, previewed.found) };
  }
}

/**
 * A staff preview (`/apercu/{jeton}`, `/en/apercu/{jeton}`, …): the item a preview token
 * names, published or not, exactly as its public page will show it in this language. Not
 * counted as a view, never cached, never indexed; an expired or forged token is a 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const token = params.jeton ?? "";
  const previewed = token ? await app.preview(token) : undefined;
  if (!previewed) throw data(null, { status: 404 });
  const shown = await pageDataOf(app, previewed);
  // The flags switch between the previews, not to public pages the item may not have yet.
  const alternates = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, previewPath(lang, token)]),
  ) as Localized;
  const head = { ...shown.page.head, alternates, noindex: true };
  return { ...shown, head, page: { ...shown.page, head } } as AnyPageData & { head: typeof head };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headTags(loaderData?.head);

/**
 * Private to whoever holds the link: no shared cache, no index, and no Referer carrying
 * the token to the sites its share links lead to.
 */
export const headers = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
});

const LANGUAGE_NAMES = { fr: "Français", en: "English", it: "Italiano" } as const;

/** The staff's reminder atop a preview, with the same preview in the other languages. */
function PreviewBanner({ alternates }: { alternates: Localized }) {
  const current = usePageLanguage();
  return (
    <aside
      aria-label="Aperçu"
      lang="fr"
      className="border-b border-amber-300 bg-amber-100 px-4 py-3 text-sm text-amber-950"
    >
      <div className="site-container flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <p>
          <strong>Aperçu réservé à l'équipe.</strong> Cette page n'est peut-être pas encore publiée
          ; ce lien expire une heure après sa création.
        </p>
        <ul className="flex gap-3">
          {LANGUAGES.map((lang) => (
            <li key={lang}>
              {lang === current ? (
                <span aria-current="page" className="font-semibold">
                  {LANGUAGE_NAMES[lang]}
                </span>
              ) : (
                <a
                  href={alternates[lang]}
                  hrefLang={lang}
                  lang={lang}
                  className="underline underline-offset-4"
                >
                  {LANGUAGE_NAMES[lang]}
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

/** The previewed item's page, by its type (an offer's open page, whatever its closing date). */
function PreviewedPage({ shown }: { shown: AnyPageData }) {
  switch (shown.type) {
    case "realisations":
      return <ProjectPage loaderData={shown.page} />;
    case "articles":
      return <ArticlePage loaderData={shown.page} />;
    case "opportunites":
      return <OpportunityPage loaderData={shown.page} />;
    case "offres-emploi":
      return <OfferPage loaderData={shown.page} />;
    case "communiques":
      return <ReleasePage loaderData={shown.page} />;
  }
}

export default function PreviewPage({ loaderData }: Route.ComponentProps) {
  const shown = loaderData as AnyPageData & { head: { alternates: Localized } };
  return (
    <>
      <PreviewBanner alternates={shown.head.alternates} />
      <PreviewedPage shown={shown} />
    </>
  );
}
