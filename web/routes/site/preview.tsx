import { data } from "react-router";
import { type AppLoadContext, appContext, type PreviewedItem } from "#app-context";
import { LANGUAGES, type Localized } from "../../../domain/constants.ts";
import { previewPath } from "../../../domain/site-paths.ts";
import { ArticlePage } from "../../features/content/article-page.tsx";
import {
  type AnyPageData,
  articlePageData,
  opportunityPageData,
  projectPageData,
} from "../../features/content/detail-data.server.ts";
import { OpportunityPage } from "../../features/content/opportunity-page.tsx";
import { ProjectPage } from "../../features/content/project-page.tsx";
import { usePageLanguage } from "../../features/i18n/language.ts";
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
    // Job offers' and press releases' own pages come with their public pages (issue 32).
    default:
      throw data(null, { status: 404 });
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

export default function PreviewPage({ loaderData }: Route.ComponentProps) {
  const shown = loaderData as AnyPageData & { head: { alternates: Localized } };
  return (
    <>
      <PreviewBanner alternates={shown.head.alternates} />
      {shown.type === "realisations" ? (
        <ProjectPage loaderData={shown.page} />
      ) : shown.type === "articles" ? (
        <ArticlePage loaderData={shown.page} />
      ) : (
        <OpportunityPage loaderData={shown.page} />
      )}
    </>
  );
}
