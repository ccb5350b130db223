import { Link, useLoaderData } from "react-router";
import { appContext } from "#app-context";
import { HERO_VIDEO } from "../../../domain/hero-video.ts";
import { pageText } from "../../../domain/page-texts.ts";
import { PAGE_PATHS, pageAlternates } from "../../../domain/site-paths.ts";
import {
  ArticleCard,
  CardGrid,
  OpportunityCard,
  ProjectCard,
} from "../../features/content/content-cards.tsx";
import { cardItems } from "../../features/content/content-loaders.server.ts";
import { HeroVideo } from "../../features/home/hero-video.tsx";
import { useLocalizedPath } from "../../features/i18n/language.ts";
import { useTexts } from "../../i18n/texts.tsx";
import { truncate } from "../../lib/format.ts";
import { pageHead } from "../../lib/page-head.server.ts";
import { headTags } from "../../lib/page-head.ts";
import type { Route } from "./+types/home";

/** SPEC.md §9: the home page shows the 3 latest projects, articles and opportunities. */
const LATEST_COUNT = 3;
/** SPEC.md §9: sector cards' text is cut at 140 characters. */
const SECTOR_CARD_TEXT_MAX = 140;

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const latest = { page: 1, limite: LATEST_COUNT };
  const [texts, sectors, projects, articles, opportunities] = await Promise.all([
    app.pageTexts("accueil"),
    app.sectors(),
    app.realisations.list(latest),
    app.articles.list(latest),
    app.opportunites.list(latest),
  ]);
  return {
    head: pageHead(app, {
      title: app.site.nomMarque,
      description: pageText(texts, "sousTitre"),
      alternates: pageAlternates(PAGE_PATHS.home),
    }),
    hero: {
      title: pageText(texts, "titre"),
      subtitle: pageText(texts, "sousTitre"),
      button: pageText(texts, "bouton"),
    },
    sectors,
    projects: cardItems("realisations", projects.items),
    articles: cardItems("articles", articles.items),
    opportunities: cardItems("opportunites", opportunities.items),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headTags(loaderData?.head);

/**
 * The hero's poster is the page's largest paint: fetched first, before the styles that
 * name it as a background are even parsed.
 */
export const links: Route.LinksFunction = () => [
  {
    rel: "preload",
    as: "image",
    href: HERO_VIDEO.poster,
    type: "image/webp",
    fetchPriority: "high",
  },
];

/** A section of the latest items: its title, a link to the whole list, the cards. */
function LatestSection({
  id,
  title,
  listPath,
  listLabel,
  empty,
  children,
  tinted = false,
}: {
  id: string;
  title: string;
  listPath: string;
  listLabel: string;
  empty: string;
  children: React.ReactNode[];
  tinted?: boolean;
}) {
  return (
    <section aria-labelledby={id} className={`px-4 py-14 ${tinted ? "bg-slate-50" : ""}`}>
      <div className="site-container">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-3">
          <h2 id={id} className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {title}
          </h2>
          <Link to={listPath} className="font-semibold text-brand-700 hover:underline">
            {listLabel} <span aria-hidden="true">→</span>
          </Link>
        </div>
        <CardGrid empty={empty}>{children}</CardGrid>
      </div>
    </section>
  );
}

/** SPEC.md §2: hero video, the four sectors, the latest items, a contact call to action. */
export default function Home() {
  const { t } = useTexts();
  const { hero, sectors, projects, articles, opportunities } = useLoaderData<typeof loader>();
  const to = useLocalizedPath();
  return (
    <>
      <section className="relative isolate overflow-hidden site-gutter py-20 text-white sm:py-32">
        <HeroVideo />
        <div className="mx-auto max-w-4xl text-center">
          <h1 className="text-3xl font-bold sm:text-5xl">{hero.title}</h1>
          <p className="mt-4 text-lg text-white/90">{hero.subtitle}</p>
          <Link
            to={to(PAGE_PATHS.contact)}
            className="mt-8 inline-block rounded bg-accent-500 px-6 py-3 font-semibold text-brand-900 hover:bg-amber-400"
          >
            {hero.button}
          </Link>
        </div>
      </section>

      <section aria-labelledby="home-sectors" className="site-gutter py-14">
        <div className="site-container">
          <h2 id="home-sectors" className="mb-8 text-2xl font-bold text-brand-900 sm:text-3xl">
            {t("home.sectorsTitle")}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {sectors.map((sector) => (
              <li key={sector._id}>
                <Link
                  to={to(PAGE_PATHS[sector.route])}
                  className="group flex h-full flex-col gap-3 rounded-lg border border-slate-200 border-t-4 border-t-brand-600 p-6 shadow-sm transition hover:border-t-accent-500 hover:shadow-md"
                >
                  <h3 className="text-xl font-semibold text-brand-900">{sector.nom}</h3>
                  <p className="text-sm leading-relaxed text-slate-700">
                    {truncate(t(`home.sectorCards.${sector.code}`), SECTOR_CARD_TEXT_MAX)}
                  </p>
                  <span className="mt-auto font-semibold text-brand-700 group-hover:underline">
                    {t("home.discover")} <span aria-hidden="true">→</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <LatestSection
        id="home-projects"
        title={t("home.latestProjects")}
        listPath={to(PAGE_PATHS.realisations)}
        listLabel={t("home.allProjects")}
        empty={t("home.noProjects")}
        tinted
      >
        {projects.map((item) => (
          <ProjectCard key={item._id} item={item} />
        ))}
      </LatestSection>
      <LatestSection
        id="home-articles"
        title={t("home.latestArticles")}
        listPath={to(PAGE_PATHS.actualites)}
        listLabel={t("home.allArticles")}
        empty={t("home.noArticles")}
      >
        {articles.map((item) => (
          <ArticleCard key={item._id} item={item} />
        ))}
      </LatestSection>
      <LatestSection
        id="home-opportunities"
        title={t("home.latestOpportunities")}
        listPath={to(PAGE_PATHS.opportunites)}
        listLabel={t("home.allOpportunities")}
        empty={t("home.noOpportunities")}
        tinted
      >
        {opportunities.map((item) => (
          <OpportunityCard key={item._id} item={item} />
        ))}
      </LatestSection>

      <section
        aria-labelledby="home-cta"
        className="bg-brand-900 site-gutter py-16 text-center text-white"
      >
        <div className="mx-auto max-w-3xl">
          <h2 id="home-cta" className="text-2xl font-bold sm:text-3xl">
            {t("home.ctaTitle")}
          </h2>
          <p className="mt-3 text-lg text-white/90">{t("home.ctaText")}</p>
          <Link
            to={to(PAGE_PATHS.contact)}
            className="mt-8 inline-block rounded bg-accent-500 px-6 py-3 font-semibold text-brand-900 hover:bg-amber-400"
          >
            {t("home.contactCta")}
          </Link>
        </div>
      </section>
    </>
  );
}
